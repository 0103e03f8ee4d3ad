export { type CheckoutUrl, LOCALES, type Locale, parseCheckoutUrl, pickLocale, THEMES, type Theme } from "./checkout-url.ts";
export { type ClipboardEnv, copyText, copyWithExecCommand, type CopyOutcome } from "./clipboard.ts";
export { startEmbedBridge } from "./embed-bridge.ts";
export { format, I18n, loadMessages, type MessageKey, type Messages, RTL_LOCALES, type Translate, translator, useT } from "./i18n.ts";
export {
  addressGroups,
  cryptoText,
  emphasisedGroups,
  isPositive,
  type PaymentView,
  paymentView,
  qrPayload,
  safeHttpUrl,
} from "./payment-view.ts";
export { loadQrEncoder, type QrEncoder, qrEncoder } from "./qr-loader.ts";
export { QUIET_ZONE, type QrDrawing } from "./qr-matrix.ts";
