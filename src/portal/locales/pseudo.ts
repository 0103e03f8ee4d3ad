// The portal's words in the pseudo-locale, every section made from its English table (never
// written by hand, so it has every key): see src/shared/pseudo-locale.ts.
import { pseudoMessages } from "../../shared/pseudo-locale.ts";
import latePayment from "./en-late-payment.ts";
import links from "./en-links.ts";
import main from "./en.ts";
import orders from "./en-orders.ts";
import overview from "./en-overview.ts";
import payoutTransfers from "./en-payout-transfers.ts";
import payouts from "./en-payouts.ts";
import twoFactor from "./en-two-factor.ts";
import type { PortalTranslation } from "./translation.ts";

const pseudo: PortalTranslation = {
  main: pseudoMessages(main),
  orders: pseudoMessages(orders),
  twoFactor: pseudoMessages(twoFactor),
  links: pseudoMessages(links),
  overview: pseudoMessages(overview),
  payouts: pseudoMessages(payouts),
  payoutTransfers: pseudoMessages(payoutTransfers),
  latePayment: pseudoMessages(latePayment),
};

export default pseudo;
