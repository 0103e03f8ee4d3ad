// The shape of the portal in one language other than English: one module per language
// (locales/<code>.ts), each section the same keys as its English table, so a language is one
// file a translator writes and the page fetches only the language in use.
import type latePayment from "./en-late-payment.ts";
import type links from "./en-links.ts";
import type { Messages } from "./en.ts";
import type orders from "./en-orders.ts";
import type overview from "./en-overview.ts";
import type transfers from "./en-payout-transfers.ts";
import type payouts from "./en-payouts.ts";
import type twoFactor from "./en-two-factor.ts";

type Table<T> = { [K in keyof T]: string };

export interface PortalTranslation {
  /** locales/en.ts (the shared table, with en-merchant.ts's keys). */
  main: Messages;
  orders: Table<typeof orders>;
  twoFactor: Table<typeof twoFactor>;
  links: Table<typeof links>;
  overview: Table<typeof overview>;
  payouts: Table<typeof payouts>;
  payoutTransfers: Table<typeof transfers>;
  latePayment: Table<typeof latePayment>;
}
