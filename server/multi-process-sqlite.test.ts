// Several workers of the service on one SQLite file (WORKERS=2 PAYER_WORKERS=1, node:cluster):
// the real service, as `npm start` runs it with those two settings. Nothing is mocked. What
// PostgreSQL gives the workers through LISTEN/NOTIFY and row locks, the SQLite file gets from
// the primary (it passes each order change on) and from SQLite's lock (one writer at a time).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutOrder, checkoutOrderPath } from "../src/shared/index.ts";
import { openRaw, rawConnection } from "../test/support/raw-http.ts";
import { sandboxClient, type SandboxClient } from "../test/support/sandbox-client.ts";
import { freePortPair, killServices, ready, SERVICE_KEY, spawnService, type ServiceProcess } from "../test/support/service-process.ts";
import { until } from "../test/support/until.ts";

const TRON_DESTINATION = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

let dir: string;
let service: ServiceProcess;
let port: number;
let sandbox: SandboxClient;

/** A POST of `body` as raw HTTP/1.1, with the service's key. */
const post = (path: string, body: unknown) => {
  const text = JSON.stringify(body);
  return `POST ${path} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${SERVICE_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
};

/**
 * The answer to `request` sent on a new connection after `first`: a connection that begins
 * with the order read goes to the payer's worker, any other to the merchants' worker.
 */
async function onConnection(first: string, request: string): Promise<{ status: number | null; body: string }> {
  const connection = rawConnection(port);
  connection.socket.write(first + request);
  const answers = await connection.answers(first ? 2 : 1);
  connection.socket.end();
  return answers.at(-1)!;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "workers-sqlite-"));
  port = await freePortPair();
  service = spawnService({ STATE: join(dir, "checkout.sqlite"), WORKERS: "2", PAYER_WORKERS: "1", QUIET: "0" }, port);
  await ready(service);
  await until(
    () => service.output().includes("all 2 workers serve (1 of them the payer's connections)"),
    "both workers serving",
    30_000,
    20,
  );
  sandbox = sandboxClient(service.origin, SERVICE_KEY);
}, 60_000);

afterAll(async () => {
  if (service) await killServices([service]);
  rmSync(dir, { recursive: true, force: true });
});

describe("WORKERS=2 PAYER_WORKERS=1 on one SQLite file", () => {
  it("reads held in the payer's worker wake on a payment made through the other, and its cached view is dropped", async () => {
    const order = await sandbox.createPaymentOrder();
    const path = checkoutOrderPath(order.integrationId, order.orderId);
    const readFirst = `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
    // The payer's worker reads the order once (and keeps its view), then holds two reads of it.
    const etag = (await fetch(service.origin + path)).headers.get("etag")!;
    const held = Array.from({ length: 2 }, () => {
      const connection = rawConnection(port);
      connection.socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nPrefer: wait=25\r\n\r\n`);
      return connection;
    });
    const heldBy = async (first: string) =>
      (JSON.parse((await onConnection(first, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")).body) as { heldReads: number }).heldReads;
    await until(async () => (await heldBy(readFirst)) === 2, "two reads held by the payer's worker", 20_000, 50);
    expect(await heldBy("")).toBe(0);

    // The payment goes through the merchants' worker: the payer's hears of it through the primary.
    await sandbox.pay(order.orderId);
    for (const connection of held) {
      const [answer] = await connection.answers(1);
      expect(answer?.status).toBe(200);
      expect(CheckoutOrder.parse(JSON.parse(answer!.body)).status).toBe("completed");
      connection.socket.end();
    }
    // A plain read in the payer's worker shows the payment: the view it had cached is gone.
    const again = await onConnection(readFirst, readFirst);
    expect(CheckoutOrder.parse(JSON.parse(again.body)).status).toBe("completed");
  }, 60_000);

  it("400 concurrent refunds of one order, half through each worker: exactly the ceiling's worth succeed", async () => {
    // A paid order of 100 USDT (the refund ceiling), and a deposit of 1000 so that the balance
    // is never what stops a refund: 100 refunds of 1 cost 100 × (1 + 1 fee).
    const paid = await sandbox.createPaymentOrder("USDT_TRC20", "100");
    await sandbox.pay(paid.orderId);
    await sandbox.pay((await sandbox.createDepositOrder()).orderId, "1000");
    const balance = async () => {
      const { balances } = (await sandbox.call("GET", `/_sandbox/integrations/${paid.integrationId}/balances`, undefined, 200)) as {
        balances: { assetId: string; amount: string }[];
      };
      return balances.find((entry) => entry.assetId === "USDT_TRC20")!.amount;
    };
    const before = await balance();

    const readFirst = `GET ${checkoutOrderPath(paid.integrationId, paid.orderId)} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const refund = post("/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      amount: "1",
      assetId: "USDT_TRC20",
      destinationAddress: TRON_DESTINATION,
    });
    const answers = await Promise.all(Array.from({ length: 400 }, (_, i) => onConnection(i % 2 === 0 ? readFirst : "", refund)));
    const statuses = new Map<number | null, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 201: 100, 400: 300 });
    expect(answers.find((answer) => answer.status === 400)!.body).toContain("limitExceeded");
    // Each worker answered its 200 (a refused refund too ran in a write transaction, under the
    // file's lock), none with a 5xx for a lock it waited for.
    const through = (worker: number) =>
      answers.filter((answer, i) => i % 2 === worker && (answer.status === 201 || answer.status === 400)).length;
    expect([through(0), through(1)]).toEqual([200, 200]);

    // The database agrees: 100 refund orders (the only ones of this fresh file).
    const refunds = (await sandbox.call("GET", "/api/v1/orders?type=refund", undefined, 200)) as { pagination: { totalQuantity: number } };
    expect(refunds.pagination.totalQuantity).toBe(100);
    // Each refund took its amount and the network fee (1 USDT) from the balance, no more.
    expect(Number(await balance())).toBe(Number(before) - 200);
  }, 120_000);

  it("a payment link page's quote signed by the payer's worker is honoured by the other (one quote key per start)", async () => {
    const integrationId = ((await sandbox.call("GET", "/api/v1/integrations", undefined, 200)) as { data: { id: string }[] }).data[0]!.id;
    const made = await service.call("POST", "/api/v1/payment-links", {
      integrationId,
      name: "Mug",
      price: { amount: "10.00", currency: "USD" },
      assetIds: ["TRX"],
    });
    const { linkId } = (await made.json()) as { linkId: string };
    // The page through the payer's worker (its connection opens with the order read)...
    const readFirst = `GET ${checkoutOrderPath(integrationId, "ord_none")} HTTP/1.1\r\nHost: x\r\n\r\n`;
    const connection = rawConnection(port);
    connection.socket.write(`${readFirst}GET /link/${linkId} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const answers = await connection.closed;
    const page = answers.at(-1);
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers).slice(0, 2000),
    ).toEqual([404, 200]);
    const quote = /name="quote" value="([^"]+)"/.exec(page?.body ?? "")?.[1];
    expect(quote).toBeDefined();
    // The form's token too: a choice without the page's own is refused (403) whoever signed the quote.
    const formToken = /name="formToken" value="([^"]+)"/.exec(page?.body ?? "")?.[1];
    expect(formToken).toBeDefined();
    // ...and the choice through the merchants' worker, which did not sign it.
    const form = new URLSearchParams({ assetId: "TRX", quote: quote ?? "", formToken: formToken ?? "" }).toString();
    const choice = `POST /link/${linkId} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${service.origin}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`;
    const chosen = openRaw(port, choice);
    expect(await chosen.status).toMatch(/^HTTP\/1\.1 303 /);
    chosen.socket.end();
  }, 60_000);

  it("SIGTERM to the primary stops both workers, and it exits 0", async () => {
    service.child.kill("SIGTERM");
    expect((await service.exited).code).toBe(0);
  }, 30_000);
});

describe("WORKERS", () => {
  it("refuses WORKERS > 1 with STATE=memory, which each process would keep on its own", async () => {
    const memory = spawnService({ WORKERS: "2", STATE: "memory", QUIET: "0" }, await freePortPair());
    expect((await memory.exited).code).toBe(1);
    expect(memory.output()).toContain("WORKERS=2 needs a database the processes share");
  }, 30_000);
});
