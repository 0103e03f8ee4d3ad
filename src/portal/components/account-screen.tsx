// The account: change the password (the current one is asked again, and the authenticator code
// too when two-factor is on; every other session ends), choose the portal's language (its mail's
// too), choose what is mailed, and sign out everywhere.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { PASSWORD_MIN } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { PasswordForm } from "../models/password-form.ts";
import type { SessionModel } from "../models/session-model.ts";
import { focusFirstError } from "./auth-screen.tsx";
import { CodeField } from "./code-field.tsx";
import { Field, FormError } from "./field.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NotificationsSection } from "./notifications-section.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

export function AccountScreen({ session }: { session: SessionModel }): JSX.Element {
  const password = useModel(() => new PasswordForm(session));
  const { form, current, code, next } = password;
  const twoFactor = session.me.value?.twoFactor ?? false;

  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void password.submit(twoFactor).then((ok) => {
      if (!ok) focusFirstError(target);
    });
  };
  const errors = form.errors.value;
  return (
    <>
      <ScreenHeading>{t("accountHeading")}</ScreenHeading>
      <section aria-labelledby="change-password" class="card">
        <h2 id="change-password">{t("changePasswordHeading")}</h2>
        <form class="form" noValidate onSubmit={onSubmit} data-form="password">
          <input type="text" name="username" autoComplete="username" value={session.me.value?.email ?? ""} hidden readOnly />
          <Field
            id="currentPassword"
            label={t("currentPassword")}
            type="password"
            autoComplete="current-password"
            value={current.value}
            onInput={(v) => (current.value = v)}
            error={errors.currentPassword}
            required
          />
          {twoFactor ? <CodeField value={code.value} error={errors.code} onInput={(v) => (code.value = v)} /> : null}
          <Field
            id="newPassword"
            label={t("newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("passwordHintNew", { min: String(PASSWORD_MIN) })}
            value={next.value}
            onInput={(v) => (next.value = v)}
            error={errors.newPassword}
            required
          />
          <FormError message={errors.form} />
          <p class="notice" role="status">
            {form.done.value ? t("passwordChanged") : ""}
          </p>
          <button type="submit" class="button button--primary" disabled={form.sending.value}>
            {form.sending.value ? t("working") : t("changePasswordButton")}
          </button>
        </form>
      </section>
      <section aria-labelledby="language-heading" class="card">
        <h2 id="language-heading">{t("language")}</h2>
        <LanguageSwitcher session={session} id="account-language" />
      </section>
      <NotificationsSection />
      <section aria-labelledby="sessions" class="card">
        <h2 id="sessions">{t("sessionsHeading")}</h2>
        <p id="everywhere-hint">{t("signOutEverywhereHint")}</p>
        <button type="button" class="button" aria-describedby="everywhere-hint" onClick={() => void session.signOut(true)}>
          {t("signOutEverywhere")}
        </button>
      </section>
    </>
  );
}
