// The creation bench's per-CPU ratio is only fair while its baseline does the service's I/O:
// it stores a record of the same fields and answers the same fields and headers. These hold
// it to the service as the service changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { widgetCode } from "../src/shared/index.ts";
import { CUSTOMER, INTEGRATION_ID, testApp, testRepository } from "../server/testing.ts";
import { orderRecord } from "./creation-baseline-record.ts";
import { startBenchServer, type BenchServer } from "./processes.ts";

// The request id is made per answer: both must carry one, each its own.
const PER_ANSWER = new Set(["content-length", "date", "connection", "keep-alive", "x-request-id"]);
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));

describe("the creation bench's baseline", () => {
  let baseline: BenchServer;
  beforeAll(async () => {
    baseline = await startBenchServer("bench/creation-baseline-server.ts", {}, 60_000);
  }, 70_000);
  afterAll(() => baseline?.stop());

  it("stores a record of the fields the service stores for a payment order", async () => {
    const store = await testRepository();
    const t = await testApp({ store });
    const { orderId } = await t.createPayment();
    const stored = await store.getOrder(orderId);
    const own = orderRecord("ord_x", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", customer: CUSTOMER });
    expect(Object.keys(own).sort()).toEqual(Object.keys(stored ?? {}).sort());
  });

  it("answers a creation with the service's fields and headers", async () => {
    const t = await testApp();
    const service = await t.call("POST", "/api/v1/order/payment", {
      integrationId: INTEGRATION_ID,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: CUSTOMER,
    });
    const own = await fetch(`${baseline.origin}/api/v1/order/payment`, {
      method: "POST",
      headers: { "X-API-Key": baseline.apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({ integrationId: baseline.integrationId, amount: "25.00", assetId: "USDT_TRC20", customer: CUSTOMER }),
    });
    expect(own.status).toBe(service.status);
    expect(headersOf(own)).toEqual(headersOf(service));
    expect(own.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    expect(service.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    const [ownBody, serviceBody] = [await own.json(), await service.json()];
    expect(Object.keys(ownBody)).toEqual(Object.keys(serviceBody));
    expect(ownBody.widgetCode).toBe(widgetCode(ownBody.paymentLink));
  });
});
