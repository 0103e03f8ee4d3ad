// The sandbox's redelivery and test event, through the real dispatcher and outbox to a real
// receiver, verified with kit/webhooks: a redelivery keeps the webhook-id and is signed afresh.
import { afterEach, describe, expect, it } from "vitest";
import { verifyWebhook } from "../../kit/webhooks/src/index.ts";
import { INTEGRATION_ID, testAppWithWebhooks } from "../../server/testing.ts";
import { startReceiver, type Receiver } from "../support/webhook-receiver.ts";

const SECRET = "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=";

describe("sandbox webhook tools", () => {
  let receiver: Receiver | undefined;
  const closers: Array<() => void> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) close();
    await receiver?.close();
  });

  async function setup() {
    receiver = await startReceiver((res) => res.writeHead(204).end());
    let now = Date.parse("2026-11-23T10:00:00.000Z");
    const app = await testAppWithWebhooks({ secret: SECRET, destinations: { allowPrivate: true }, now: () => new Date(now), pollMs: 50 });
    closers.push(() => app.webhooks.close());
    await app.t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, { callbackUrl: receiver.url, orderTypes: ["Payment"] });
    return { ...app, advance: (seconds: number) => (now += seconds * 1000) };
  }

  it("redelivers a delivery: same webhook-id, fresh timestamp and signature, verified by the kit", async () => {
    const { t, webhooks, advance } = await setup();
    await t.paidOrder("25.00");
    await webhooks.idle();
    const [first] = receiver?.requests ?? [];
    expect(first).toBeDefined();
    const deliveries = await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"));
    const id = deliveries.data[0].id as string;
    expect(first?.headers["webhook-id"]).toBe(id);

    advance(90);
    const res = await t.call("POST", `/_sandbox/webhooks/deliveries/${id}/redeliver`);
    expect(res.status).toBe(202);
    expect((await t.json(res)).state).toBe("pending");
    await webhooks.idle();
    const second = receiver?.requests[1];
    expect(second?.headers["webhook-id"]).toBe(id);
    expect(Number(second?.headers["webhook-timestamp"])).toBe(Number(first?.headers["webhook-timestamp"]) + 90);
    expect(second?.headers["webhook-signature"]).not.toBe(first?.headers["webhook-signature"]);
    expect(second?.body).toBe(first?.body);
    const now = Number(second?.headers["webhook-timestamp"]);
    expect(verifyWebhook(second?.body ?? "", second?.headers ?? {}, SECRET, { now }).type).toBe("order.status");
    const after = await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"));
    expect(after.data[0]).toMatchObject({ id, state: "delivered" });
    expect(after.data[0].attempts).toHaveLength(2);

    expect((await t.call("POST", "/_sandbox/webhooks/deliveries/msg_unknown/redeliver")).status).toBe(404);
  });

  it("sends a test event before the integration has any order: a synthetic completed order marked test, verified by the kit", async () => {
    const { t, webhooks } = await setup();
    const res = await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`, {});
    expect(res.status).toBe(202);
    const delivery = await t.json(res);
    await webhooks.idle();
    const received = receiver?.requests.at(-1);
    expect(received?.headers["webhook-id"]).toBe(delivery.id);
    const event = verifyWebhook(received?.body ?? "", received?.headers ?? {}, SECRET, {
      now: Number(received?.headers["webhook-timestamp"]),
    });
    expect(event.type).toBe("order.status");
    expect(event.data).toMatchObject({
      id: delivery.orderId,
      type: "payment",
      status: "completed",
      integrationId: INTEGRATION_ID,
      test: true,
    });
    expect(event.data.payment).toMatchObject({ event: "completed", receivedAmount: { amount: "25.000000", currency: "USDT" } });
    // The order does not exist: nothing was made but the delivery.
    expect((await t.call("GET", `/api/v1/orders/${delivery.orderId}`)).status).toBe(404);
    const listed = await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"));
    expect(listed.data[0]).toMatchObject({ id: delivery.id, state: "delivered" });
  });

  it("sends a test event of a named order as it is now, marked test; 404 for an order it does not have", async () => {
    const { t, webhooks } = await setup();
    const order = await t.createPayment("10.00");
    const res = await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`, { orderId: order.orderId });
    expect(res.status).toBe(202);
    const delivery = await t.json(res);
    await webhooks.idle();
    const received = receiver?.requests.at(-1);
    expect(received?.headers["webhook-id"]).toBe(delivery.id);
    const event = verifyWebhook(received?.body ?? "", received?.headers ?? {}, SECRET, {
      now: Number(received?.headers["webhook-timestamp"]),
    });
    expect(event.data).toMatchObject({ id: order.orderId, status: "inProgress", integrationId: INTEGRATION_ID, test: true });
    expect((await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`, { orderId: "ord_nope" })).status).toBe(404);
  });

  it("answers 409 for an integration without a callback URL", async () => {
    const { t } = await setup();
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, { callbackUrl: null, orderTypes: ["Payment"] });
    const res = await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`, {});
    expect(res.status).toBe(409);
    expect((await t.json(res))[0].field).toBe("callbackUrl");
  });
});
