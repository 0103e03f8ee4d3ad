// The spec's order rules (States and transitions; Limits), as pure functions over the state.
// Each function validates everything first and writes only after the last check, so a refused
// request leaves the state untouched. The repository runs each over the rows it loaded (and
// locked) in one transaction, and writes back what the rule changed.
import {
  ASSETS,
  ASSET_IDS,
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
import { ZERO, ZERO_FIAT, balanceOf, covers, credit, debit, holdersOf } from "./ledger.ts";
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
  findIntegration(state, request.integrationId);
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

/**
 * The chain simulator: a payer's transfer to the order's address is confirmed. The order
 * completes with the received amount (the spec knows no partial state), the service fee is
 * taken, and the integration's balance is credited with what remains.
 */
export function confirmIncomingFunds(
  state: State,
  orderId: string,
  amount: string | undefined,
  ctx: RuleContext,
): { order: OrderRecord; transaction: TransactionRecord } {
  const order = findOrder(state, orderId);
  if (!order) {
    throw new ApiFailure(404, [
      apiError("wrongData", "orderId", `order ${shown(orderId)} does not exist: use an orderId returned by POST /api/v1/order/payment or /deposit`),
    ]);
  }
  if (order.type !== "payment" && order.type !== "deposit") {
    throw badRequest("wrongData", "orderId", `order ${order.id} is a ${order.type} order: only payment and deposit orders receive funds`);
  }
  if (order.status === "completed") {
    throw badRequest("wrongData", "orderId", `order ${order.id} is already completed: create a new order to simulate another payment`);
  }
  let received: string;
  if (amount !== undefined) {
    received = toCryptoText(amount);
  } else if (order.requestedAmount !== null) {
    received = order.requestedAmount;
  } else {
    throw badRequest(
      "wrongData",
      "amount",
      `amount is required for deposit order ${order.id} (a deposit order has no amount of its own): send { "amount": "10.00" }`,
    );
  }
  requireMinimum(order.assetId, received, "amount");

  const fee = basisPointsOf(received, SERVICE_FEE_BASIS_POINTS);
  const amounts = {
    primaryAmount: received,
    serviceFeeAmount: fee,
    totalAmount: subtractCrypto(received, fee),
    secondaryAmount: usdValue(order.assetId, received),
  };
  const transaction = confirmedTransfer(order.assetId, order.paymentAddress ?? "", amounts, ctx);
  order.transactions.push(transaction);
  order.status = "completed";
  order.updatedAt = ctx.now;
  Object.assign(order, amounts);
  credit(state, order.integrationId, order.assetId, amounts.totalAmount);
  return { order, transaction };
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
  const holders = holdersOf(state, assetId).filter((h) => h.integrationId !== integrationId);
  const elsewhere =
    holders.length > 0
      ? ` The ${assetId} balance is held by integration ${holders.map((h) => `${h.integrationId} (${h.amount})`).join(", ")}: withdraw through that integrationId.`
      : "";
  throw badRequest(
    "notEnoughFunds",
    "amount",
    `integration ${integrationId} holds ${balanceOf(state, integrationId, assetId)} ${assetId}, but amount ${amount} plus the network fee ${fee} needs ${needed}.${elsewhere}`,
  );
}

function outgoingOrder(
  state: State,
  type: "refund" | "withdrawal",
  integrationId: string,
  assetId: AssetId,
  amount: string,
  destination: string,
  ctx: RuleContext,
): { order: OrderRecord; transaction: TransactionRecord } {
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

  const result = outgoingOrder(state, "refund", original.integrationId, assetId, amount, request.destinationAddress, ctx);
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
  findIntegration(state, request.integrationId);
  const assetId = usableAsset(request.assetId);
  requireAddress(assetId, request.destinationAddress);
  const amount = toCryptoText(request.amount);
  requireFunds(state, request.integrationId, assetId, amount, CATALOG[assetId].withdrawalFee);
  const result = outgoingOrder(state, "withdrawal", request.integrationId, assetId, amount, request.destinationAddress, ctx);
  result.order.customer = request.customer;
  if (request.externalId !== undefined) result.order.externalId = request.externalId;
  return result;
}
