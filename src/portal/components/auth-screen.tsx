// Sign in and sign up: one form, two purposes. The password rules of sign-up are checked here
// first (the service checks them again); at sign-in any password is sent as typed.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { PASSWORD_MIN } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { navigate, PORTAL_BASE } from "../lib/router.ts";
import { AuthForm } from "../models/auth-form.ts";
import type { SessionModel } from "../models/session-model.ts";
import { CodeField } from "./code-field.tsx";
import { Field, FormError } from "./field.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

export function AuthScreen({ session, mode }: { session: SessionModel; mode: "signIn" | "signUp" }): JSX.Element {
  const model = useModel(() => new AuthForm(session));
  const { form, email, password, code, askCode } = model;
  const signUp = mode === "signUp";
  const ended = session.state.value.kind === "signedOut" && session.state.value.ended;

  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void model.submit(mode).then((outcome) => {
      if (outcome === "signedIn") navigate(PORTAL_BASE);
      else if (outcome === "askCode") requestAnimationFrame(() => target.querySelector<HTMLElement>("#code")?.focus());
      else focusFirstError(target);
    });
  };

  const errors = form.errors.value;
  return (
    <main id="main" class="auth">
      <ScreenHeading>{signUp ? t("signUpHeading") : t("signInHeading")}</ScreenHeading>
      {ended ? (
        <p class="notice" role="status">
          {t("errorSessionEnded")}
        </p>
      ) : null}
      <form class="form" noValidate onSubmit={onSubmit} data-form={mode}>
        <Field
          id="email"
          label={t("email")}
          type="email"
          autoComplete="username"
          value={email.value}
          onInput={(v) => (email.value = v)}
          error={errors.email}
          required
        />
        <Field
          id="password"
          label={t("password")}
          type="password"
          autoComplete={signUp ? "new-password" : "current-password"}
          hint={signUp ? t("passwordHintNew", { min: String(PASSWORD_MIN) }) : undefined}
          value={password.value}
          onInput={(v) => (password.value = v)}
          error={errors.password}
          required
        />
        {askCode.value ? (
          <CodeField value={code.value} error={errors.code} hint={t("signInCodeHint")} onInput={(v) => (code.value = v)} />
        ) : null}
        <FormError message={errors.form} />
        <button type="submit" class="button button--primary" disabled={form.sending.value}>
          {form.sending.value ? t("working") : signUp ? t("signUpButton") : t("signInButton")}
        </button>
      </form>
      {signUp ? null : (
        <p class="switch">
          <a href={`${PORTAL_BASE}/forgot-password`} onClick={link(`${PORTAL_BASE}/forgot-password`)} data-link="forgot">
            {t("forgotLink")}
          </a>
        </p>
      )}
      {signUp ? (
        <p class="switch">
          {t("haveAccount")}{" "}
          <a href={PORTAL_BASE} onClick={link(PORTAL_BASE)}>
            {t("signInLink")}
          </a>
        </p>
      ) : session.info.value.signUpOpen ? (
        <p class="switch">
          {t("noAccountYet")}{" "}
          <a href={`${PORTAL_BASE}/sign-up`} onClick={link(`${PORTAL_BASE}/sign-up`)}>
            {t("createOne")}
          </a>
        </p>
      ) : null}
      <LanguageSwitcher session={session} />
    </main>
  );
}

/** A plain link that moves between the portal's screens without reloading the page. */
export function link(to: string) {
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
}

/** After a refused submit, the first field in error takes the focus (its error is read with it). */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
