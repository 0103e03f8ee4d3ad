// One settings section's form: its fields, the form-wide error, "Saved." when the service took
// it, and the save button. A refused save puts each error next to its field and focuses the first;
// one refused for want of a step-up is sent again by the step-up (FormModel.retry).
import type { ComponentChildren, JSX } from "preact";
import { t } from "../lib/i18n.ts";
import type { FormModel } from "../models/form-model.ts";
import { focusFirstError } from "./auth-screen.tsx";
import { FormError } from "./field.tsx";

export function SettingsForm(props: {
  form: FormModel;
  name: string;
  send: () => Promise<void>;
  check?: () => Record<string, string>;
  submitLabel?: string;
  doneLabel?: string;
  children: ComponentChildren;
}): JSX.Element {
  const { form } = props;
  const onSubmit = (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void form.attempt(() =>
      form.submit(props.check?.() ?? {}, props.send).then((ok) => {
        if (!ok) focusFirstError(target);
        // Sent again after a step-up, whose form has gone with the focus in it: back to this one.
        else if (!document.activeElement || document.activeElement === document.body)
          target.querySelector<HTMLElement>('button[type="submit"]')?.focus();
        return ok;
      }),
    );
  };
  return (
    <form class="form settings-form" noValidate onSubmit={onSubmit} data-form={props.name}>
      {props.children}
      <FormError message={form.errors.value.form} />
      <p class="notice" role="status">
        {form.done.value ? (props.doneLabel ?? t("saved")) : ""}
      </p>
      <button type="submit" class="button button--primary" disabled={form.sending.value}>
        {form.sending.value ? t("working") : (props.submitLabel ?? t("saveButton"))}
      </button>
    </form>
  );
}
