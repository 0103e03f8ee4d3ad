// What follows a commit, in one place. Every write goes through store.transaction, whose
// applied outcome says what it changed and queued (its own saves collect it: no caller has to
// remember); here, once the commit is durable and before anyone is answered, the held reads of
// those orders and integrations wake, the dispatcher is handed the deliveries, and the operator
// is told of each callback a change could not queue (use-cases/order-changes.ts). Routes and
// use cases never do either themselves (test/architecture/after-commit.test.ts), so a new
// write path (a chain watcher, a payment link) cannot forget a reader or a callback.
//
// Waking is cheap here: the held reads settle after this turn (held-reads.ts), so the
// changing request's own answer still goes out first.
import type { OrderEvents } from "../events/order-events.ts";
import type { Logger } from "../http/logger.ts";
import type { Changes, Repository } from "../store/index.ts";
import type { WebhookDispatcher } from "../webhooks/index.ts";
import type { MailSender } from "../mail/sender.ts";
import type { Tally } from "../domain/tally.ts";

export interface AfterCommitParts {
  events: Pick<OrderEvents, "notify" | "notifyIntegration" | "notifyAll">;
  webhooks: Pick<WebhookDispatcher, "queued" | "reset">;
  logger: Pick<Logger, "error">;
  /** Absent without SMTP_URL: no mail is queued then. */
  mail?: Pick<MailSender, "queued"> | null;
  /** Orders created and completed, by type and asset, counted once committed (the metrics read them). */
  orderCounts?: OrderCounts;
}

export interface OrderCounts {
  created: Tally;
  completed: Tally;
}

/** Hands a committed transaction's changes on: readers woken, deliveries to the dispatcher, refused callbacks told. */
export function announce(parts: AfterCommitParts, changes: Changes): void {
  for (const orderId of changes.orders) parts.events.notify(orderId);
  for (const integrationId of changes.integrations) parts.events.notifyIntegration(integrationId);
  for (const delivery of changes.deliveries) parts.webhooks.queued(delivery);
  // The sender claims the rows itself (any process may): it only needs waking.
  if (changes.mails.length > 0) parts.mail?.queued();
  if (parts.orderCounts) {
    for (const { type, assetId } of changes.created) parts.orderCounts.created.add({ type, asset: assetId });
    for (const { type, assetId } of changes.completed) parts.orderCounts.completed.add({ type, asset: assetId });
  }
  // The operator's problem, not the payer's: the change is saved, its callback is not queued.
  for (const { orderId, integrationId, error } of changes.unqueued) {
    parts.logger.error(
      `the callback of order ${orderId} could not be queued (check integration ${integrationId}'s callback URL); the order's change is saved without it`,
      error,
    );
  }
}

/**
 * The store as the service's code sees it: the same store, whose transaction() announces what
 * each applied write changed once it has committed, and whose reset (a client's records gone)
 * wakes every reader and makes the dispatcher forget what it had claimed.
 */
export function committing(store: Repository, parts: AfterCommitParts): Repository {
  const wrapped: Repository = Object.create(store);
  wrapped.transaction = async (work, options) => {
    const written = await store.transaction(work, options);
    if (written.kind === "applied") announce(parts, written.changes);
    return written;
  };
  wrapped.reset = async (clientId, seed) => {
    parts.webhooks.reset();
    await store.reset(clientId, seed);
    // Long-polling readers re-read and find their order gone (404).
    parts.events.notifyAll();
  };
  return wrapped;
}
