// The portal's English for the first screen's dashboard: loaded with its chunk, so the sign-in
// page's first load does not carry it.
const overview = {
  gettingStarted: "Getting started",
  stepIntegration: "Create an integration (your shop)",
  stepApiKey: "Create an API key for your server",
  stepCallbackUrl: "Set an order callback URL",
  stepTestPayment: "Complete a test payment",
  stepDone: "done",
  stepToDo: "to do",
  recentOrders: "Recent orders",
  noOrders: "No order yet.",
  allOrders: "All orders",
  volumeHeading: "Received per asset",
  volumeIntro: "Completed payments and deposits, valued at today's rate (rates of {at}).",
  volumeNone: "Nothing received yet.",
  volumeCurrency: "Value in",
  columnAsset: "Asset",
  columnOrders: "Orders",
  columnReceived: "Received",
  columnValue: "Value",
  noRate: "no rate",
} as const;

export type OverviewMessageKey = keyof typeof overview;
export default overview as Record<OverviewMessageKey, string>;
