// The spec's order rules (States and transitions; Limits), as pure functions over the state.
// Each function validates everything first and writes only after the last check, so a refused
// request leaves the state untouched. The repository runs each over the rows it loaded (and
// locked) in one transaction, and writes back what the rule changed.
import {
  ASSETS,
  ASSET_IDS,
  CONFIRMATION_POLICY,
  NETWORKS,
  addCrypto,
  basisPointsOf,
  compareCrypto,
  cryptoToFiat,
  isAssetId,
  isValidAddress,
  subtractCrypto,
  toChecksumAddress,
  toCryptoText,
  tronAddressFromAccount,
  type AssetId,
  type DepositOrderRequest,
  type NetworkId,
  type PaymentOrderRequest,
  type RefundRequest,
  type WithdrawalRequest,
} from "../../src/shared/index.ts";
import { CATALOG, SERVICE_FEE_BASIS_POINTS } from "../sandbox/catalog.ts";
import { ApiFailure, apiError, badRequest, shown } from "./failure.ts";
import { toHex, type Ids } from "./ids.ts";
import { integrationById } from "./integrations.ts";
import { effectOfConfirmation, summarizeAmounts, type AmountSummary, type ConfirmationEffect, type TransferOutcome } from "./payment-rules.ts";
import { ZERO, ZERO_FIAT, balanceOf, covers, credit, debit } from "./ledger.ts";
import type { IntegrationRecord, OrderRecord, State, TransactionRecord } from "./types.ts";

export interface RuleContext {
  /** ISO timestamp of this change. */
  now: string;
  ids: Ids;
}

/** A fresh address in the network's format: base58check T… for TRON, EIP-55 0x… for EVM. */
export function newAddress(network: NetworkId, ids: Ids): string {
  const account = ids.bytes(20);
  return NETWORKS[network].addressFormat === "tron"
    ? tronAddressFromAccount(account)
    : toChecksumAddress(`0x${toHex(account)}`);
}

/** A hash shaped like the network's: TRON txids are 64 hex digits, EVM ones 0x + 64. */
export function newHash(network: NetworkId, ids: Ids): string {
  const hex = toHex(ids.bytes(32));
  return NETWORKS[network].addressFormat === "tron" ? hex : `0x${hex}`;
}

export function findIntegration(state: State, integrationId: string, field = "integrationId"): IntegrationRecord {
  const integration = integrationById(state, integrationId);
  if (!integration) {
    throw badRequest(
      "wrongData",
      field,
      `${field} ${shown(integrationId)} is not one of your integrations: use an id from GET /api/v1/integrations`,
    );
  }
  return integration;
}

export function findOrder(state: State, orderId: string): OrderRecord | undefined {
  return Object.hasOwn(state.orders, orderId) ? state.orders[orderId] : undefined;
}

/** A known, enabled asset (spec, Limits: an asset with disabled true is disabled for operations). */
export function usableAsset(assetId: string, field = "assetId"): AssetId {
  if (!isAssetId(assetId)) {
    throw badRequest(
      "wrongData",
      field,
      `${field} ${shown(assetId)} is not a supported asset: use one of ${ASSET_IDS.filter((id) => !CATALOG[id].disabled).join(", ")} (GET /api/v1/assets)`,
    );
  }
  if (CATALOG[assetId].disabled) {
    throw badRequest(
      "wrongData",
      field,
      `${field} ${assetId} is disabled for operations (GET /api/v1/assets shows disabled: true): choose an enabled asset`,
    );
  }
  return assetId;
}

function requireMinimum(assetId: AssetId, amount: string, field: string): void {
  const minimum = CATALOG[assetId].minimumIncoming;
  if (compareCrypto(amount, minimum) < 0) {
    throw badRequest(
      "limitExceeded",
      field,
      `${field} ${shown(amount)} is below the minimum incoming amount of ${minimum} ${assetId} on ${NETWORKS[ASSETS[assetId].network].displayName}: send at least ${minimum}`,
    );
  }
}

function usdValue(assetId: AssetId, amount: string): string {
  return cryptoToFiat(amount, CATALOG[assetId].rates.USD);
}

export function createIncomingOrder(
  state: State,
  kind: "payment" | "deposit",
  request: PaymentOrderRequest | DepositOrderRequest,
  ctx: RuleContext,
): OrderRecord {
  const integration = findIntegration(state, request.integrationId);
  const assetId = usableAsset(request.assetId);
  let requestedAmount: string | null = null;
  if (kind === "payment" && "amount" in request) {
    requestedAmount = toCryptoText(request.amount);
    requireMinimum(assetId, requestedAmount, "amount");
  }
  const order: OrderRecord = {
    id: ctx.ids.next("ord"),
    type: kind,
    integrationId: request.integrationId,
    clientId: integration.clientId,
    assetId,
    status: "inProgress",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    operationId: ctx.ids.next("op"),
    customer: request.customer,
    requestedAmount,
    // 160 random bits per address: a collision with another order's address is not a
    // practical concern, so no uniqueness index is kept.
    paymentAddress: newAddress(ASSETS[assetId].network, ctx.ids),
    destinationAddress: null,
    refundOf: null,
    refundedAmount: ZERO,
    primaryAmount: ZERO,
    serviceFeeAmount: ZERO,
    totalAmount: ZERO,
    secondaryAmount: ZERO_FIAT,
    transactions: [],
  };
  if (request.externalId !== undefined) order.externalId = request.externalId;
  state.orders[order.id] = order;
  return order;
}

function orderOr404(state: State, orderId: string): OrderRecord {
  const order = findOrder(state, orderId);
  if (!order) {
    throw new ApiFailure(404, [
      apiError("wrongData", "orderId", `order ${shown(orderId)} does not exist: use an orderId returned by POST /api/v1/order/payment or /deposit`),
    ]);
  }
  return order;
}

/** The order holding this transaction, or 404. */
export function findTransaction(state: State, orderId: string | undefined, transactionId: string): { order: OrderRecord; transaction: TransactionRecord } {
  const order = orderId === undefined ? undefined : findOrder(state, orderId);
  const transaction = order?.transactions.find((t) => t.id === transactionId);
  if (!order || !transaction) {
    throw new ApiFailure(404, [
      apiError(
        "wrongData",
        "transactionId",
        `transaction ${shown(transactionId)} does not exist: use the id answered by POST /_sandbox/orders/{orderId}/payments`,
      ),
    ]);
  }
  return { order, transaction };
}

function touch(order: OrderRecord, now: string): void {
  order.updatedAt = now;
  order.revision = (order.revision ?? 0) + 1;
}

export interface TransferReceived {
  order: OrderRecord;
  transaction: TransactionRecord;
  /** Set when the transfer reached its confirmations in this change. */
  outcome: TransferOutcome | null;
  /** Whether the order status callback is due for this change. */
  callback: boolean;
}

/**
 * The chain simulator: a payer's transfer to the order's address is seen on the chain. It is
 * listed at once as a pending transaction with a hash and 0 of N confirmations; `confirmed`
 * (the default, and the sandbox's behaviour before confirmations existed) confirms it fully in
 * the same change. Transfers are accepted on completed orders too: a deposit keeps receiving,
 * a payment records a late transfer.
 */
export function receiveTransfer(
  state: State,
  orderId: string,
  request: { amount?: string | undefined; confirmed?: boolean | undefined },
  ctx: RuleContext,
): TransferReceived {
  const order = orderOr404(state, orderId);
  if (order.type !== "payment" && order.type !== "deposit") {
    throw badRequest("wrongData", "orderId", `order ${order.id} is a ${order.type} order: only payment and deposit orders receive funds`);
  }
  const integration = findIntegration(state, order.integrationId);
  const before = amountsOf(order, integration);
  let amount: string;
  if (request.amount !== undefined) {
    amount = toCryptoText(request.amount);
  } else if (order.type === "payment" && order.requestedAmount !== null) {
    // No amount: exactly what is still missing, or the requested amount once nothing is.
    amount = compareCrypto(before.remaining, ZERO) > 0 ? before.remaining : order.requestedAmount;
  } else {
    throw badRequest(
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
    secondaryAmount: usdValue(order.assetId, amount),
  };
  order.transactions.push(transaction);
  touch(order, ctx.now);
  if (request.confirmed === false) return { order, transaction, outcome: null, callback: false };
  return addConfirmations(state, order.id, transaction.id, undefined, ctx);
}

/**
 * New blocks on top of a pending transfer: `confirmations` more (default: all remaining). At
 * the required count the transfer is confirmed and credited (applyConfirmedTransfer).
 */
export function addConfirmations(
  state: State,
  orderId: string | undefined,
  transactionId: string,
  confirmations: number | undefined,
  ctx: RuleContext,
): TransferReceived {
  const { order, transaction } = findTransaction(state, orderId, transactionId);
  if (transaction.status === "completed") {
    throw new ApiFailure(409, [
      apiError(
        "wrongData",
        "transactionId",
        `transaction ${transaction.id} is already completed (${transaction.requiredConfirmations ?? 0} confirmations): only a pending transaction takes confirmations`,
      ),
    ]);
  }
  const required = transaction.requiredConfirmations ?? 0;
  const current = transaction.confirmations ?? 0;
  transaction.confirmations = Math.min(required, current + (confirmations ?? required - current));
  transaction.updatedAt = ctx.now;
  touch(order, ctx.now);
  if (transaction.confirmations < required) return { order, transaction, outcome: null, callback: false };
  const effect = applyConfirmedTransfer(state, order, transaction, ctx);
  return { order, transaction, outcome: effect.outcome, callback: effect.callback };
}

/**
 * The one place a confirmed transfer changes money: the transaction completes, the order's
 * amounts become the sums of its confirmed transfers, the integration is credited with the
 * transfer's amount less the service fee, and the amount rules (payment-rules.ts) decide the
 * order's status and whether a callback is due.
 */
export function applyConfirmedTransfer(state: State, order: OrderRecord, transaction: TransactionRecord, ctx: RuleContext): ConfirmationEffect {
  const integration = findIntegration(state, order.integrationId);
  const statusBefore = order.status;
  transaction.status = "completed";
  transaction.confirmedAt = ctx.now;
  transaction.updatedAt = ctx.now;
  const confirmed = order.transactions.filter((t) => t.status === "completed");
  const summary = amountsOf(order, integration);
  const effect = effectOfConfirmation(order.type === "deposit" ? "deposit" : "payment", statusBefore, summary.covered);
  if (effect.outcome === "late") transaction.late = true;
  order.primaryAmount = summary.received;
  order.serviceFeeAmount = sumOf(confirmed.map((t) => t.serviceFeeAmount));
  order.totalAmount = sumOf(confirmed.map((t) => t.totalAmount));
  order.secondaryAmount = usdValue(order.assetId, summary.received);
  order.status = effect.status;
  if (effect.status === "completed" && order.completedAt === undefined) order.completedAt = ctx.now;
  touch(order, ctx.now);
  credit(state, order.integrationId, order.assetId, transaction.totalAmount);
  return effect;
}

const sumOf = (amounts: string[]) => amounts.reduce((total, amount) => addCrypto(total, amount), ZERO);

/** The amount rules' view of an order (payment-rules.ts). */
export function amountsOf(order: OrderRecord, integration: IntegrationRecord | undefined): AmountSummary {
  return summarizeAmounts({
    kind: order.type === "deposit" ? "deposit" : "payment",
    requested: order.requestedAmount,
    transfers: order.transactions.map((t) => ({ status: t.status, amount: t.primaryAmount })),
    tolerancePercent: integration?.paymentTolerancePercent ?? "0",
  });
}

/** A transfer as the simulated chain confirms it: a fresh id, a hash and a sender address. */
function confirmedTransfer(
  assetId: AssetId,
  receiverAddress: string,
  amounts: Pick<TransactionRecord, "primaryAmount" | "serviceFeeAmount" | "totalAmount" | "secondaryAmount">,
  ctx: RuleContext,
): TransactionRecord {
  const network = ASSETS[assetId].network;
  return {
    id: ctx.ids.next("tx"),
    hash: newHash(network, ctx.ids),
    status: "completed",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    senderAddress: newAddress(network, ctx.ids),
    receiverAddress,
    ...amounts,
  };
}

function requireAddress(assetId: AssetId, address: string): void {
  const network = NETWORKS[ASSETS[assetId].network];
  // Merchants paste all-lowercase EVM addresses; those carry no checksum and are accepted.
  if (!isValidAddress(address, network.addressFormat, { allowUnchecksummed: true })) {
    const expected =
      network.addressFormat === "tron"
        ? "a base58check address starting with T (34 characters)"
        : "0x followed by 40 hex digits, with a correct EIP-55 checksum if mixed-case";
    throw badRequest(
      "invalidAddress",
      "destinationAddress",
      `destinationAddress ${shown(address)} is not a valid ${network.displayName} address for ${assetId}: expected ${expected}`,
    );
  }
}

function requireFunds(state: State, integrationId: string, assetId: AssetId, amount: string, fee: string): void {
  const needed = addCrypto(amount, fee);
  if (covers(state, integrationId, assetId, needed)) return;
  // Only this integration's own balance: which other integrations hold funds, and
  // how much, is nothing the caller of this integration needs to know.
  throw badRequest(
    "notEnoughFunds",
    "amount",
    `integration ${integrationId} holds ${balanceOf(state, integrationId, assetId)} ${assetId}, but amount ${amount} plus the network fee ${fee} needs ${needed}: a withdrawal draws only on the integrationId it names, a refund on the refunded order's integration.`,
  );
}

function outgoingOrder(
  state: State,
  type: "refund" | "withdrawal",
  owner: { integrationId: string; clientId: string },
  assetId: AssetId,
  amount: string,
  destination: string,
  ctx: RuleContext,
): { order: OrderRecord; transaction: TransactionRecord } {
  const { integrationId, clientId } = owner;
  const fee = CATALOG[assetId].withdrawalFee;
  const amounts = {
    primaryAmount: amount,
    serviceFeeAmount: fee,
    totalAmount: addCrypto(amount, fee),
    secondaryAmount: usdValue(assetId, amount),
  };
  const transaction = confirmedTransfer(assetId, destination, amounts, ctx);
  // The sandbox sends at once: an outgoing order is created completed, with its transaction.
  const order: OrderRecord = {
    id: ctx.ids.next("ord"),
    type,
    integrationId,
    clientId,
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
  debit(state, integrationId, assetId, amounts.totalAmount);
  state.orders[order.id] = order;
  return { order, transaction };
}

/**
 * Spec, rules tied to states 1-3: only a completed payment or deposit order; cumulative refunds
 * at most the amount received (primaryAmount, before the service fee); the integration's
 * balance must cover amount plus network fee.
 */
export function createRefund(
  state: State,
  request: RefundRequest,
  ctx: RuleContext,
): { order: OrderRecord; transaction: TransactionRecord } {
  const original = findOrder(state, request.refundOrderId);
  if (!original) {
    throw badRequest(
      "wrongData",
      "refundOrderId",
      `refundOrderId ${shown(request.refundOrderId)} is not one of your orders: use the orderId of a completed payment or deposit order`,
    );
  }
  if (original.type !== "payment" && original.type !== "deposit") {
    throw badRequest(
      "wrongData",
      "refundOrderId",
      `order ${original.id} is a ${original.type} order: only payment and deposit orders can be refunded`,
    );
  }
  if (original.status !== "completed") {
    throw badRequest(
      "wrongData",
      "refundOrderId",
      `order ${original.id} is ${original.status}: a refund can be created only once the order is completed`,
    );
  }
  if (request.assetId !== original.assetId) {
    throw badRequest(
      "wrongData",
      "assetId",
      `assetId ${shown(request.assetId)} does not match order ${original.id}, which received ${original.assetId}: refund in ${original.assetId}`,
    );
  }
  const assetId = usableAsset(request.assetId);
  requireAddress(assetId, request.destinationAddress);
  const amount = toCryptoText(request.amount);
  const refundable = subtractCrypto(original.primaryAmount, original.refundedAmount);
  if (compareCrypto(amount, refundable) > 0) {
    throw badRequest(
      "limitExceeded",
      "amount",
      `amount ${amount} exceeds what can still be refunded for order ${original.id}: ${refundable} ${assetId} (received ${original.primaryAmount}, refunded ${original.refundedAmount})`,
    );
  }
  requireFunds(state, original.integrationId, assetId, amount, CATALOG[assetId].withdrawalFee);

  const result = outgoingOrder(state, "refund", original, assetId, amount, request.destinationAddress, ctx);
  result.order.refundOf = original.id;
  original.refundedAmount = addCrypto(original.refundedAmount, amount);
  return result;
}

/** A withdrawal draws only on the balance of the integration named in the request. */
export function createWithdrawal(
  state: State,
  request: WithdrawalRequest,
  ctx: RuleContext,
): { order: OrderRecord; transaction: TransactionRecord } {
  const integration = findIntegration(state, request.integrationId);
  const assetId = usableAsset(request.assetId);
  requireAddress(assetId, request.destinationAddress);
  const amount = toCryptoText(request.amount);
  requireFunds(state, request.integrationId, assetId, amount, CATALOG[assetId].withdrawalFee);
  const result = outgoingOrder(state, "withdrawal", { integrationId: integration.id, clientId: integration.clientId }, assetId, amount, request.destinationAddress, ctx);
  result.order.customer = request.customer;
  if (request.externalId !== undefined) result.order.externalId = request.externalId;
  return result;
}
