// The payer's side of a journey: open an order's paymentLink and read the page through the
// markers it exposes (data-screen, data-status-group, data-connection, data-qr-value,
// data-address, data-tx-hash). Only what the page really renders is asserted on.
import { expect, type Locator, type Page } from "playwright/test";
import type { CreatedOrder } from "./api.ts";

export type Screen = "loading" | "invalid-link" | "not-found" | "unavailable" | "order";
export type StatusGroup = "waiting" | "completed" | "processing";

/**
 * The order's paymentLink as a path on the test's baseURL, with extra query parameters
 * appended as they are (a list, so duplicates and odd names survive).
 */
export function checkoutPath(order: CreatedOrder, extra: Array<[string, string]> = []): string {
  const link = new URL(order.paymentLink);
  for (const [name, value] of extra) link.searchParams.append(name, value);
  return `${link.pathname}${link.search}`;
}

/** The page's root element: the one carrying data-screen. */
export function root(page: Page): Locator {
  return page.locator("main[data-screen]");
}

/**
 * Waits for the root to carry these markers. A selector wait is observed in the page as the
 * DOM changes; expect()'s own polling backs off to 1 s steps, which would add up to seconds
 * per journey. On a miss, expect() runs once more for a readable failure message.
 */
async function waitForMarkers(page: Page, markers: Record<string, string>, timeout = 10_000): Promise<void> {
  const selector = `main${Object.entries(markers)
    .map(([name, value]) => `[${name}="${value}"]`)
    .join("")}`;
  try {
    await page.locator(selector).waitFor({ state: "attached", timeout });
  } catch {
    for (const [name, value] of Object.entries(markers)) {
      await expect(root(page), `waiting for ${selector}`).toHaveAttribute(name, value, { timeout: 1 });
    }
    throw new Error(`${selector} did not appear within ${timeout} ms`);
  }
}

export async function expectScreen(page: Page, screen: Screen, timeout?: number): Promise<void> {
  await waitForMarkers(page, { "data-screen": screen }, timeout);
}

export async function expectStatus(page: Page, group: StatusGroup, timeout?: number): Promise<void> {
  await waitForMarkers(page, { "data-screen": "order", "data-status-group": group }, timeout);
}

/** Waits for the root's data-connection to become `state`. */
export async function expectConnection(page: Page, state: "online" | "reconnecting", timeout?: number): Promise<void> {
  await waitForMarkers(page, { "data-connection": state }, timeout);
}

/** Opens the order's page and waits until it shows the order, waiting for payment, and listens. */
export async function openWaiting(page: Page, order: CreatedOrder, extra: Array<[string, string]> = []): Promise<void> {
  await page.goto(checkoutPath(order, extra));
  await expectStatus(page, "waiting");
  // The service's screen is there before the page's script runs (after the first paint): a
  // test that presses a button next should find it listening.
  await page.locator("#app[data-interactive]").waitFor({ state: "attached" });
}

/** The element holding the address the payer sends to. */
export function addressElement(page: Page): Locator {
  return page.locator("[data-address]").first();
}

/** The QR image: an svg carrying its payload. */
export function qrElement(page: Page): Locator {
  return page.locator("svg[data-qr-value]").first();
}

/** The explorer link of the completed payment, inside the element carrying the hash. */
export function explorerLink(page: Page, hash: string): Locator {
  return page
    .locator(`[data-tx-hash="${hash}"]`)
    .locator("a[href]")
    .or(page.locator(`a[data-tx-hash="${hash}"]`));
}

/** Everything shown to the payer, as text (whitespace collapsed). */
export async function visibleText(page: Page): Promise<string> {
  return (await page.locator("body").innerText()).replace(/\s+/g, " ");
}

/** The address as the page exposes it: data-address value, or the element's text without spaces. */
export async function shownAddress(page: Page): Promise<string> {
  const element = addressElement(page);
  const value = await element.getAttribute("data-address");
  if (value) return value;
  return (await element.innerText()).replace(/\s+/g, "");
}
