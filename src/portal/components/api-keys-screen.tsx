// API keys: the list (name, prefix, created, last used, revoked), a new key behind the step-up
// with its secret shown this once beside a copy button, and revoke after a confirmation.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import type { ApiKeyLine } from "../../shared/index.ts";
import { t, localTime } from "../lib/i18n.ts";
import { ApiKeyForm, KeyRevoke } from "../models/api-key-form.ts";
import { ApiKeysModel } from "../models/security-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { CopyField } from "./copy-button.tsx";
import { Field } from "./field.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

const when = (at: string | null) => (at === null ? t("never") : <time dateTime={at}>{localTime(at)}</time>);

function KeyRow({ model, line }: { model: ApiKeysModel; line: ApiKeyLine }): JSX.Element {
  const revoke = useModel(() => new KeyRevoke(model, line.id));
  const { asking, failed } = revoke;
  return (
    <tr data-api-key={line.prefix}>
      <td data-label={t("keyName")}>{line.name}</td>
      <td data-label={t("keyPrefix")} class="mono">
        {line.prefix}…
      </td>
      <td data-label={t("keyCreated")}>{when(line.createdAt)}</td>
      <td data-label={t("keyLastUsed")}>{when(line.lastUsedAt)}</td>
      <td data-label={t("keyState")}>
        {line.revokedAt !== null ? (
          <span>
            {t("keyRevokedAt")} {when(line.revokedAt)}
          </span>
        ) : asking.value ? (
          <span class="confirm-row">
            <span>{t("revokeConfirm", { name: line.name })}</span>
            <button type="button" class="button button--danger" onClick={() => void revoke.confirm()}>
              {t("revokeYes")}
            </button>
            <button type="button" class="button" onClick={() => (asking.value = false)}>
              {t("revokeNo")}
            </button>
          </span>
        ) : (
          <button type="button" class="button" aria-label={`${t("revokeKey")} ${line.name}`} onClick={() => (asking.value = true)}>
            {t("revokeKey")}
          </button>
        )}
        {failed.value ? (
          <p class="form-error" role="alert">
            {t("errorNetwork")}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

export function ApiKeysScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new ApiKeysModel(session.guarded));
  const key = useModel(() => new ApiKeyForm(model));
  const { form, name } = key;
  useEffect(() => void model.load(), []);
  const keys = model.keys.value;
  const created = model.created.value;
  const errors = form.errors.value;
  return (
    <>
      <ScreenHeading>{t("apiKeysHeading")}</ScreenHeading>
      <p>{t("apiKeysIntro")}</p>
      <section class="card" aria-labelledby="new-key">
        <h2 id="new-key">{t("newKeyHeading")}</h2>
        <SettingsForm form={form} name="api-key" submitLabel={t("createKey")} doneLabel="" check={key.check} send={key.send}>
          <Field
            id="name"
            label={t("keyName")}
            hint={t("keyNameHint")}
            value={name.value}
            onInput={(v) => (name.value = v)}
            error={errors.name}
            required
          />
        </SettingsForm>
        {errors.confirmation ? <StepUp session={session} id="key-step-up" refused={form} /> : null}
        {created ? (
          <div class="secret-once" data-new-key={created.key.prefix}>
            <p class="notice" role="status">
              {t("keyShownOnce", { name: created.key.name })}
            </p>
            <CopyField id="new-key-secret" label={t("keySecret")} value={created.secret} />
          </div>
        ) : null}
      </section>
      <section class="card" aria-labelledby="keys">
        <h2 id="keys">{t("keysListHeading")}</h2>
        {model.failed.value ? (
          <p class="form-error" role="alert">
            {t("errorNetwork")}
          </p>
        ) : null}
        {keys === null ? (
          <p aria-busy="true">{t("loading")}</p>
        ) : keys.length === 0 ? (
          <p>{t("keysEmpty")}</p>
        ) : (
          <div class="table-scroll">
            <table class="table" data-api-keys>
              <thead>
                <tr>
                  <th scope="col">{t("keyName")}</th>
                  <th scope="col">{t("keyPrefix")}</th>
                  <th scope="col">{t("keyCreated")}</th>
                  <th scope="col">{t("keyLastUsed")}</th>
                  <th scope="col">{t("keyState")}</th>
                </tr>
              </thead>
              <tbody>
                {keys.map((line) => (
                  <KeyRow key={line.id} model={model} line={line} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
