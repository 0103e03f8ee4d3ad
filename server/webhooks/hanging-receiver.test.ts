// An API call that fires the order status callback must not wait for the merchant's receiver:
// a receiver that never answers would otherwise hold every payment for the 5 s webhook timeout
// (and a retry loop for minutes). The app, the dispatcher and the receiver here are all real,
// over HTTP on 127.0.0.1; only the order of events is asserted, not how fast anything was.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Delivery, Transaction } from "../../src/shared/index.ts";
import type { Repository } from "../store/index.ts";
import { INTEGRATION_ID, type testApp, testAppWithWebhooks } from "../testing.ts";
import { generateWebhookSecret, type WebhookDispatcher, type WebhookDispatcherOptions } from "./index.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";

const secret = generateWebhookSecret();
let dispatchers: WebhookDispatcher[] = [];
let receivers: Receiver[] = [];

afterEach(async () => {
  for (const dispatcher of dispatchers) dispatcher.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  dispatchers = [];
  receivers = [];
});

beforeAll(async () => {
  // The first fetch of a process loads undici (hundreds of ms on a busy machine): pay for it
  // here, not inside an attempt timeout.
  const warm = await startReceiver((res) => res.writeHead(204).end());
  await (await fetch(warm.url, { method: "POST", body: "{}" })).arrayBuffer();
  await warm.close();
});

/** A receiver that takes each callback and never answers it, noting what the sandbox had recorded by then. */
async function hangingReceiver(store: Repository) {
  const attemptsRecordedOnArrival: Promise<number>[] = [];
  const receiver = await startReceiver((_res, request) => {
    const recorded = store.outbox
      .list({}, 100)
      .then((list) => list.find((d) => d.id === request.headers["webhook-id"])?.attempts.length ?? -1);
    attemptsRecordedOnArrival.push(recorded);
    // No answer, ever: the socket stays open until the dispatcher cuts it or the test closes it.
  });
  receivers.push(receiver);
  return { receiver, attemptsRecordedOnArrival };
}

async function appWithRealWebhooks(options: Partial<WebhookDispatcherOptions> = {}) {
  const { t, webhooks, store } = await testAppWithWebhooks({ secret, destinations: { allowPrivate: true }, ...options });
  dispatchers.push(webhooks);
  return { t, webhooks, store };
}

async function deliveriesOf(t: Awaited<ReturnType<typeof testApp>>, orderId: string): Promise<Delivery[]> {
  const body = await t.json(await t.call("GET", `/_sandbox/webhooks/deliveries?orderId=${orderId}`));
  return body.data.map((d: unknown) => Delivery.parse(d));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Which comes first: the API's answer, or the end of a callback attempt (the receiver's answer,
 * or the cut at the timeout). With a receiver that never answers, the API must win.
 */
async function firstOf(call: Response | Promise<Response>, store: Repository): Promise<"the API answered" | "an attempt ended"> {
  let settled = false;
  const attemptEnded = (async () => {
    while (!settled) {
      if ((await store.outbox.list({}, 100)).some((d) => d.attempts.length > 0)) return "an attempt ended" as const;
      await sleep(5);
    }
    return "the API answered" as const; // unreachable in a race the API already won
  })();
  try {
    return await Promise.race([Promise.resolve(call).then(() => "the API answered" as const), attemptEnded]);
  } finally {
    settled = true;
  }
}

describe("API calls while the webhook receiver hangs", () => {
  // The production dispatcher (5 s per attempt, 8 attempts). The test's own timeout is above
  // 5 s, so a route that waited for the callback fails on an ordering assertion ("an attempt
  // ended" first), not on a timeout.
  it("every call answers while the receiver holds the callbacks, which stay pending", { timeout: 15_000 }, async () => {
    const { t, store } = await appWithRealWebhooks();
    const { receiver, attemptsRecordedOnArrival } = await hangingReceiver(store);
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: receiver.url,
      orderTypes: ["Payment", "Deposit"],
    });

    const first = await t.createPayment("10");
    expect(await firstOf(t.call("POST", `/_sandbox/orders/${first.orderId}/payments`), store)).toBe("the API answered");
    // The callback does reach the receiver, which holds it; when it arrived, no attempt had
    // ended: the receiver's request was still open after the API had answered.
    await vi.waitFor(() => expect(receiver.requests).toHaveLength(1), { interval: 5 });
    expect(await Promise.all(attemptsRecordedOnArrival)).toEqual([0]);

    // While it holds that one: calls that fire a callback of their own, and plain reads.
    const deposit = await t.createDeposit();
    expect(await firstOf(t.call("POST", `/_sandbox/orders/${deposit.orderId}/payments`, { amount: "5" }), store)).toBe("the API answered");
    const second = await t.createPayment("20");
    expect(await firstOf(t.call("POST", `/_sandbox/orders/${second.orderId}/payments`), store)).toBe("the API answered");
    expect(await firstOf(t.call("GET", "/api/v1/orders?status=completed"), store)).toBe("the API answered");

    // Nothing answered or cut: every callback is pending with no attempt ended.
    const deliveries = await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"));
    expect(deliveries.data.map((d: Delivery) => [d.orderId, d.state, d.attempts.length])).toEqual([
      [second.orderId, "pending", 0],
      [deposit.orderId, "pending", 0],
      [first.orderId, "pending", 0],
    ]);
  });

  it("the held callback is then cut at the timeout, retried, and recorded as failed", { timeout: 15_000 }, async () => {
    // A 1 s attempt timeout instead of 5 s, so the cut and the retry come within the test.
    const { t, webhooks, store } = await appWithRealWebhooks({ timeoutMs: 1000, maxAttempts: 2, baseDelayMs: 200, random: () => 0.99 });
    const { receiver } = await hangingReceiver(store);
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, { callbackUrl: receiver.url, orderTypes: ["Payment"] });
    const created = await t.createPayment("10");

    const answer = await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`);
    // Read at once after the answer: an attempt is recorded only once the receiver answers or
    // the 1 s timeout cuts it, and neither has happened.
    const [atAnswer] = await store.outbox.list({ orderId: created.orderId }, 10);
    expect(answer.status).toBe(201);
    expect(Transaction.parse(await answer.json()).orderId).toBe(created.orderId);
    expect(atAnswer).toMatchObject({ state: "pending", attempts: [] });

    // The cut: the delivery stays pending, with a retry scheduled.
    await vi.waitFor(async () => expect((await deliveriesOf(t, created.orderId))[0]?.attempts).toHaveLength(1), {
      timeout: 10_000,
      interval: 10,
    });
    const [retrying] = await deliveriesOf(t, created.orderId);
    expect(retrying).toMatchObject({ id: atAnswer?.id, state: "pending", nextAttemptAt: expect.any(String) });
    expect(retrying?.attempts[0]).toMatchObject({ status: null, error: "no answer within 1000 ms; the attempt was cut (timeout)" });

    // The retry is held and cut the same way; with no attempts left the delivery has failed.
    await webhooks.idle();
    const [failed] = await deliveriesOf(t, created.orderId);
    expect(failed).toMatchObject({ id: atAnswer?.id, state: "failed", nextAttemptAt: null });
    expect(failed?.attempts.map((a) => [a.status, a.error])).toEqual(
      Array(2).fill([null, "no answer within 1000 ms; the attempt was cut (timeout)"]),
    );
    // Whatever reached the receiver was this callback (the error says timeout, not refused).
    for (const request of receiver.requests) expect(request.headers["webhook-id"]).toBe(atAnswer?.id);
  });
});

describe("one integration's hanging receiver and another's callbacks", () => {
  it("delivers another integration's callback while the first one's test events all hang", { timeout: 30_000 }, async () => {
    // The production dispatcher: 16 sockets, 5 s per attempt, 4 attempts of one integration at a time.
    const { t, store } = await appWithRealWebhooks();
    const { receiver: hanging } = await hangingReceiver(store);
    const answering = await startReceiver((res) => res.writeHead(204).end());
    receivers.push(answering);
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, { callbackUrl: hanging.url, orderTypes: ["Payment"] });
    const created = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Other shop", url: "https://other.example" }));
    const other = created.id as string;
    await t.call("PUT", `/_sandbox/integrations/${other}/webhook`, { callbackUrl: answering.url, orderTypes: ["Payment"] });

    // As many test events as the limit allows, all to the receiver that never answers: more than the 16 sockets.
    for (let i = 0; i < 20; i++) expect((await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`)).status).toBe(202);
    const over = await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await over.json())[0]).toMatchObject({ code: "limitExceeded", field: "integrationId" });
    await vi.waitFor(() => expect(hanging.requests.length).toBeGreaterThan(0), { interval: 5 });

    // The other integration's payment callback is delivered while the first one's are all still held.
    const payment = await t.createPayment("10", "USDT_TRC20", { integrationId: other });
    expect((await t.call("POST", `/_sandbox/orders/${payment.orderId}/payments`)).status).toBe(201);
    await vi.waitFor(async () => expect((await store.outbox.list({ orderId: payment.orderId }, 10))[0]?.state).toBe("delivered"), {
      timeout: 20_000,
      interval: 10,
    });
    const held = await store.outbox.list({ integrationId: INTEGRATION_ID }, 100);
    expect(held).toHaveLength(20);
    expect(held.filter((d) => d.state !== "pending" || d.attempts.length > 0)).toEqual([]);
    // Only that integration's share of the sockets is held.
    expect(hanging.requests).toHaveLength(4);
  });
});
