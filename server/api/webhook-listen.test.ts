// GET /api/v1/webhooks/listen, the listener's read: each callback of the key's integrations after
// a cursor, with its exact body and signed headers; made without a callback URL while a
// listener reads; another client's integration refused as an unknown one; absent in strict mode.
import { describe, expect, it } from "vitest";
import type { ListenedCallbacks } from "../../src/shared/index.ts";
import { CUSTOMER, INTEGRATION_ID, SECOND_INTEGRATION_ID, SECOND_KEY, testApp } from "../testing.ts";
import { verifyWebhook } from "../webhooks/signature.ts";
import { LISTEN_LEASE_MS, LISTEN_REACH_MS } from "./webhook-listen.ts";

type T = Awaited<ReturnType<typeof testApp>>;

async function listen(t: T, query = "", headers: Record<string, string> = {}): Promise<ListenedCallbacks> {
  const res = await t.call("GET", `/api/v1/webhooks/listen${query}`, undefined, headers);
  expect(res.status, await res.clone().text()).toBe(200);
  return t.json(res);
}

/** A signed callback verifies with the service's secret at the time of the read. */
function verifies(t: T, callback: ListenedCallbacks["data"][number]): boolean {
  return verifyWebhook({
    secret: t.webhooks.secret,
    headers: callback.headers,
    body: callback.body,
    now: Math.floor(t.clock.now().getTime() / 1000),
  });
}

describe("the listener's read of the callbacks", () => {
  it("makes the callbacks of an integration without a callback URL while a listener reads, each signed, from the cursor on", async () => {
    const t = await testApp();
    // Nobody listens: an order paid now makes no callback for anyone.
    await t.paidOrder("10.00");
    const start = await listen(t);
    expect(start.data).toEqual([]);

    const paid = await t.paidOrder("25.00");
    const page = await listen(t, `?cursor=${start.cursor}`);
    expect(page.data).toHaveLength(1);
    const [callback] = page.data as [ListenedCallbacks["data"][number]];
    expect(callback).toMatchObject({ integrationId: INTEGRATION_ID, orderId: paid.orderId, callbackUrl: null });
    expect(callback.headers["webhook-id"]).toBe(callback.id);
    expect(JSON.parse(callback.body)).toMatchObject({ type: "order.status", data: { id: paid.orderId, status: "completed" } });
    expect(verifies(t, callback)).toBe(true);
    // Made for the listener alone: never attempted, not in the deliveries list.
    const deliveries = await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"));
    expect(deliveries.data).toEqual([]);

    // Read again from the new cursor: nothing twice.
    expect((await listen(t, `?cursor=${page.cursor}`)).data).toEqual([]);
    // From the old cursor (a listener that lost the answer): the same callback again.
    expect((await listen(t, `?cursor=${start.cursor}`)).data.map((c) => c.id)).toEqual([callback.id]);

    // The listener left: once its lease runs out, no callback is made without a URL.
    t.clock.advance(LISTEN_LEASE_MS + 1);
    const after = page.cursor;
    await t.paidOrder("5.00");
    const res = await t.call("GET", `/api/v1/webhooks/listen?cursor=${after}`);
    // This read attaches again, after the payment: it finds nothing of it.
    expect((await t.json(res)).data).toEqual([]);
  });

  it("gets a test event of an integration without a callback URL while a listener reads; without a listener that is a 409", async () => {
    const t = await testApp();
    const bare = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Bare Store", url: "https://bare.example" }));
    const refused = await t.call("POST", `/_sandbox/integrations/${bare.id}/webhook/test`, {});
    expect(refused.status).toBe(409);
    expect((await t.json(refused))[0].message).toMatch(/crypto-checkout listen/);

    const start = await listen(t, `?integrationId=${bare.id}`);
    const sent = await t.call("POST", `/_sandbox/integrations/${bare.id}/webhook/test`, {});
    expect(sent.status).toBe(202);
    expect(await t.json(sent)).toMatchObject({ url: "", state: "pending", nextAttemptAt: null });
    const page = await listen(t, `?cursor=${start.cursor}&integrationId=${bare.id}`);
    expect(page.data).toHaveLength(1);
    const [event] = page.data as [ListenedCallbacks["data"][number]];
    expect(event).toMatchObject({ integrationId: bare.id, callbackUrl: null });
    expect(JSON.parse(event.body).data).toMatchObject({ test: true, status: "completed" });
    expect(
      verifyWebhook({
        secret: bare.signingSecret,
        headers: event.headers,
        body: event.body,
        now: Math.floor(t.clock.now().getTime() / 1000),
      }),
    ).toBe(true);
  });

  it("gives a configured callback's exact body and webhook-id, beside its delivery to the URL", async () => {
    const t = await testApp();
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://127.0.0.1:4000/hooks",
      orderTypes: ["Payment"],
    });
    const start = await listen(t, `?integrationId=${INTEGRATION_ID}`);
    const paid = await t.paidOrder("25.00");
    const page = await listen(t, `?cursor=${start.cursor}&integrationId=${INTEGRATION_ID}`);
    const deliveries = (await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"))).data;
    expect(deliveries).toHaveLength(1);
    expect(page.data).toEqual([
      expect.objectContaining({
        id: deliveries[0].id,
        orderId: paid.orderId,
        callbackUrl: "http://127.0.0.1:4000/hooks",
        body: deliveries[0].payload,
      }),
    ]);
    expect(verifies(t, page.data[0] as ListenedCallbacks["data"][number])).toBe(true);
  });

  it("holds a read with Prefer: wait until a callback comes", async () => {
    const t = await testApp();
    const start = await listen(t);
    const held = listen(t, `?cursor=${start.cursor}`, { Prefer: "wait=20" });
    const paid = await t.paidOrder("25.00");
    expect((await held).data.map((c) => c.orderId)).toEqual([paid.orderId]);
  });

  it("shows each client its own: another client's integration is refused as an unknown one, and its callbacks are not read", async () => {
    const t = await testApp();
    const asSecond = { "X-API-Key": SECOND_KEY };
    const foreign = await t.call("GET", `/api/v1/webhooks/listen?integrationId=${INTEGRATION_ID}`, undefined, asSecond);
    const unknown = await t.call("GET", "/api/v1/webhooks/listen?integrationId=int_nope", undefined, asSecond);
    expect(foreign.status).toBe(400);
    expect((await foreign.text()).replace(INTEGRATION_ID, "<id>")).toBe((await unknown.text()).replace("int_nope", "<id>"));
    // A NUL (which PostgreSQL's text cannot hold) names nothing either: refused before any query.
    const nul = await t.call("GET", "/api/v1/webhooks/listen?integrationId=int_%00", undefined, asSecond);
    expect(nul.status).toBe(400);

    const second = await listen(t, "", asSecond);
    const mine = await listen(t);
    await t.paidOrder("25.00");
    expect((await listen(t, `?cursor=${second.cursor}`, asSecond)).data).toEqual([]);
    expect((await listen(t, `?cursor=${mine.cursor}`)).data).toHaveLength(1);
    // The second client's own integration is read.
    expect((await listen(t, `?cursor=${second.cursor}&integrationId=${SECOND_INTEGRATION_ID}`, asSecond)).data).toEqual([]);
  });

  it("refuses a cursor this database did not make, and does not exist in strict mode", async () => {
    const t = await testApp();
    const res = await t.call("GET", "/api/v1/webhooks/listen?cursor=x1.0");
    expect(res.status).toBe(400);
    expect((await t.json(res))[0]).toMatchObject({ field: "cursor" });
    const strict = await testApp({ config: { publicOrigin: "http://127.0.0.1:8080", distDir: null, specStrict: true } });
    expect((await strict.call("GET", "/api/v1/webhooks/listen")).status).toBe(404);
  });

  it("starts a client's cursor at its own callbacks: another client's volume moves nothing in it", async () => {
    const t = await testApp();
    const asSecond = { "X-API-Key": SECOND_KEY };
    const before = await listen(t);
    // The second client listens, and three of its orders are paid: three callbacks, none of ours.
    await listen(t, "", asSecond);
    for (let i = 0; i < 3; i++) {
      const created = await t.call(
        "POST",
        "/api/v1/order/payment",
        { integrationId: SECOND_INTEGRATION_ID, amount: "5.00", assetId: "USDT_TRC20", customer: CUSTOMER },
        asSecond,
      );
      expect(created.status).toBe(201);
      const { orderId } = await t.json(created);
      expect((await t.call("POST", `/_sandbox/orders/${orderId}/payments`, undefined, asSecond)).status).toBe(201);
    }
    expect((await listen(t, "", asSecond)).cursor).not.toBe(before.cursor);
    expect((await listen(t)).cursor).toBe(before.cursor);
    // Our own callback moves ours: to its id, which the listener had seen anyway.
    await t.paidOrder("25.00");
    const page = await listen(t, `?cursor=${before.cursor}`);
    expect(page.cursor).toBe(page.data[0]?.id);
    expect((await listen(t)).cursor).toBe(page.cursor);
  });

  it("gives a callback read again later its own time, not the read's, and nothing older than its reach", async () => {
    const t = await testApp();
    const start = await listen(t);
    await t.paidOrder("25.00");
    const made = Math.floor(t.clock.now().getTime() / 1000);
    const first = await listen(t, `?cursor=${start.cursor}`);
    expect(first.data[0]?.headers["webhook-timestamp"]).toBe(String(made));
    // An hour later, the same callback from the old cursor: still signed with the time it was made,
    // so a receiver that checks the timestamp refuses the copy as a replay.
    t.clock.advance(60 * 60_000);
    const again = await listen(t, `?cursor=${start.cursor}`);
    const [copy] = again.data as [ListenedCallbacks["data"][number]];
    expect(copy.id).toBe(first.data[0]?.id);
    expect(copy.headers["webhook-timestamp"]).toBe(String(made));
    expect(verifies(t, copy)).toBe(false);
    expect(verifyWebhook({ secret: t.webhooks.secret, headers: copy.headers, body: copy.body, now: made })).toBe(true);
    // Past the reach, a read from the old cursor (or from the start) gives nothing at all.
    t.clock.advance(LISTEN_REACH_MS);
    expect((await listen(t, `?cursor=${start.cursor}`)).data).toEqual([]);
    expect((await listen(t, "?cursor=start")).data).toEqual([]);
  });
});
