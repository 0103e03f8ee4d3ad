// The integrations: each with its id and a link to its settings, and a form for a new one. A
// new integration's signing secret is shown here, once, with its copy button; its card takes
// the focus when it appears, so the merchant (on a phone, scrolled down to the form, or with a
// screen reader) is taken to the secret rather than left on the form below.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { t } from "../lib/i18n.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { NewIntegrationForm } from "../models/integration-forms.ts";
import { IntegrationsModel } from "../models/integrations-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { link } from "./auth-screen.tsx";
import { CopyField } from "./copy-button.tsx";
import { IntegrationFields } from "./integration-fields.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";

export const integrationPath = (id: string) => `${PORTAL_BASE}/integrations/${id}`;

export function IntegrationsScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new IntegrationsModel(session.guarded));
  const fresh = useModel(() => new NewIntegrationForm(model));
  const { form, send } = fresh;
  useEffect(() => void model.load(), []);
  const list = model.list.value;
  const created = model.created.value;
  const errors = form.errors.value;
  const createdHeading = useRef<HTMLHeadingElement>(null);
  const createdId = created?.integration.id;
  useEffect(() => {
    if (createdId) createdHeading.current?.focus();
  }, [createdId]);
  return (
    <>
      <ScreenHeading>{t("integrationsHeading")}</ScreenHeading>
      <p>{t("integrationsIntro")}</p>
      {model.failed.value ? (
        <p class="form-error" role="alert">
          {t("errorNetwork")}
        </p>
      ) : null}
      {created ? (
        <section class="card card--secret" aria-labelledby="created-heading" data-created-integration={created.integration.id}>
          <h2 id="created-heading" ref={createdHeading} tabIndex={-1}>
            {created.integration.name}
          </h2>
          <p>{t("secretShownOnce")}</p>
          <CopyField id="created-secret" label={t("secretValue")} value={created.signingSecret} />
          <a href={integrationPath(created.integration.id)} onClick={link(integrationPath(created.integration.id))}>
            {t("openIntegration")}
          </a>
        </section>
      ) : null}
      {list === null ? (
        <p aria-busy="true">{t("loading")}</p>
      ) : list.length === 0 ? (
        <p>{t("integrationsEmpty")}</p>
      ) : (
        <ul class="list" data-integrations>
          {list.map((integration) => (
            <li key={integration.id} class="card" data-integration={integration.id}>
              <h2 class="list__title">{integration.name}</h2>
              <p class="mono">{integration.id}</p>
              <p>{integration.url}</p>
              <a
                href={integrationPath(integration.id)}
                onClick={link(integrationPath(integration.id))}
                aria-label={`${t("openIntegration")}: ${integration.name}`}
              >
                {t("openIntegration")}
              </a>
            </li>
          ))}
        </ul>
      )}
      <section class="card" aria-labelledby="new-integration">
        <h2 id="new-integration">{t("newIntegrationHeading")}</h2>
        <SettingsForm form={form} name="new-integration" submitLabel={t("createIntegration")} doneLabel="" send={send}>
          <IntegrationFields fields={fresh} errors={errors} nameHint={t("integrationNameHint", { name: "…" })} />
        </SettingsForm>
      </section>
    </>
  );
}
