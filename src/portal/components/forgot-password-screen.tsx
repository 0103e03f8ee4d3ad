// "Forgot password?": where the service mails reset links, the email to send one to; where it
// does not (no SMTP_URL), the operator is the way, and the screen says so.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { ForgotPasswordModel, requestReset } from "../models/forgot-password-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { focusFirstError, link } from "./auth-screen.tsx";
import { Field, FormError } from "./field.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

export function ForgotPasswordScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new ForgotPasswordModel(requestReset));
  const errors = model.form.errors.value;
  const answer = model.answer.value;
  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void model.submit().then((ok) => {
      if (!ok) focusFirstError(target);
    });
  };
  return (
    <main id="main" class="auth">
      <ScreenHeading>{t("forgotHeading")}</ScreenHeading>
      {!session.info.value.passwordResetByEmail ? (
        <p class="notice" role="status" data-reset="operator">
          {t("forgotAskOperator")}
        </p>
      ) : answer !== null ? (
        <p class="notice" role="status" data-reset="sent">
          {answer}
        </p>
      ) : (
        <form class="form" noValidate onSubmit={onSubmit} data-form="forgotPassword">
          <Field
            id="email"
            label={t("email")}
            type="email"
            autoComplete="username"
            hint={t("forgotHint")}
            value={model.email.value}
            onInput={(v) => (model.email.value = v)}
            error={errors.email}
            required
          />
          <FormError message={errors.form} />
          <button type="submit" class="button button--primary" disabled={model.form.sending.value}>
            {model.form.sending.value ? t("working") : t("forgotButton")}
          </button>
        </form>
      )}
      <p class="switch">
        <a href={PORTAL_BASE} onClick={link(PORTAL_BASE)}>
          {t("signInLink")}
        </a>
      </p>
    </main>
  );
}
