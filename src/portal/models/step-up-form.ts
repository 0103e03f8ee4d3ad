// The step-up's form: the authenticator code (or the password, when two-factor is off), asked
// where a sensitive change was refused for want of a fresh confirmation; once it is accepted,
// the refused change is sent again by itself. Kept out of the component, which only draws.
import { createModel, signal } from "@preact/signals";
import type { ConfirmRequest } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";

/** What the form needs of the session. */
export interface Confirmer {
  confirm(request: ConfirmRequest): Promise<void>;
}

export const StepUpForm = createModel((session: Confirmer, twoFactor: boolean) => {
  const field = twoFactor ? "code" : "password";
  const form = new FormModel([field]);
  const value = signal("");
  const check = (): FieldErrors =>
    value.value.trim() === "" ? { [field]: twoFactor ? t("errorCodeMissing") : t("errorPasswordMissing") } : {};
  return {
    form,
    value,
    check,
    /**
     * The code trimmed, a password as typed; emptied after every answer (a code is good once).
     * Confirmed: the refused change goes ahead without a second press.
     */
    async submit(refused: { retry(): Promise<boolean> }): Promise<boolean> {
      const ok = await form.submit(check(), () => session.confirm(twoFactor ? { code: value.value.trim() } : { password: value.value }));
      value.value = "";
      if (ok) void refused.retry();
      return ok;
    },
  };
});
