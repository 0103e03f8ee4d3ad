// An order the page may show: merchant, live status, and while it is not yet completed, what
// to send and where. Once completed, the payment instructions give way to the receipt, so
// nobody pays twice from a stale screen.
import type { StatusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useT } from "../lib/i18n.ts";
import { safeHttpUrl, type PaymentView } from "../lib/payment-view.ts";
import type { Connection } from "../models/order-model.ts";
import { asksForFunds, paymentStateOf } from "../lib/payment-state.ts";
import { PaymentDetails } from "./payment-details.tsx";
import { PaymentNotes } from "./payment-progress.tsx";
import { Receipt } from "./receipt.tsx";
import { Screen } from "./screen.tsx";
import { StatusPanel } from "./status-panel.tsx";

export function MerchantHeader(props: { name: string }) {
  const t = useT();
  return (
    <header class="merchant">
      <p class="eyebrow">{t("payTo")}</p>
      <h1 class="merchant-name">{props.name}</h1>
    </header>
  );
}

export function ConnectionNotice(props: { connection: Connection }) {
  const t = useT();
  return (
    <p class={`connection connection-${props.connection}`} role="status">
      {props.connection === "reconnecting" ? t("reconnecting") : ""}
    </p>
  );
}

export function BackLink(props: { merchant: CheckoutOrder["merchant"]; primary?: boolean }) {
  const t = useT();
  const href = safeHttpUrl(props.merchant.url);
  if (!href) return null;
  // Where the link leads, beside what the merchant calls itself (issue 13, 3): the host as the
  // URL parser sees it (userinfo dropped, punycode for look-alike letters), always left-to-right.
  const host = new URL(href).host;
  return (
    <footer class="footer">
      <a class={props.primary ? "button back-link back-link-primary" : "link back-link"} href={href} target="_top" rel="noopener noreferrer">
        <span>{t("backToMerchant", { merchant: props.merchant.name })}</span>{" "}
        <span class="merchant-host" dir="ltr">
          {host}
        </span>
      </a>
    </footer>
  );
}

export function OrderScreen(props: { order: CheckoutOrder; view: PaymentView; group: StatusGroup; connection: Connection }) {
  const { order, view, group, connection } = props;
  const state = paymentStateOf(order);
  const paid = state === "completed" || state === "overpaid";
  return (
    <Screen name="order" statusGroup={group} paymentState={state} connection={connection}>
      <MerchantHeader name={order.merchant.name} />
      <ConnectionNotice connection={connection} />
      <StatusPanel order={order} group={group} state={state}>
        <PaymentNotes order={order} state={state} network={view.network} />
      </StatusPanel>
      {paid && <Receipt order={order} network={view.network} />}
      {group !== "completed" && asksForFunds(order) && <PaymentDetails order={order} view={view} />}
      <BackLink merchant={order.merchant} primary={paid} />
    </Screen>
  );
}
