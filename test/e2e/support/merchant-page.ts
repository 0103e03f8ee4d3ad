// The demo merchant site (a second origin) embedding one order, and what its top page hears.
import type { Page } from "playwright/test";
import type { CreatedOrder } from "./api.ts";
import { E2E } from "./env.ts";

/** `/embed/widget` (pasted widgetCode) or `/embed/script` (embed.js) for this order. */
export function merchantPage(path: string, order: CreatedOrder, extra = ""): string {
  return `${E2E.merchantOrigin}${path}?paymentLink=${encodeURIComponent(order.paymentLink)}${extra}`;
}

/** Every message the top page receives, recorded from before any script of it runs. */
export async function recordMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const seen: Array<{ origin: string; data: unknown }> = [];
    (window as unknown as { __messages: typeof seen }).__messages = seen;
    window.addEventListener("message", (event) => seen.push({ origin: event.origin, data: event.data }));
  });
}

/**
 * The demo page's event log: one entry per event or callback, "via type status" from its
 * data-* attributes ("via type orderId status" with `withOrderId`).
 */
export function logEntries(page: Page, options: { withOrderId?: boolean } = {}): Promise<string[]> {
  return page.locator("#log li").evaluateAll(
    (items, withOrderId) =>
      items.map((item) => {
        const data = (item as HTMLElement).dataset;
        return `${data.via} ${data.type}${withOrderId ? ` ${data.orderId ?? ""}` : ""} ${data.status ?? ""}`.trim();
      }),
    options.withOrderId === true,
  );
}
