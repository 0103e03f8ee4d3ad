// A payment link's page and the payer's choice: the page offers only what the service can price
// and watch, and the choice makes the order at the amount the page showed (its quote), while
// that quote is fresh; past it, or with a quote the service did not sign, no order is made and
// the page shows the amounts of now.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PaymentLinkCreated } from "../../src/shared/index.ts";
import { TEST_XPUB_EVM, TEST_XPUB_TRON } from "../../test/support/chain/keys.ts";
import { chooseOnLinkPage, chosenOrderId, linkQuote, pageDist, shownAmounts } from "../../test/support/link-page.ts";
import { rateFeed, type RateFeed } from "../../test/support/rate-feed.ts";
import { createChainMode } from "../chain/mode.ts";
import { readChainSettings } from "../chain/settings.ts";
import { manualClock } from "../domain/clock.ts";
import { feedRateSource } from "../exchange-rates/rate-source.ts";
import type { AppConfig } from "../services.ts";
import { INTEGRATION_ID, ORIGIN, testApp } from "../testing.ts";
import { createLinkPages } from "./link-choice.ts";

let dist: Awaited<ReturnType<typeof pageDist>>;
beforeAll(async () => {
  dist = await pageDist();
});
afterAll(async () => {
  await dist.remove();
});
const feeds: RateFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) await feed.close();
});

const MINUTE = 60_000;

/** An app outside the sandbox whose rates come from a feed on loopback answering `rates`. */
async function fedApp(rates: unknown, config: Partial<AppConfig> = {}) {
  const feed = await rateFeed({ rates });
  feeds.push(feed);
  const clock = manualClock("2026-11-28T10:00:00.000Z");
  const t = await testApp({
    clock,
    config: {
      publicOrigin: ORIGIN,
      distDir: dist.dir,
      sandbox: false,
      exchangeRates: feedRateSource({ url: feed.url, clock }),
      ...config,
    },
  });
  const made = await t.call("POST", "/api/v1/payment-links", {
    integrationId: INTEGRATION_ID,
    name: "T-shirt",
    price: { amount: "10.00", currency: "USD" },
    assetIds: ["TRX", "USDT_TRC20"],
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { linkId } = PaymentLinkCreated.parse(await made.json());
  const page = async () => {
    const res = await t.app.request(`/link/${linkId}`);
    return { status: res.status, html: await res.text() };
  };
  const orders = async () => (await t.json(await t.call("GET", "/api/v1/orders"))).pagination.totalQuantity as number;
  return { t, feed, clock, linkId, page, orders };
}

describe("the payer's quote is the order's", () => {
  it("makes the order at the amount shown, though the feed's rate changed between the page and the choice", async () => {
    const { t, feed, clock, linkId, page } = await fedApp({ TRX: { USD: "0.25" }, USDT_TRC20: { USD: "1" } });
    const shown = await page();
    expect(shownAmounts(shown.html)).toEqual({ TRX: "40.000000", USDT_TRC20: "10.000000" });
    const quote = await linkQuote(t.app, linkId);
    // The feed moves (within its change limit) and its cache runs out before the payer presses.
    feed.answer = { status: 200, body: { rates: { TRX: { USD: "0.22" }, USDT_TRC20: { USD: "1" } } } };
    clock.advance(2 * MINUTE);
    expect(shownAmounts((await page()).html).TRX).toBe("45.454545");
    const orderId = chosenOrderId(await chooseOnLinkPage(t.app, linkId, "TRX", { quote }));
    expect(orderId).not.toBeNull();
    const order = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(order.lockedPrice).toMatchObject({ price: { amount: "10.00", currency: "USD" }, rate: "0.250000" });
    expect(order.lockedPrice.ratesAt.startsWith("2026-11-28T10:00:00")).toBe(true);
    const payer = await t.json(await t.app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`));
    expect(payer.requestedAmount).toEqual({ amount: "40.000000", currency: "TRX" });
  });

  it("makes no order from a quote past QUOTE_VALID_MINUTES whose amount changed: the page shows the new amount", async () => {
    const { t, feed, clock, linkId, orders } = await fedApp({ TRX: { USD: "0.25" }, USDT_TRC20: { USD: "1" } });
    const quote = await linkQuote(t.app, linkId);
    feed.answer = { status: 200, body: { rates: { TRX: { USD: "0.22" }, USDT_TRC20: { USD: "1" } } } };
    clock.advance(11 * MINUTE);
    const res = await chooseOnLinkPage(t.app, linkId, "TRX", { quote });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('data-notice="quoteChanged"');
    expect(html).toContain("The prices changed since this page was shown");
    expect(shownAmounts(html).TRX).toBe("45.454545");
    expect(await orders()).toBe(0);
    // The same amount as shown (a stablecoin at par) is made though the quote is old.
    expect(chosenOrderId(await chooseOnLinkPage(t.app, linkId, "USDT_TRC20", { quote }))).not.toBeNull();
    // And the new page's quote makes the new amount.
    const orderId = chosenOrderId(await chooseOnLinkPage(t.app, linkId, "TRX"));
    expect((await t.json(await t.call("GET", `/api/v1/orders/${orderId}`))).lockedPrice.rate).toBe("0.220000");
    expect(await orders()).toBe(2);
  });

  it("refuses a quote the service did not sign (edited, made up, or none), making no order", async () => {
    const { t, linkId, orders } = await fedApp({ TRX: { USD: "0.25" }, USDT_TRC20: { USD: "1" } });
    const quote = (await linkQuote(t.app, linkId)) ?? "";
    const [payload = "", signature] = quote.split(".");
    const cheaper = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    cheaper.rates.TRX = "2.500000";
    const edited = `${Buffer.from(JSON.stringify(cheaper)).toString("base64url")}.${signature}`;
    for (const forged of [edited, `${payload}.AAAA`, "nonsense", "x".repeat(10_000)]) {
      const res = await chooseOnLinkPage(t.app, linkId, "TRX", { quote: forged });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('data-notice="quoteChanged"');
    }
    // Another app's key (another deployment) signs nothing this one believes.
    const other = await fedApp({ TRX: { USD: "0.25" } });
    expect((await chooseOnLinkPage(t.app, linkId, "TRX", { quote: await linkQuote(other.t.app, other.linkId) })).status).toBe(400);
    // No quote at all (a form of before, a hand-made post): the page again, at the amounts of now.
    const without = await chooseOnLinkPage(t.app, linkId, "TRX", { quote: null });
    expect(without.status).toBe(409);
    expect(shownAmounts(await without.text()).TRX).toBe("40.000000");
    expect(await orders()).toBe(0);
  });
});

describe("the quote across processes", () => {
  it("is checked by any process holding the key: a page of one app, the choice on another over the same database", async () => {
    const key = "a-quote-key-shared-by-every-process-0123456789";
    const { t, feed, clock, linkId } = await fedApp({ TRX: { USD: "0.25" }, USDT_TRC20: { USD: "1" } }, { quotes: { key } });
    const quote = await linkQuote(t.app, linkId);
    feed.answer = { status: 200, body: { rates: { TRX: { USD: "0.22" }, USDT_TRC20: { USD: "1" } } } };
    clock.advance(2 * MINUTE);
    const other = await testApp({
      store: t.app.services.store,
      clock,
      config: { ...t.app.services.config, exchangeRates: feedRateSource({ url: feed.url, clock }), quotes: { key } },
    });
    const orderId = chosenOrderId(await chooseOnLinkPage(other.app, linkId, "TRX", { quote }));
    const payer = await t.json(await t.app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`));
    expect(payer.requestedAmount).toEqual({ amount: "40.000000", currency: "TRX" });
  });
});

describe("a payment link offers only what it can price and watch", () => {
  const ethereumOnly = () => {
    const settings = readChainSettings({
      CHAIN_RPC_URL_ETHEREUM: "http://127.0.0.1:9",
      CHAIN_ID_ETHEREUM: "1",
      XPUB_EVM: TEST_XPUB_EVM,
      XPUB_TRON: TEST_XPUB_TRON,
    });
    if (!settings) throw new Error("no chain settings");
    return createChainMode(settings);
  };

  it("in chain mode without a feed: the dollar stablecoins of the watched network only, never the sandbox's rates", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: dist.dir, sandbox: false, chain: ethereumOnly() } });
    const made = await t.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "Mug",
      price: { amount: "12.00", currency: "USD" },
    });
    const { linkId } = PaymentLinkCreated.parse(await made.json());
    const html = await (await t.app.request(`/link/${linkId}`)).text();
    expect(shownAmounts(html)).toEqual({ USDT_ERC20: "12.000000", USDC_ERC20: "12.000000" });
    // A choice of something not offered (an unwatched network, an unpriced coin) is refused, clearly.
    const pages = createLinkPages(t.app.services);
    const quote = await linkQuote(t.app, linkId);
    const tron = await pages.choose(linkId, "USDT_TRC20", quote);
    expect(tron).toEqual({
      refused: "failed",
      message: expect.stringMatching(/^assetId USDT_TRC20 is not offered: this service does not watch Tron/),
    });
    const eth = await pages.choose(linkId, "ETH", quote);
    expect(eth).toEqual({ refused: "failed", message: expect.stringMatching(/no exchange rate for ETH in USD/) });
    const res = await chooseOnLinkPage(t.app, linkId, "USDT_TRC20");
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('data-notice="failed"');
    const orderId = chosenOrderId(await chooseOnLinkPage(t.app, linkId, "USDT_ERC20"));
    const order = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(order.lockedPrice).toMatchObject({ rate: "1.000000" });
  });

  it("in chain mode with SANDBOX left on: still no sandbox rate priced, published or shown", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: dist.dir, sandbox: true, chain: ethereumOnly() } });
    const made = await t.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "Mug",
      price: { amount: "12.00", currency: "USD" },
    });
    const { linkId } = PaymentLinkCreated.parse(await made.json());
    expect(shownAmounts(await (await t.app.request(`/link/${linkId}`)).text())).toEqual({
      USDT_ERC20: "12.000000",
      USDC_ERC20: "12.000000",
    });
    expect((await t.call("GET", "/api/v1/exchange-rates")).status).toBe(503);
    const created = await t.createPayment("0.01", "ETH");
    const payer = await t.json(await t.app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${created.orderId}`));
    expect(payer.requestedFiatAmount).toBeNull();
  });

  it("the payer's page values an order with its link's price, or not at all: never at the sandbox's rates", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, sandbox: false, chain: ethereumOnly() } });
    const created = await t.createPayment("0.01", "ETH");
    const read = async (orderId: string | null) =>
      t.json(await t.app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`));
    // 0.01 ETH at the sandbox's 3,500 USD would have read 35.00 USD.
    expect((await read(created.orderId)).requestedFiatAmount).toBeNull();
    const made = await t.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "Mug",
      price: { amount: "12.00", currency: "USD" },
    });
    const { linkId } = PaymentLinkCreated.parse(await made.json());
    const orderId = chosenOrderId(await chooseOnLinkPage(t.app, linkId, "USDC_ERC20"));
    expect((await read(orderId)).requestedFiatAmount).toEqual({ amount: "12.00", currency: "USD" });
  });

  it("with a feed: what the feed priced, on watched networks", async () => {
    const t = await testApp({
      config: {
        publicOrigin: ORIGIN,
        distDir: dist.dir,
        sandbox: false,
        chain: ethereumOnly(),
        exchangeRates: feedRateSource({ url: (await fedFeed({ ETH: { USD: "2000" }, TRX: { USD: "0.3" } })).url, clock: manualClock() }),
      },
    });
    const made = await t.call("POST", "/api/v1/payment-links", {
      integrationId: INTEGRATION_ID,
      name: "Mug",
      price: { amount: "12.00", currency: "USD" },
    });
    const { linkId } = PaymentLinkCreated.parse(await made.json());
    expect(shownAmounts(await (await t.app.request(`/link/${linkId}`)).text())).toEqual({ ETH: "0.006000" });
  });
});

async function fedFeed(rates: unknown): Promise<RateFeed> {
  const feed = await rateFeed({ rates });
  feeds.push(feed);
  return feed;
}
