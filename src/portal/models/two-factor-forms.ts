// The two-factor screen's forms: start the setup, turn it on with a code from the app (six
// digits, checked before anything is sent), and turn it off; after turning it on or off the
// session is read again, so the screen shows the account as it now is. Kept out of the
// component, which only draws.
import { createModel, signal } from "@preact/signals";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";

/** What the forms need of the two-factor model. */
export interface TwoFactorActions {
  start(): Promise<void>;
  enable(code: string): Promise<void>;
  disable(): Promise<void>;
}

export const TwoFactorForms = createModel((twoFactor: TwoFactorActions, session: { refresh(): Promise<void> }) => {
  const code = signal("");
  return {
    start: new FormModel(["twoFactor", "confirmation"]),
    enable: new FormModel(["code"]),
    disable: new FormModel(["twoFactor", "confirmation"]),
    code,
    checkCode: (): FieldErrors => (/^\s*\d{6}\s*$/.test(code.value) ? {} : { code: t("errorCodeSix") }),
    sendStart: (): Promise<void> => twoFactor.start(),
    /** The code trimmed; emptied once accepted (it is good once). */
    async sendCode(): Promise<void> {
      await twoFactor.enable(code.value.trim());
      code.value = "";
      await session.refresh();
    },
    async sendDisable(): Promise<void> {
      await twoFactor.disable();
      await session.refresh();
    },
  };
});
