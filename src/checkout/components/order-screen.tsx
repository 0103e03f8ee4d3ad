// An order the page may show: merchant, live status, and while it is not yet completed, what
// to send and where. Once completed, the payment instructions give way to the receipt, so
// nobody pays twice from a stale screen.
import type { StatusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useT } from "../lib/i18n.ts";
import { safeHttpUrl, type PaymentView } from "../lib/payment-view.ts";
import type { Connection } from "../models/order-model.ts";
import { merchantBrand } from "../lib/branding.ts";
import { BackIcon } from "./icons.tsx";
import { PaymentDetails } from "./payment-details.tsx";
import { Screen } from "./screen.tsx";
import { StatusPanel } from "./status-panel.tsx";

/**
 * The merchant, top left. While the order waits, an arrow before the name leads back to the
 * merchant's site (as in Stripe Checkout), so no separate row of the 760 px budget is spent
 * on it; once paid, a full "Back to …" button takes its place at the end.
 */
export function MerchantHeader(props: { merchant: CheckoutOrder["merchant"]; backLink: boolean }) {
  const t = useT();
  const href = props.backLink ? safeHttpUrl(props.merchant.url) : null;
  const logo = merchantBrand(props.merchant).logoUrl;
  return (
    <header class="merchant">
      {href && (
        <a class="merchant-back back-link" href={href} target="_top" rel="noopener noreferrer">
          <BackIcon />
          <span class="visually-hidden">{t("backToMerchant", { merchant: props.merchant.name })}</span>
        </a>
      )}
      {logo ? (
        <img class="merchant-logo" src={logo} alt="" width={36} height={36} referrerpolicy="no-referrer" />
      ) : (
        !href && (
          <span class="merchant-initial" aria-hidden="true">
            {Array.from(props.merchant.name.trim())[0]?.toUpperCase() ?? ""}
          </span>
        )
      )}
      <div class="merchant-text">
        <p class="eyebrow">{t("payTo")}</p>
        <h1 class="merchant-name">{props.merchant.name}</h1>
      </div>
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
  return (
    <footer class="footer">
      <a class={props.primary ? "button button-primary back-link" : "link back-link"} href={href} target="_top" rel="noopener noreferrer">
        {t("backToMerchant", { merchant: props.merchant.name })}
      </a>
    </footer>
  );
}

export function OrderScreen(props: { order: CheckoutOrder; view: PaymentView; group: StatusGroup; connection: Connection }) {
  const { order, view, group, connection } = props;
  return (
    <Screen
      accent={merchantBrand(order.merchant).accent}
      name="order"
      statusGroup={group}
      connection={connection}
      header={<MerchantHeader merchant={order.merchant} backLink={group !== "completed"} />}
    >
      <ConnectionNotice connection={connection} />
      <StatusPanel order={order} group={group} network={view.network} />
      {group !== "completed" && <PaymentDetails order={order} view={view} />}
      {group === "completed" && <BackLink merchant={order.merchant} primary />}
    </Screen>
  );
}
