// The payment link's page: the merchant, what is sold and its price, and one button per asset
// (grouped by network) with the exact amount it would cost at the current rate. A plain form:
// the service renders it and the payer's press posts the choice, so the page needs no script
// and none of this ships in the checkout's bundle. The service answers the choice with the
// new order's checkout.
import type { LinkOffer } from "../../shared/schemas/payment-links.ts";
import type { LinkPageMessages } from "../locales/link-page.ts";
import { formatAmount, shownAmount } from "../lib/amount-format.ts";
import { format } from "../lib/i18n.ts";

/**
 * "again": the choice did not come from this page (another site's form, or a page open too
 * long); "capped": the link holds its most orders waiting for payment. Both leave nothing made.
 */
export type LinkPageNotice = "failed" | "quoteChanged" | "again" | "capped";

export interface LinkPageProps {
  /** null: no such link. */
  offer: LinkOffer | null;
  m: LinkPageMessages;
  locale: string;
  /**
   * Said above the choices: the last choice was refused ("failed"), or the amounts it was made
   * at are no longer honoured and the page shows the new ones ("quoteChanged").
   */
  notice: LinkPageNotice | null;
  /** The words of an "again" or "capped" notice (locales/link-guard.ts). */
  guardNote?: string;
  /**
   * The service's token for this page's form (server/checkout/link-form-token.ts): a choice is
   * taken only with it, so another site's form cannot make orders through its visitors.
   */
  formToken?: string;
}

function groupedByNetwork(choices: LinkOffer["choices"]): { network: string; choices: LinkOffer["choices"] }[] {
  const groups: { network: string; choices: LinkOffer["choices"] }[] = [];
  for (const choice of choices) {
    const group = groups.find((g) => g.network === choice.networkDisplayName);
    if (group) group.choices.push(choice);
    else groups.push({ network: choice.networkDisplayName, choices: [choice] });
  }
  return groups;
}

export function LinkPage(props: LinkPageProps) {
  const { offer, m, locale } = props;
  if (!offer || !offer.active || offer.choices.length === 0) {
    return (
      <main class="screen screen-link" data-screen={offer ? "link-inactive" : "link-not-found"}>
        <div class="sheet">
          <div class="message">
            <h1 class="message-heading">{offer ? m.inactiveHeading : m.notFoundHeading}</h1>
            <p class="message-body">{m.askMerchant}</p>
          </div>
        </div>
      </main>
    );
  }
  const fiat = offer.price.currency.length === 3;
  return (
    <main class="screen screen-link" data-screen="link" data-link-id={offer.linkId}>
      <div class="sheet">
        <header class="merchant">
          <span class="merchant-initial" aria-hidden="true">
            {[...offer.merchant.name.trim()][0]?.toUpperCase() ?? ""}
          </span>
          <div class="merchant-text">
            <p class="eyebrow">{offer.merchant.name}</p>
            <h1 class="merchant-name">{offer.name}</h1>
          </div>
        </header>
        <p class="link-price">
          <span class="eyebrow">{m.price}</span>{" "}
          <strong data-price={`${offer.price.amount} ${offer.price.currency}`}>
            {fiat ? formatAmount(offer.price.amount, locale) : shownAmount(offer.price.amount, locale)} {offer.price.currency}
          </strong>
        </p>
        <h2 class="link-heading">{m.heading}</h2>
        {props.notice && (
          <p class="link-failed" role="alert" data-notice={props.notice}>
            {props.guardNote ?? (props.notice === "quoteChanged" ? m.quoteChanged : m.failed)}
          </p>
        )}
        {/* No action: the choice is posted to this page's own URL, its fragment included, which
            the redirect to the order's checkout keeps (a Location without one inherits it). So
            inside the embed's frame the embedding origin it claimed there reaches the checkout,
            which trusts it only as it trusts any claim: once the browser confirms it. */}
        <form class="link-choices" method="post">
          {offer.quote && <input type="hidden" name="quote" value={offer.quote} />}
          {props.formToken && <input type="hidden" name="formToken" value={props.formToken} />}
          {groupedByNetwork(offer.choices).map((group) => (
            <fieldset class="link-network" key={group.network}>
              <legend class="eyebrow">{group.network}</legend>
              {group.choices.map((choice) => (
                <button
                  class="button button-tonal link-choice"
                  type="submit"
                  name="assetId"
                  value={choice.assetId}
                  key={choice.assetId}
                  data-asset-id={choice.assetId}
                  data-amount={choice.amount}
                >
                  <span class="link-asset">{choice.displayName}</span>
                  <span class="link-amount" dir="ltr">
                    {shownAmount(choice.amount, locale)} {choice.currencyCode}
                  </span>
                </button>
              ))}
            </fieldset>
          ))}
        </form>
        <p class="link-note">{format(m.rateNote, { minutes: String(offer.expiresInMinutes) }, locale)}</p>
      </div>
    </main>
  );
}
