// An order's refund form: the amount (decimal text, above zero, at most what is refundable)
// and the destination (an address of the order's network; untouched, the sender of the largest
// credited transfer, never a dust sender: lib/refund-destinations.ts), checked before anything
// is sent, and the request. Kept out of the component,
// which only draws. What it refunds against comes from the order as last read (refundTarget),
// so that the ceiling the form checks is the one the page shows.
import { createModel, signal } from "@preact/signals";
import {
  ASSETS,
  compareCrypto,
  isAssetId,
  isDecimalText,
  isValidAddress,
  NETWORKS,
  toPlainText,
  type AssetId,
  type Network,
  type PortalOrder,
} from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { refundDestinations } from "../lib/refund-destinations.ts";
import { FormModel } from "./form-model.ts";

/** The order a refund is made against, as last read. */
export interface RefundTarget {
  orderId: string;
  assetId: AssetId;
  currencyCode: string;
  network: Network;
  /** What is left to refund, in decimal text. */
  max: string;
  /** The sender of the largest credited transfer; empty when none is known (or all were dust). */
  sender: string;
  /** Every sender a refund is offered to, `sender` first; dust senders are not among them. */
  senders: string[];
}

/** What the order allows to refund, or null when nothing is (no asset, nothing left). */
export function refundTarget(view: PortalOrder): RefundTarget | null {
  const assetId = view.order.assetId ?? "";
  const max = view.refundable;
  if (max === null || !isAssetId(assetId) || compareCrypto(max, "0") <= 0) return null;
  const asset = ASSETS[assetId];
  const senders = refundDestinations(view.creditedSenders, view.order.primaryAmount.amount, assetId);
  return {
    orderId: view.order.id,
    assetId,
    currencyCode: asset.currencyCode,
    network: NETWORKS[asset.network],
    max,
    sender: senders[0] ?? "",
    senders,
  };
}

/** What the form needs of the order's model: the refund, answering the refund order's id. */
export interface Refunds {
  refund(body: Record<string, unknown>): Promise<string>;
}

export const RefundForm = createModel((orders: Refunds) => {
  const amount = signal("");
  // null until the merchant types one: the destination is then the payment's sender.
  const typed = signal<string | null>(null);
  /** "Refund … created" once the service took it. */
  const done = signal("");
  const destination = (target: RefundTarget): string => typed.value ?? target.sender;
  return {
    form: new FormModel(["amount", "destinationAddress", "confirmation"]),
    amount,
    typed,
    done,
    destination,
    /** The destination is still the payer's own address (the hint says an exchange's would not be). */
    toSender: (target: RefundTarget): boolean => target.sender !== "" && destination(target) === target.sender,
    check(target: RefundTarget): FieldErrors {
      const found: FieldErrors = {};
      const text = amount.value.trim();
      if (!isDecimalText(text) || compareCrypto(text, "0") <= 0) found.amount = t("errorAmountMissing");
      else if (compareCrypto(text, target.max) > 0) found.amount = t("errorAmountOver", { max: toPlainText(target.max) });
      if (!isValidAddress(destination(target).trim(), target.network.addressFormat)) {
        found.destinationAddress = t("errorAddress", { network: target.network.displayName });
      }
      return found;
    },
    async send(target: RefundTarget): Promise<void> {
      const id = await orders.refund({
        refundOrderId: target.orderId,
        assetId: target.assetId,
        amount: amount.value.trim(),
        destinationAddress: destination(target).trim(),
      });
      done.value = t("refunded", { id });
      amount.value = "";
    },
  };
});
