// The simulated chain: a payer's transfer seen on the chain, then the blocks that confirm it.
// Pure rules over records: each takes the order (the caller's record, never changed here), its
// integration and its balance, and returns the changed order, the transaction and the balance.
import { ASSETS, CONFIRMATION_POLICY, basisPointsOf, compareCrypto, subtractCrypto, toCryptoText } from "../../src/shared/index.ts";
import { SERVICE_FEE_BASIS_POINTS } from "./catalog.ts";
import { newAddress, newHash } from "./chain-formats.ts";
import { fiatValueOf, type UsdValue } from "./fiat-value.ts";
import { invalid, refused, shown } from "./refusal.ts";
import { amountsOf, applyConfirmedTransfer, requireMinimum, touch } from "./incoming-orders.ts";
import { ZERO, type BalanceRecord } from "./ledger.ts";
import type { TransferOutcome } from "./payment-rules.ts";
import type { RuleContext } from "./rule-context.ts";
import type { IntegrationRecord, OrderRecord, TransactionRecord } from "./types.ts";

/** What a transfer rule works on: the order (absent: an unknown id), its integration and its balance of the order's asset. */
export interface TransferRecords {
  order: OrderRecord | undefined;
  integration: IntegrationRecord | undefined;
  /** Absent only with the order (the rule then refuses before it would need one). */
  balance: BalanceRecord | undefined;
}

export interface TransferReceived {
  order: OrderRecord;
  transaction: TransactionRecord;
  /** The balance after the change (credited once the transfer is confirmed). */
  balance: BalanceRecord;
  /** Set when the transfer reached its confirmations in this change. */
  outcome: TransferOutcome | null;
  /** Whether the order status callback is due for this change. */
  callback: boolean;
}

function requireOrder(order: OrderRecord | undefined, orderId: string): OrderRecord {
  if (!order) {
    throw refused(
      "notFound",
      "wrongData",
      "orderId",
      `order ${shown(orderId)} does not exist: use an orderId returned by POST /api/v1/order/payment or /deposit`,
    );
  }
  return order;
}

/**
 * A payer's transfer to the order's address is seen on the chain. It is listed at once as a
 * pending transaction with a hash and 0 of N confirmations; `confirmed` (the default, and the
 * sandbox's behaviour before confirmations existed) confirms it fully in the same change.
 * Transfers are accepted on completed orders too: a deposit keeps receiving, a payment records
 * a late transfer.
 */
export function receiveTransfer(
  records: TransferRecords,
  orderId: string,
  request: { amount?: string | undefined; confirmed?: boolean | undefined },
  ctx: RuleContext,
  usd: UsdValue,
): TransferReceived {
  const order = structuredClone(requireOrder(records.order, orderId));
  const balance = records.balance ?? { integrationId: order.integrationId, assetId: order.assetId, amount: ZERO };
  if (order.type !== "payment" && order.type !== "deposit") {
    throw invalid("wrongData", "orderId", `order ${order.id} is a ${order.type} order: only payment and deposit orders receive funds`);
  }
  const before = amountsOf(order, records.integration);
  let amount: string;
  if (request.amount !== undefined) {
    amount = toCryptoText(request.amount);
  } else if (order.type === "payment" && order.requestedAmount !== null) {
    // No amount: exactly what is still missing, or the requested amount once nothing is.
    amount = compareCrypto(before.remaining, ZERO) > 0 ? before.remaining : order.requestedAmount;
  } else {
    throw invalid(
      "wrongData",
      "amount",
      `amount is required for deposit order ${order.id} (a deposit order has no amount of its own): send { "amount": "10.00" }`,
    );
  }
  // The network minimum holds for every transfer, except one that settles what an underpaid
  // order still misses: the page asks for exactly that remainder, which may be below it.
  const settlesRemainder = compareCrypto(before.remaining, ZERO) > 0 && compareCrypto(amount, before.remaining) >= 0;
  if (!settlesRemainder) requireMinimum(order.assetId, amount, "amount");

  const network = ASSETS[order.assetId].network;
  const fee = basisPointsOf(amount, SERVICE_FEE_BASIS_POINTS);
  const transaction: TransactionRecord = {
    id: ctx.ids.next("tx"),
    hash: newHash(network, ctx.ids),
    status: "pending",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    confirmations: 0,
    requiredConfirmations: CONFIRMATION_POLICY[network].required,
    senderAddress: newAddress(network, ctx.ids),
    receiverAddress: order.paymentAddress ?? "",
    primaryAmount: amount,
    serviceFeeAmount: fee,
    totalAmount: subtractCrypto(amount, fee),
    secondaryAmount: fiatValueOf(order, amount, usd),
  };
  order.transactions.push(transaction);
  touch(order, ctx.now);
  if (request.confirmed === false) return { order, transaction, balance, outcome: null, callback: false };
  return confirm(order, transaction, undefined, { ...records, balance }, ctx, usd);
}

/**
 * New blocks on top of a pending transfer: `confirmations` more (default: all remaining). At
 * the required count the transfer is confirmed and credited (applyConfirmedTransfer), its order
 * valued by `usd` (the sandbox's catalog for the sandbox's routes; real rates for chain mode).
 */
export function addConfirmations(
  records: TransferRecords,
  transactionId: string,
  confirmations: number | undefined,
  ctx: RuleContext,
  usd: UsdValue,
): TransferReceived {
  const order = records.order ? structuredClone(records.order) : undefined;
  const transaction = order?.transactions.find((t) => t.id === transactionId);
  if (!order || !transaction) {
    throw refused(
      "notFound",
      "wrongData",
      "transactionId",
      `transaction ${shown(transactionId)} does not exist: use the id answered by POST /_sandbox/orders/{orderId}/payments`,
    );
  }
  if (transaction.status === "completed") {
    throw refused(
      "conflict",
      "wrongData",
      "transactionId",
      `transaction ${transaction.id} is already completed (${transaction.requiredConfirmations ?? 0} confirmations): only a pending transaction takes confirmations`,
    );
  }
  const balance = records.balance ?? { integrationId: order.integrationId, assetId: order.assetId, amount: ZERO };
  return confirm(order, transaction, confirmations, { ...records, balance }, ctx, usd);
}

/** Adds the blocks to the caller's copy of the order; credits the balance at the required count. */
function confirm(
  order: OrderRecord,
  transaction: TransactionRecord,
  confirmations: number | undefined,
  records: TransferRecords & { balance: BalanceRecord },
  ctx: RuleContext,
  usd: UsdValue,
): TransferReceived {
  const required = transaction.requiredConfirmations ?? 0;
  const current = transaction.confirmations ?? 0;
  transaction.confirmations = Math.min(required, current + (confirmations ?? required - current));
  transaction.updatedAt = ctx.now;
  touch(order, ctx.now);
  if (transaction.confirmations < required) return { order, transaction, balance: records.balance, outcome: null, callback: false };
  const { effect, balance } = applyConfirmedTransfer(order, transaction, records.integration, records.balance, ctx, usd);
  return { order, transaction, balance, outcome: effect.outcome, callback: effect.callback };
}
