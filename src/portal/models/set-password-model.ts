// The operator's one-time link (`npm run operator`): its secret travels in the URL's fragment, so
// it never reaches a server log or a Referer. The model takes it once and removes it from the
// address bar, so a screenshot or a shared screen later shows no working link.
import { createModel, signal } from "@preact/signals";
import { PASSWORD_MIN } from "../../shared/index.ts";
import { call } from "../lib/api.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";
import * as z from "zod/mini";

const SetPasswordAnswer = z.object({ email: z.string() });

export const SetPasswordModel = createModel((location: { hash: string; replaceHash(): void }) => {
  const token = location.hash.replace(/^#/, "");
  if (token !== "") location.replaceHash();
  const form = new FormModel(["password"]);
  const password = signal("");
  /** The account's email once its password is set. */
  const setFor = signal<string | null>(null);
  return {
    form,
    password,
    setFor,
    hasToken: signal(token !== ""),
    async submit(): Promise<boolean> {
      const check: FieldErrors = {};
      if (password.value.length < PASSWORD_MIN) check.password = t("errorPasswordShort", { min: String(PASSWORD_MIN) });
      return form.submit(check, async () => {
        const answer = await call("POST", "/portal/api/set-password", SetPasswordAnswer, { token, password: password.value });
        setFor.value = answer.email;
      });
    },
  };
});
export type SetPasswordModel = InstanceType<typeof SetPasswordModel>;
