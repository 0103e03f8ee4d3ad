// "Forgot password?": the email typed, checked before it is sent, and the service's one answer
// (the same whether or not an account has the address, so the page cannot tell either).
import { createModel, signal } from "@preact/signals";
import { PasswordResetAnswer } from "../../shared/index.ts";
import { call } from "../lib/api.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ForgotPasswordModel = createModel((send: (email: string) => Promise<PasswordResetAnswer>) => {
  const form = new FormModel(["email"]);
  const email = signal("");
  /** The service's answer once the request was taken. */
  const answer = signal<string | null>(null);
  return {
    form,
    email,
    answer,
    async submit(): Promise<boolean> {
      const check: FieldErrors = {};
      const typed = email.value.trim();
      if (!EMAIL.test(typed)) check.email = t("errorEmailInvalid");
      return form.submit(check, async () => {
        answer.value = (await send(typed)).message;
      });
    },
  };
});
export type ForgotPasswordModel = InstanceType<typeof ForgotPasswordModel>;

/** The portal's own request: POST /portal/api/password-reset. */
export const requestReset = (email: string) => call("POST", "/portal/api/password-reset", PasswordResetAnswer, { email });
