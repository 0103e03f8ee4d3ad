// The simulated chain's writes: a transfer seen (and by default confirmed), and blocks added to
// a pending transfer. Each loads the order (locked), its integration and its balance (locked),
// runs the chain simulator's rule, and hands the change to the write tail every order change
// takes (order-changes.ts: the order, the balance, the callback), all in one transaction.
import type { TransferReceived, TransferRecords } from "../domain/chain-simulator.ts";
import { addConfirmations, receiveTransfer } from "../domain/chain-simulator.ts";
import type { UsdValue } from "../domain/fiat-value.ts";
import type { TransferOutcome } from "../domain/payment-rules.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { OrderRecord, TransactionRecord } from "../domain/types.ts";
import type { NewDelivery, Repository, StoreTransaction, WriteOptions, Written } from "../store/index.ts";
import { writeOrderChange } from "./order-changes.ts";

export interface PaymentConfirmed {
  order: OrderRecord;
  transaction: TransactionRecord;
  /** What the transfer's confirmation meant (payment-rules.ts); null while it is pending. */
  outcome: TransferOutcome | null;
  /**
   * The callback queued in the same transaction, if the integration wants one (one it wants that
   * could not be queued is told to the operator after the commit: the payment is credited regardless).
   */
  delivery: NewDelivery | null;
}

/**
 * `specStrict`: the callback carries the order's spec fields alone (server/domain/order-callbacks.ts).
 * `usd`: how the transfer and its order are valued in USD (the mode's rates: services.usd()).
 */
type TransferOptions = WriteOptions<PaymentConfirmed> & { specStrict: boolean; usd: UsdValue };

/** The order (locked), then its integration, then its balance (locked): the order every money write locks in. */
async function loadTransferRecords(tx: StoreTransaction, orderId: string | undefined, clientId: string | null): Promise<TransferRecords> {
  const order = orderId === undefined ? undefined : await tx.order(orderId, clientId, { lock: true });
  if (!order) return { order: undefined, integration: undefined, balance: undefined };
  const integration = await tx.integration(order.integrationId, null);
  return { order, integration, balance: await tx.balance(order.integrationId, order.assetId) };
}

/** Saves what the rule returned and queues the callback it calls for (the one write tail). */
async function saveTransfer(
  tx: StoreTransaction,
  records: TransferRecords,
  change: TransferReceived,
  ctx: RuleContext & { specStrict: boolean },
): Promise<PaymentConfirmed> {
  const [delivery = null] = await writeOrderChange(
    tx,
    {
      order: change.order,
      integration: records.integration,
      balance: { loaded: records.balance, changed: change.balance },
      announced: change.callback ? [change] : [],
    },
    ctx,
  );
  return { order: change.order, transaction: change.transaction, outcome: change.outcome, delivery };
}

/**
 * The chain simulator's payment: a transfer to the order's address, confirmed at once unless
 * `confirmed` is false (then pending with 0 confirmations).
 */
export function confirmPayment(
  store: Repository,
  clientId: string,
  orderId: string,
  amount: string | undefined,
  ctx: RuleContext,
  options: TransferOptions & { confirmed?: boolean | undefined },
): Promise<Written<PaymentConfirmed>> {
  return store.transaction(
    async (tx) => {
      const records = await loadTransferRecords(tx, orderId, clientId);
      const change = receiveTransfer(records, orderId, { amount, confirmed: options.confirmed }, ctx, options.usd);
      return saveTransfer(tx, records, change, { ...ctx, specStrict: options.specStrict });
    },
    { now: ctx.now, idempotency: options.idempotency },
  );
}

/**
 * The chain builds blocks on a pending transfer: `confirmations` more (default: all that are
 * missing). At the required count it is credited, as confirmPayment's confirmed transfer is.
 * A clientId of null confirms any client's (the sandbox's block clock).
 */
export function confirmTransaction(
  store: Repository,
  clientId: string | null,
  transactionId: string,
  confirmations: number | undefined,
  ctx: RuleContext,
  options: TransferOptions,
): Promise<Written<PaymentConfirmed>> {
  return store.transaction(
    async (tx) => {
      const records = await loadTransferRecords(tx, await tx.orderIdOfTransaction(transactionId), clientId);
      const change = addConfirmations(records, transactionId, confirmations, ctx, options.usd);
      return saveTransfer(tx, records, change, { ...ctx, specStrict: options.specStrict });
    },
    { now: ctx.now, idempotency: options.idempotency },
  );
}
