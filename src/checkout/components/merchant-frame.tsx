// The merchant around an order's screens: its name at the top (with the arrow back while the
// order waits), the connection notice, and the way back (or on to the order's return URL) at
// the end. Shared by the order's screen and the payment window's screens, which is why it is
// a file of its own: each of those imports it, neither imports the other.
import { useEffect, useState } from "preact/hooks";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import type { BackWay } from "../lib/embed-bridge.ts";
import { merchantBrand } from "../lib/branding.ts";
import { useT } from "../lib/i18n.ts";
import { safeHttpUrl, safeReturnUrl } from "../lib/payment-view.ts";
import { backWay } from "../models/embed-link.ts";
import type { Connection } from "../models/order-model.ts";
import { BackIcon } from "./icons.tsx";

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
 * The served link's press, once the page listens but before the frame's own way is drawn (the
 * render after the first effects): it follows the way this window has now, never the served
 * href, so a press in the embed's modal closes the dialog instead of taking the merchant's page
 * away under it.
 */
function followLiveWay(event: MouseEvent): void {
  const way = backWay.peek();
  if (way.kind === "merchant") return;
  if (way.kind === "url") {
    (event.currentTarget as HTMLAnchorElement).href = way.href;
    return;
  }
  event.preventDefault();
  if (way.kind === "close") way.close();
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
          <a class="merchant-back back-link" href={href ?? undefined} target="_top" rel="noopener noreferrer" onClick={followLiveWay}>
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
  const returnHref = props.returnUrl !== undefined && back.way.kind === "merchant" ? safeReturnUrl(props.returnUrl) : null;
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
        <a class={className} href={href ?? undefined} target="_top" rel="noopener noreferrer" onClick={followLiveWay}>
          {name}{" "}
          <span class="merchant-host" dir="ltr">
            {href && new URL(href).host}
          </span>
        </a>
      )}
    </footer>
  );
}
