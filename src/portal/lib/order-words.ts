// An order's state and kind in the merchant's words, never the API's values ("inProgress",
// "payment"): the list, the order's page and its refunds say the same thing the same way.
import type { Order, OrderTransaction } from "../../shared/index.ts";
import { to } from "./chunk-i18n.ts";
import { localTime, t } from "./i18n.ts";

type Kind = NonNullable<Order["type"]>;

const KINDS = {
  payment: "kindWordPayment",
  deposit: "kindWordDeposit",
  refund: "kindWordRefund",
  withdrawal: "kindWordWithdrawal",
} as const;

export const kindWord = (kind: Kind | undefined): string => (kind ? to(KINDS[kind]) : "");

/**
 * The spec's status says only in progress or completed; a payment link's order also knows its
 * window: over with nothing paid ("expired"), or paid after it and left to the merchant.
 */
export function statusWord(order: Pick<Order, "status" | "expired" | "paidAfterExpiry">): string {
  if (order.status === "completed") return t("statusCompleted");
  if (order.paidAfterExpiry) return to("statusPaidLate");
  if (order.expired) return to("statusExpired");
  return order.status === "inProgress" ? t("statusInProgress") : order.status;
}

/** A refund's own status, as its line under the refunded order reads it. */
export const refundStatusWord = (status: string): string => statusWord({ status });

export const transferWord = (tx: Pick<OrderTransaction, "status">): string =>
  tx.status === "pending" ? to("transferPending") : tx.status === "completed" ? to("transferConfirmed") : tx.status;

/** A time as the merchant's browser writes it, in the portal's language. */
export const when = (iso: string): string => localTime(iso);
