// The single order's form of Sell without code: what the merchant typed, the checks made before
// anything is sent (a payment's amount in decimal text, a named customer), and the request (a
// payment for an amount, or a deposit address for any). Kept out of the component, which only
// draws.
import { createModel, signal } from "@preact/signals";
import { isDecimalText } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { CustomerName } from "./customer-name.ts";
import { FormModel } from "./form-model.ts";
import { firstAsset } from "../lib/offered-assets.ts";

export type SellKind = "payment" | "deposit";

/** What the form needs of the selling model: the order's creation, by kind. */
export interface Sales {
  create(kind: SellKind, body: Record<string, unknown>): Promise<void>;
}

/** `offered`: the assets the service takes orders for (default: every one). */
export const SellForm = createModel((sales: Sales, offered?: readonly string[]) => {
  const integrationId = signal("");
  const kind = signal<SellKind>("payment");
  const assetId = signal(firstAsset(offered));
  const amount = signal("");
  const reference = signal("");
  const customer = new CustomerName();
  return {
    form: new FormModel(["integrationId", "assetId", "amount", "externalId", "customer.firstName", "customer.lastName"]),
    integrationId,
    kind,
    assetId,
    amount,
    reference,
    customer,
    /** The integration sold for: the one chosen, else the first. */
    chosen(first: string | undefined): string {
      return integrationId.value || first || "";
    },
    check(): FieldErrors {
      const found: FieldErrors = {};
      if (kind.value === "payment" && !isDecimalText(amount.value.trim())) found.amount = t("errorAmountMissing");
      return customer.check(found);
    },
    /** A deposit takes any amount: none is sent; an empty reference is left out. */
    send(from: string): Promise<void> {
      return sales.create(kind.value, {
        integrationId: from,
        assetId: assetId.value,
        ...(kind.value === "payment" ? { amount: amount.value.trim() } : {}),
        ...(reference.value.trim() ? { externalId: reference.value.trim() } : {}),
        customer: customer.request(),
      });
    },
  };
});
