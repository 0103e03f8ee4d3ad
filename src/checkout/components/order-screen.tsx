// An order the page may show: merchant, live status, and while it is not yet completed, what
// to send and where. Once completed, the payment instructions give way to the receipt, so
// nobody pays twice from a stale screen.
import type { StatusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useT } from "../lib/i18n.ts";
import { safeHttpUrl, type PaymentView } from "../lib/payment-view.ts";
import type { Connection } from "../models/order-model.ts";
import { merchantBrand } from "../lib/branding.ts";
import { asksForFunds, paymentStateOf } from "../lib/payment-state.ts";
import { useEffect, useState } from "preact/hooks";
import type { BackWay } from "../lib/embed-bridge.ts";
import { backWay } from "../models/embed-link.ts";
import { afterPayment, loadAfterPayment, needsAfterPayment } from "./after-payment-loader.ts";
import type { ReadonlySignal } from "@preact/signals";
import { loadWindowParts, needsWindowParts, windowParts } from "./window-loader.ts";
import { BackIcon } from "./icons.tsx";
import { PaymentDetails } from "./payment-details.tsx";
import { Screen } from "./screen.tsx";
import { StatusPanel } from "./status-panel.tsx";

/**
 * Where "Back to …" leads here (see BackWay), once the page is live: the first render is the
 * one the service drew (the integration's URL), so that hydration meets the same markup; a
 * frame's own way follows right after.
 */
function useBackWay(merchantUrl: string): { way: BackWay; href: string | null } {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const way = live ? backWay.value : ({ kind: "merchant" } as const);
  const href = way.kind === "merchant" ? safeHttpUrl(merchantUrl) : way.kind === "url" ? way.href : null;
  return { way, href };
}

/**
 * The merchant, top left. While the order waits, an arrow before the name leads back to the
 * merchant's site (as in Stripe Checkout), so no separate row of the 760 px budget is spent
 * on it; once paid, a full "Back to …" button takes its place at the end.
 */
export function MerchantHeader(props: { merchant: CheckoutOrder["merchant"]; backLink: boolean }) {
  const t = useT();
  const { way, href } = useBackWay(props.merchant.url);
  const shown = props.backLink && (href !== null || way.kind === "close");
  const logo = merchantBrand(props.merchant).logoUrl;
  const label = (
    <span class="visually-hidden">
      {t("backToMerchant", { merchant: props.merchant.name })}{" "}
      {href && (
        <span class="merchant-host" dir="ltr">
          {new URL(href).host}
        </span>
      )}
    </span>
  );
  return (
    <header class="merchant">
      {shown &&
        (way.kind === "close" ? (
          <button type="button" class="merchant-back back-link" onClick={way.close}>
            <BackIcon />
            {label}
          </button>
        ) : (
          <a class="merchant-back back-link" href={href ?? undefined} target="_top" rel="noopener noreferrer">
            <BackIcon />
            {label}
          </a>
        ))}
      {logo ? (
        <img class="merchant-logo" src={logo} alt="" width={36} height={36} referrerpolicy="no-referrer" />
      ) : (
        !shown && (
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

/**
 * "Back to …", or with the order's return URL (the merchant's page for after the payment, the
 * URL as given, query included) "Return to …" leading there: a button the payer presses, never
 * an automatic redirect. Inside the embed's modal the same button closes the dialog.
 */
export function BackLink(props: { merchant: CheckoutOrder["merchant"]; primary?: boolean; returnUrl?: string | undefined }) {
  const t = useT();
  const back = useBackWay(props.merchant.url);
  const returnHref = props.returnUrl !== undefined && back.way.kind === "merchant" ? safeHttpUrl(props.returnUrl) : null;
  const returning = returnHref !== null || (props.returnUrl !== undefined && back.way.kind === "close");
  const way = back.way;
  const href = returnHref ?? back.href;
  if (!href && way.kind !== "close") return null;
  const className = props.primary ? "button button-primary back-link back-link-primary" : "link back-link";
  const name = (
    <span>{returning ? t("returnTo", { shop: props.merchant.name }) : t("backToMerchant", { merchant: props.merchant.name })}</span>
  );
  // Where the link leads, beside what the merchant calls itself, so a name cannot pass for another site: the host as the
  // URL parser sees it (userinfo dropped, punycode for look-alike letters), always left-to-right.
  return (
    <footer class="footer">
      {way.kind === "close" ? (
        <button type="button" class={className} onClick={way.close}>
          {name}
        </button>
      ) : (
        <a class={className} href={href ?? undefined} target="_top" rel="noopener noreferrer">
          {name}{" "}
          <span class="merchant-host" dir="ltr">
            {href && new URL(href).host}
          </span>
        </a>
      )}
    </footer>
  );
}

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
        {parts && <parts.PaymentNotes order={order} state={state} network={view.network} />}
        {windowClock && windowPart && <windowPart.Countdown order={order} now={windowClock} />}
      </StatusPanel>
      {paid && parts && <parts.Receipt order={order} network={view.network} />}
      {group !== "completed" && asksForFunds(order) && <PaymentDetails order={order} view={view} />}
      {paid && <BackLink merchant={order.merchant} returnUrl={order.returnUrl} primary />}
    </Screen>
  );
}
