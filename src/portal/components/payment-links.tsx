// "Sell without code", its first choice: a reusable payment link priced in money. The form
// (its values and checks live in the model) and the merchant's links, each shareable as its
// URL, a QR code of it and a button for the merchant's site, and deactivated from here. A
// chunk of its own, with the QR encoder and its words: the merchant screens' chunk stays small.
import { localTime } from "../lib/i18n.ts";
import "../styles/payment-links.css";
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect, useMemo } from "preact/hooks";
import {
  ASSET_IDS,
  ASSETS,
  LINK_EXPIRY_MINUTES,
  escapeAttribute,
  toFiatText,
  toPlainText,
  type PaymentLink,
  type PortalIntegration,
} from "../../shared/index.ts";
import { qrDrawing } from "../../shared/qr-drawing.ts";
import { QrSvg } from "../../shared/qr-svg.tsx";
import { tl } from "../lib/links-i18n.ts";
import { LINK_FIAT_CURRENCIES, PaymentLinksModel } from "../models/payment-links-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { focusFirstError } from "./auth-screen.tsx";
import { Check, CheckGroup, Select } from "./controls.tsx";
import { CopyField } from "./copy-button.tsx";
import { Field, FormError } from "./field.tsx";

/**
 * A button for the merchant's own page (docs/merchants.md): the embed script, and a button that
 * opens the link in its modal through the embed's public API, as a merchant would write it. The
 * handler is attached by a script, not an onclick attribute, which a strict
 * Content-Security-Policy refuses; the button's id is the link's, so two links' buttons on one
 * page keep apart. The URL is a URL of this service: as a JSON string it needs no other escaping.
 */
export function buttonSnippet(url: string, linkId: string, label: string): string {
  const id = escapeAttribute(`pay-${linkId}`);
  return [
    `<script src="${escapeAttribute(new URL(url).origin)}/embed.js" defer></script>`,
    `<button type="button" id="${id}">${label}</button>`,
    `<script>`,
    `  document.getElementById(${JSON.stringify(`pay-${linkId}`)}).addEventListener("click", () => CryptoCheckout.open(${JSON.stringify(url)}));`,
    `</script>`,
  ].join("\n");
}

/** Money with its 2 digits (10.00 USD); an asset's amount without meaningless zeros (0.05 ETH). */
function priceText(amount: string, currency: string): string {
  return (LINK_FIAT_CURRENCIES as readonly string[]).includes(currency) ? toFiatText(amount) : toPlainText(amount);
}

function LinkQr({ link }: { link: PaymentLink }): JSX.Element {
  const drawing = useMemo(() => qrDrawing(link.url), [link.url]);
  return <QrSvg class="link-qr" drawing={drawing} value={link.url} label={tl("linkQr", { name: link.name })} />;
}

function LinkForm({ model, integrations }: { model: PaymentLinksModel; integrations: readonly PortalIntegration[] }): JSX.Element {
  const { form } = model;
  const draft = model.draft.value;
  const errors = form.errors.value;
  const chosen = draft.integrationId || integrations[0]?.id || "";
  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void model.create(chosen).then((ok) => {
      if (!ok) focusFirstError(target);
    });
  };
  return (
    <form class="form settings-form" noValidate onSubmit={onSubmit} data-form="payment-link">
      <Select
        id="link-integrationId"
        label={tl("linkIntegration")}
        value={chosen}
        error={errors.integrationId}
        options={integrations.map((integration) => ({ value: integration.id, label: integration.name }))}
        onChange={(v) => model.edit({ integrationId: v })}
      />
      <Field
        id="link-name"
        label={tl("linkName")}
        hint={tl("linkNameHint")}
        value={draft.name}
        onInput={(v) => model.edit({ name: v })}
        error={errors.name}
        required
      />
      <Field
        id="link-amount"
        label={tl("linkAmount")}
        hint={tl("linkAmountHint")}
        value={draft.amount}
        onInput={(v) => model.edit({ amount: v })}
        error={errors["price.amount"]}
        required
      />
      <Select
        id="link-currency"
        label={tl("linkCurrency")}
        value={draft.currency}
        error={errors["price.currency"]}
        options={[
          ...LINK_FIAT_CURRENCIES.map((code) => ({ value: code, label: tl("linkCurrencyFiat", { code }) })),
          ...ASSET_IDS.filter((id) => model.offers(id)).map((id) => ({ value: id, label: `${ASSETS[id].currencyCode} (${id})` })),
        ]}
        onChange={(v) => model.edit({ currency: v })}
      />
      <CheckGroup id="link-assetIds" legend={tl("linkAssets")} hint={tl("linkAssetsHint")} error={errors.assetIds}>
        {ASSET_IDS.filter((id) => model.offers(id)).map((id) => (
          <Check
            key={id}
            id={`link-asset-${id}`}
            label={`${ASSETS[id].currencyCode} (${id})`}
            checked={draft.assetIds.includes(id)}
            onChange={(on) => model.toggleAsset(id, on)}
          />
        ))}
      </CheckGroup>
      <Field
        id="link-returnUrl"
        type="url"
        label={tl("linkReturnUrl")}
        hint={tl("linkReturnUrlHint")}
        value={draft.returnUrl}
        onInput={(v) => model.edit({ returnUrl: v })}
        error={errors.returnUrl}
      />
      <Field
        id="link-expiresInMinutes"
        label={tl("linkExpiry")}
        hint={tl("linkExpiryHint", { min: String(LINK_EXPIRY_MINUTES.min), max: String(LINK_EXPIRY_MINUTES.max) })}
        value={draft.expiresInMinutes}
        onInput={(v) => model.edit({ expiresInMinutes: v })}
        error={errors.expiresInMinutes}
        required
      />
      <FormError message={errors.form} />
      <p class="notice" role="status">
        {form.done.value ? tl("linkCreated") : ""}
      </p>
      <button type="submit" class="button button--primary" disabled={form.sending.value}>
        {tl("linkCreate")}
      </button>
    </form>
  );
}

export function LinkItem({ model, link }: { model: PaymentLinksModel; link: PaymentLink }): JSX.Element {
  const refused = model.refused.value;
  const created = localTime(link.createdAt);
  const confirming = model.confirming.value === link.linkId;
  return (
    <li class="card link-item" data-link={link.linkId} data-link-active={String(link.active)}>
      <h3 class="list__title">{link.name}</h3>
      <p class="link-item__facts">
        <strong data-link-price={link.price.amount}>{`${priceText(link.price.amount, link.price.currency)} ${link.price.currency}`}</strong>
        {" · "}
        <span class={link.active ? "status" : "status status--off"}>{link.active ? tl("linkActive") : tl("linkInactive")}</span>
        {" · "}
        <time dateTime={link.createdAt}>{tl("linkCreatedAt", { when: created })}</time>
      </p>
      {link.capped ? (
        <p class="notice" data-link-capped={link.capped.at} data-link-open-orders={String(link.capped.openOrders)}>
          {tl("linkCapped", {
            when: localTime(link.capped.at),
            open: String(link.capped.openOrders),
            limit: String(link.capped.limit),
          })}
        </p>
      ) : null}
      <div class="link-item__share">
        <LinkQr link={link} />
        <div class="link-item__copies">
          <CopyField id={`link-url-${link.linkId}`} label={tl("linkUrl")} value={link.url} />
          <CopyField
            id={`link-button-${link.linkId}`}
            label={tl("linkButtonSnippet")}
            value={buttonSnippet(link.url, link.linkId, tl("linkButtonText"))}
            multiline
          />
        </div>
      </div>
      {refused?.linkId === link.linkId ? (
        <p class="form-error" role="alert">
          {tl("linkDeactivateFailed", { reason: refused.reason })}
        </p>
      ) : null}
      {link.active && confirming ? (
        <div class="link-item__confirm">
          <p role="status">{tl("linkDeactivateConfirm", { name: link.name })}</p>
          <button type="button" class="button button--primary" data-deactivate-confirm onClick={() => void model.deactivate(link.linkId)}>
            {tl("linkDeactivateYes")}
          </button>{" "}
          <button type="button" class="button" onClick={() => (model.confirming.value = null)}>
            {tl("linkDeactivateNo")}
          </button>
        </div>
      ) : link.active ? (
        <button
          type="button"
          class="button"
          data-deactivate
          onClick={() => (model.confirming.value = link.linkId)}
          aria-label={`${tl("linkDeactivate")} ${link.name}`}
        >
          {tl("linkDeactivate")}
        </button>
      ) : null}
    </li>
  );
}

export function PaymentLinks({
  session,
  integrations,
}: {
  session: SessionModel;
  integrations: readonly PortalIntegration[];
}): JSX.Element {
  const model = useModel(() => new PaymentLinksModel(session.guarded, session.info.value.assets));
  useEffect(() => void model.load(), []);
  const links = model.links.value;
  return (
    <>
      <section class="card" aria-labelledby="links-form">
        <h2 id="links-form">{tl("linksHeading")}</h2>
        <p>{tl("linksIntro")}</p>
        <LinkForm model={model} integrations={integrations} />
      </section>
      <section aria-labelledby="links-list" data-links>
        <h2 id="links-list">{tl("linksListHeading")}</h2>
        {model.failed.value ? (
          <p class="form-error" role="alert">
            {tl("linksLoadFailed")}
          </p>
        ) : links === null ? null : links.length === 0 ? (
          <p>{tl("linksEmpty")}</p>
        ) : (
          <ul class="list">
            {links.map((link) => (
              <LinkItem key={link.linkId} model={model} link={link} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
