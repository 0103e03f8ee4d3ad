// A merchant makes a payment link priced at 10 USD in the portal; a payer opens it, picks USDT
// on TRON at the rate, pays (the sandbox plays the chain), reads the receipt and presses
// "Return to …", which leads to the link's return URL as given. Another order of the link is left to its window's end: the same
// page says it has run out, asks for nothing, and "Start again" makes a new order from the
// link. At the phone's narrowest (320 px) nothing scrolls sideways.
import { E2E } from "../e2e/support/env.ts";
import { createTenDollarLink, sandbox } from "../e2e/support/api.ts";
import { until, untilValue } from "../support/until.ts";
import type { BrowserDocument, BrowserPage } from "./support/browser-page.ts";
import { expect, test } from "./support/fixtures.ts";
import { attribute, count, fill, text, waitFor, waitForInteractive, waitForStatus } from "./support/page-actions.ts";
import { signUpWithIntegration } from "./support/portal-actions.ts";

const RETURN_URL = `${E2E.merchantOrigin}/?returned=link&order=42`;

/**
 * The merchant's side, in the portal: a new account, its integration, and a link priced at
 * 10 USD with the return URL, made in Sell without code. Answers the link's URL as the portal
 * shows it to copy.
 */
async function makeLinkInPortal(page: BrowserPage): Promise<string> {
  await signUpWithIntegration(page, "link-journey");
  await page.click('nav a[href="/portal/sell"]');
  await waitFor(page, '[data-form="payment-link"] #link-integrationId option');
  await fill(page, "#link-name", "T-shirt");
  await fill(page, "#link-amount", "10");
  expect(await page.evaluate(() => (document.querySelector("#link-currency") as HTMLSelectElement).value)).toBe("USD");
  await fill(page, "#link-returnUrl", RETURN_URL);
  await page.click('[data-form="payment-link"] button[type="submit"]');
  await waitFor(page, '[data-link][data-link-active="true"] [data-link-price="10.00"]');
  const url = (await attribute(page, '[data-link] input[id^="link-url-"]', "data-copy-value")) ?? "";
  expect(await attribute(page, "[data-link] svg[data-qr-value]", "data-qr-value")).toBe(url);
  return url;
}

/**
 * Waits for a click's navigation to reach a page whose path starts with `path`: a wait inside
 * the old document would end with its unload in some engines, so the address is read until it
 * has changed (a read during the unload fails, and is read again).
 */
function navigated(page: BrowserPage, path: string): Promise<string> {
  return untilValue(
    () => page.evaluate(() => location.href).catch(() => ""),
    (href) => href !== "" && new URL(href).pathname.startsWith(path),
    `a page under ${path}`,
  );
}

/** Picks an asset on the link's page; resolves on the new order's waiting screen, with its id. */
async function pick(page: BrowserPage, assetId: string): Promise<string> {
  await waitFor(page, `button[data-asset-id="${assetId}"]`);
  await page.click(`button[data-asset-id="${assetId}"]`);
  await navigated(page, "/pay");
  await waitForStatus(page, "waiting");
  await waitForInteractive(page);
  return new URL(await page.evaluate(() => location.href)).searchParams.get("orderId") ?? "";
}

/** Sideways overflow of the document at 320 px wide (0: none), the viewport put back after. */
async function overflowAt320(page: BrowserPage, doc: BrowserDocument = page): Promise<number> {
  const before = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  await page.setViewport({ width: 320, height: before.height });
  const overflow = await doc.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewport(before);
  return overflow;
}

test("a payment link made in the portal: the payer picks USDT on TRON, pays, reads the receipt and returns to the shop", async ({
  browserPage: page,
}) => {
  // A sign-up hashes the password at full cost: seconds on a busy machine.
  test.setTimeout(180_000);
  // One browser plays the merchant, then the payer: WebKit's driver holds one session, and a
  // second window would hide the payer's page, which pauses its polling while hidden.
  await page.goto(await makeLinkInPortal(page));
  await waitFor(page, 'main[data-screen="link"]');
  // 10 USD in USDT at par: the exact amount on the choice, as the order will ask for it.
  expect(await attribute(page, 'button[data-asset-id="USDT_TRC20"]', "data-amount")).toBe("10.000000");
  expect(await overflowAt320(page)).toBeLessThanOrEqual(0);

  const orderId = await pick(page, "USDT_TRC20");
  expect(await attribute(page, "[data-amount]", "data-amount")).toBe("10.000000");
  expect(await text(page, '[role="timer"]')).toMatch(/^Time left to pay: 1[45]:\d\d$/);

  // The payment, through the sandbox's portal route the order screen's "Simulate a transfer"
  // calls: the order is the portal account's, and this browser still holds its session.
  const paid = await page.evaluate(
    async (id: string) =>
      (
        await fetch(`/portal/api/sandbox/orders/${encodeURIComponent(id)}/payments`, {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
          body: "{}",
        })
      ).status,
    orderId,
  );
  expect(paid).toBe(201);
  await waitForStatus(page, "completed");
  await waitFor(page, "[data-tx-hash]");
  expect(await count(page, '[role="timer"]')).toBe(0);
  expect(await text(page, "a.back-link-primary")).toContain("Return to");
  expect(await attribute(page, "a.back-link-primary", "href")).toBe(RETURN_URL);
  expect(await overflowAt320(page)).toBeLessThanOrEqual(0);

  // A button the payer presses, never an automatic redirect: the page is still the receipt.
  expect(await page.evaluate(() => location.pathname)).toBe("/pay");
  await page.click("a.back-link-primary");
  await untilValue(
    () => page.evaluate(() => location.href).catch(() => ""),
    (href) => href === RETURN_URL,
    "the return URL reached",
  );
});

test("a payment link's order left to its window's end: expired, nothing asked, then started again", async ({ browserPage: page }) => {
  const link = await createTenDollarLink(RETURN_URL, 1);
  await page.goto(link);
  const first = await pick(page, "USDT_TRC20");
  expect(await count(page, "[data-address]")).toBe(1);

  // The sandbox's stand-in for the minute passing; the open page hears of it by itself.
  await sandbox.call("POST", `/_sandbox/orders/${first}/expire`, undefined, 200);
  await waitFor(page, 'main[data-screen="expired"]');
  expect(await count(page, "[data-address], [data-amount], [data-qr-value]")).toBe(0);
  expect(await text(page, ".message-heading")).toBe("The time to pay has run out");
  expect(await attribute(page, "a.back-link", "href")).toBe(RETURN_URL);
  expect(await overflowAt320(page)).toBeLessThanOrEqual(0);

  await page.click("a.start-again");
  await navigated(page, "/link/");
  await waitFor(page, 'main[data-screen="link"]');
  const second = await pick(page, "USDT_TRC20");
  expect(second).not.toBe(first);
  await until(async () => (await attribute(page, "[data-amount]", "data-amount")) === "10.000000", "the new order's amount");
});
