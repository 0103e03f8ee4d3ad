// EXCHANGE_RATES_URL against a real HTTP server on this machine: the feed as a deployment
// would serve it, read through the same fetch the service uses (no fetch stub).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PaymentLinkCreated } from "../../src/shared/index.ts";
import { manualClock } from "../domain/clock.ts";
import { INTEGRATION_ID, testApp } from "../testing.ts";
import { feedRateSource } from "./rate-source.ts";

interface Feed {
  url: string;
  requests: number;
  /** What the next requests get: a status and a body, or "hang" (never answered). */
  answer: { status: number; body: unknown } | "hang";
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function feed(body: unknown): Promise<Feed> {
  const state: Feed = { url: "", requests: 0, answer: { status: 200, body } };
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    state.requests++;
    const answer = state.answer;
    if (answer === "hang") return;
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates.json`;
  return state;
}

const RATES = { rates: { TRX: { USD: "0.25", EUR: "0.2300001" }, USDT_TRC20: { USD: "1" }, DOGE: { USD: "0.1" } } };

describe("the exchange-rate feed (EXCHANGE_RATES_URL)", () => {
  it("reads the documented shape: decimal text per assetId and currency, unknown assets ignored, at most 6 digits (cut)", async () => {
    const server = await feed(RATES);
    const clock = manualClock("2026-11-26T10:00:00.000Z");
    const table = await feedRateSource({ url: server.url, clock }).current();
    expect(table.source).toBe("feed");
    expect(table.rates).toEqual({ TRX: { USD: "0.250000", EUR: "0.230000" }, USDT_TRC20: { USD: "1.000000" } });
    expect(table.at.startsWith("2026-11-26T10:00:00")).toBe(true);
  });

  it("asks once per period however many payers pick at once, then again when the period is over", async () => {
    const server = await feed(RATES);
    const clock = manualClock();
    const source = feedRateSource({ url: server.url, clock, maxAgeMs: 60_000 });
    await Promise.all(Array.from({ length: 20 }, () => source.current()));
    expect(server.requests).toBe(1);
    await source.current();
    expect(server.requests).toBe(1);
    clock.advance(61_000);
    await source.current();
    expect(server.requests).toBe(2);
  });

  it("keeps the last good table, with its own time, when the feed fails; refuses with none", async () => {
    const server = await feed(RATES);
    const clock = manualClock("2026-11-26T10:00:00.000Z");
    const source = feedRateSource({ url: server.url, clock, maxAgeMs: 1_000, timeoutMs: 300 });
    const first = await source.current();
    clock.advance(5_000);
    for (const answer of [{ status: 500, body: {} }, { status: 200, body: { rates: { TRX: { USD: 0.25 } } } }, "hang"] as const) {
      server.answer = answer;
      expect(await source.current()).toEqual(first);
    }
    const empty = await feed({ rates: {} });
    await expect(feedRateSource({ url: empty.url, clock }).current()).rejects.toThrow(/no usable rate/);
    empty.answer = { status: 503, body: {} };
    await expect(feedRateSource({ url: empty.url, clock }).current()).rejects.toThrow(/503/);
  });

  it("prices a link's order at the feed's rate, and the order says when the rates were read", async () => {
    const server = await feed(RATES);
    const clock = manualClock("2026-11-26T10:00:00.000Z");
    const t = await testApp({ clock });
    const fed = await testApp({
      store: t.app.services.store,
      clock,
      config: { ...t.app.services.config, exchangeRates: feedRateSource({ url: server.url, clock }) },
    });
    const res = await fed.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "T-shirt",
      price: { amount: "10.00", currency: "USD" },
      assetIds: ["TRX"],
    });
    expect(res.status).toBe(201);
    const { linkId } = PaymentLinkCreated.parse(await res.json());
    const chosen = await fed.app.request(`/link/${linkId}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "assetId=TRX",
    });
    expect(chosen.status).toBe(303);
    const orderId = new URL(chosen.headers.get("Location") ?? "").searchParams.get("orderId");
    const order = await fed.json(await fed.call("GET", `/api/v1/orders/${orderId}`));
    // 10 USD at 0.25 USD per TRX.
    expect(order.lockedPrice).toMatchObject({ price: { amount: "10.00", currency: "USD" }, rate: "0.250000" });
    expect(order.lockedPrice.ratesAt.startsWith("2026-11-26T10:00")).toBe(true);
    const page = await fed.json(await fed.app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`));
    expect(page.requestedAmount).toEqual({ amount: "40.000000", currency: "TRX" });
    expect(server.requests).toBe(1);
  });
});
