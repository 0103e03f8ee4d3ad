// The account's password change: the current password, the authenticator code when two-factor
// is on, and the new password (long enough; the service checks it again), checked before
// anything is sent. A code is good once, so it is emptied after every answer; the passwords
// only once the change is made. Kept out of the component, which only draws and moves the focus.
import { createModel, signal } from "@preact/signals";
import { type ChangePasswordRequest, PASSWORD_MIN } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";

/** What the form needs of the session. */
export interface PasswordChanger {
  changePassword(request: ChangePasswordRequest): Promise<void>;
}

export const PasswordForm = createModel((account: PasswordChanger) => {
  const form = new FormModel(["currentPassword", "code", "newPassword"]);
  const current = signal("");
  const code = signal("");
  const next = signal("");
  const check = (twoFactor: boolean): FieldErrors => {
    const found: FieldErrors = {};
    if (current.value === "") found.currentPassword = t("errorPasswordMissing");
    if (twoFactor && code.value.trim() === "") found.code = t("errorCodeMissing");
    if (next.value.length < PASSWORD_MIN) found.newPassword = t("errorPasswordShort", { min: String(PASSWORD_MIN) });
    return found;
  };
  return {
    form,
    current,
    code,
    next,
    check,
    /** Passwords are sent as typed (a space may be part of one); the code trimmed. */
    async submit(twoFactor: boolean): Promise<boolean> {
      const ok = await form.submit(check(twoFactor), () =>
        account.changePassword({
          currentPassword: current.value,
          newPassword: next.value,
          ...(twoFactor ? { code: code.value.trim() } : {}),
        }),
      );
      code.value = "";
      if (ok) {
        current.value = "";
        next.value = "";
      }
      return ok;
    },
  };
});
