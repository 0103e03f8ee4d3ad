// One integration's settings, a section each, saved apart: name and URL, the order status
// callback, the signing secret (rotation with a grace period; the new secret shown once),
// branding with a live preview of the checkout's header, embedding origins, payment settings.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { ROTATION_GRACE_HOURS, type PortalIntegration, type RotateSecretRequest } from "../../shared/index.ts";
import { t, type MessageKey, localTime } from "../lib/i18n.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { FormModel } from "../models/form-model.ts";
import { DeliveriesModel } from "../models/deliveries-model.ts";
import {
  AppReturnForm,
  BrandingForm,
  CallbackForm,
  EmbeddingForm,
  IdentityForm,
  PaymentSettingsForm,
  SecretForm,
} from "../models/integration-forms.ts";
import { IntegrationModel } from "../models/integrations-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { link } from "./auth-screen.tsx";
import { Check, CheckGroup, Select, TextArea } from "./controls.tsx";
import { CopyField } from "./copy-button.tsx";
import { DeliveriesTable } from "./deliveries.tsx";
import { Field } from "./field.tsx";
import { IntegrationFields } from "./integration-fields.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

type Model = InstanceType<typeof IntegrationModel>;

function Identity({ model, integration, session }: { model: Model; integration: PortalIntegration; session: SessionModel }): JSX.Element {
  const identity = useModel(() => new IdentityForm(model, integration));
  const { form, send } = identity;
  const errors = form.errors.value;
  return (
    <section class="card" aria-labelledby="identity">
      <h2 id="identity">{t("identityHeading")}</h2>
      <SettingsForm form={form} name="identity" send={send}>
        <IntegrationFields fields={identity} errors={errors} />
      </SettingsForm>
      {errors.confirmation ? <StepUp session={session} id="identity-step-up" refused={form} /> : null}
    </section>
  );
}

function Callback({ model, integration, session }: { model: Model; integration: PortalIntegration; session: SessionModel }): JSX.Element {
  const { form, url, types, toggle, send } = useModel(() => new CallbackForm(model, integration));
  const errors = form.errors.value;
  return (
    <section class="card" aria-labelledby="callback">
      <h2 id="callback">{t("callbackHeading")}</h2>
      <SettingsForm form={form} name="callback" send={send}>
        <Field
          id="callbackUrl"
          label={t("callbackUrl")}
          type="url"
          hint={t("callbackUrlHint")}
          value={url.value}
          onInput={(v) => (url.value = v)}
          error={errors.callbackUrl}
        />
        <CheckGroup id="orderTypes" legend={t("orderTypes")} hint={t("orderTypesHint")} error={errors.orderTypes}>
          <Check
            id="orderTypePayment"
            label={t("orderTypePayment")}
            checked={types.value.has("Payment")}
            onChange={(on) => toggle("Payment", on)}
          />
          <Check
            id="orderTypeDeposit"
            label={t("orderTypeDeposit")}
            checked={types.value.has("Deposit")}
            onChange={(on) => toggle("Deposit", on)}
          />
        </CheckGroup>
      </SettingsForm>
      {errors.confirmation ? <StepUp session={session} id="callback-step-up" refused={form} /> : null}
    </section>
  );
}

function Secret({ model, integration, session }: { model: Model; integration: PortalIntegration; session: SessionModel }): JSX.Element {
  const { form, grace, send } = useModel(() => new SecretForm(model));
  const secret = model.secret.value;
  const until = integration.signing.previousValidUntil;
  return (
    <section class="card" aria-labelledby="secret">
      <h2 id="secret">{t("secretHeading")}</h2>
      <p data-secret-own={String(integration.signing.own)}>{integration.signing.own ? t("secretOwn") : t("secretService")}</p>
      {until ? <p data-secret-grace-until={until}>{t("secretGraceUntil", { until: localTime(until) })}</p> : null}
      {secret ? (
        <div class="secret-shown">
          <p>{t("secretShownOnce")}</p>
          <CopyField id="rotated-secret" label={t("secretValue")} value={secret} />
        </div>
      ) : null}
      <SettingsForm form={form} name="rotate" submitLabel={t("rotateSecret")} doneLabel="" send={send}>
        <Select
          id="graceHours"
          label={t("rotateGrace")}
          value={String(grace.value)}
          error={form.errors.value.graceHours}
          options={ROTATION_GRACE_HOURS.map((hours) => ({ value: String(hours), label: t(`grace${hours}` as MessageKey) }))}
          onChange={(v) => (grace.value = Number(v) as RotateSecretRequest["graceHours"])}
        />
      </SettingsForm>
      {form.errors.value.confirmation ? <StepUp session={session} id="secret-step-up" refused={form} /> : null}
    </section>
  );
}

/** The checkout's header as payers will see it, redrawn as the merchant types. */
function Preview({ name, logoUrl, accent }: { name: string; logoUrl: string; accent: string }): JSX.Element {
  const colour = /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : undefined;
  const logo = /^https:\/\/\S+$/.test(logoUrl) ? logoUrl : null;
  return (
    <figure class="preview" aria-labelledby="preview-caption" data-preview-accent={colour ?? ""}>
      <figcaption id="preview-caption">{t("previewHeading")}</figcaption>
      <div class="preview__page" style={colour ? { "--preview-accent": colour } : undefined}>
        <div class="preview__header">
          {logo ? <img class="preview__logo" src={logo} alt="" /> : null}
          <span>{t("previewPay", { name })}</span>
        </div>
        <p class="preview__amount">{t("previewAmount")}</p>
        <span class="preview__button" />
      </div>
    </figure>
  );
}

function Branding({ model, integration }: { model: Model; integration: PortalIntegration }): JSX.Element {
  const { form, logo, accent, send } = useModel(() => new BrandingForm(model, integration));
  const errors = form.errors.value;
  return (
    <section class="card" aria-labelledby="branding">
      <h2 id="branding">{t("brandingHeading")}</h2>
      <SettingsForm form={form} name="branding" send={send}>
        <Field
          id="logoUrl"
          label={t("logoUrl")}
          type="url"
          hint={t("logoUrlHint")}
          value={logo.value}
          onInput={(v) => (logo.value = v)}
          error={errors.logoUrl}
        />
        <Field
          id="accentColor"
          label={t("accentColor")}
          hint={t("accentColorHint")}
          value={accent.value}
          onInput={(v) => (accent.value = v)}
          error={errors.accentColor}
        />
        <Preview name={integration.name} logoUrl={logo.value} accent={accent.value} />
      </SettingsForm>
    </section>
  );
}

function Embedding({ model, integration, session }: { model: Model; integration: PortalIntegration; session: SessionModel }): JSX.Element {
  const { form, any, origins, send } = useModel(() => new EmbeddingForm(model, integration));
  return (
    <section class="card" aria-labelledby="embedding">
      <h2 id="embedding">{t("embeddingHeading")}</h2>
      <SettingsForm form={form} name="embedding" send={send}>
        <Check id="embeddingAny" label={t("embeddingAny")} checked={any.value} onChange={(on) => (any.value = on)} />
        {any.value ? null : (
          <TextArea
            id="allowedOrigins"
            label={t("embeddingOrigins")}
            hint={t("embeddingOriginsHint")}
            value={origins.value}
            onInput={(v) => (origins.value = v)}
            error={form.errors.value.allowedOrigins}
          />
        )}
      </SettingsForm>
      {form.errors.value.confirmation ? <StepUp session={session} id="embedding-step-up" refused={form} /> : null}
    </section>
  );
}

function AppReturns({ model, integration, session }: { model: Model; integration: PortalIntegration; session: SessionModel }): JSX.Element {
  const { form, schemes, send } = useModel(() => new AppReturnForm(model, integration));
  return (
    <section class="card" aria-labelledby="app-returns">
      <h2 id="app-returns">{t("appReturnHeading")}</h2>
      <SettingsForm form={form} name="app-returns" send={send}>
        <TextArea
          id="appReturnSchemes"
          label={t("appReturnSchemes")}
          hint={t("appReturnSchemesHint")}
          value={schemes.value}
          onInput={(v) => (schemes.value = v)}
          error={form.errors.value.appReturnSchemes}
        />
      </SettingsForm>
      {form.errors.value.confirmation ? <StepUp session={session} id="app-returns-step-up" refused={form} /> : null}
    </section>
  );
}

function PaymentSettings({
  model,
  integration,
  session,
}: {
  model: Model;
  integration: PortalIntegration;
  session: SessionModel;
}): JSX.Element {
  const { form, tolerance, supportUrl, supportEmail, showReference, send } = useModel(() => new PaymentSettingsForm(model, integration));
  const errors = form.errors.value;
  return (
    <section class="card" aria-labelledby="payment-settings">
      <h2 id="payment-settings">{t("paymentSettingsHeading")}</h2>
      <SettingsForm form={form} name="payment-settings" send={send}>
        <Field
          id="paymentTolerancePercent"
          label={t("tolerance")}
          hint={t("toleranceHint")}
          value={tolerance.value}
          onInput={(v) => (tolerance.value = v)}
          error={errors.paymentTolerancePercent}
        />
        <Field
          id="supportUrl"
          label={t("supportUrl")}
          type="url"
          hint={t("supportHint")}
          value={supportUrl.value}
          onInput={(v) => (supportUrl.value = v)}
          error={errors.supportUrl}
        />
        <Field
          id="supportEmail"
          label={t("supportEmail")}
          type="email"
          value={supportEmail.value}
          onInput={(v) => (supportEmail.value = v)}
          error={errors.supportEmail}
        />
        <Check
          id="showExternalIdToPayer"
          label={t("showReference")}
          checked={showReference.value}
          onChange={(on) => (showReference.value = on)}
          error={errors.showExternalIdToPayer}
        />
      </SettingsForm>
      {form.errors.value.confirmation ? <StepUp session={session} id="payment-settings-step-up" refused={form} /> : null}
    </section>
  );
}

function Deliveries({ session, integration }: { session: SessionModel; integration: PortalIntegration }): JSX.Element {
  const model = useModel(() => new DeliveriesModel(session.guarded, integration.id));
  const form = useModel(() => new FormModel([]));
  const list = model.list.value;
  return (
    <section class="card" aria-labelledby="integration-deliveries">
      <h2 id="integration-deliveries">{t("deliveriesHeading")}</h2>
      <SettingsForm
        form={form}
        name="test-event"
        submitLabel={t("sendTestEvent")}
        doneLabel={t("testEventSent")}
        send={() => model.sendTest()}
      >
        {null}
      </SettingsForm>
      {list === null ? (
        <p aria-busy="true">{t("loading")}</p>
      ) : (
        <DeliveriesTable deliveries={list} guarded={session.guarded} changed={model.load} />
      )}
    </section>
  );
}

export function IntegrationScreen({ session, id }: { session: SessionModel; id: string }): JSX.Element {
  const model = useModel(() => new IntegrationModel(session.guarded, id));
  useEffect(() => void model.load(), []);
  const integration = model.integration.value;
  const back = `${PORTAL_BASE}/integrations`;
  return (
    <>
      <ScreenHeading>{integration ? integration.name : t("integrationsHeading")}</ScreenHeading>
      <p>
        <a href={back} onClick={link(back)}>
          {t("backToIntegrations")}
        </a>
      </p>
      {model.failed.value ? (
        <p class="form-error" role="alert">
          {t("notFoundHeading")}
        </p>
      ) : null}
      {integration ? (
        <div data-integration-settings={integration.id}>
          <dl class="facts card">
            <div>
              <dt>{t("integrationId")}</dt>
              <dd class="mono">{integration.id}</dd>
            </div>
          </dl>
          <Identity model={model} integration={integration} session={session} />
          <Callback model={model} integration={integration} session={session} />
          <Secret model={model} integration={integration} session={session} />
          <Branding model={model} integration={integration} />
          <Embedding model={model} integration={integration} session={session} />
          <AppReturns model={model} integration={integration} session={session} />
          <PaymentSettings model={model} integration={integration} session={session} />
          <Deliveries session={session} integration={integration} />
        </div>
      ) : model.failed.value ? null : (
        <p aria-busy="true">{t("loading")}</p>
      )}
    </>
  );
}
