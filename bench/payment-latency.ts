// Time from a sandbox payment (POST /_sandbox/orders/{id}/payments) to the completed state on
// screen, and from a detected transfer (the same POST with confirmed: false) to "payment
// detected" on screen. The page records, with a MutationObserver, the Date.now() at which its
// root's marker (data-status-group="completed", data-payment-state="detected") appears; the
// bench takes Date.now() just before the POST. Both read the same system clock, so the
// difference is the payer's wait, in ms. Each order is followed by the same on a plain
// long-poll page (long-poll-page.ts), in the same browser: the ratio of the two is what
// compares across runs on a shared machine.
import type { Browser, Page } from "playwright";
import type { SandboxClient as Client } from "../test/support/sandbox-client.ts";
import { startLongPollPage } from "./long-poll-page.ts";
import { median, percentile } from "./stats.ts";

export interface LatencyResult {
  samples: number[];
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** The plain long-poll page, one sample after each of the checkout's. */
  baseline?: {
    samples: number[];
    medianMs: number;
    p95Ms: number;
    /** The checkout's sample over the baseline's that followed it: min, median, max. */
    ratio: { min: number; median: number; max: number };
  };
}

declare global {
  interface Window {
    __completedAt?: number;
  }
}

interface Marker {
  attribute: string;
  value: string;
}

export function measurePaymentToCompleted(browser: Browser, client: Client, count: number): Promise<LatencyResult> {
  return measure(
    browser,
    client,
    count,
    { attribute: "data-status-group", value: "completed" },
    (orderId) => client.pay(orderId),
    "completed",
  );
}

export function measureDetectionToScreen(browser: Browser, client: Client, count: number): Promise<LatencyResult> {
  return measure(
    browser,
    client,
    count,
    { attribute: "data-payment-state", value: "detected" },
    (orderId) => client.detect(orderId),
    "detected",
  );
}

async function markedPage(browser: Browser, marker: Marker): Promise<{ page: Page; readsSent: () => number; reset: () => void }> {
  const page = await browser.newPage();
  await page.addInitScript((m: Marker) => {
    const observer = new MutationObserver(() => {
      const main = document.querySelector("main[data-screen]");
      if (window.__completedAt === undefined && main?.getAttribute(m.attribute) === m.value) {
        window.__completedAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: [m.attribute] });
  }, marker);
  let reads = 0;
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith("/checkout/v1/") || path === "/wait") reads += 1;
  });
  return { page, readsSent: () => reads, reset: () => void (reads = 0) };
}

/** Opens url, waits until its long poll is out, triggers, and returns the ms to the marker. */
async function once(
  target: Awaited<ReturnType<typeof markedPage>>,
  url: string,
  marker: Marker,
  trigger: () => Promise<unknown>,
): Promise<number> {
  const { page } = target;
  target.reset();
  await page.goto(url);
  await page.locator('main[data-status-group="waiting"]').waitFor({ timeout: 15_000 });
  // Steady state: the page's long poll (the checkout's first read: the order came with the
  // page) is already waiting at the server.
  const deadline = Date.now() + 5_000;
  while (target.readsSent() < 1 && Date.now() < deadline) await page.waitForTimeout(20);
  await page.waitForTimeout(150);
  const paidAt = Date.now();
  await trigger();
  await page.locator(`main[${marker.attribute}="${marker.value}"]`).waitFor({ timeout: 15_000 });
  const completedAt = await page.evaluate(() => window.__completedAt ?? Number.NaN);
  return completedAt - paidAt;
}

async function measure(
  browser: Browser,
  client: Client,
  count: number,
  marker: Marker,
  trigger: (orderId: string) => Promise<unknown>,
  baselineState: "completed" | "detected",
): Promise<LatencyResult> {
  const checkout = await markedPage(browser, marker);
  const plain = await markedPage(browser, marker);
  const baseline = await startLongPollPage();
  const samples: number[] = [];
  const baseSamples: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const order = await client.createPaymentOrder("USDT_TRC20", `${10 + i}.00`);
      samples.push(await once(checkout, order.paymentLink, marker, () => trigger(order.orderId)));
      baseSamples.push(await once(plain, baseline.url, marker, () => baseline.trigger(baselineState)));
    }
  } finally {
    await checkout.page.close();
    await plain.page.close();
    await baseline.stop();
  }
  // A sample of 0 ms (the same clock tick) would make the ratio infinite: 1 ms is the clock's step.
  const ratios = samples.map((sample, i) => sample / Math.max(1, baseSamples[i] ?? Number.NaN));
  return {
    samples,
    medianMs: median(samples),
    p95Ms: percentile(samples, 95),
    maxMs: Math.max(...samples),
    baseline: {
      samples: baseSamples,
      medianMs: median(baseSamples),
      p95Ms: percentile(baseSamples, 95),
      ratio: { min: Math.min(...ratios), median: median(ratios), max: Math.max(...ratios) },
    },
  };
}
