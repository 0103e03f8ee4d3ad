// PostgreSQL's text cannot hold U+0000 (SQLite stores it without a word). A NUL in an id or in
// text from a client is refused before any query, with the answer an unknown id or a bad field
// gets, and nothing is logged as a server error; a NUL that reached a stored callback URL
// anyway (written by hand) costs only that callback, never the payment.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { createIds } from "../domain/ids.ts";
import type { Logger } from "../http/logger.ts";
import { CUSTOMER, INTEGRATION_ID, ORIGIN, TRON_DESTINATION, offlineLookup, testApp, testSeed } from "../testing.ts";
import { openRepository, type Repository } from "./index.ts";

let cluster: PostgresCluster;
let url: string;
let store: Repository;
let dist: string;
const logged: string[] = [];
const logger: Logger = { info: () => {}, error: (message) => void logged.push(message) };

beforeAll(async () => {
  cluster = await startPostgres();
  url = await cluster.createDatabase();
  store = (await openRepository({ target: { kind: "postgres", url }, initial: testSeed })).repository;
  dist = await mkdtemp(join(tmpdir(), "nul-dist-"));
  await mkdir(join(dist, "checkout"), { recursive: true });
  await copyFile(join(import.meta.dirname, "..", "..", "index.html"), join(dist, "checkout", "index.html"));
}, 60_000);
afterAll(async () => {
  await store?.close();
  await cluster?.stop();
  await rm(dist, { recursive: true, force: true });
});

// Random ids: the tests share one database, and seeded ids would repeat across apps.
const app = () => testApp({ store, logger, ids: createIds(), config: { publicOrigin: ORIGIN, distDir: dist, lookup: offlineLookup } });

describe("a NUL from a client, over PostgreSQL", () => {
  it("in ids of paths and queries: answered as an unknown id, nothing logged", async () => {
    const t = await app();
    logged.length = 0;
    const paid = await t.paidOrder("10");
    const nul = "a%00b";
    const cases: Array<[string, string, number]> = [
      ["GET", `${checkoutOrderPath(INTEGRATION_ID, "x").replace(/x$/, nul)}`, 404],
      ["GET", `/checkout/v1/integrations/${nul}/orders/${paid.orderId}`, 404],
      ["GET", `/pay?integrationId=${INTEGRATION_ID}&orderId=${nul}`, 200], // the page's "not found" state
      ["GET", `/api/v1/orders/${nul}`, 404],
      ["GET", `/api/v1/orders/${paid.orderId}/transactions/${nul}`, 404],
      ["GET", `/api/v1/orders?externalId=${nul}`, 400],
      ["POST", `/_sandbox/orders/${nul}/payments`, 404],
      ["POST", `/_sandbox/transactions/${nul}/confirm`, 404],
      ["GET", `/_sandbox/integrations/${nul}/balances`, 404],
      ["GET", `/_sandbox/integrations/${nul}/payment-settings`, 404],
      ["POST", `/_sandbox/integrations/${nul}/webhook/test`, 404],
      ["POST", `/_sandbox/webhooks/deliveries/${nul}/redeliver`, 404],
      ["GET", `/_sandbox/webhooks/deliveries?orderId=${nul}`, 400], // control characters in a query: 400, as in a body
      ["GET", `/_sandbox/webhooks/deliveries?integrationId=${nul}`, 400],
      ["GET", "/_sandbox/webhooks/deliveries?orderId=not%20an%20id", 200], // another shape: matches nothing
    ];
    for (const [method, path, status] of cases) {
      const res = await t.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(status);
      await res.arrayBuffer();
    }
    for (const route of ["webhook", "branding", "embedding", "payment-settings"]) {
      const res = await t.call(
        "PUT",
        `/_sandbox/integrations/${nul}/${route}`,
        route === "webhook" ? { callbackUrl: null, orderTypes: [] } : {},
      );
      expect(res.status, route).toBeLessThan(500);
    }
    expect(logged).toEqual([]);
  });

  it("in ids and text of bodies: the spec's 400 naming the field, nothing logged", async () => {
    const t = await app();
    logged.length = 0;
    const paid = await t.paidOrder("10");
    const payment = { integrationId: INTEGRATION_ID, amount: "10", assetId: "USDT_TRC20", customer: CUSTOMER };
    const cases: Array<[string, string, object, string]> = [
      ["POST", "/api/v1/order/payment", { ...payment, externalId: "a\u0000b" }, "externalId"],
      ["POST", "/api/v1/order/payment", { ...payment, integrationId: "a\u0000b" }, "integrationId"],
      ["POST", "/api/v1/order/payment", { ...payment, customer: { ...CUSTOMER, firstName: "A\u0000" } }, "customer.firstName"],
      [
        "POST",
        "/api/v1/order/deposit",
        { ...payment, amount: undefined, customer: { ...CUSTOMER, address: "\u0000" } },
        "customer.address",
      ],
      [
        "POST",
        "/api/v1/order/refund",
        { refundOrderId: "ord_\u0000", amount: "1", assetId: "USDT_TRC20", destinationAddress: TRON_DESTINATION },
        "refundOrderId",
      ],
      [
        "POST",
        "/api/v1/order/withdrawal",
        { ...payment, amount: "1", destinationAddress: `${TRON_DESTINATION}\u0000` },
        "destinationAddress",
      ],
      ["POST", "/_sandbox/integrations", { name: "Shop\u0000", url: "https://shop.example" }, "name"],
      [
        "PUT",
        `/_sandbox/integrations/${INTEGRATION_ID}/webhook`,
        { callbackUrl: "https://hooks.example/\u0000", orderTypes: ["Payment"] },
        "callbackUrl",
      ],
      ["PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, { supportEmail: "help\u0000@shop.example" }, "supportEmail"],
      ["POST", `/_sandbox/orders/${paid.orderId}/payments`, { amount: "1\u0000" }, "amount"],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await t.call(method, path, body);
      expect(res.status, `${method} ${path} ${field}`).toBe(400);
      expect(
        (await res.json()).map((e: { field: string }) => e.field),
        `${method} ${path}`,
      ).toContain(field);
    }
    expect(logged).toEqual([]);
  });
});

describe("a stored callback URL PostgreSQL cannot queue", () => {
  it("never stops a payment being credited: the payment commits without its callback, and the operator is told", async () => {
    const t = await app();
    logged.length = 0;
    const put = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "https://hooks.example/cb",
      orderTypes: ["Payment", "Deposit"],
    });
    expect(put.status).toBe(200);
    // A NUL written around the API (by hand, or by an older version): JSON's escape in the text column.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`update integrations set data = replace(data, '/cb"', '/cb\\u0000"') where id = $1`, [INTEGRATION_ID]);
    await client.end();
    expect((await store.getIntegration(INTEGRATION_ID))?.webhook.callbackUrl).toBe("https://hooks.example/cb\u0000");

    const created = await t.createPayment("25");
    const paid = await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`);
    expect(paid.status).toBe(201);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
    expect(order.status).toBe("completed");
    const deliveries = await t.json(await t.call("GET", `/_sandbox/webhooks/deliveries?orderId=${created.orderId}`));
    expect(deliveries.data).toEqual([]);
    expect(logged).toEqual([expect.stringContaining(`the callback of order ${created.orderId} could not be queued`)]);
  });
});
