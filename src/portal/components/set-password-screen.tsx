// Sets a password with the operator's one-time link. Signed in or not, the screen is the same:
// the link ends every session of its account, so what follows is an ordinary sign-in.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { PASSWORD_MIN } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { SetPasswordModel } from "../models/set-password-model.ts";
import { Field, FormError } from "./field.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

const browserLocation = {
  get hash() {
    return window.location.hash;
  },
  replaceHash() {
    history.replaceState(history.state, "", window.location.pathname);
  },
};

export function SetPasswordScreen(): JSX.Element {
  const model = useModel(() => new SetPasswordModel(browserLocation));
  const errors = model.form.errors.value;
  const setFor = model.setFor.value;
  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <main id="main" class="auth">
      <ScreenHeading>{t("setPasswordHeading")}</ScreenHeading>
      {setFor !== null ? (
        <p class="notice" role="status" data-password-set={setFor}>
          {t("setPasswordDone", { email: setFor })} {/* A full load: the link ended every session of the account, this tab's included. */}
          <a href={PORTAL_BASE}>{t("signInLink")}</a>
        </p>
      ) : !model.hasToken.value ? (
        <p class="notice" role="alert">
          {t("setPasswordNoLink")}
        </p>
      ) : (
        <form class="form" noValidate onSubmit={onSubmit} data-form="setPassword">
          <Field
            id="password"
            label={t("newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("passwordHintNew", { min: String(PASSWORD_MIN) })}
            value={model.password.value}
            onInput={(v) => (model.password.value = v)}
            error={errors.password}
            required
          />
          <FormError message={errors.form} />
          <button type="submit" class="button button--primary" disabled={model.form.sending.value}>
            {model.form.sending.value ? t("working") : t("setPasswordButton")}
          </button>
        </form>
      )}
    </main>
  );
}
