// A payment link is public: anyone may load its page and press a choice, and each choice is an
// order. These are the floods a red team sent through it: many loads and choices from one
// address and from many, at once; a cross-site form making its visitors choose; and a link made
// to hold more unpaid orders than any shop sells at once.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentLink, PaymentLinkCreated } from "../../src/shared/index.ts";
import type { LinkRateLimits } from "./link-limits.ts";
import { chooseOnLink, linkPageToken } from "../../test/support/link-choice.ts";
import { INTEGRATION_ID, offlineLookup, ORIGIN, testApp } from "../testing.ts";
import type { AppConfig } from "../app.ts";

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "link-dist-"));
  await mkdir(join(dist, "checkout"), { recursive: true });
  // The source template: the built one differs only in its script and style tags.
  await copyFile(join(import.meta.dirname, "..", "..", "index.html"), join(dist, "checkout", "index.html"));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const OFF = { limit: 0, windowMs: 60_000 };
const NO_LIMITS: LinkRateLimits = { pagePerClient: OFF, pagePerLink: OFF, choicesPerClient: OFF, choicesPerLink: OFF };

async function linkApp(paymentLinks: AppConfig["paymentLinks"]) {
  const t = await testApp({
    config: { publicOrigin: ORIGIN, distDir: dist, faultHangMs: 200, lookup: offlineLookup, trustProxy: 1, paymentLinks },
  });
  const res = await t.call("POST", "/api/v1/payment-links", {
    integrationId: INTEGRATION_ID,
    name: "T-shirt",
    price: { amount: "10.00", currency: "USD" },
    expiresInMinutes: 15,
  });
  expect(res.status).toBe(201);
  const { linkId } = PaymentLinkCreated.parse(await res.json());
  return { ...t, linkId };
}

const from = (address: string) => ({ "X-Forwarded-For": address });

/** Orders the link made, as its merchant lists them. */
async function ordersOf(t: Awaited<ReturnType<typeof linkApp>>): Promise<number> {
  const list = await t.json(await t.call("GET", "/api/v1/orders?perPage=100"));
  return list.data.length;
}

// Each test sends dozens of requests at once, each a database transaction: 20 s each, for a
// loaded machine (about a second on a quiet one).
describe("a payment link's page and choice are rate limited per client and per link", () => {
  it("of 20 concurrent loads of the page from one address, 5 are served; the rest get a 429 page with Retry-After", async () => {
    const t = await linkApp({ limits: { ...NO_LIMITS, pagePerClient: { limit: 5, windowMs: 60_000 } } });
    const loads = await Promise.all(Array.from({ length: 20 }, () => t.app.request(`/link/${t.linkId}`, { headers: from("203.0.113.7") })));
    const refused = loads.filter((res) => res.status === 429);
    expect(refused).toHaveLength(15);
    expect(Number(refused[0]!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // A person reads it: words, not the API's JSON array.
    expect(await refused[0]!.text()).toMatch(/Too many requests/);
    // Another address is not affected; unknown ids count against the client too.
    expect((await t.app.request(`/link/${t.linkId}`, { headers: from("203.0.113.8") })).status).not.toBe(429);
    expect((await t.app.request("/link/lnk_unknown", { headers: from("203.0.113.7") })).status).toBe(429);
    // The window ends: served again.
    t.clock.advance(61_000);
    expect((await t.app.request(`/link/${t.linkId}`, { headers: from("203.0.113.7") })).status).not.toBe(429);
  }, 20_000);

  it("of 20 concurrent choices from one address, 3 make orders; the others make nothing", async () => {
    const t = await linkApp({ limits: { ...NO_LIMITS, choicesPerClient: { limit: 3, windowMs: 600_000 } } });
    const token = await linkPageToken(t.app, t.linkId);
    const choices = await Promise.all(
      Array.from({ length: 20 }, () => chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token, headers: from("198.51.100.1") })),
    );
    expect(choices.filter((res) => res.status === 303)).toHaveLength(3);
    expect(choices.filter((res) => res.status === 429)).toHaveLength(17);
    expect(choices.find((res) => res.status === 429)!.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await ordersOf(t)).toBe(3);
  }, 20_000);

  it("a flood from 40 addresses at once is held by the link's own limit: 10 orders", async () => {
    const t = await linkApp({
      limits: { ...NO_LIMITS, choicesPerClient: { limit: 3, windowMs: 600_000 }, choicesPerLink: { limit: 10, windowMs: 600_000 } },
    });
    const token = await linkPageToken(t.app, t.linkId);
    const choices = await Promise.all(
      Array.from({ length: 40 }, (_, i) => chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token, headers: from(`192.0.2.${i + 1}`) })),
    );
    expect(choices.filter((res) => res.status === 303)).toHaveLength(10);
    expect(choices.filter((res) => res.status === 429)).toHaveLength(30);
    expect(await ordersOf(t)).toBe(10);
  }, 20_000);

  it("a flood of page loads from 30 addresses is held by the link's own limit", async () => {
    const t = await linkApp({ limits: { ...NO_LIMITS, pagePerLink: { limit: 12, windowMs: 60_000 } } });
    const loads = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.app.request(`/link/${t.linkId}`, { headers: from(`2001:db8:${i + 1}::1`) })),
    );
    expect(loads.filter((res) => res.status === 429)).toHaveLength(18);
  }, 20_000);
});

describe("a choice is taken only from the link's own page", () => {
  it("refuses a cross-site post, a post without the page's token, a forged one, another link's and an old one, making nothing", async () => {
    const t = await linkApp({ maxOpenOrders: 0 });
    const other = PaymentLinkCreated.parse(
      await t.json(
        await t.call("POST", "/api/v1/payment-links", {
          integrationId: INTEGRATION_ID,
          name: "Mug",
          price: { amount: "5.00", currency: "USD" },
        }),
      ),
    );
    const token = await linkPageToken(t.app, t.linkId);
    const [drawnAt, mac] = token.split(".") as [string, string];
    const refusals = [
      // Another site's form: the browser says so, token or not.
      await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { headers: { "Sec-Fetch-Site": "cross-site" } }),
      await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { headers: { "Sec-Fetch-Site": "same-site" } }),
      await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token: null, headers: { "Sec-Fetch-Site": "cross-site" } }),
      // An old browser that sends no fetch metadata, posting without the page's token.
      await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token: null }),
      await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token: `${Number(drawnAt) + 3600}.${mac}` }),
      await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token: "garbage" }),
      await chooseOnLink(t.app, other.linkId, "USDT_TRC20", { token }),
    ];
    expect(refusals.map((res) => res.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // The page drawn an hour and more ago no longer counts.
    t.clock.advance(61 * 60_000);
    expect((await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token, headers: { "Sec-Fetch-Site": "same-origin" } })).status).toBe(403);
    expect(await ordersOf(t)).toBe(0);
    // From the page itself: taken.
    const own = await chooseOnLink(t.app, t.linkId, "USDT_TRC20", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(303);
    expect(await ordersOf(t)).toBe(1);
  }, 20_000);
});

describe("the link's page draws its form's token", () => {
  it("carries it in the form; a press posting it from the page is taken, and a refused one is shown the page again with a fresh one", async () => {
    const t = await linkApp({});
    const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    const token = tokenOf(await (await t.app.request(`/link/${t.linkId}`)).text());
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const refused = await chooseOnLink(t.app, t.linkId, "TRX", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(refused.status).toBe(403);
    const again = await refused.text();
    expect(again).toContain("Choose again here");
    const fresh = tokenOf(again);
    expect(fresh).toBeDefined();
    const taken = await chooseOnLink(t.app, t.linkId, "TRX", { token: fresh!, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(taken.status).toBe(303);
    expect(taken.headers.get("Location")).toContain("/pay?integrationId=");
  }, 20_000);
});

describe("a link's unpaid open orders are capped", () => {
  it("of 25 concurrent choices from 25 addresses, the cap's 5 make orders; the merchant reads when and at how many", async () => {
    const t = await linkApp({ maxOpenOrders: 5 });
    const token = await linkPageToken(t.app, t.linkId);
    const choices = await Promise.all(
      Array.from({ length: 25 }, (_, i) => chooseOnLink(t.app, t.linkId, "USDT_TRC20", { token, headers: from(`192.0.2.${i + 1}`) })),
    );
    expect(choices.filter((res) => res.status === 303)).toHaveLength(5);
    const capped = choices.filter((res) => res.status === 409);
    expect(capped).toHaveLength(20);
    expect(await capped[0]!.text()).toContain("too many orders waiting for payment");
    expect(await ordersOf(t)).toBe(5);
    const read = PaymentLink.parse(await t.json(await t.call("GET", `/api/v1/payment-links/${t.linkId}`)));
    expect(read.capped).toMatchObject({ openOrders: 5, limit: 5 });
    expect(Date.parse(read.capped!.at)).toBeGreaterThan(0);
  }, 20_000);

  it("a paid order and an order whose window ended free their place; an unpaid one in its window does not", async () => {
    const t = await linkApp({ maxOpenOrders: 2 });
    const first = await chooseOnLink(t.app, t.linkId, "USDT_TRC20");
    const second = await chooseOnLink(t.app, t.linkId, "USDT_TRC20");
    expect([first.status, second.status]).toEqual([303, 303]);
    expect((await chooseOnLink(t.app, t.linkId, "USDT_TRC20")).status).toBe(409);
    // Paid: no longer waiting for payment.
    const paidId = new URL(first.headers.get("Location")!).searchParams.get("orderId")!;
    await t.pay(paidId);
    expect((await chooseOnLink(t.app, t.linkId, "USDT_TRC20")).status).toBe(303);
    expect((await chooseOnLink(t.app, t.linkId, "USDT_TRC20")).status).toBe(409);
    // The windows (15 minutes) end: both unpaid ones stop counting.
    t.clock.advance(15 * 60_000 + 1000);
    const after = await Promise.all([1, 2, 3].map(() => chooseOnLink(t.app, t.linkId, "USDT_TRC20")));
    expect(after.map((res) => res.status).sort()).toEqual([303, 303, 409]);
  }, 20_000);
});
