// The gateway against a real upstream: the sandbox in strict mode (only the spec's fields) in
// its own process, over real HTTP, with the fault proxy between them. Waits are on states.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutOrder, StrictSpec, checkoutOrderPath } from "../../src/shared/index.ts";
import { startFaultProxy, type FaultMode, type FaultProxy } from "../../test/support/fault-proxy.ts";
import { SERVICE_KEY, freePortPair, spawnService, startService, type ServiceProcess } from "../../test/support/service-process.ts";
import { untilValue } from "../../test/support/until.ts";
import { testApp, testRepository } from "../testing.ts";
import type { Repository } from "../store/index.ts";
import type { Gateway } from "./mode.ts";
import { CALLBACK_PATH } from "./routes.ts";

const GATEWAY_ORIGIN = "http://127.0.0.1:4541";
const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

let upstream: ServiceProcess;
let proxy: FaultProxy;
let integrationId: string;
let store: Repository;
let app: Awaited<ReturnType<typeof testApp>>["app"];
let gateway: Gateway;
let poller: Gateway["poller"];
let records: Gateway["records"];

beforeAll(async () => {
  upstream = await startService({ SPEC_STRICT: "1", STATE: "memory" });
  proxy = await startFaultProxy(upstream.origin);
  store = await testRepository();
  app = (
    await testApp({
      store,
      config: { publicOrigin: GATEWAY_ORIGIN, distDir: null },
      gateway: {
        upstreamUrl: proxy.origin,
        apiKey: SERVICE_KEY,
        breaker: { failureThreshold: 3, openMs: 200, maxOpenMs: 1000 },
        budget: { perSecond: 200, burst: 200 },
        timeoutMs: 1000,
        schedule: { watchedMs: 200, hintGapMs: 100 },
      },
    })
  ).app;
  gateway = app.gateway as Gateway;
  ({ poller, records } = gateway);
  const list = StrictSpec.IntegrationList.parse(await (await upstream.call("GET", "/api/v1/integrations")).json());
  integrationId = list.data[0]!.id;
}, 60_000);

afterAll(async () => {
  gateway?.close();
  await proxy?.close();
  upstream?.child.kill("SIGTERM");
  await upstream?.exited;
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method,
    headers: { "X-API-Key": SERVICE_KEY, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });

async function createPayment(amount = "25.00") {
  const res = await call("POST", "/api/v1/order/payment", {
    integrationId,
    amount,
    assetId: "USDT_TRC20",
    customer: CUSTOMER,
    externalId: "inv-7",
  });
  expect(res.status).toBe(201);
  const created = StrictSpec.IncomingOrderCreated.parse(await res.json());
  const linkId = new URL(created.paymentLink).searchParams.get("orderId") ?? "";
  return { ...created, linkId };
}

async function pageRead(linkId: string, headers: Record<string, string> = {}) {
  const res = await app.request(checkoutOrderPath(integrationId, linkId), { headers });
  return res;
}

async function pageOrder(linkId: string) {
  const res = await pageRead(linkId);
  expect(res.status).toBe(200);
  return CheckoutOrder.parse(await res.json());
}

/** A wait as long as the test's own time allows: these cross a poller and a fault proxy. */
const until = <T>(read: () => Promise<T>, ok: (value: T) => boolean) => untilValue(read, ok, "the gateway's state", 60_000);

/**
 * The poller's first snapshot of a new order, waited for as a page would, holding a watch: a
 * first read that failed (the upstream's process slow past the gateway's 1 s timeout on a
 * loaded machine) is then retried on the short schedule, not after the idle 30 s of an order
 * nobody looks at (which outlasted the test once, in a full run).
 */
async function firstSnapshot(orderId: string) {
  const release = poller.watch(orderId);
  try {
    return await until(
      () => Promise.resolve(poller.snapshot(orderId)),
      (s) => s !== undefined,
    );
  } finally {
    release();
  }
}

describe("gateway over a strict upstream", () => {
  it("proxies creation: the upstream's orderId and address, a link to the gateway's checkout with a 128-bit id", async () => {
    const created = await createPayment();
    const link = new URL(created.paymentLink);
    expect(link.origin).toBe(GATEWAY_ORIGIN);
    expect(link.searchParams.get("integrationId")).toBe(integrationId);
    expect(created.linkId).toMatch(/^[0-9a-f]{32}$/);
    expect(created.linkId).not.toBe(created.orderId);
    expect(created.widgetCode).toContain(created.linkId);
    const upstreamOrder = StrictSpec.Order.parse(await (await upstream.call("GET", `/api/v1/orders/${created.orderId}`)).json());
    expect(upstreamOrder.externalId).toBe("inv-7");
    expect((await records.link(created.linkId))?.state).toBe("created");

    const order = await pageOrder(created.linkId);
    expect(order).toMatchObject({
      id: created.linkId,
      status: "inProgress",
      kind: "payment",
      address: created.paymentAddress,
      requestedAmount: { amount: "25.000000", currency: "USDT" },
      reference: { kind: "orderId", value: created.orderId },
    });
  });

  it("an upstream that answers too late leaves a traceable orphan; the retry with the same Idempotency-Key creates nothing twice", async () => {
    const externalId = `orphan-${Date.now()}`;
    const body = { integrationId, amount: "7.00", assetId: "USDT_TRC20", customer: CUSTOMER, externalId };
    const key = { "Idempotency-Key": `idem-${externalId}` };
    // The upstream creates the order and its answer is lost on the way (as if the gateway died
    // in between): the order exists upstream, the gateway has only its intent.
    await proxy.set({ kind: "lostAnswer" });
    const lost = await call("POST", "/api/v1/order/payment", body, key);
    expect(lost.status).toBe(503);
    expect(lost.headers.get("retry-after")).toMatch(/^\d+$/);
    await lost.arrayBuffer();
    await proxy.set({ kind: "pass" });
    const upstreamOrders = async () => {
      const list = (await (await upstream.call("GET", `/api/v1/orders?externalId=${externalId}`)).json()) as { data: { id: string }[] };
      return list.data;
    };
    const [orphan] = await until(upstreamOrders, (orders) => orders.length === 1);

    const retried = await call("POST", "/api/v1/order/payment", body, key);
    expect(retried.status).toBe(201);
    const created = StrictSpec.IncomingOrderCreated.parse(await retried.json());
    expect(created.orderId).toBe(orphan?.id);
    const again = await call("POST", "/api/v1/order/payment", body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(StrictSpec.IncomingOrderCreated.parse(await again.json()).paymentLink).toBe(created.paymentLink);
    expect(await upstreamOrders()).toHaveLength(1);
    // The first intent is still there, pending, naming the request: the orphan can be traced.
    const linkId = new URL(created.paymentLink).searchParams.get("orderId") ?? "";
    expect((await records.link(linkId))?.state).toBe("created");
    expect(await records.orphans(new Date().toISOString())).toContainEqual(
      expect.objectContaining({ externalId, state: "pending", amount: "7.00" }),
    );
  }, 20_000);

  it("the links are durable: another app on the same database serves the page of an order created before it started", async () => {
    const created = await createPayment("3.00");
    const restarted = await testApp({
      store,
      config: { publicOrigin: GATEWAY_ORIGIN, distDir: null },
      gateway: { upstreamUrl: upstream.origin, apiKey: SERVICE_KEY },
    });
    try {
      const res = await restarted.app.request(checkoutOrderPath(integrationId, created.linkId));
      expect(res.status).toBe(200);
      expect(CheckoutOrder.parse(await res.json())).toMatchObject({
        address: created.paymentAddress,
        reference: { value: created.orderId },
      });
    } finally {
      restarted.app.gateway?.close();
    }
  });

  it("passes every other call through, errors unchanged", async () => {
    const created = await createPayment();
    const direct = await upstream.call("GET", `/api/v1/orders/${created.orderId}`);
    const through = await call("GET", `/api/v1/orders/${created.orderId}`);
    expect(through.status).toBe(direct.status);
    expect(await through.json()).toEqual(await direct.json());

    const bad = { amount: "1", assetId: "USDT_TRC20", destinationAddress: "nope", refundOrderId: "ord_nope" };
    const directError = await upstream.call("POST", "/api/v1/order/refund", bad);
    const throughError = await call("POST", "/api/v1/order/refund", bad);
    expect(throughError.status).toBe(directError.status);
    expect(await throughError.text()).toBe(await directError.text());

    const refusedCreation = await call("POST", "/api/v1/order/payment", { integrationId, assetId: "USDT_TRC20", customer: CUSTOMER });
    expect(refusedCreation.status).toBe(400);
    expect(await refusedCreation.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "amount" })]);

    const wrongKey = await call("GET", "/api/v1/orders", undefined, { "X-API-Key": "sk_wrong" });
    expect(wrongKey.status).toBe((await upstream.call("GET", "/api/v1/orders", undefined, { "X-API-Key": "sk_wrong" })).status);
  });

  it("a held read is answered when the upstream's payment lands; a callback is a hint, a forged one changes nothing", async () => {
    const created = await createPayment("10.00");
    await firstSnapshot(created.orderId);
    const first = await pageRead(created.linkId);
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();

    // Forged: nothing happened upstream; the gateway reads again and believes the read.
    expect(
      (await app.request(CALLBACK_PATH, { method: "POST", body: JSON.stringify({ data: { id: created.orderId, status: "completed" } }) }))
        .status,
    ).toBe(204);
    const stillWaiting = await pageRead(created.linkId, { "If-None-Match": etag, Prefer: "wait=1" });
    expect(stillWaiting.status).toBe(304);

    const held = pageRead(created.linkId, { "If-None-Match": etag, Prefer: "wait=25" });
    expect((await upstream.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { amount: "4.00" })).status).toBe(201);
    const answered = await held;
    expect(answered.status).toBe(200);
    const underpaid = CheckoutOrder.parse(await answered.json());
    expect(underpaid).toMatchObject({
      status: "inProgress",
      receivedAmount: { amount: "4.000000" },
      remainingAmount: { amount: "6.000000" },
    });

    const second = await upstream.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { amount: "6.00" });
    expect(second.status, await second.text()).toBe(201);
    await app.request(CALLBACK_PATH, { method: "POST", body: "{}" });
    const done = await until(
      () => pageOrder(created.linkId),
      (o) => o.status === "completed",
    );
    expect(done.transactions.map((tx) => tx.hash)).toHaveLength(2);
    expect(done.completedAt).not.toBeNull();
  }, 20_000);

  it("holds at most MAX_HELD_READS page reads, past it a 503 with Retry-After, and /healthz counts them", async () => {
    const created = await createPayment("2.00");
    const small = await testApp({
      store,
      config: { publicOrigin: GATEWAY_ORIGIN, distDir: null, maxHeldReads: 2 },
      gateway: { upstreamUrl: proxy.origin, apiKey: SERVICE_KEY, schedule: { watchedMs: 200 } },
    });
    const aborts = [new AbortController(), new AbortController()];
    try {
      const path = checkoutOrderPath(integrationId, created.linkId);
      // The first read can come before this gateway's first snapshot of the order, whose arrival
      // changes the view and answers a held read at once: hold on the view with the snapshot.
      const first = await small.app.request(path);
      await first.arrayBuffer();
      const record = await small.app.gateway!.records.byLink(created.linkId);
      await until(
        async () => small.app.gateway!.poller.snapshot(record!.orderId) ?? null,
        (snapshot) => snapshot !== null,
      );
      const steady = await small.app.request(path);
      const etag = steady.headers.get("etag") ?? "";
      await steady.arrayBuffer();
      const waiting = { "If-None-Match": etag, Prefer: "wait=30" };
      const heldReads = async () => ((await (await small.app.request("/healthz")).json()) as { heldReads: number }).heldReads;
      const held = aborts.map((abort) => small.app.request(path, { headers: waiting, signal: abort.signal }));
      await until(heldReads, (n) => n === 2);
      const refused = await small.app.request(path, { headers: waiting });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(5);
      expect(await refused.json()).toEqual([expect.objectContaining({ code: "unknownError", field: "Prefer" })]);
      // A read that does not ask to wait is answered as ever.
      expect((await small.app.request(path)).status).toBe(200);
      for (const abort of aborts) abort.abort();
      await Promise.allSettled(held);
      await until(heldReads, (n) => n === 0);
    } finally {
      for (const abort of aborts) abort.abort();
      small.app.gateway?.close();
    }
  }, 20_000);

  it("shows the payer the upstream's merchant name and URL only within the sandbox's rules: no bidi override, NUL or 100 KB name, no http or javascript: URL", async () => {
    const hostile = [
      { name: "Shop\u202Eevil", url: "https://shop.example/\u202E" },
      { name: "Shop\u0000", url: "javascript:alert(1)" },
      { name: "x".repeat(100_000), url: "http://shop.example" },
      { name: "\u3164\u00a0", url: "https://user:pw@shop.example" },
    ];
    for (const merchant of hostile) {
      await proxy.set({
        kind: "rewrite",
        rewrite: (body, path) =>
          path.startsWith("/api/v1/integrations")
            ? JSON.stringify({ ...JSON.parse(body), data: [{ ...JSON.parse(body).data[0], ...merchant }] })
            : body,
      });
      const fresh = await testApp({
        store,
        config: { publicOrigin: GATEWAY_ORIGIN, distDir: null },
        gateway: { upstreamUrl: proxy.origin, apiKey: SERVICE_KEY },
      });
      try {
        const res = await fresh.app.request("/api/v1/order/payment", {
          method: "POST",
          headers: { "X-API-Key": SERVICE_KEY, "Content-Type": "application/json" },
          body: JSON.stringify({ integrationId, amount: "1.00", assetId: "USDT_TRC20", customer: CUSTOMER }),
        });
        expect(res.status).toBe(201);
        const linkId = new URL(StrictSpec.IncomingOrderCreated.parse(await res.json()).paymentLink).searchParams.get("orderId") ?? "";
        const order = CheckoutOrder.parse(await (await fresh.app.request(checkoutOrderPath(integrationId, linkId))).json());
        expect(order.merchant).toMatchObject({ name: "", url: "" });
      } finally {
        fresh.app.gateway?.close();
      }
    }
    await proxy.set({ kind: "pass" });
    // A name and URL within the rules pass unchanged.
    const fine = await testApp({
      store,
      config: { publicOrigin: GATEWAY_ORIGIN, distDir: null },
      gateway: { upstreamUrl: proxy.origin, apiKey: SERVICE_KEY },
    });
    try {
      const res = await fine.app.request("/api/v1/order/payment", {
        method: "POST",
        headers: { "X-API-Key": SERVICE_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ integrationId, amount: "1.00", assetId: "USDT_TRC20", customer: CUSTOMER }),
      });
      const linkId = new URL(StrictSpec.IncomingOrderCreated.parse(await res.json()).paymentLink).searchParams.get("orderId") ?? "";
      const order = CheckoutOrder.parse(await (await fine.app.request(checkoutOrderPath(integrationId, linkId))).json());
      expect(order.merchant.name).not.toBe("");
    } finally {
      fine.app.gateway?.close();
    }
  }, 30_000);

  const faults: FaultMode[] = [
    { kind: "serverError", status: 502 },
    { kind: "rateLimited", retryAfterSeconds: 1 },
    { kind: "garbage" },
    { kind: "reset" },
    { kind: "hang" },
    { kind: "down" },
    { kind: "slow", delayMs: 300 },
  ];
  for (const fault of faults) {
    it(`upstream ${fault.kind}: the page is answered from the last good snapshot, never a 5xx, and sees the payment after recovery`, async () => {
      const created = await createPayment("5.00");
      await firstSnapshot(created.orderId);
      await proxy.set(fault);
      const during = await pageRead(created.linkId);
      expect(during.status).toBe(200);
      expect(CheckoutOrder.parse(await during.json()).status).toBe("inProgress");
      // Paid while the gateway cannot see the upstream.
      expect((await upstream.call("POST", `/_sandbox/orders/${created.orderId}/payments`)).status).toBe(201);
      const through = await call("GET", `/api/v1/orders/${created.orderId}`);
      if (fault.kind !== "slow" && fault.kind !== "garbage") expect([429, 502, 503]).toContain(through.status);
      await through.arrayBuffer();
      const cleared = Date.now();
      await proxy.set({ kind: "pass" });
      // A page holding its read keeps the order on the fast schedule.
      const etag = (await pageRead(created.linkId)).headers.get("etag") ?? "";
      const seen = await until(
        async () => {
          const res = await pageRead(created.linkId, { "If-None-Match": etag, Prefer: "wait=2" });
          return res.status === 200 ? CheckoutOrder.parse(await res.json()) : null;
        },
        (o) => o?.status === "completed",
      );
      expect(seen?.status).toBe("completed");
      const recoveryMs = Date.now() - cleared;
      expect(recoveryMs).toBeLessThan(5000);
    }, 30_000);
  }
});

describe("an upstream that says more than the spec knows", () => {
  it("an order status the spec does not know is shown neutral (processing) on the served page: no completion invented", async () => {
    // The upstream's reads of this order come back with a status of its own ("onHold"); the
    // strict sandbox cannot make one, so the proxy rewrites it.
    const rewriting = await startFaultProxy(upstream.origin);
    const gatewayProcess = await startService({ UPSTREAM_URL: rewriting.origin, UPSTREAM_API_KEY: SERVICE_KEY, STATE: "memory" });
    try {
      const res = await fetch(`${gatewayProcess.origin}/api/v1/order/payment`, {
        method: "POST",
        headers: { "X-API-Key": SERVICE_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ integrationId, amount: "8.00", assetId: "USDT_TRC20", customer: CUSTOMER }),
      });
      expect(res.status).toBe(201);
      const created = StrictSpec.IncomingOrderCreated.parse(await res.json());
      const linkId = new URL(created.paymentLink).searchParams.get("orderId") ?? "";
      // Paid in full upstream (completed there), and read by the gateway as "onHold".
      await rewriting.set({
        kind: "rewrite",
        rewrite: (body, path) =>
          path === `/api/v1/orders/${created.orderId}` ? JSON.stringify({ ...JSON.parse(body), status: "onHold" }) : body,
      });
      expect((await upstream.call("POST", `/_sandbox/orders/${created.orderId}/payments`)).status).toBe(201);
      const read = await untilValue(
        async () => CheckoutOrder.parse(await (await fetch(gatewayProcess.origin + checkoutOrderPath(integrationId, linkId))).json()),
        (order) => order.transactions.length === 1,
        "the gateway's read of the paid order",
        30_000,
      );
      expect(read.status).toBe("onHold");
      expect(read.completedAt).toBeNull();

      const html = await (await fetch(created.paymentLink)).text();
      expect(html).toContain('data-status-group="processing"');
      expect(html).toContain('data-payment-state="processing"');
      expect(html).not.toContain("data-receipt");
    } finally {
      gatewayProcess.child.kill("SIGTERM");
      await gatewayProcess.exited;
      await rewriting.close();
    }
  }, 60_000);
});

describe("npm start with UPSTREAM_URL and UPSTREAM_API_KEY", () => {
  it("starts a gateway, not a sandbox: creation answers with the gateway's link, the key is never printed", async () => {
    const gatewayProcess = await startService({
      UPSTREAM_URL: upstream.origin,
      UPSTREAM_API_KEY: SERVICE_KEY,
      STATE: "memory",
      QUIET: "0",
      SANDBOX_API_KEY: "sk_local_unused_0123456789",
    });
    try {
      const res = await fetch(`${gatewayProcess.origin}/api/v1/order/deposit`, {
        method: "POST",
        headers: { "X-API-Key": SERVICE_KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ integrationId, assetId: "USDT_TRC20", customer: CUSTOMER }),
      });
      expect(res.status).toBe(201);
      const created = StrictSpec.IncomingOrderCreated.parse(await res.json());
      expect(new URL(created.paymentLink).origin).toBe(gatewayProcess.origin);
      expect(new URL(created.paymentLink).searchParams.get("orderId")).toMatch(/^[0-9a-f]{32}$/);
      // The sandbox's own routes are not there: the upstream is the only provider.
      expect(
        (
          await fetch(`${gatewayProcess.origin}/_sandbox/orders/${created.orderId}/payments`, {
            method: "POST",
            headers: { "X-API-Key": SERVICE_KEY },
          })
        ).status,
      ).toBe(404);
      const page = await fetch(created.paymentLink);
      const html = await page.text();
      expect(page.status).toBe(200);
      // The first render comes from the gateway's record: the 201's address is on the page.
      expect(html).toContain(created.paymentAddress);
      expect(html).not.toContain(SERVICE_KEY);
      // Its front page names the gateway and offers no sandbox routes.
      const front = (await (await fetch(`${gatewayProcess.origin}/`)).json()) as Record<string, unknown>;
      expect(front.name).toMatch(/gateway/);
      expect(front).not.toHaveProperty("sandbox");
      expect(gatewayProcess.output()).toContain("Checkout gateway");
      expect(gatewayProcess.output()).not.toContain(SERVICE_KEY);
    } finally {
      gatewayProcess.child.kill("SIGTERM");
      await gatewayProcess.exited;
    }
  }, 30_000);

  it("refuses to start half configured", async () => {
    const started = spawnService({ UPSTREAM_URL: upstream.origin, STATE: "memory" }, await freePortPair());
    await started.exited;
    expect(started.output()).toContain("UPSTREAM_URL is set without UPSTREAM_API_KEY");
    // A process's start takes seconds on a busy machine.
  }, 30_000);
});
