// Sell without code. First a reusable payment link priced in money (its own chunk, fetched on
// the first visit here); then a single order: a payment link for an amount or a deposit
// address (any amount) from a form, answered with the link, the widget code and the embed
// script's snippet, each with copy, and the checkout itself live in a frame.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { escapeAttribute } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { IntegrationsModel } from "../models/integrations-model.ts";
import { SellModel } from "../models/orders-model.ts";
import { SellForm } from "../models/sell-form.ts";
import type { SessionModel } from "../models/session-model.ts";
import { link } from "./auth-screen.tsx";
import { Select } from "./controls.tsx";
import { CopyField } from "./copy-button.tsx";
import { CustomerNameFields } from "./customer-name-fields.tsx";
import { Field } from "./field.tsx";
import { AmountField, AssetSelect, IntegrationSelect } from "./order-fields.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";

/** The embed script's snippet for a link (docs/merchants.md): the script once, a placeholder per checkout. */
export function embedSnippet(origin: string, paymentLink: string): string {
  return `<script src="${origin}/embed.js" defer></script>\n<div data-crypto-checkout="${escapeAttribute(paymentLink)}"></div>`;
}

/** The payment links' part, fetched on the first visit here. */
const paymentLinksPart = lazyPart(() => import("./payment-links.tsx"));

export function SellScreen({ session }: { session: SessionModel }): JSX.Element {
  const integrations = useModel(() => new IntegrationsModel(session.guarded));
  const sell = useModel(() => new SellModel(session.guarded));
  const order = useModel(() => new SellForm(sell, session.info.value.assets));
  const { form, integrationId, kind, assetId, amount, reference } = order;
  useEffect(() => void integrations.load(), []);
  const list = integrations.list.value;
  const chosen = order.chosen(list?.[0]?.id);
  const created = sell.created.value;
  const errors = form.errors.value;
  const links = paymentLinksPart();

  return (
    <>
      <ScreenHeading>{t("sellHeading")}</ScreenHeading>
      <p>{t("sellIntro")}</p>
      {list !== null && list.length === 0 ? (
        <p>
          <a href={`${PORTAL_BASE}/integrations`} onClick={link(`${PORTAL_BASE}/integrations`)}>
            {t("sellNoIntegration")}
          </a>
        </p>
      ) : null}
      {list && list.length > 0 ? (
        links ? (
          <links.PaymentLinks session={session} integrations={list} />
        ) : (
          <p aria-busy="true">{t("loading")}</p>
        )
      ) : null}
      <section class="card" aria-labelledby="sell-form">
        <h2 id="sell-form">{t("sellSingleOrder")}</h2>
        <SettingsForm
          form={form}
          name="sell"
          submitLabel={t("createLink")}
          doneLabel=""
          check={order.check}
          send={async () => order.send(chosen || order.chosen((await integrations.loaded())?.[0]?.id))}
        >
          <IntegrationSelect
            integrations={list ?? []}
            value={chosen}
            error={errors.integrationId}
            onChange={(v) => (integrationId.value = v)}
          />
          <Select
            id="kind"
            label={t("sellKind")}
            value={kind.value}
            options={[
              { value: "payment", label: t("kindPayment") },
              { value: "deposit", label: t("kindDeposit") },
            ]}
            onChange={(v) => (kind.value = v === "deposit" ? "deposit" : "payment")}
          />
          <AssetSelect
            offered={session.info.value.assets}
            value={assetId.value}
            error={errors.assetId}
            onChange={(v) => (assetId.value = v)}
          />
          {kind.value === "payment" ? <AmountField value={amount.value} error={errors.amount} onInput={(v) => (amount.value = v)} /> : null}
          <Field
            id="externalId"
            label={t("sellReference")}
            hint={t("sellReferenceHint")}
            value={reference.value}
            onInput={(v) => (reference.value = v)}
            error={errors.externalId}
          />
          <CustomerNameFields name={order.customer} errors={errors} />
        </SettingsForm>
      </section>
      {created ? (
        <section class="card" aria-labelledby="sell-result" data-created-order={created.orderId}>
          <h2 id="sell-result">{t("paymentLink")}</h2>
          <CopyField id="paymentLink" label={t("paymentLink")} value={created.paymentLink} />
          <CopyField id="widgetCode" label={t("widgetCode")} value={created.widgetCode} multiline />
          <CopyField id="embedSnippet" label={t("embedSnippet")} value={embedSnippet(location.origin, created.paymentLink)} multiline />
          <p>
            <a href={`${PORTAL_BASE}/orders/${created.orderId}`} onClick={link(`${PORTAL_BASE}/orders/${created.orderId}`)}>
              {t("openOrder")}
            </a>
          </p>
          <h3>{t("checkoutPreview")}</h3>
          <iframe class="frame" src={created.paymentLink} title={t("checkoutPreview")} />
        </section>
      ) : null}
    </>
  );
}
