// The customer's name as the spec's individual customer: two required fields, asked by the
// single order's form and by the withdrawal's, checked and sent the same way by both.
import { createModel, signal } from "@preact/signals";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";

export interface IndividualCustomer {
  type: "individual";
  firstName: string;
  lastName: string;
}

export const CustomerName = createModel(() => {
  const firstName = signal("");
  const lastName = signal("");
  return {
    firstName,
    lastName,
    /** Adds an error to `found` for each name left empty (spaces count as empty). */
    check(found: FieldErrors): FieldErrors {
      if (firstName.value.trim() === "") found["customer.firstName"] = t("errorRequired");
      if (lastName.value.trim() === "") found["customer.lastName"] = t("errorRequired");
      return found;
    },
    /** The request's `customer`, its names trimmed. */
    request(): IndividualCustomer {
      return { type: "individual", firstName: firstName.value.trim(), lastName: lastName.value.trim() };
    },
  };
});
export type CustomerName = InstanceType<typeof CustomerName>;
