// "Contact {merchant}": where a payer gets help when a payment went wrong (underpaid, overpaid,
// late). Only the integration's own data from the service's read, never anything from the
// page's URL: a support URL (http(s) only, its host shown so the payer sees where it leads),
// else a support email, else the merchant's site.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { parseHttpUrl } from "../../shared/http-url.ts";
import { useT } from "../lib/i18n.ts";

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

export function supportLink(merchant: CheckoutOrder["merchant"]): { href: string; shown: string } | null {
  const url = merchant.supportUrl ? parseHttpUrl(merchant.supportUrl) : null;
  if (url) return { href: url.href, shown: url.host };
  if (merchant.supportEmail && EMAIL.test(merchant.supportEmail)) {
    return { href: `mailto:${merchant.supportEmail}`, shown: merchant.supportEmail };
  }
  const site = parseHttpUrl(merchant.url);
  return site ? { href: site.href, shown: site.host } : null;
}

/** `lead` comes before the link on the same line ("To get the extra back:"). */
export function SupportContact(props: { merchant: CheckoutOrder["merchant"]; lead?: string; overpaid?: string | undefined }) {
  const t = useT();
  const link = supportLink(props.merchant);
  if (!link)
    return props.lead ? (
      <p class="support" data-overpaid={props.overpaid}>
        {props.lead}
      </p>
    ) : null;
  return (
    <p class="support" data-support={link.href} data-overpaid={props.overpaid}>
      {props.lead && <>{props.lead} </>}
      {/* The host under the name inside the one 44 px target (as the way back shows its host). */}
      <a class="link support-link" href={link.href} target="_blank" rel="noopener noreferrer">
        <span>{t("contactMerchant", { merchant: props.merchant.name })}</span>{" "}
        <span class="support-host" dir="ltr" translate={false}>
          {link.shown}
        </span>
        <span class="visually-hidden"> {t("opensInNewTab")}</span>
      </a>
    </p>
  );
}
