// The English of every refusal a portal form can receive, one template per key, with {name}
// placeholders for the values a message carries. The service writes its messages as it always
// has; its edge matches each message against these templates and adds the key and the values
// (server/http/refusal-keys.ts), so the portal can say the same thing in the merchant's
// language. English is written once, here: a template that no longer reproduces its message
// leaves the message unkeyed (shown in English), and the tests of each family say so.
//
// Order matters: a message takes the first template it matches, so the specific templates come
// before the generic ones ("{field} must not be empty") at the end. {received} is the wrapper's
// alone (the last key): a template that names the value it got calls it something else.
export const ENGLISH_REFUSALS = {
  // Signing in, signing up, passwords, the step-up.
  signInNoMatchMailed: 'That email and password do not match an account. Check both, or reset the password with "Forgot password?".',
  signInNoMatchOperator: "That email and password do not match an account. Check both, or reset the password with the service's operator.",
  signInTooMany: "Too many failed sign-ins for this email or from this address: try again in {minutes} minute(s)",
  signInsToAccountTooMany: "Too many sign-ins to this account: try again in {minutes} minute(s)",
  signUpsTooMany: "Too many sign-ups from this address: try again in {minutes} minute(s)",
  wrongAnswersTooMany: "Too many wrong answers: try again in {minutes} minute(s)",
  resetRequestsTooMany: "Too many reset requests for this email or from this address: try again in {minutes} minute(s)",
  passwordChecksTooMany: "Too many password checks from this address at once (at most {count} waiting): try again in a few seconds",
  passwordChecksBusy: "The service is busy checking passwords: try again in a few seconds",
  signInCodeNeeded: "Enter the 6-digit code from your authenticator app, or one of your recovery codes",
  signInCodeWrong: "That code is not right (or was used already): enter the code your app shows now",
  codeNeeded: "Enter the 6-digit code from your authenticator app, or a recovery code",
  codeWrong: "That code is not right (or was used already)",
  passwordNeeded: "Enter your password",
  passwordWrong: "That password is not right",
  currentPasswordWrong: "The current password is not right",
  signUpClosed: "Sign-up is closed on this service: ask its operator for an account",
  signUpRefused: "An account cannot be created with this email: if it is yours, sign in instead",
  passwordLinkUnusable: "This link does not work (used already, expired, or not whole): ask for a new one",
  passwordLinkNotWhole: "this link is not whole: open the link the operator gave you",
  resetNotMailed: "This service does not mail password resets: ask its operator for a link to set a new password",
  emailInvalid: "email must be an address such as you@example.com",
  newPasswordLength: "the password must be {min} to {max} characters (a few words make a good one)",
  passwordLength: "the password must be 1 to {max} characters",
  codeShapeWithRecovery: "the code must be the 6 digits your authenticator app shows, or a recovery code such as abcd-efgh-ijkl-mnop",
  codeShape: "the code must be the 6 digits your authenticator app shows",
  notSignedIn: "You are not signed in (or your session ended): sign in again",
  accountGone: "This account no longer exists",
  stepUpCode: "This change needs your authenticator code entered within the last {minutes} minutes: confirm it, then repeat the change",
  stepUpPassword: "This change needs your password entered within the last {minutes} minutes: confirm it, then repeat the change",
  crossOrigin: "Portal changes are accepted only from the portal's own page on {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  // Two-factor sign-in.
  twoFactorAlreadyOn: "Two-factor sign-in is already on: turn it off first to start again with a new app",
  twoFactorAlreadyOff: "Two-factor sign-in is already off",
  twoFactorNotStarted: "Start two-factor setup first: no new key is waiting for its code",
  twoFactorCodeMismatch: "That code does not match the new key: check the app's clock and enter the code it shows now",
  twoFactorRestarted: "Setup was started again elsewhere: use the newest key shown",

  // API keys, language.
  apiKeyName: 'name must be 1 to {max} characters, such as "Shop server"',
  apiKeyUnknown: "No API key {id} belongs to this account",
  clientGone: "This account's client is gone",
  languageUnknown: 'language must be the code of a language the service speaks, such as "en", "de", "pt" or "zh-Hant"',

  // Integration settings.
  integrationUnknown: "integration {id} does not exist: use an id from GET /api/v1/integrations",
  shopNameInvisible:
    "name has no visible character (only spaces, joiners or other invisible characters): give the shop's name as payers should read it",
  urlNotHttp: "{field} must be an absolute http(s) URL",
  supportUrlNotHttp: "supportUrl must be an absolute http(s) URL such as https://shop.example/help",
  supportUrlCredentials: "supportUrl must not carry credentials (user:password@): payers see it",
  urlNotHttps: "{field} must use https; got {got}",
  urlUserinfo:
    '{field} must not contain a user or password before "@" (it reads as {shownHost} but leads to {host}): give the shop\'s own address',
  urlHttpSandbox: "{field} must use https (http is accepted only for localhost, 127.0.0.1 and [::1] in sandbox mode); got {origin}",
  logoUrlNotHttps: "logoUrl must be an absolute https URL (or null for none)",
  accentColor: "accentColor must be a colour as #rrggbb (or null for the default)",
  callbackUrlNotHttp: "callbackUrl must be an http(s) URL",
  callbackUrlCredentials:
    "callbackUrl must not carry credentials (user:password@): verify callbacks by their webhook-signature header instead",
  callbackDestinationRefusedOutsideSandbox:
    'callbackUrl is refused: {host} resolves to {address}; callback destination {ip} is {range}: refused outside sandbox mode (rule "{rule}"; WEBHOOK_ALLOW_PRIVATE=1 allows it)',
  callbackDestinationNever:
    'callbackUrl is refused: {host} resolves to {address}; callback destination {ip} is {range}: callbacks never go there (rule "{rule}")',
  callbackAddressRefusedOutsideSandbox:
    'callbackUrl is refused: callback destination {ip} is {range}: refused outside sandbox mode (rule "{rule}"; WEBHOOK_ALLOW_PRIVATE=1 allows it)',
  callbackAddressNever: 'callbackUrl is refused: callback destination {ip} is {range}: callbacks never go there (rule "{rule}")',
  callbackUrlRefused: "callbackUrl is refused: {problem}",
  callbackUrlMissing:
    "integration {id} has no callback URL: set one with PUT /_sandbox/integrations/{id}/webhook first, or run crypto-checkout listen",
  testEventsTooMany:
    "At most {limit} test events per integration every {minutes} minutes (TEST_EVENTS_PER_INTEGRATION): send the next after the seconds in Retry-After",
  originsList: "allowedOrigins must be a list of origins, or null to allow any",
  originsTooMany: "allowedOrigins lists more than {max} origins",
  originText: "each origin must be a string",
  originExact:
    'each origin must be an exact http(s) origin such as "https://shop.example" (scheme and host, no path or wildcard); got {got}',
  appSchemesList: 'appReturnSchemes must be a list of schemes such as ["myshop"], or [] for none',
  appSchemesTooMany: "appReturnSchemes lists more than {max} schemes",
  appSchemeText: 'each app return scheme must be a string such as "myshop"',
  appSchemeShape:
    'each app return scheme must be a URL scheme such as "myshop": a lower-case letter, then up to 31 letters, digits, "+", "-" or "."; got {got}',
  appSchemeWeb: "each app return scheme must not be {scheme}: an https return URL is always allowed, list only an app's own scheme",
  appSchemeDevice:
    "each app return scheme must not be {scheme}: it runs or reads something on the payer's device instead of opening an app",
  toleranceText: 'paymentTolerancePercent must be decimal text such as "0.5" (percent)',
  tolerancePlain: 'paymentTolerancePercent must be plain decimal text such as "0.5": digits and one optional dot',
  toleranceFraction: "paymentTolerancePercent has more than 2 fraction digits",
  toleranceRange: "paymentTolerancePercent must be between 0 and 100",
  supportEmail: "supportEmail must be an email address such as help@shop.example",
  fieldTrueOrFalse: "{field} must be true or false",
  fieldStringOrNull: "{field} must be a string or null",

  // Orders, refunds and withdrawals.
  orderUnknown: "order {id} does not exist: use an orderId from the orders list",
  orderUnknownForIntegration: "order {id} does not exist for integration {integration}",
  orderMissing: "order {id} does not exist",
  deliveryUnknown: "delivery {id} does not exist: use an id from GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} is not one of your integrations: use an id from GET /api/v1/integrations",
  assetUnknown: "{field} {id} is not a supported asset: use one of {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} is disabled for operations (GET /api/v1/assets shows disabled: true): choose an enabled asset",
  amountBelowMinimum: "{field} {amount} is below the minimum incoming amount of {minimum} {asset} on {network}: send at least {minimum}",
  customerRequired: "customer is required on order creation since release 15.09.2025: send { type, firstName, lastName }",
  customerObject: "customer must be an object: { type, firstName, lastName }",
  customerType: 'customer.type must be "individual" (the only customer type the spec knows)',
  amountRequired: 'amount is required: send it as decimal text, for example "10.50"',
  amountNumber: 'amount must be a string of decimal text such as "10.50", not a JSON number',
  amountString: 'amount must be a string of decimal text such as "10.50"',
  amountPlain: 'amount must be plain decimal text such as "10.50": digits, one optional dot, no sign, exponent or spaces',
  amountIntegerDigits: "amount has more than {max} digits before the dot",
  amountFractionDigits: "amount has more than {max} fraction digits",
  amountPositive: "amount must be greater than zero",
  amountDecimal: "amount must be decimal text",
  ownAddress:
    "destinationAddress {address} is one of this service's own order addresses: send a refund or withdrawal to the payer's or your own wallet",
  addressInvalidTron:
    "destinationAddress {address} is not a valid {network} address for {asset}: expected a base58check address starting with T (34 characters)",
  addressInvalidEvm:
    "destinationAddress {address} is not a valid {network} address for {asset}: expected 0x followed by 40 hex digits, with a correct EIP-55 checksum if mixed-case",
  balanceShort:
    "integration {integration} holds {balance} {asset}, but amount {amount} plus the network fee {fee} needs {needed}: a withdrawal draws only on the integrationId it names, a refund on the refunded order's integration.",
  refundOrderUnknown: "refundOrderId {id} is not one of your orders: use the orderId of a completed payment or deposit order",
  refundOrderType: "order {id} is a {type} order: only payment and deposit orders can be refunded",
  refundOrderStatus: "order {id} is {status}: a refund can be created only once the order is completed",
  refundAssetMismatch: "assetId {assetId} does not match order {id}, which received {asset}: refund in {asset}",
  refundTooMuch:
    "amount {amount} exceeds what can still be refunded for order {id}: {refundable} {asset} (received {primary}, refunded {refunded})",
  markPaidRefused: "order {id} cannot be marked as paid: only an order whose payment arrived after its window (still in progress) can",
  noPaymentWindow: "order {id} has no payment window running: only an order made by a payment link has one",

  // Payment links.
  linkUnknown: "payment link {id} does not exist: use a linkId from POST /api/v1/payment-links or GET /api/v1/payment-links",
  linkNameInvisible: "name has no visible character: give the item's name as payers should read it",
  priceCurrencyUnknown: "price.currency {currency} is neither a currency the exchange rates know ({currencies}) nor an assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} must be decimal text above zero with at most {digits} fraction digits for {currency}, such as {example}",
  priceInAsset: 'a price in {asset} is paid in {asset} only: leave assetIds out or send ["{asset}"]',
  priceAmountRequired: 'price.amount is required, as decimal text such as "10.00"',
  priceAmountText: 'price.amount must be decimal text such as "10.00"',
  priceCurrencyRequired: 'price.currency is required: "USD", "EUR" or an assetId',
  priceObject: 'price must be an object: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "each of assetIds must be an assetId string",
  assetIdsArray: "assetIds must be an array of assetIds",
  assetIdsEmpty: "assetIds must name at least one asset (leave it out for every enabled asset)",
  assetIdsTooMany: "assetIds has more than {max} entries",
  expiryWhole: "expiresInMinutes must be a whole number of minutes from {min} to {max}",
  expiryMin: "expiresInMinutes must be at least {min}",
  expiryMax: "expiresInMinutes must be at most {max} (a week)",
  returnUrlHttps: "returnUrl must be an absolute https URL",
  returnUrlApp: "returnUrl must be an absolute URL: https, or an app's link on one of the integration's app return schemes",

  // Payouts.
  payoutUnknown: "payout {id} does not exist: use an orderId from GET /api/v1/payouts",
  payoutNotAwaitingPaid: "payout {id} is {state}: only a payout still awaiting payment can be marked paid",
  payoutNotAwaitingCancel:
    "payout {id} is {state}: only a payout still awaiting payment can be cancelled (a transfer seen for it may already have left the wallet)",
  payoutNoStranger:
    "payout {id} has no transfer from an unknown wallet with this hash and logIndex waiting for an answer: use one listed in the payout's strangers",
  transferPaidOther: "transfer {hash} (log {logIndex}) already paid another payout: one transfer pays at most one",
  hashText: "hash must be a string: the transaction hash the signer sent",
  hashShape: "hash must be 64 hex digits (0x-prefixed on Ethereum and BNB Smart Chain): the transaction hash the signer sent",
  strangerHashText: "hash must be a string: the hash of a transfer listed in the payout's strangers",
  strangerHashShape:
    "hash must be 64 hex digits (0x-prefixed on Ethereum and BNB Smart Chain): the hash of a transfer listed in the payout's strangers",
  logIndexWhole: "logIndex must be a whole number: the logIndex of a transfer listed in the payout's strangers",
  logIndexMin: "logIndex must be 0 or more: the logIndex of a transfer listed in the payout's strangers",

  // The request itself, and the generic checks of any field (last: the specific ones win).
  bodyNotJson: "Content-Type {contentType} is not JSON: send the body as JSON with Content-Type: application/json",
  bodyBadJson: "The body is not valid JSON ({reason}): send one JSON object",
  bodyNotObject: "The body must be a JSON object, received {value}",
  bodyTooLarge: "The body is larger than {bytes} bytes: send a smaller JSON object",
  idempotencyKeyShape:
    "Idempotency-Key {key} must be 1 to 255 visible ASCII characters without spaces: send a fresh random value (a UUID) per request",
  idempotencyKeyReused:
    "Idempotency-Key {key} was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request",
  requestsTooMany:
    "Too many requests to {what}: at most {limit} per {seconds} s from one client ({setting}). Retry after the number of seconds in Retry-After.",
  fieldDate: "{field} must be a date as YYYY-MM-DD",
  fieldControlCharacters: "{field} must not contain control characters (found {character}): send the text without them",
  fieldDisplayCharacters:
    "{field} must not contain control or bidirectional formatting characters (found {character}): they change what the payer sees",
  fieldRequired: "{field} is required",
  fieldEmpty: "{field} must not be empty",
  fieldTooLong: "{field} is longer than {max} characters",
  fieldText: "{field} must be text",
  fieldString: "{field} must be a string",
  fieldOneOf: "{field} must be one of {values}",
  fieldType: "{field} must be {expected}",
  fieldInvalid: "{field} is not valid",
  /**
   * Wraps any message above when the service echoes the value it refused: {message} is that
   * message, already in the language, {received} the value as the service shows it.
   */
  received: "{message} (received {received})",
} as const;

/** The key of a refusal the portal can say in its languages. */
export type RefusalKey = keyof typeof ENGLISH_REFUSALS;

/** One language's words for every refusal: {name} placeholders as in the English. */
export type RefusalWords = { readonly [K in RefusalKey]: string };
