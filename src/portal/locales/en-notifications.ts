// The portal's English for the notification switches added after the first two (whose labels are
// in the shared table): their own small table, so that each language's module can fill it when
// its translator gets to it; until then the Account screen shows these in English.
const notifications = {
  notifyCallbacksFailing: "My callbacks failing for 15 minutes (one message a streak)",
  notifyReorgAfterCredit: "A credited payment whose block the chain replaced",
};

export default notifications;
