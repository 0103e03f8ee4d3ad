// Time from a sandbox payment (POST /_sandbox/orders/{id}/payments) to the completed state on
// screen, and from a detected transfer (the same POST with confirmed: false) to "payment
// detected" on screen. The page records, with a MutationObserver, the Date.now() at which its
// root's marker (data-status-group="completed", data-payment-state="detected") appears; the
// bench takes Date.now() just before the POST. Both read the same system clock, so the
// difference is the payer's wait, in ms.
import type { Browser } from "playwright";
import type { SandboxClient as Client } from "../test/support/sandbox-client.ts";
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

export function measurePaymentToCompleted(browser: Browser, client: Client, count: number): Promise<LatencyResult> {
  return measure(browser, client, count, { attribute: "data-status-group", value: "completed" }, (orderId) => client.pay(orderId));
}

export function measureDetectionToScreen(browser: Browser, client: Client, count: number): Promise<LatencyResult> {
  return measure(browser, client, count, { attribute: "data-payment-state", value: "detected" }, (orderId) => client.detect(orderId));
}

async function measure(
  browser: Browser,
  client: Client,
  count: number,
  marker: { attribute: string; value: string },
  trigger: (orderId: string) => Promise<unknown>,
): Promise<LatencyResult> {
  const page = await browser.newPage();
  await page.addInitScript((m: { attribute: string; value: string }) => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector("main[data-screen]");
      if (window.__completedAt === undefined && main?.getAttribute(m.attribute) === m.value) {
        window.__completedAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: [m.attribute] });
  }, marker);
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
      await trigger(order.orderId);
      await page.locator(`main[${marker.attribute}="${marker.value}"]`).waitFor({ timeout: 15_000 });
      const completedAt = await page.evaluate(() => window.__completedAt ?? Number.NaN);
      samples.push(completedAt - paidAt);
    }
  } finally {
    await page.close();
  }
  return { samples, medianMs: median(samples), p95Ms: percentile(samples, 95), maxMs: Math.max(...samples) };
}
