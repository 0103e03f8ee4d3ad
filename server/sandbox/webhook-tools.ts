// The sandbox's webhook tools, as a merchant's dashboard would offer them: send a callback again
// (same webhook-id, so a receiver that deduplicates sees the same event; a fresh timestamp and
// signature, since every attempt is signed when it is made) and send a test event to an
// integration's callback URL. Both go through the outbox, so the dispatcher attempts, records and
// retries them like any callback.
import { isIssuedId, type Delivery } from "../../src/shared/index.ts";
import type { OutboxDelivery } from "../store/index.ts";
import { limited, refused, shown } from "../domain/refusal.ts";
import { toOrder } from "../domain/views.ts";
import type { Services } from "../services.ts";
import { reserveAttempts } from "../use-cases/attempts.ts";
import { orderStatusCallbackBody, testEventBody } from "../webhooks/index.ts";

/** The deliveries list's bound: a delivery older than the newest this many is not found. */
const SEARCHED_DELIVERIES = 1000;

/** Only the client's own deliveries: another client's id is not found, as an unknown one. */
async function findDelivery(s: Services, clientId: string, deliveryId: string): Promise<OutboxDelivery | undefined> {
  return (await s.store.outbox.list({ clientId }, SEARCHED_DELIVERIES)).find((d) => d.id === deliveryId);
}

const shownDelivery = ({ clientId: _client, ...delivery }: OutboxDelivery): Delivery => delivery;

/**
 * Makes the delivery due now: one more attempt (its earlier attempts stay in its record, and
 * count towards the attempt limit if this one fails too).
 */
export async function redeliver(s: Services, clientId: string, deliveryId: string): Promise<Delivery> {
  const delivery = await findDelivery(s, clientId, deliveryId);
  if (!delivery) {
    throw refused(
      "notFound",
      "wrongData",
      "deliveryId",
      `delivery ${shown(deliveryId)} does not exist: use an id from GET /_sandbox/webhooks/deliveries`,
    );
  }
  const now = s.clock.now().toISOString();
  const due: OutboxDelivery = { ...delivery, state: "pending", nextAttemptAt: now };
  // Its commit hands the delivery to the dispatcher (use-cases/after-commit.ts).
  await s.store.transaction((tx) => tx.requeueDelivery(due), { now });
  return shownDelivery(due);
}

/** Test events per integration: 20 per 10 minutes unless the configuration says otherwise. */
export const DEFAULT_TEST_EVENTS = { limit: 20, windowMs: 10 * 60_000 };

/**
 * A test event for the integration, sent to its callback URL whatever order types it selected,
 * marked `test: true` in its data. Without `orderId`: a completed payment order that does not
 * exist (test-event.ts), so a receiver can be tried before the integration has any order. With
 * it: the status callback of that order of the integration, as it is now.
 */
export async function sendTestEvent(s: Services, clientId: string, integrationId: string, orderId: string | undefined): Promise<Delivery> {
  // An id of a shape never issued names nothing: answered unknown before any query.
  const integration = isIssuedId(integrationId) ? await s.store.getIntegration(integrationId, clientId) : undefined;
  if (!integration) {
    throw refused(
      "notFound",
      "wrongData",
      "integrationId",
      `integration ${shown(integrationId)} does not exist: use an id from GET /api/v1/integrations`,
    );
  }
  // Without a callback URL, a listener attached to the integration (crypto-checkout listen) still
  // gets the test event: made for it alone (url ""), never attempted.
  const url = integration.webhook.callbackUrl ?? "";
  if (!url && !((integration.listenedUntil ?? "") > s.clock.now().toISOString())) {
    throw refused(
      "conflict",
      "wrongData",
      "callbackUrl",
      `integration ${integration.id} has no callback URL: set one with PUT /_sandbox/integrations/${integration.id}/webhook first, or run crypto-checkout listen`,
    );
  }
  const at = s.clock.now();
  // Counted per integration in the database (every process spends the same budget): test
  // events are sent whatever the order types, so unlimited they would fill the outbox and the
  // delivery sockets for the merchant's receiver alone.
  const rule = s.config.testEvents ?? DEFAULT_TEST_EVENTS;
  if (rule.limit > 0) {
    const reserved = await reserveAttempts(s.store, [{ key: `test event integration:${integration.id}`, ...rule }], at.getTime());
    if (!reserved.ok) {
      const minutes = Math.round(rule.windowMs / 60_000);
      throw limited(
        "integrationId",
        `At most ${rule.limit} test events per integration every ${minutes} minutes (TEST_EVENTS_PER_INTEGRATION): send the next after the seconds in Retry-After`,
        reserved.waitSeconds,
      );
    }
  }
  let payload: string;
  let eventOrderId: string;
  if (orderId === undefined) {
    eventOrderId = s.ids.next("ord");
    payload = testEventBody({ integrationId: integration.id, orderId: eventOrderId, transactionId: s.ids.next("tx"), at });
  } else {
    const order = await s.store.getOrder(orderId, clientId);
    if (!order || order.integrationId !== integration.id) {
      throw refused("notFound", "wrongData", "orderId", `order ${shown(orderId)} does not exist for integration ${integration.id}`);
    }
    eventOrderId = order.id;
    payload = orderStatusCallbackBody({ integrationId: integration.id, order: toOrder(order), at, test: true });
  }
  const delivery = { id: s.ids.next("msg"), clientId, integrationId: integration.id, orderId: eventOrderId, url, payload };
  // Its commit hands the delivery to the dispatcher (use-cases/after-commit.ts).
  const written = await s.store.transaction((tx) => tx.queueDelivery(delivery), { now: at.toISOString() });
  if (written.kind === "applied" && written.result) throw written.result.error;
  return shownDelivery({ ...delivery, state: "pending", attempts: [], nextAttemptAt: url ? at.toISOString() : null });
}
