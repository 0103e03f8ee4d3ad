// Refunds and withdrawals: the records the rule needs are loaded and locked (the refunded order
// first, then its integration's balance, the order a payment locks them in too, so two writes
// never wait on each other in opposite orders), the rule decides, what it returns is saved.
import { ASSETS, isAssetId, type AssetId, type RefundRequest, type WithdrawalRequest } from "../../src/shared/index.ts";
import {
  createRefund as refundRule,
  createWithdrawal as withdrawalRule,
  type OutgoingMade,
  type PayoutTerms,
} from "../domain/outgoing-orders.ts";
import type { UsdValue } from "../domain/fiat-value.ts";
import { payoutWaitingMail } from "../mail/messages.ts";
import { accountOfAddress } from "../domain/payouts.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { OrderRecord, TransactionRecord } from "../domain/types.ts";
import type { Repository, StoreTransaction, WriteOptions, Written } from "../store/index.ts";

export interface OutgoingCreated {
  order: OrderRecord;
  transaction: TransactionRecord;
}

/**
 * Chain mode: outgoing orders become payouts the merchant's wallet pays. `fee`: the service's
 * own fee of an asset (decimal text); `requestedBy`: who asks (the API key's client, the portal's account).
 */
export interface PayoutSource {
  fee(assetId: AssetId): string;
  /** The asset's contract on the chain watched; null for the coin. */
  contract(assetId: AssetId): string | null;
  requestedBy: string;
  /** The dollar valuation, read before the transaction (services.usd()): a feed fetch never holds its locks. */
  usd: UsdValue;
}

/** The payout terms of this request, with whether its destination is one of the service's own order addresses. */
async function payoutTerms(
  tx: StoreTransaction,
  source: PayoutSource | null,
  assetId: string,
  destination: string,
): Promise<PayoutTerms | undefined> {
  if (!source || !isAssetId(assetId)) return undefined;
  const network = ASSETS[assetId].network;
  let account: string | null = null;
  try {
    account = accountOfAddress(network, destination);
  } catch {
    // Not an address of the network: the rule refuses it as invalidAddress, naming the field.
  }
  const destinationIsOurs =
    account !== null && /^[0-9a-f]{40}$/.test(account) && (await tx.payouts.isOrderAddress(network === "tron" ? "tron" : "evm", account));
  return {
    fee: source.fee(assetId),
    contract: source.contract(assetId),
    destinationIsOurs,
    requestedBy: source.requestedBy,
    usd: source.usd,
  };
}

/** Saves the payout and, in its transaction, tells the merchant's accounts that want it that it waits for their wallet. */
async function savePayout(tx: StoreTransaction, made: OutgoingMade): Promise<void> {
  const payout = made.payout;
  if (!payout) return;
  await tx.payouts.insert(payout);
  await tx.mail.queueNotice({
    clientId: payout.clientId,
    kind: "payouts",
    key: `payout-waiting:${payout.orderId}`,
    content: (origin, language) =>
      payoutWaitingMail(
        {
          orderId: payout.orderId,
          kind: payout.kind,
          amount: payout.amount,
          currency: ASSETS[payout.assetId].currencyCode,
          destination: payout.destination,
        },
        origin,
        language,
      ),
  });
}

export function createRefund(
  store: Repository,
  clientId: string,
  request: RefundRequest,
  ctx: RuleContext,
  options: WriteOptions<OutgoingCreated> = {},
  payouts: PayoutSource | null = null,
): Promise<Written<OutgoingCreated>> {
  return store.transaction(
    async (tx) => {
      const original = await tx.order(request.refundOrderId, clientId, { lock: true });
      const balance = original ? await tx.balance(original.integrationId, original.assetId) : undefined;
      const terms = await payoutTerms(tx, payouts, request.assetId, request.destinationAddress);
      const made = refundRule({ original, balance }, request, ctx, terms);
      await tx.insertOrder(made.order);
      await tx.updateOrder(made.original);
      await tx.saveBalance(made.balance);
      await savePayout(tx, made);
      return { order: made.order, transaction: made.transaction };
    },
    { now: ctx.now, ...options },
  );
}

export function createWithdrawal(
  store: Repository,
  clientId: string,
  request: WithdrawalRequest,
  ctx: RuleContext,
  options: WriteOptions<OutgoingCreated> = {},
  payouts: PayoutSource | null = null,
): Promise<Written<OutgoingCreated>> {
  return store.transaction(
    async (tx) => {
      const integration = await tx.integration(request.integrationId, clientId);
      const balance = integration && isAssetId(request.assetId) ? await tx.balance(integration.id, request.assetId) : undefined;
      const terms = await payoutTerms(tx, payouts, request.assetId, request.destinationAddress);
      const made = withdrawalRule({ integration, balance }, request, ctx, terms);
      await tx.insertOrder(made.order);
      await tx.saveBalance(made.balance);
      await savePayout(tx, made);
      return { order: made.order, transaction: made.transaction };
    },
    { now: ctx.now, ...options },
  );
}
