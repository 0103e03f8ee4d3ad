// An integration's name and URL, asked alike when one is made and when its settings are edited:
// drawn from the form's own signals (IdentityForm, NewIntegrationForm), which send what is typed.
import type { Signal } from "@preact/signals";
import type { JSX } from "preact";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { Field } from "./field.tsx";

export interface IntegrationFieldsProps {
  fields: { name: Signal<string>; url: Signal<string> };
  errors: FieldErrors;
  /** Under the name where it is first given: how payers will read it. */
  nameHint?: string | undefined;
}

export function IntegrationFields({ fields, errors, nameHint }: IntegrationFieldsProps): JSX.Element {
  return (
    <>
      <Field
        id="name"
        label={t("integrationName")}
        hint={nameHint}
        value={fields.name.value}
        onInput={(v) => (fields.name.value = v)}
        error={errors.name}
        required
      />
      <Field
        id="url"
        type="url"
        label={t("integrationUrl")}
        hint={t("integrationUrlHint")}
        value={fields.url.value}
        onInput={(v) => (fields.url.value = v)}
        error={errors.url}
        required
      />
    </>
  );
}
