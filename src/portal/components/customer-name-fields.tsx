// The customer's two name fields, each with its error under it: drawn alike by the single
// order's form and the withdrawal's, whose model (CustomerName) holds and checks them.
import type { JSX } from "preact";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import type { CustomerName } from "../models/customer-name.ts";
import { Field } from "./field.tsx";

export function CustomerNameFields({ name, errors }: { name: CustomerName; errors: FieldErrors }): JSX.Element {
  return (
    <>
      <Field
        id="customer.firstName"
        label={t("customerFirstName")}
        value={name.firstName.value}
        onInput={(v) => (name.firstName.value = v)}
        error={errors["customer.firstName"]}
        required
      />
      <Field
        id="customer.lastName"
        label={t("customerLastName")}
        value={name.lastName.value}
        onInput={(v) => (name.lastName.value = v)}
        error={errors["customer.lastName"]}
        required
      />
    </>
  );
}
