// An order the page may show: merchant, live status, and while it is not yet completed, what
// to send and where. Once completed, the payment instructions give way to the receipt, so
// nobody pays twice from a stale screen.
import type { StatusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import type { PaymentView } from "../lib/payment-view.ts";
import type { Connection } from "../models/order-model.ts";
import { merchantBrand } from "../lib/branding.ts";
import { asksForFunds, paymentStateOf } from "../lib/payment-state.ts";
import { useEffect } from "preact/hooks";
import { afterPayment, loadAfterPayment, needsAfterPayment } from "./after-payment-loader.ts";
import type { ReadonlySignal } from "@preact/signals";
import { loadWindowParts, needsWindowParts, windowParts } from "./window-loader.ts";
import { BackLink, ConnectionNotice, MerchantHeader } from "./merchant-frame.tsx";
import { PaymentDetails } from "./payment-details.tsx";
import { Screen } from "./screen.tsx";
import { StatusPanel } from "./status-panel.tsx";

export function OrderScreen(props: {
  order: CheckoutOrder;
  view: PaymentView;
  group: StatusGroup;
  connection: Connection;
  /** The clock of an open payment window, which the countdown reads; null without one. */
  windowClock: ReadonlySignal<number> | null;
}) {
  const { order, view, group, connection, windowClock } = props;
  const state = paymentStateOf(order);
  const paid = state === "completed" || state === "overpaid";
  // Until the after-payment chunk is in (a few ms after a first transfer is seen), the status
  // line already says what happened; the details under it follow.
  const parts = afterPayment.value;
  const needed = needsAfterPayment(order);
  useEffect(() => {
    if (needed && !parts) void loadAfterPayment();
  }, [needed, parts]);
  const windowPart = windowParts.value;
  const windowed = needsWindowParts(order);
  useEffect(() => {
    if (windowed && !windowPart) void loadWindowParts();
  }, [windowed, windowPart]);
  return (
    <Screen
      accent={merchantBrand(order.merchant).accent}
      name="order"
      statusGroup={group}
      paymentState={state}
      connection={connection}
      header={<MerchantHeader merchant={order.merchant} backLink={!paid} />}
    >
      <ConnectionNotice connection={connection} />
      <StatusPanel order={order} group={group} state={state}>
        {parts && <parts.PaymentNotes order={order} state={state} />}
        {windowClock && windowPart && <windowPart.Countdown order={order} now={windowClock} />}
      </StatusPanel>
      {paid && parts && <parts.Receipt order={order} network={view.network} />}
      {group !== "completed" && asksForFunds(order) && <PaymentDetails order={order} view={view} />}
      {paid && <BackLink merchant={order.merchant} returnUrl={order.returnUrl} primary />}
    </Screen>
  );
}
