import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Delivery } from "../../src/shared/schemas/webhook.ts";
import { USER_AGENT, createWebhookDispatcher, generateWebhookSecret, verifyWebhook, type WebhookDispatcher } from "./index.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import { verdict } from "./attempt.ts";
import { createMemoryOutbox } from "./memory-outbox.ts";

const secret = generateWebhookSecret();
const body =
  '{"type":"order.status","timestamp":"2026-11-22T00:00:00.000Z","data":{"id":"o1","externalId":"shop-42","amount":"10.500000"}}';
const target = { integrationId: "int_1", orderId: "ord_1" };

let dispatchers: WebhookDispatcher[] = [];
let receivers: Receiver[] = [];
afterEach(async () => {
  for (const dispatcher of dispatchers) dispatcher.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  dispatchers = [];
  receivers = [];
});

function dispatcher(options: Partial<Parameters<typeof createWebhookDispatcher>[0]> = {}): WebhookDispatcher {
  // Receivers here run on 127.0.0.1: allowed, as in sandbox mode.
  const created = createWebhookDispatcher({
    outbox: createMemoryOutbox(),
    secret,
    baseDelayMs: 1,
    random: () => 0,
    destinations: { allowPrivate: true },
    ...options,
  });
  dispatchers.push(created);
  return created;
}

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}

function statusFetch(statuses: number[], calls: number[] = []): typeof fetch {
  return (async () => {
    calls.push(performance.now());
    return new Response(null, { status: statuses[Math.min(calls.length, statuses.length) - 1] });
  }) as typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("webhook delivery over real HTTP", () => {
  beforeAll(async () => {
    // The first fetch of a process loads undici (hundreds of ms on a busy machine); pay that here,
    // not inside a 200 ms attempt timeout.
    const warm = await receiver((res) => res.writeHead(204).end());
    await (await fetch(warm.url, { method: "POST", body: "{}" })).arrayBuffer();
  });

  it("delivers on the first 2xx with Standard Webhooks headers, the raw body and a verifying signature", async () => {
    const hook = await receiver((res) => res.writeHead(204).end());
    const webhooks = dispatcher();
    const sent = await webhooks.send({ ...target, url: hook.url, body });
    expect(sent).toMatchObject({ ...target, url: hook.url, state: "pending", payload: body, attempts: [] });
    expect(sent.id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    await webhooks.idle();

    const [request] = hook.requests;
    expect(hook.requests).toHaveLength(1);
    expect(request?.method).toBe("POST");
    expect(request?.body).toBe(body);
    expect(request?.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      "webhook-id": sent.id,
    });
    expect(request?.headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(request?.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(5);
    expect(verifyWebhook({ secret, headers: request?.headers ?? {}, body: request?.body ?? "" })).toBe(true);

    const [delivery] = await webhooks.list();
    expect(Delivery.parse(delivery)).toEqual(delivery);
    expect(delivery).toMatchObject({ id: sent.id, state: "delivered", nextAttemptAt: null });
    expect(delivery?.attempts).toEqual([{ at: expect.any(String), status: 204, error: null, durationMs: expect.any(Number) }]);
  });

  it("retries a 500 and records both attempts, same webhook-id, each freshly signed", async () => {
    const hook = await receiver((res, _request, index) => res.writeHead(index === 0 ? 500 : 200).end("ok"));
    const webhooks = dispatcher();
    const sent = await webhooks.send({ ...target, url: hook.url, body });
    await webhooks.idle();

    expect(hook.requests.map((request) => request.headers["webhook-id"])).toEqual([sent.id, sent.id]);
    for (const request of hook.requests) expect(verifyWebhook({ secret, headers: request.headers, body: request.body })).toBe(true);
    const [delivery] = await webhooks.list();
    expect(delivery?.state).toBe("delivered");
    expect(delivery?.attempts.map(({ status, error }) => ({ status, error }))).toEqual([
      { status: 500, error: "receiver answered 500; only a 2xx acknowledges the callback" },
      { status: 200, error: null },
    ]);
  });

  it("stops at once on 410 Gone", async () => {
    const hook = await receiver((res) => res.writeHead(410).end());
    const webhooks = dispatcher({ maxAttempts: 5 });
    await webhooks.send({ ...target, url: hook.url, body });
    await webhooks.idle();
    const [delivery] = await webhooks.list();
    expect(hook.requests).toHaveLength(1);
    expect(delivery).toMatchObject({ state: "failed", nextAttemptAt: null });
    expect(delivery?.attempts).toEqual([
      expect.objectContaining({ status: 410, error: expect.stringMatching(/410 Gone.*no more attempts/) }),
    ]);
  });

  it("never follows a redirect and records each 3xx as a failed attempt", async () => {
    const elsewhere = await receiver((res) => res.writeHead(200).end());
    const hook = await receiver((res) => res.writeHead(302, { location: elsewhere.url }).end());
    const webhooks = dispatcher({ maxAttempts: 2 });
    await webhooks.send({ ...target, url: hook.url, body });
    await webhooks.idle();
    expect(elsewhere.requests).toHaveLength(0);
    expect(hook.requests).toHaveLength(2);
    const [delivery] = await webhooks.list();
    expect(delivery?.state).toBe("failed");
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([302, 302]);
    expect(delivery?.attempts[0]?.error).toBe(
      `receiver answered 302 redirecting to "${elsewhere.url}"; redirects are not followed, configure the final URL`,
    );
  });

  it("returns from send before a hanging receiver is even reached, and cuts it at timeoutMs", async () => {
    const hook = await receiver(() => {}); // never answers
    const webhooks = dispatcher({ timeoutMs: 200, maxAttempts: 1 });
    const sent = await webhooks.send({ ...target, url: hook.url, body });
    // Proof by order, not by a wall-clock budget: the request has not left yet.
    expect(hook.requests).toHaveLength(0);
    expect(sent.state).toBe("pending");
    expect(sent.attempts).toEqual([]);

    await webhooks.idle();
    // The error names the timeout: the receiver accepted the connection and kept it (a refusal reads ECONNREFUSED).
    const [attempt] = (await webhooks.list())[0]?.attempts ?? [];
    expect(attempt).toMatchObject({ status: null, error: "no answer within 200 ms; the attempt was cut (timeout)" });
    expect(attempt?.durationMs).toBeGreaterThanOrEqual(190);
    expect(attempt?.durationMs).toBeLessThan(2000);
    expect((await webhooks.list())[0]?.state).toBe("failed");
  });

  it("records a refused connection as a network error and retries it", async () => {
    const gone = await startReceiver(() => {});
    await gone.close();
    const webhooks = dispatcher({ maxAttempts: 2 });
    await webhooks.send({ ...target, url: gone.url, body });
    await webhooks.idle();
    const [delivery] = await webhooks.list();
    expect(delivery?.state).toBe("failed");
    expect(delivery?.attempts).toHaveLength(2);
    expect(delivery?.attempts[0]).toMatchObject({ status: null, error: expect.stringContaining("ECONNREFUSED") });
  });
});

describe("webhook delivery rules (injected fetch)", () => {
  it("fails after maxAttempts and stops scheduling", async () => {
    const calls: number[] = [];
    const webhooks = dispatcher({ fetch: statusFetch([503], calls), maxAttempts: 4 });
    await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    await webhooks.idle();
    expect(calls).toHaveLength(4);
    const [delivery] = await webhooks.list();
    expect(delivery).toMatchObject({ state: "failed", nextAttemptAt: null });
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 503]);
  });

  it("waits longer before each retry, within the full-jitter window", async () => {
    const calls: number[] = [];
    const webhooks = dispatcher({ fetch: statusFetch([500], calls), random: () => 0.5, baseDelayMs: 20, maxDelayMs: 1000, maxAttempts: 5 });
    await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    await webhooks.idle();
    // random 0.5 → half of the ceilings 20, 40, 80, 160 ms.
    const expected = [10, 20, 40, 80];
    const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
    expect(gaps).toHaveLength(4);
    gaps.forEach((gap, index) => {
      const delay = expected[index] ?? 0;
      expect(gap).toBeGreaterThanOrEqual(delay - 1); // timers may round down by a millisecond
      expect(gap).toBeLessThan(delay + 1000); // loose: a loaded machine runs timers late, never early
    });
  });

  it("the verdict: a 2xx delivers; 410, a refused destination or the last attempt fails; anything else is due after the backoff", () => {
    const policy = { baseDelayMs: 20, maxDelayMs: 1000, maxAttempts: 5, random: () => 0.5 };
    const at = new Date("2026-11-22T08:00:00.000Z");
    const result = (status: number | null, refused = false) => ({
      record: { at: at.toISOString(), status, error: null, durationMs: 1 },
      refused,
    });
    expect(verdict(result(204), 1, policy, at)).toEqual({ state: "delivered", nextAttemptAt: null });
    expect(verdict(result(410), 1, policy, at)).toEqual({ state: "failed", nextAttemptAt: null });
    expect(verdict(result(null, true), 1, policy, at)).toEqual({ state: "failed", nextAttemptAt: null });
    expect(verdict(result(500), 5, policy, at)).toEqual({ state: "failed", nextAttemptAt: null });
    expect([1, 2, 3, 4].map((attempts) => verdict(result(500), attempts, policy, at).nextAttemptAt)).toEqual(
      [10, 20, 40, 80].map((delay) => new Date(at.getTime() + delay).toISOString()),
    );
  });

  it("cuts an attempt at timeoutMs even when fetch ignores its signal, freeing the slot", async () => {
    const deaf = (() => new Promise<Response>(() => {})) as typeof fetch;
    const webhooks = dispatcher({ fetch: deaf, timeoutMs: 50, maxAttempts: 2, maxConcurrent: 1 });
    await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    await webhooks.idle();
    for (const delivery of await webhooks.list()) {
      expect(delivery.state).toBe("failed");
      expect(delivery.attempts.map((attempt) => attempt.error)).toEqual(
        Array(2).fill("no answer within 50 ms; the attempt was cut (timeout)"),
      );
    }
  });

  it("reset aborts the attempt in flight and records nothing of it (the store's reset removes the rows)", async () => {
    let signal: AbortSignal | undefined;
    const hanging = ((_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal?.reason)));
    }) as typeof fetch;
    const webhooks = dispatcher({ fetch: hanging });
    await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    while (!signal) await sleep(1);
    webhooks.reset();
    expect(signal.aborted).toBe(true);
    await sleep(5);
    expect((await webhooks.list())[0]).toMatchObject({ state: "pending", attempts: [] });
  });

  it("close aborts the attempt in flight, leaves the row pending for the next start, and refuses later sends", async () => {
    let signal: AbortSignal | undefined;
    const hanging = ((_url: unknown, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal?.reason)));
    }) as typeof fetch;
    const webhooks = dispatcher({ fetch: hanging });
    await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    while (!signal) await sleep(1);
    const waiting = webhooks.idle();
    webhooks.close();
    await waiting;
    expect(signal.aborted).toBe(true);
    // The row stays pending for the next start; the cut attempt is not recorded.
    expect((await webhooks.list())[0]).toMatchObject({ state: "pending", attempts: [] });

    const late = await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    expect(late.state).toBe("failed");
    expect(late.attempts[0]?.error).toMatch(/dispatcher is closed/);
  });

  it("holds at most maxConcurrent attempts in flight; the rest queue", async () => {
    const release: Array<() => void> = [];
    const queued = ((_url: unknown) =>
      new Promise<Response>((resolve) => release.push(() => resolve(new Response(null, { status: 200 }))))) as typeof fetch;
    const webhooks = dispatcher({ fetch: queued, maxConcurrent: 2 });
    for (let index = 0; index < 5; index++) await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    await sleep(5);
    expect(release).toHaveLength(2);
    release[0]?.();
    await sleep(5);
    expect(release).toHaveLength(3);
    for (let index = 1; index < 5; index++) {
      while (release.length <= index) await sleep(1);
      release[index]?.();
    }
    await webhooks.idle();
    expect((await webhooks.list()).map((delivery) => delivery.state)).toEqual(Array(5).fill("delivered"));
  });

  it("fails a non-http(s) URL at once, without a request", async () => {
    const calls: number[] = [];
    const webhooks = dispatcher({ fetch: statusFetch([200], calls) });
    const cases = {
      "ftp://merchant.example/hooks": 'callback url must use http or https; got "ftp" in "ftp://merchant.example/hooks"',
      "javascript:alert(1)": 'callback url must use http or https; got "javascript" in "javascript:alert(1)"',
      "/relative/hooks": 'callback url must be an absolute http(s) URL such as "https://example.com/hooks"; got "/relative/hooks"',
      "https://user:pw@merchant.example/": expect.stringMatching(/must not contain credentials/),
    };
    for (const [url, error] of Object.entries(cases)) {
      const sent = await webhooks.send({ ...target, url, body });
      expect(sent).toMatchObject({ state: "failed", nextAttemptAt: null, attempts: [{ status: null, error, durationMs: 0 }] });
    }
    await webhooks.idle();
    expect(calls).toHaveLength(0);
  });

  it("lists newest first, filtered by order and integration", async () => {
    const webhooks = dispatcher({ fetch: statusFetch([200]) });
    const ids: string[] = [];
    for (const orderId of ["a", "b", "c", "d"]) {
      ids.push(
        (await webhooks.send({ integrationId: orderId === "d" ? "int_2" : "int_1", orderId, url: "https://merchant.example/hooks", body }))
          .id,
      );
    }
    await webhooks.idle();
    expect((await webhooks.list()).map((delivery) => delivery.id)).toEqual([...ids].reverse());
    expect((await webhooks.list({ orderId: "c" })).map((delivery) => delivery.orderId)).toEqual(["c"]);
    expect((await webhooks.list({ integrationId: "int_2" })).map((delivery) => delivery.orderId)).toEqual(["d"]);
    expect(new Set(ids).size).toBe(4);
  });

  it("hands out snapshots: changing a returned delivery changes nothing inside", async () => {
    const webhooks = dispatcher({ fetch: statusFetch([200]) });
    const sent = await webhooks.send({ ...target, url: "https://merchant.example/hooks", body });
    sent.state = "failed";
    await webhooks.idle();
    const listed = await webhooks.list();
    listed[0]?.attempts.push({ at: "", status: 1, error: null, durationMs: 0 });
    expect((await webhooks.list())[0]).toMatchObject({ state: "delivered", attempts: [expect.objectContaining({ status: 200 })] });
  });

  it("refuses a malformed secret or option when created", () => {
    expect(() => createWebhookDispatcher({ outbox: createMemoryOutbox(), secret: "not-a-secret" })).toThrow(/whsec_/);
    expect(() => createWebhookDispatcher({ outbox: createMemoryOutbox(), secret, maxAttempts: 0 })).toThrow(
      /maxAttempts must be a positive whole number; got 0/,
    );
  });
});

describe("drain at shutdown", () => {
  it("gives back the claims it did not finish: in flight past the wait and claimed but not started, due at once", async () => {
    const outbox = createMemoryOutbox();
    let attempts = 0;
    // A receiver that never answers: every attempt stays in flight until cancelled.
    const deaf = ((_url: string, init?: RequestInit) => {
      attempts++;
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    }) as typeof fetch;
    const hooks = dispatcher({ outbox, fetch: deaf, timeoutMs: 60_000, maxConcurrent: 1 });
    for (let i = 0; i < 3; i++) await hooks.send({ ...target, orderId: `ord_${i}`, url: "https://shop.invalid/hooks", body });
    // One in flight; the others claimed and queued behind it (twice the concurrency is claimed).
    for (let i = 0; attempts < 1 && i < 1000; i++) await sleep(5);
    expect(attempts).toBe(1);
    await hooks.drain(20);
    const now = new Date().toISOString();
    const due = await outbox.claimDue(now, new Date(Date.now() + 60_000).toISOString(), 10);
    expect(due.map((d) => d.orderId).sort()).toEqual(["ord_0", "ord_1", "ord_2"]);
    expect(due.every((d) => d.state === "pending" && d.attempts.length === 0)).toBe(true);
  });
});
