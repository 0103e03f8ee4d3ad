import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { completed, transfer, tronPayment } from "../testing/order-fixtures.ts";
import * as orderCheck from "./order-check.ts";
import {
  backoffDelay,
  type InitialOrder,
  OrderModel,
  type OrderModelDeps,
  parseRetryAfter,
  POLLING,
  type Visibility,
} from "./order-model.ts";

interface Call {
  request: Request;
  answer(response: Response): Promise<void>;
  fail(error?: unknown): Promise<void>;
  aborted: boolean;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0);
};

function json(body: unknown, init: ResponseInit & { etag?: string } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  if (init.etag) headers.set("ETag", init.etag);
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

async function setup(options: { hidden?: boolean; random?: number; loadCheck?: OrderModelDeps["loadCheck"]; initial?: InitialOrder } = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const request = input as Request;
    return new Promise<Response>((resolve, reject) => {
      const call: Call = {
        request,
        aborted: false,
        async answer(response) {
          resolve(response);
          await settle();
        },
        async fail(error = new TypeError("Failed to fetch")) {
          reject(error);
          await settle();
        },
      };
      request.signal.addEventListener("abort", () => {
        call.aborted = true;
        reject(new DOMException("aborted", "AbortError"));
      });
      calls.push(call);
    });
  });
  let hidden = options.hidden ?? false;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    isHidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setHidden = async (value: boolean) => {
    hidden = value;
    for (const listener of listeners) listener();
    await settle();
  };
  const model = new OrderModel(
    { integrationId: "int_1", orderId: "ord_1" },
    {
      fetch,
      visibility,
      random: () => options.random ?? 0.5,
      now: () => Date.now(),
      origin: "http://checkout.test",
      loadCheck: options.loadCheck ?? (async () => orderCheck),
    },
    options.initial ?? null,
  );
  await settle();
  return { model, calls, fetch, setHidden, listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("OrderModel", () => {
  it("sends the first request before the schema's chunk is here, and shows an answer only once it passed the schema", async () => {
    let arrive: (module: typeof orderCheck) => void = () => {};
    const loadCheck = vi.fn(() => new Promise<typeof orderCheck>((resolve) => (arrive = resolve)));
    const served = tronPayment();
    const { model, calls } = await setup({ loadCheck, initial: { order: served, etag: '"v1"' } });
    // The long poll on the served version goes out while the chunk is still on its way.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.headers.get("If-None-Match")).toBe('"v1"');
    expect(calls[0]!.request.headers.get("Prefer")).toBe("wait=20");
    const paid = completed(tronPayment(), "25.500000");
    await calls[0]!.answer(json(paid, { etag: '"v2"' }));
    // The answer waits for the schema: the served order stays on screen meanwhile.
    expect(model.order.value).toBe(served);
    arrive(orderCheck);
    await settle();
    expect(model.order.value?.status).toBe("completed");
    expect(loadCheck).toHaveBeenCalledTimes(1);
    model[Symbol.dispose]();
  });

  it("drops the held request when the served order fails the schema, and reads afresh without its ETag", async () => {
    const broken = { ...tronPayment(), asset: { id: "USDT_TRC20" } } as unknown as ReturnType<typeof tronPayment>;
    let arrive: (module: typeof orderCheck) => void = () => {};
    const { model, calls } = await setup({
      loadCheck: () => new Promise((resolve) => (arrive = resolve)),
      initial: { order: broken, etag: '"v1"' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.request.headers.get("If-None-Match")).toBe('"v1"');
    arrive(orderCheck);
    await settle();
    expect(calls[0]!.aborted).toBe(true);
    expect(model.order.value).toBeNull();
    expect(model.loadState.value).toBe("loading");
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.headers.get("If-None-Match")).toBeNull();
    await calls[1]!.answer(json(tronPayment(), { etag: '"v2"' }));
    expect(model.loadState.value).toBe("ready");
    model[Symbol.dispose]();
  });

  it("reads on when the schema's chunk fails to load, and tries it again with the next answer", async () => {
    let attempts = 0;
    const loadCheck = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return orderCheck;
    });
    const { model, calls } = await setup({ loadCheck, random: 0.5 });
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    expect(model.order.value?.id).toBe("ord_1");
    expect(model.loadState.value).toBe("ready");
    model[Symbol.dispose]();
  });

  it("loads the order from the checkout read, asking the service to hold the request", async () => {
    const { model, calls } = await setup();
    expect(model.loadState.value).toBe("loading");
    expect(calls).toHaveLength(1);
    const request = calls[0]!.request;
    expect(request.url).toBe("http://checkout.test/checkout/v1/integrations/int_1/orders/ord_1");
    expect(request.headers.get("Prefer")).toBe("wait=20");
    expect(request.headers.get("If-None-Match")).toBeNull();
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    expect(model.loadState.value).toBe("ready");
    expect(model.order.value?.id).toBe("ord_1");
    expect(model.statusGroup.value).toBe("waiting");
    expect(model.connection.value).toBe("online");
    model[Symbol.dispose]();
  });

  it("sends If-None-Match and keeps the state on 304", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    const shown = model.order.value;
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.headers.get("If-None-Match")).toBe('"v1"');
    await calls[1]!.answer(new Response(null, { status: 304 }));
    expect(model.order.value).toBe(shown);
    expect(model.connection.value).toBe("online");
    model[Symbol.dispose]();
  });

  it("keeps exactly one request in flight and schedules the next only after the answer", async () => {
    const { model, calls } = await setup();
    await vi.advanceTimersByTimeAsync(POLLING.timeoutMs - 1);
    expect(calls).toHaveLength(1);
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(10 * POLLING.minIntervalMs);
    expect(calls).toHaveLength(2);
    model[Symbol.dispose]();
  });

  it("shows reconnecting on an error, keeps the last order, and recovers by itself", async () => {
    const { model, calls } = await setup({ random: 0.5 });
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    await calls[1]!.answer(new Response("oops", { status: 500 }));
    expect(model.connection.value).toBe("reconnecting");
    expect(model.order.value?.status).toBe("inProgress");
    // Back-off: nothing before the jittered delay, the retry right after it, not held.
    await vi.advanceTimersByTimeAsync(backoffDelay(1, 0.5) - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.request.headers.get("Prefer")).toBeNull();
    expect(calls[2]!.request.headers.get("If-None-Match")).toBe('"v1"');
    await calls[2]!.fail();
    expect(model.connection.value).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(backoffDelay(2, 0.5));
    expect(calls).toHaveLength(4);
    await calls[3]!.answer(new Response(null, { status: 304 }));
    expect(model.connection.value).toBe("online");
    expect(model.order.value?.status).toBe("inProgress");
    // Healthy again: back to the held long poll.
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    expect(calls[4]!.request.headers.get("Prefer")).toBe("wait=20");
    model[Symbol.dispose]();
  });

  it("treats a timeout as a fault", async () => {
    const { model, calls } = await setup();
    await vi.advanceTimersByTimeAsync(POLLING.timeoutMs);
    await settle();
    expect(calls[0]!.aborted).toBe(true);
    expect(model.connection.value).toBe("reconnecting");
    expect(model.loadState.value).toBe("loading");
    model[Symbol.dispose]();
  });

  it("honours Retry-After", async () => {
    const { model, calls } = await setup({ random: 0 });
    await calls[0]!.answer(new Response("busy", { status: 503, headers: { "Retry-After": "7" } }));
    await vi.advanceTimersByTimeAsync(6_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    model[Symbol.dispose]();
  });

  it("treats a body that breaks the contract as a fault, never as a status", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    await calls[1]!.answer(json({ ...completed(tronPayment(), "25.500000"), address: 42 }));
    expect(model.connection.value).toBe("reconnecting");
    expect(model.order.value?.status).toBe("inProgress");
    await vi.advanceTimersByTimeAsync(POLLING.backoffCapMs);
    await calls[2]!.answer(new Response("<html>not json", { status: 200, headers: { "Content-Type": "text/html" } }));
    expect(model.connection.value).toBe("reconnecting");
    expect(model.order.value?.status).toBe("inProgress");
    await vi.advanceTimersByTimeAsync(POLLING.backoffCapMs);
    await calls[3]!.answer(json({ ...tronPayment(), id: "someone_else" }));
    expect(model.order.value?.id).toBe("ord_1");
    expect(model.connection.value).toBe("reconnecting");
    model[Symbol.dispose]();
  });

  it("shows an unknown status as processing", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(json(tronPayment({ status: "confirming" })));
    expect(model.statusGroup.value).toBe("processing");
    model[Symbol.dispose]();
  });

  it("keeps reading a completed order, held by the service, so a late payment shows without a reload", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    const paid = completed(tronPayment(), "25.500000");
    await calls[1]!.answer(json(paid, { etag: '"v2"' }));
    expect(model.statusGroup.value).toBe("completed");
    await vi.advanceTimersByTimeAsync(POLLING.completedMinIntervalMs);
    expect(calls).toHaveLength(3);
    // The same held read as before completion: the service answers when the order changes.
    expect(calls[2]!.request.headers.get("Prefer")).toBe("wait=20");
    expect(calls[2]!.request.headers.get("If-None-Match")).toBe('"v2"');
    const late = { ...transfer("5", "USDT", { id: "tx_2", late: true }) };
    await calls[2]!.answer(
      json(
        { ...paid, receivedAmount: { amount: "30.500000", currency: "USDT" }, transactions: [...paid.transactions, late] },
        { etag: '"v3"' },
      ),
    );
    expect(model.statusGroup.value).toBe("completed");
    expect(model.order.value?.transactions.map((tx) => tx.late)).toEqual([false, true]);
    model[Symbol.dispose]();
  });

  it("reads a completed order no faster than its own floor, even when the service answers at once", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(json(completed(tronPayment(), "25.500000"), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.completedMinIntervalMs - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await calls[1]!.answer(new Response(null, { status: 304 }));
    await vi.advanceTimersByTimeAsync(POLLING.completedMinIntervalMs - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    model[Symbol.dispose]();
  });

  it("backs off on errors on a completed order too", async () => {
    const { model, calls } = await setup({ random: 0.99 });
    await calls[0]!.answer(json(completed(tronPayment(), "25.500000"), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.completedMinIntervalMs);
    await calls[1]!.fail();
    expect(model.connection.value).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(backoffDelay(1, 0.99) - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    model[Symbol.dispose]();
  });

  it("keeps polling a completed order whose transaction hash is not yet known", async () => {
    const { model, calls } = await setup();
    const paid = completed(tronPayment(), "25.500000");
    await calls[0]!.answer(json({ ...paid, transactions: paid.transactions.map((tx) => ({ ...tx, hash: null })) }, { etag: '"v1"' }));
    expect(model.statusGroup.value).toBe("completed");
    await vi.advanceTimersByTimeAsync(POLLING.completedMinIntervalMs);
    expect(calls).toHaveLength(2);
    await calls[1]!.answer(json(paid, { etag: '"v2"' }));
    expect(model.order.value?.transactions[0]?.hash).not.toBeNull();
    model[Symbol.dispose]();
  });

  it("treats 410 like 404", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(new Response("", { status: 410 }));
    expect(model.loadState.value).toBe("not-found");
    model[Symbol.dispose]();
  });

  it("stops at 404 with not-found", async () => {
    const { model, calls } = await setup();
    await calls[0]!.answer(new Response("{}", { status: 404 }));
    expect(model.loadState.value).toBe("not-found");
    await vi.advanceTimersByTimeAsync(10 * POLLING.backoffCapMs);
    expect(calls).toHaveLength(1);
    model[Symbol.dispose]();
  });

  it("treats a 404 after the order is known as a fault: reconnecting, the order kept, still polling", async () => {
    const { model, calls } = await setup({ random: 0.5 });
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    // A proxy or a restarting service may answer 404 for a moment; the order did exist.
    await calls[1]!.answer(new Response("{}", { status: 404 }));
    expect(model.loadState.value).toBe("ready");
    expect(model.connection.value).toBe("reconnecting");
    expect(model.order.value?.status).toBe("inProgress");
    await vi.advanceTimersByTimeAsync(backoffDelay(1, 0.5));
    expect(calls).toHaveLength(3);
    await calls[2]!.answer(new Response(null, { status: 304 }));
    expect(model.connection.value).toBe("online");
    model[Symbol.dispose]();
  });

  it("pauses while hidden and refreshes at once when shown", async () => {
    const { model, calls, setHidden } = await setup();
    await calls[0]!.answer(json(tronPayment(), { etag: '"v1"' }));
    await vi.advanceTimersByTimeAsync(POLLING.minIntervalMs);
    expect(calls).toHaveLength(2);
    await setHidden(true);
    expect(calls[1]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * POLLING.backoffCapMs);
    expect(calls).toHaveLength(2);
    expect(model.connection.value).toBe("online");
    await setHidden(false);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.request.headers.get("If-None-Match")).toBe('"v1"');
    model[Symbol.dispose]();
  });

  it("does not start while the page starts hidden", async () => {
    const { model, calls, setHidden } = await setup({ hidden: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
    await setHidden(false);
    expect(calls).toHaveLength(1);
    model[Symbol.dispose]();
  });

  it("stops everything when disposed", async () => {
    const { model, calls, listeners } = await setup();
    model[Symbol.dispose]();
    await settle();
    expect(calls[0]!.aborted).toBe(true);
    expect(listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * POLLING.backoffCapMs);
    expect(calls).toHaveLength(1);
  });
});

describe("the payment window's clock", () => {
  const withDate = (body: unknown, date: number) => json(body, { etag: '"v1"', headers: { Date: new Date(date).toUTCString() } });

  it("counts a link's order down each second and turns it expired at the end by itself", async () => {
    vi.setSystemTime(new Date("2026-11-22T06:14:57.000Z"));
    const { model, calls } = await setup();
    const order = tronPayment({ paymentLinkId: "lnk_1", expiresAt: "2026-11-22T06:15:00Z" });
    await calls[0]!.answer(withDate(order, Date.now()));
    expect(model.windowPhase.value).toBe("open");
    const seen: number[] = [];
    const stop = model.now.subscribe((now) => seen.push(now));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(model.windowPhase.value).toBe("expired");
    stop();
    // One tick a second, then none: an ended window costs no timer.
    const ticks = seen.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(model.now.value).toBe(seen.at(-1));
    expect(ticks).toBeLessThanOrEqual(5);
    model[Symbol.dispose]();
  });

  it("follows the service's clock when the page's is far off, so a wrong phone clock ends no window early", async () => {
    vi.setSystemTime(new Date("2026-11-22T06:20:00.000Z"));
    const { model, calls } = await setup();
    const order = tronPayment({ paymentLinkId: "lnk_1", expiresAt: "2026-11-22T06:15:00Z" });
    // The service says it is 06:10: ten minutes behind this page's clock.
    await calls[0]!.answer(withDate(order, Date.parse("2026-11-22T06:10:00Z")));
    expect(model.windowPhase.value).toBe("open");
    model[Symbol.dispose]();
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and dates, caps and rejects garbage", () => {
    const now = Date.parse("2026-11-22T06:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 06:00:10 GMT", now)).toBe(10_000);
    expect(parseRetryAfter("Sun, 22 Nov 2026 05:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("99999", now)).toBe(POLLING.retryAfterCapMs);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("backoffDelay", () => {
  it("grows to the cap with full jitter", () => {
    expect(backoffDelay(5, 0.5)).toBe(8 * POLLING.backoffBaseMs);
    expect(backoffDelay(1, 0.999)).toBe(POLLING.backoffFloorMs);
    expect(backoffDelay(20, 0.999)).toBeLessThan(POLLING.backoffCapMs);
    expect(backoffDelay(20, 0.999)).toBeGreaterThan(POLLING.backoffCapMs - 100);
    expect(backoffDelay(1, 0)).toBe(POLLING.backoffFloorMs);
  });
});
