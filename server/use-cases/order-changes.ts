// One write tail for every change of an order, whoever makes it: the sandbox's transfers, a
// merchant's "mark as paid", the gateway's recorded reads and the chain watcher's tick. It saves
// the order and its balance, decides whether the order status callback is due (the pure rule,
// domain/order-callbacks.ts), queues it, and says what a refused queue means in one way: the
// change stands (a payment is credited whatever its callback's settings), the refusal goes into
// the transaction's changes, and the after-commit path (after-commit.ts) tells the operator once,
// and only if the change committed. When the save completes a payment, the merchant's accounts
// that want it are mailed (or given a line of their daily digest), in the same transaction. Written once, so no path forgets the
// callback or the mail, or drops a refusal without a word.
import type { TransferReceived } from "../domain/chain-simulator.ts";
import type { BalanceRecord } from "../domain/ledger.ts";
import { orderStatusCallback } from "../domain/order-callbacks.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { IntegrationRecord, OrderRecord } from "../domain/types.ts";
import type { NewDelivery, Notice, StoreTransaction } from "../store/index.ts";
import { ASSETS } from "../../src/shared/index.ts";
import { paymentCompletedMail } from "../mail/messages.ts";

export interface OrderChange {
  /** The order as its rule returned it. */
  order: OrderRecord;
  /** Its integration, whose settings say whether a callback is wanted (none without one). */
  integration: IntegrationRecord | undefined;
  /** The balance as loaded and as the rule returned it; saved when the rule made a new one. */
  balance?: { loaded: BalanceRecord | undefined; changed: BalanceRecord } | undefined;
  /**
   * Each step of the change that calls for the order status callback, in order: a credit (what
   * it meant, for the callback's payment part) or undefined for a change by the merchant's hand.
   */
  announced: ReadonlyArray<TransferReceived | undefined>;
}

/** Saves the change and queues the callbacks it calls for; answers the deliveries queued. */
export async function writeOrderChange(
  tx: StoreTransaction,
  change: OrderChange,
  ctx: RuleContext & { specStrict: boolean },
): Promise<NewDelivery[]> {
  const completed = await tx.updateOrder(change.order);
  if (change.balance && change.balance.changed !== change.balance.loaded) await tx.saveBalance(change.balance.changed);
  const queued: NewDelivery[] = [];
  const { order, integration } = change;
  if (completed && (order.type === "payment" || order.type === "deposit")) {
    await tx.mail.queueNotice(paymentCompleted(order));
    // Accounts that chose a daily digest get the payment as a line of it instead, kept in this
    // transaction too: a digest never lists a payment whose completion did not commit.
    await tx.mail.queueDigestItem(order.clientId, {
      orderId: order.id,
      assetId: order.assetId,
      amount: order.primaryAmount,
      completedAt: ctx.now,
    });
  }
  if (!integration) return queued;
  for (const step of change.announced) {
    const delivery = await queueCallback(tx, { orderId: order.id, integrationId: integration.id }, () =>
      orderStatusCallback(order, integration, step, ctx),
    );
    if (delivery) queued.push(delivery);
  }
  return queued;
}

/**
 * The merchant's accounts are told of a completed payment in the transaction that completed it
 * (queued only if it commits), once per order whichever path completed it.
 */
function paymentCompleted(order: OrderRecord): Notice {
  return {
    clientId: order.clientId,
    kind: "payments",
    key: `payment-completed:${order.id}`,
    content: (origin, language) =>
      paymentCompletedMail(
        {
          orderId: order.id,
          externalId: order.externalId ?? null,
          received: order.primaryAmount,
          currency: ASSETS[order.assetId].currencyCode,
        },
        origin,
        language,
      ),
  };
}

/**
 * The tail's last step: the callback `decide` builds (null: none is due), queued in this
 * transaction, or its refusal recorded in the transaction's changes. The gateway's recorded
 * reads call it alone: their order is the upstream's snapshot, saved by their own rule, and
 * their callback is built from it with an id per order and status (`once`: a second queue of
 * that id is no refusal, the outbox holds it already).
 */
export async function queueCallback(
  tx: StoreTransaction,
  about: { orderId: string; integrationId: string },
  decide: () => NewDelivery | null,
  options: { once?: boolean } = {},
): Promise<NewDelivery | null> {
  let delivery: NewDelivery | null;
  try {
    delivery = decide();
  } catch (error) {
    // A callback that cannot be built (a body the contract refuses) costs that callback, never the change.
    tx.callbackUnqueued({ ...about, error });
    return null;
  }
  if (!delivery) return null;
  const refused = await tx.queueDelivery(delivery, options);
  if (!refused) return delivery;
  tx.callbackUnqueued({ orderId: delivery.orderId, integrationId: delivery.integrationId, error: refused.error });
  return null;
}
