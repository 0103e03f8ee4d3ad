// Sign in and sign up, as one form: what the merchant typed, the checks made before anything is
// sent (the password rules of sign-up; the service checks them again; at sign-in any password
// is sent as typed), and the second step when the account has two-factor on. Kept out of the
// component, which only draws and moves the focus.
import { createModel, signal } from "@preact/signals";
import { PASSWORD_MIN } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

/** What the form needs of the session. */
export interface Authenticator {
  signIn(request: Credentials): Promise<void>;
  signUp(request: Credentials): Promise<void>;
}

/** How a submit ended: signed in, asked for the two-factor code (not a mistake), or refused. */
export type AuthOutcome = "signedIn" | "askCode" | "refused";

export type AuthMode = "signIn" | "signUp";

export const AuthForm = createModel((session: Authenticator) => {
  const form = new FormModel(["email", "password", "code"]);
  const email = signal("");
  const password = signal("");
  const code = signal("");
  // Shown once the service asks for it: the password was right and the account has two-factor on.
  const askCode = signal(false);
  const check = (mode: AuthMode): FieldErrors => {
    const signUp = mode === "signUp";
    const found: FieldErrors = {};
    if (!EMAIL.test(email.value.trim())) found.email = t("errorEmailInvalid");
    if (password.value === "") found.password = t("errorPasswordMissing");
    else if (signUp && password.value.length < PASSWORD_MIN) found.password = t("errorPasswordShort", { min: String(PASSWORD_MIN) });
    if (askCode.value && code.value.trim() === "") found.code = t("errorCodeMissing");
    return found;
  };

  return {
    form,
    email,
    password,
    code,
    askCode,
    check,
    /** The mode is the screen's at the press: one form serves both routes. */
    async submit(mode: AuthMode): Promise<AuthOutcome> {
      const request: Credentials = {
        email: email.value.trim(),
        password: password.value,
        ...(askCode.value ? { code: code.value.trim() } : {}),
      };
      const send = () => (mode === "signUp" ? session.signUp(request) : session.signIn(request));
      const ok = await form.submit(check(mode), send);
      if (ok) return "signedIn";
      if (form.errors.value.code !== undefined && !askCode.value) {
        askCode.value = true;
        // The first ask is a question, not a mistake: the field appears without an error.
        form.errors.value = {};
        return "askCode";
      }
      return "refused";
    },
  };
});
