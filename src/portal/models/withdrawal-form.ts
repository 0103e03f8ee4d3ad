// The withdrawal form of the balances screen: what the merchant typed, the checks made before
// anything is sent (an amount in decimal text, an address of the asset's network, a named
// recipient), and the request. Kept out of the component, which only draws.
import { createModel, signal } from "@preact/signals";
import { ASSETS, isAssetId, isDecimalText, isValidAddress, NETWORKS } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { CustomerName } from "./customer-name.ts";
import { FormModel } from "./form-model.ts";
import { firstAsset } from "../lib/offered-assets.ts";

/** What the form needs of the balances' model: the withdrawal itself, answering the order's id. */
export interface Withdrawals {
  withdraw(body: Record<string, unknown>): Promise<string>;
}

/** `offered`: the assets the service takes orders for (default: every one). */
export const WithdrawalForm = createModel((balances: Withdrawals, offered?: readonly string[]) => {
  const integrationId = signal("");
  const assetId = signal(firstAsset(offered));
  const amount = signal("");
  const destination = signal("");
  const customer = new CustomerName();
  /** "Withdrawal … created" once the service took it. */
  const done = signal("");
  return {
    form: new FormModel([
      "integrationId",
      "assetId",
      "amount",
      "destinationAddress",
      "customer.firstName",
      "customer.lastName",
      "confirmation",
    ]),
    integrationId,
    assetId,
    amount,
    destination,
    customer,
    done,
    /** The integration withdrawn from: the one chosen, else the first with a balance. */
    chosen(first: string | undefined): string {
      return integrationId.value || first || "";
    },
    check(): FieldErrors {
      const found: FieldErrors = {};
      if (!isDecimalText(amount.value.trim())) found.amount = t("errorAmountMissing");
      const asset = isAssetId(assetId.value) ? ASSETS[assetId.value] : null;
      if (asset && !isValidAddress(destination.value.trim(), NETWORKS[asset.network].addressFormat)) {
        found.destinationAddress = t("errorAddress", { network: NETWORKS[asset.network].displayName });
      }
      return customer.check(found);
    },
    async send(from: string): Promise<void> {
      const id = await balances.withdraw({
        integrationId: from,
        assetId: assetId.value,
        amount: amount.value.trim(),
        destinationAddress: destination.value.trim(),
        customer: customer.request(),
      });
      done.value = t("withdrawn", { id });
    },
  };
});
