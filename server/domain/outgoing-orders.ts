// The spec's outgoing orders: refunds and withdrawals. Pure rules over records: each takes the
// records it needs (the refunded order, the integration, the balance the money leaves) and
// returns the new order with its transaction and the changed records, touching nothing it was
// given. Every check runs before anything is made, so a refusal changes nothing.
import {
  ASSETS,
  NETWORKS,
  addCrypto,
  compareCrypto,
  isValidAddress,
  toCryptoText,
  type AssetId,
  type RefundRequest,
  type WithdrawalRequest,
} from "../../src/shared/index.ts";
import { CATALOG } from "./catalog.ts";
import type { UsdValue } from "./fiat-value.ts";
import { newAddress, newHash } from "./chain-formats.ts";
import { invalid, shown } from "./refusal.ts";
import { requireIntegration, usableAsset, usdValue } from "./incoming-orders.ts";
import { ZERO, ZERO_FIAT, covers, debited, type BalanceRecord } from "./ledger.ts";
import { refundableAmount } from "./payment-rules.ts";
import type { RuleContext } from "./rule-context.ts";
import type { IntegrationRecord, OrderRecord, TransactionRecord } from "./types.ts";
import { newPayout, type PayoutRecord } from "./payouts.ts";

export interface OutgoingMade {
  order: OrderRecord;
  transaction: TransactionRecord;
  balance: BalanceRecord;
  /** Chain mode: what the merchant's wallet is asked to pay. */
  payout?: PayoutRecord;
}

/**
 * Chain mode's terms for an outgoing order: the service holds no key, so the order becomes a
 * payout the merchant's own wallet pays. `fee`: the service's own fee of the asset (the wallet
 * pays the network's); `destinationIsOurs`: the destination is one of the service's own order
 * addresses (loaded by the caller); `requestedBy`: who asked, shown on the payout.
 */
export interface PayoutTerms {
  fee: string;
  /** The asset's contract on the chain watched; null for the coin. */
  contract: string | null;
  destinationIsOurs: boolean;
  requestedBy: string;
  /** The dollar value at a rate really read (the service's rate source), never the sandbox's catalog. */
  usd: UsdValue;
}

function requireForeignDestination(terms: PayoutTerms | undefined, address: string): void {
  if (!terms?.destinationIsOurs) return;
  // Paying one of the service's own order addresses would credit an order with the merchant's
  // own money (or move it between orders): never what a refund or withdrawal means.
  throw invalid(
    "invalidAddress",
    "destinationAddress",
    `destinationAddress ${shown(address)} is one of this service's own order addresses: send a refund or withdrawal to the payer's or your own wallet`,
  );
}

function requireAddress(assetId: AssetId, address: string): void {
  const network = NETWORKS[ASSETS[assetId].network];
  // Merchants paste all-lowercase EVM addresses; those carry no checksum and are accepted.
  if (!isValidAddress(address, network.addressFormat, { allowUnchecksummed: true })) {
    const expected =
      network.addressFormat === "tron"
        ? "a base58check address starting with T (34 characters)"
        : "0x followed by 40 hex digits, with a correct EIP-55 checksum if mixed-case";
    throw invalid(
      "invalidAddress",
      "destinationAddress",
      `destinationAddress ${shown(address)} is not a valid ${network.displayName} address for ${assetId}: expected ${expected}`,
    );
  }
}

function requireFunds(balance: BalanceRecord, amount: string, fee: string): void {
  const needed = addCrypto(amount, fee);
  if (covers(balance, needed)) return;
  // Only this integration's own balance: which other integrations hold funds, and how much, is
  // nothing the caller of this integration needs to know.
  throw invalid(
    "notEnoughFunds",
    "amount",
    `integration ${balance.integrationId} holds ${balance.amount} ${balance.assetId}, but amount ${amount} plus the network fee ${fee} needs ${needed}: a withdrawal draws only on the integrationId it names, a refund on the refunded order's integration.`,
  );
}

/** The order the sandbox sends at once: created completed, with its confirmed transaction, the balance debited. */
function outgoingOrder(
  type: "refund" | "withdrawal",
  owner: { integrationId: string; clientId: string },
  balance: BalanceRecord,
  amount: string,
  destination: string,
  ctx: RuleContext,
  terms?: PayoutTerms,
): OutgoingMade {
  if (terms) return payoutOrder(type, owner, balance, amount, destination, ctx, terms);
  const assetId = balance.assetId;
  const fee = CATALOG[assetId].withdrawalFee;
  const amounts = {
    primaryAmount: amount,
    serviceFeeAmount: fee,
    totalAmount: addCrypto(amount, fee),
    secondaryAmount: usdValue(assetId, amount),
  };
  const network = ASSETS[assetId].network;
  const transaction: TransactionRecord = {
    id: ctx.ids.next("tx"),
    hash: newHash(network, ctx.ids),
    status: "completed",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    senderAddress: newAddress(network, ctx.ids),
    receiverAddress: destination,
    ...amounts,
  };
  const order: OrderRecord = {
    id: ctx.ids.next("ord"),
    type,
    integrationId: owner.integrationId,
    clientId: owner.clientId,
    assetId,
    status: "completed",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    operationId: ctx.ids.next("op"),
    requestedAmount: null,
    paymentAddress: null,
    destinationAddress: destination,
    refundOf: null,
    refundedAmount: ZERO,
    ...amounts,
    transactions: [transaction],
  };
  return { order, transaction, balance: debited(balance, amounts.totalAmount) };
}

/**
 * Chain mode's outgoing order: in progress, its one transaction without a hash or a sender until
 * the merchant's wallet pays it (nothing is invented outside the sandbox), the balance debited at
 * once so that two payouts cannot spend the same money.
 */
function payoutOrder(
  type: "refund" | "withdrawal",
  owner: { integrationId: string; clientId: string },
  balance: BalanceRecord,
  amount: string,
  destination: string,
  ctx: RuleContext,
  terms: PayoutTerms,
): OutgoingMade {
  const assetId = balance.assetId;
  const amounts = {
    primaryAmount: amount,
    serviceFeeAmount: terms.fee,
    totalAmount: addCrypto(amount, terms.fee),
    // No real rate known: 0.00, "not valued" outside the sandbox (docs/operations.md), never a made-up price.
    secondaryAmount: terms.usd(assetId, amount) ?? ZERO_FIAT,
  };
  const transaction: TransactionRecord = {
    id: ctx.ids.next("tx"),
    hash: null,
    status: "pending",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    senderAddress: null,
    receiverAddress: destination,
    ...amounts,
  };
  const order: OrderRecord = {
    id: ctx.ids.next("ord"),
    type,
    integrationId: owner.integrationId,
    clientId: owner.clientId,
    assetId,
    status: "inProgress",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    operationId: ctx.ids.next("op"),
    requestedAmount: null,
    paymentAddress: null,
    destinationAddress: destination,
    refundOf: null,
    refundedAmount: ZERO,
    ...amounts,
    transactions: [transaction],
  };
  const payout = newPayout({
    orderId: order.id,
    clientId: owner.clientId,
    integrationId: owner.integrationId,
    kind: type,
    refundOf: null,
    assetId,
    contract: terms.contract,
    destination,
    amount,
    fee: terms.fee,
    requestedBy: terms.requestedBy,
    now: ctx.now,
  });
  return { order, transaction, balance: debited(balance, amounts.totalAmount), payout };
}

/**
 * What may still be refunded of this order, or null when it cannot be refunded at all (not a
 * completed payment or deposit): the ceiling createRefund enforces and the portal shows.
 */
export function refundCeiling(order: OrderRecord): string | null {
  const incoming = order.type === "payment" || order.type === "deposit";
  return incoming && order.status === "completed" ? refundableAmount(order.primaryAmount, order.refundedAmount) : null;
}

/**
 * Spec, rules tied to states 1-3: only a completed payment or deposit order; cumulative refunds
 * at most the amount received (refundableAmount); the integration's balance must cover amount
 * plus network fee. `balance` is the refunded order's integration's balance of its asset.
 */
export function createRefund(
  records: { original: OrderRecord | undefined; balance: BalanceRecord | undefined },
  request: RefundRequest,
  ctx: RuleContext,
  terms?: PayoutTerms,
): OutgoingMade & { original: OrderRecord } {
  const original = records.original;
  if (!original) {
    throw invalid(
      "wrongData",
      "refundOrderId",
      `refundOrderId ${shown(request.refundOrderId)} is not one of your orders: use the orderId of a completed payment or deposit order`,
    );
  }
  if (original.type !== "payment" && original.type !== "deposit") {
    throw invalid(
      "wrongData",
      "refundOrderId",
      `order ${original.id} is a ${original.type} order: only payment and deposit orders can be refunded`,
    );
  }
  if (original.status !== "completed") {
    throw invalid(
      "wrongData",
      "refundOrderId",
      `order ${original.id} is ${original.status}: a refund can be created only once the order is completed`,
    );
  }
  if (request.assetId !== original.assetId) {
    throw invalid(
      "wrongData",
      "assetId",
      `assetId ${shown(request.assetId)} does not match order ${original.id}, which received ${original.assetId}: refund in ${original.assetId}`,
    );
  }
  const assetId = usableAsset(request.assetId);
  requireAddress(assetId, request.destinationAddress);
  requireForeignDestination(terms, request.destinationAddress);
  const amount = toCryptoText(request.amount);
  const refundable = refundCeiling(original) ?? ZERO;
  if (compareCrypto(amount, refundable) > 0) {
    throw invalid(
      "limitExceeded",
      "amount",
      `amount ${amount} exceeds what can still be refunded for order ${original.id}: ${refundable} ${assetId} (received ${original.primaryAmount}, refunded ${original.refundedAmount})`,
    );
  }
  const balance = records.balance ?? { integrationId: original.integrationId, assetId, amount: ZERO };
  requireFunds(balance, amount, terms?.fee ?? CATALOG[assetId].withdrawalFee);
  const made = outgoingOrder("refund", original, balance, amount, request.destinationAddress, ctx, terms);
  made.order.refundOf = original.id;
  if (made.payout) made.payout.refundOf = original.id;
  return { ...made, original: { ...original, refundedAmount: addCrypto(original.refundedAmount, amount) } };
}

/** A withdrawal draws only on the balance of the integration named in the request. */
export function createWithdrawal(
  records: { integration: IntegrationRecord | undefined; balance: BalanceRecord | undefined },
  request: WithdrawalRequest,
  ctx: RuleContext,
  terms?: PayoutTerms,
): OutgoingMade {
  const integration = requireIntegration(records.integration, request.integrationId);
  const assetId = usableAsset(request.assetId);
  requireAddress(assetId, request.destinationAddress);
  requireForeignDestination(terms, request.destinationAddress);
  const amount = toCryptoText(request.amount);
  const balance = records.balance ?? { integrationId: integration.id, assetId, amount: ZERO };
  requireFunds(balance, amount, terms?.fee ?? CATALOG[assetId].withdrawalFee);
  const made = outgoingOrder(
    "withdrawal",
    { integrationId: integration.id, clientId: integration.clientId },
    balance,
    amount,
    request.destinationAddress,
    ctx,
    terms,
  );
  made.order.customer = request.customer;
  if (request.externalId !== undefined) made.order.externalId = request.externalId;
  return made;
}
