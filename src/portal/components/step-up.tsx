// The step-up, where a sensitive change was refused for want of a fresh confirmation: the
// authenticator code (or the password, when two-factor is off) is asked right there, and once
// it is accepted the refused change is sent again by itself (the service now accepts it for a
// few minutes). Its own form, placed after the refused one (forms do not nest).
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";
import type { FormModel } from "../models/form-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { StepUpForm } from "../models/step-up-form.ts";
import { focusFirstError } from "./auth-screen.tsx";
import { Field, FormError } from "./field.tsx";

export function StepUp({ session, id, refused }: { session: SessionModel; id: string; refused: FormModel }): JSX.Element {
  const twoFactor = session.me.value?.twoFactor ?? false;
  const stepUp = useModel(() => new StepUpForm(session, twoFactor));
  const { form, value } = stepUp;
  const field = twoFactor ? "code" : "password";
  const send = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void stepUp.submit(refused).then((ok) => {
      if (!ok) focusFirstError(target);
    });
  };
  const errors = form.errors.value;
  return (
    <form class="form step-up" noValidate onSubmit={send} data-form="step-up" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t("stepUpHeading")}</h3>
      {form.done.value ? (
        <p class="notice" role="status">
          {t("stepUpDone")}
        </p>
      ) : (
        <>
          <p class="field__hint">{twoFactor ? t("stepUpHintCode") : t("stepUpHintPassword")}</p>
          <Field
            id={`${id}-${field}`}
            label={twoFactor ? t("twoFactorCode") : t("password")}
            type={twoFactor ? "text" : "password"}
            autoComplete={twoFactor ? "one-time-code" : "current-password"}
            value={value.value}
            onInput={(v) => (value.value = v)}
            error={errors[field]}
            required
          />
          <FormError message={errors.form} />
          <button type="submit" class="button" disabled={form.sending.value}>
            {form.sending.value ? t("working") : t("stepUpButton")}
          </button>
        </>
      )}
    </form>
  );
}
