// Time from a sandbox payment (POST /_sandbox/orders/{id}/payments) to the completed state on
// screen. The page records, with a MutationObserver, the Date.now() at which its root's
// data-status-group turns "completed"; the bench takes Date.now() just before the POST. Both
// read the same system clock, so the difference is the payer's wait, in ms.
import type { Browser } from "playwright";
import type { Client } from "./client.ts";
import { median, percentile } from "./stats.ts";

export interface LatencyResult {
  samples: number[];
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

declare global {
  interface Window {
    __completedAt?: number;
  }
}

export async function measurePaymentToCompleted(browser: Browser, client: Client, count: number): Promise<LatencyResult> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector("main[data-screen]");
      if (window.__completedAt === undefined && main?.getAttribute("data-status-group") === "completed") {
        window.__completedAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ["data-status-group"] });
  });
  let readsSent = 0;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/checkout/v1/")) readsSent += 1;
  });

  const samples: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const order = await client.createPaymentOrder("USDT_TRC20", `${10 + i}.00`);
      readsSent = 0;
      await page.goto(order.paymentLink);
      await page.locator('main[data-status-group="waiting"]').waitFor({ timeout: 15_000 });
      // Steady state: the page's long poll (its first read: the order came with the page) is
      // already waiting at the service.
      const deadline = Date.now() + 5_000;
      while (readsSent < 1 && Date.now() < deadline) await page.waitForTimeout(20);
      await page.waitForTimeout(150);

      const paidAt = Date.now();
      await client.pay(order.orderId);
      await page.locator('main[data-status-group="completed"]').waitFor({ timeout: 15_000 });
      const completedAt = await page.evaluate(() => window.__completedAt ?? Number.NaN);
      samples.push(completedAt - paidAt);
    }
  } finally {
    await page.close();
  }
  return { samples, medianMs: median(samples), p95Ms: percentile(samples, 95), maxMs: Math.max(...samples) };
}
