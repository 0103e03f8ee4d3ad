// Stored records to the spec's resources. One place decides what each read shows.
import {
  ASSETS,
  NETWORKS,
  cryptoToFiat,
  type CheckoutChain,
  type CheckoutOrder,
  type Integration,
  type Order,
  type OrderTransaction,
  type Transaction,
} from "../../src/shared/index.ts";
import { CATALOG, isFiatCurrency, SECONDARY_CURRENCY } from "./catalog.ts";
import { amountsOf } from "./incoming-orders.ts";
import { hasLatePayment, isExpired } from "./payment-windows.ts";
import type { IntegrationRecord, OrderRecord, TransactionRecord } from "./types.ts";

/** Sandbox's webhook object: the one event type it sends and the status that triggers it. */
export function toIntegration(record: IntegrationRecord): Integration {
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    status: record.status,
    webhook: {
      callbackUrl: record.webhook.callbackUrl,
      orderTypes: [...record.webhook.orderTypes],
      eventTypes: ["order.status"],
      statuses: ["completed"],
    },
  };
}

const crypto = (amount: string, order: OrderRecord) => ({ amount, currency: ASSETS[order.assetId].currencyCode });
const fiat = (amount: string) => ({ amount, currency: SECONDARY_CURRENCY });

/** Sandbox additions, present on transfers the simulated chain detected (not on outgoing ones). */
function confirmationFields(tx: TransactionRecord): Pick<OrderTransaction, "confirmations" | "requiredConfirmations" | "late"> {
  const out: Pick<OrderTransaction, "confirmations" | "requiredConfirmations" | "late"> = {};
  if (tx.confirmations !== undefined) out.confirmations = tx.confirmations;
  if (tx.requiredConfirmations !== undefined) out.requiredConfirmations = tx.requiredConfirmations;
  if (tx.late) out.late = true;
  return out;
}

function toOrderTransaction(order: OrderRecord, tx: TransactionRecord): OrderTransaction {
  return {
    id: tx.id,
    hash: tx.hash,
    status: tx.status,
    createdAt: tx.createdAt,
    updatedAt: tx.updatedAt,
    receiverAddress: tx.receiverAddress,
    primaryAmount: crypto(tx.primaryAmount, order),
    secondaryAmount: fiat(tx.secondaryAmount),
    serviceFeeAmount: crypto(tx.serviceFeeAmount, order),
    totalAmount: crypto(tx.totalAmount, order),
    ...confirmationFields(tx),
  };
}

/** The extension fields of a windowed or returnable order, as of `now`. */
function orderExtensions(order: OrderRecord, now: string | undefined): Partial<Order> {
  const out: Partial<Order> = {};
  if (order.paymentLinkId !== undefined) out.paymentLinkId = order.paymentLinkId;
  if (order.expiresAt !== undefined) out.expiresAt = order.expiresAt;
  if (now !== undefined && isExpired(order, now)) out.expired = true;
  if (order.returnUrl !== undefined) out.returnUrl = order.returnUrl;
  if (order.lockedPrice !== undefined) out.lockedPrice = structuredClone(order.lockedPrice);
  if (hasLatePayment(order)) out.paidAfterExpiry = true;
  if (order.markedPaidAt !== undefined) out.markedPaidAt = order.markedPaidAt;
  if (order.chainAddress !== undefined) {
    out.addressIndex = order.chainAddress.index;
    out.derivationPath = order.chainAddress.path;
  }
  return out;
}

/** `now`: the time the read is made at, which decides `expired` (a callback, built at a change, passes it too). */
export function toOrder(order: OrderRecord, now?: string): Order {
  const out: Order = {
    id: order.id,
    type: order.type,
    assetId: order.assetId,
    status: order.status,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    transactions: order.transactions.map((tx) => toOrderTransaction(order, tx)),
    transactionsCount: order.transactions.length,
    primaryAmount: crypto(order.primaryAmount, order),
    secondaryAmount: fiat(order.secondaryAmount),
    serviceFeeAmount: crypto(order.serviceFeeAmount, order),
    totalAmount: crypto(order.totalAmount, order),
    operationId: order.operationId,
  };
  if (order.externalId !== undefined) out.externalId = order.externalId;
  return { ...out, ...orderExtensions(order, now) };
}

export function toTransaction(order: OrderRecord, tx: TransactionRecord): Transaction {
  const out: Transaction = {
    id: tx.id,
    orderId: order.id,
    status: tx.status,
    createdAt: tx.createdAt,
    updatedAt: tx.updatedAt,
    // Optional in the spec's Transaction: absent (not invented) while a payout waits for its transfer.
    ...(tx.senderAddress === null ? {} : { senderAddress: tx.senderAddress }),
    receiverAddress: tx.receiverAddress,
    primaryAmount: crypto(tx.primaryAmount, order),
    // Sandbox's choice for the unspecified format: the network id of src/shared/networks.ts.
    primaryBlockchain: ASSETS[order.assetId].network,
    secondaryAmount: fiat(tx.secondaryAmount),
    serviceFeeAmount: crypto(tx.serviceFeeAmount, order),
    totalAmount: crypto(tx.totalAmount, order),
    ...(tx.hash === null ? {} : { hash: tx.hash }),
    ...confirmationFields(tx),
  };
  if (order.externalId !== undefined) out.externalId = order.externalId;
  return out;
}

/**
 * The payer-safe read behind the hosted page: no customer, no operationId, no service fee or net
 * total (merchant accounting), no externalId unless the integration chose to show it as the
 * receipt's reference. The amounts come from the amount rules (payment-rules.ts).
 */
/**
 * Transfers the payer's view lists: the latest ones. The amounts are summed over all of them;
 * only the list is cut, so that an order paid hundreds of times does not cost every read and
 * every page render hundreds of entries.
 */
export const CHECKOUT_TRANSFERS_SHOWN = 50;

const shownTransfers = (count: number) => (count > CHECKOUT_TRANSFERS_SHOWN ? { transactionsCount: count } : {});

/**
 * The fiat value the payer is shown beside the amount asked: a link's order shows the price the
 * merchant set (the amount asked was made from it); any other order, only in the sandbox, at the
 * sandbox's own rates. Outside the sandbox nothing else is known, so nothing is shown.
 */
function requestedFiat(order: OrderRecord, sandbox: boolean): { amount: string; currency: string } | null {
  if (order.requestedAmount === null) return null;
  const locked = order.lockedPrice;
  if (locked && locked.rate !== null && isFiatCurrency(locked.price.currency)) return { ...locked.price };
  if (!sandbox) return null;
  return { amount: cryptoToFiat(order.requestedAmount, CATALOG[order.assetId].rates.USD), currency: "USD" };
}

/** `chain`: the chain the payer is sent to (server/chain/checkout-chain.ts), decided by the mode. */
export function toCheckoutOrder(
  order: OrderRecord,
  merchant: IntegrationRecord,
  chain: CheckoutChain | null,
  options: { sandbox: boolean },
): CheckoutOrder {
  const facts = ASSETS[order.assetId];
  const network = NETWORKS[facts.network];
  const terms = CATALOG[order.assetId];
  const currency = facts.currencyCode;
  const money = (amount: string) => ({ amount, currency });
  const amounts = amountsOf(order, merchant);
  const isPayment = order.type === "payment" && order.requestedAmount !== null;
  const showExternalId = merchant.showExternalIdToPayer === true && order.externalId !== undefined;
  return {
    id: order.id,
    kind: order.type === "deposit" ? "deposit" : "payment",
    status: order.status,
    asset: {
      id: order.assetId,
      currencyCode: currency,
      displayName: facts.displayName,
      networkId: network.id,
      networkDisplayName: network.displayName,
    },
    chain,
    address: order.paymentAddress ?? "",
    requestedAmount: order.requestedAmount === null ? null : money(order.requestedAmount),
    requestedFiatAmount: requestedFiat(order, options.sandbox),
    minimumAmount: money(terms.minimumIncoming),
    receivedAmount: money(amounts.received),
    pendingAmount: money(amounts.pending),
    remainingAmount: isPayment ? money(amounts.remaining) : null,
    overpaidAmount: isPayment ? money(amounts.overpaid) : null,
    transactions: order.transactions.slice(-CHECKOUT_TRANSFERS_SHOWN).map((tx) => ({
      id: tx.id,
      hash: tx.hash,
      senderAddress: tx.senderAddress,
      status: tx.status,
      amount: money(tx.primaryAmount),
      // Records from before confirmations existed were credited at once: complete.
      confirmations: tx.confirmations ?? tx.requiredConfirmations ?? 0,
      requiredConfirmations: tx.requiredConfirmations ?? 0,
      late: tx.late === true,
      createdAt: tx.createdAt,
      confirmedAt: tx.confirmedAt ?? (tx.status === "completed" ? tx.updatedAt : null),
    })),
    ...shownTransfers(order.transactions.length),
    merchant: {
      name: merchant.name,
      url: merchant.url,
      ...(merchant.branding?.logoUrl ? { logoUrl: merchant.branding.logoUrl } : {}),
      ...(merchant.branding?.accentColor ? { accentColor: merchant.branding.accentColor } : {}),
      supportUrl: merchant.supportUrl ?? null,
      supportEmail: merchant.supportEmail ?? null,
    },
    reference: showExternalId ? { kind: "externalId", value: order.externalId as string } : { kind: "orderId", value: order.id },
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    completedAt: order.completedAt ?? (order.status === "completed" ? order.updatedAt : null),
    ...(order.paymentLinkId !== undefined ? { paymentLinkId: order.paymentLinkId } : {}),
    ...(order.expiresAt !== undefined ? { expiresAt: order.expiresAt } : {}),
    ...(order.returnUrl !== undefined ? { returnUrl: order.returnUrl } : {}),
  };
}
