// The status line's words for the states between "send" and "received". They live apart from
// the components that draw those states (a chunk loaded once a payment is seen) because the
// status line, a live region, is on every screen from the first render.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import type { Translate } from "./i18n.ts";
import type { PaymentState } from "./payment-state.ts";
import { shownAmount } from "./amount-format.ts";

/** The status line's words for each state: what the polite live region announces (amounts as shown everywhere). */
export function stateAnnouncement(state: PaymentState, order: CheckoutOrder, t: Translate, locale = "en"): string | null {
  const shown = (amount: string) => shownAmount(amount, locale);
  const currency = order.asset.currencyCode;
  switch (state) {
    case "detected":
      return t("statusDetected");
    case "underpaid":
      return t("statusUnderpaid", {
        received: shown(order.receivedAmount.amount),
        requested: shown(order.requestedAmount?.amount ?? "0"),
        remaining: shown(order.remainingAmount?.amount ?? "0"),
        currency,
      });
    case "overpaid":
      return t("statusOverpaid", { extra: shown(order.overpaidAmount?.amount ?? "0"), currency });
    default:
      return null;
  }
}
