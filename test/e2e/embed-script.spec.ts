// The embed, the script way: a merchant's page on another origin loads embed.js from the service
// and mounts an order. The iframe takes the checkout's content height (no inner scrollbar, no
// 800 px gap) at desktop and phone widths, and a sandbox payment reaches the host page as
// exactly one status and one completed, as DOM events and as callbacks, even when the script
// was loaded twice.
import { expect, test, type Locator, type Page } from "./support/fixtures.ts";
import { createPaymentOrder, pay } from "./support/api.ts";
import { E2E } from "./support/env.ts";
import { logEntries, merchantPage, recordMessages } from "./support/merchant-page.ts";

const checkoutRoot = (page: Page) => page.frameLocator("#checkout iframe").locator("main[data-screen]");

interface Fit {
  /** The iframe's height on the host page. */
  frameHeight: number;
  /** The checkout's content height inside it. */
  contentHeight: number;
  /** Inner overflow: the document scrolls if either is positive. */
  overflowY: number;
  overflowX: number;
  styled: string;
}

async function measureFit(page: Page, iframe: Locator): Promise<Fit> {
  // clientHeight: the frame's viewport, without the border the shop's CSS gives it.
  const outer = await iframe.evaluate((element: HTMLIFrameElement) => ({
    frameHeight: element.clientHeight,
    styled: element.style.height,
  }));
  const inner = await page
    .frameLocator("#checkout iframe")
    .locator("html")
    .evaluate((html) => ({
      contentHeight: html.getBoundingClientRect().height,
      overflowY: html.scrollHeight - html.clientHeight,
      overflowX: html.scrollWidth - html.clientWidth,
    }));
  return { ...outer, ...inner };
}

/** The iframe is as tall as the checkout's content (within rounding), and nothing scrolls inside. */
async function expectFitted(page: Page, iframe: Locator): Promise<Fit> {
  // Polled as a description, so a failure shows the numbers.
  await expect
    .poll(async () => {
      const now = await measureFit(page, iframe);
      const fitted = now.styled !== "" && Math.abs(now.frameHeight - now.contentHeight) <= 1 && now.overflowY <= 0 && now.overflowX <= 0;
      return fitted ? "fitted" : JSON.stringify(now);
    })
    .toBe("fitted");
  return measureFit(page, iframe);
}

test("the mounted iframe takes the checkout's content height, with no inner scrollbar", async ({ page }) => {
  const order = await createPaymentOrder();
  await page.goto(merchantPage("/embed/script", order));
  const iframe = page.locator("#checkout iframe");
  await expect(checkoutRoot(page)).toHaveAttribute("data-status-group", "waiting");

  const waiting = await expectFitted(page, iframe);
  // Sized from the checkout's own report, not the snippet's fixed 800 px.
  expect(waiting.styled).toBe(`${Math.ceil(waiting.contentHeight)}px`);
  expect(waiting.frameHeight).not.toBe(800);
  test.info().annotations.push({ type: "heights", description: JSON.stringify(waiting) });
  expect(await iframe.getAttribute("scrolling")).toBe("no");

  // A host whose CSS draws a thick border under a border-box reset (Bootstrap, Tailwind) still
  // gets all of the checkout: the height is the content box's.
  await iframe.evaluate((element: HTMLIFrameElement) => {
    element.style.boxSizing = "border-box";
    element.style.border = "6px solid";
  });

  // A narrower host (a phone held upright, a sidebar) lays the checkout out for a phone (full
  // width, no card margins, denser: another height, shorter here): the frame follows it.
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: viewport.height });
  const narrow = await expectFitted(page, iframe);
  expect(Math.abs(narrow.frameHeight - waiting.frameHeight)).toBeGreaterThan(1);
  // And back: the frame shrinks to the content again (it is not stuck at its tallest).
  await page.setViewportSize(viewport);
  const restored = await expectFitted(page, iframe);
  expect(Math.abs(restored.frameHeight - waiting.frameHeight)).toBeLessThanOrEqual(1);

  // The completed screen has another height: it follows too.
  await pay(order.orderId);
  await expect(checkoutRoot(page)).toHaveAttribute("data-status-group", "completed");
  await expectFitted(page, iframe);
});

for (const variant of [
  { name: "CryptoCheckout.mount() with callbacks", query: "&via=mount", callbacks: true },
  { name: "data-crypto-checkout, with embed.js loaded twice", query: "&loads=2", callbacks: false },
]) {
  test(`a sandbox payment fires status and completed on the host page exactly once each: ${variant.name}`, async ({ page }) => {
    await recordMessages(page);
    const order = await createPaymentOrder();
    await page.goto(merchantPage("/embed/script", order, variant.query));
    await expect(page.locator("#checkout iframe")).toHaveCount(1);

    const id = order.orderId;
    const ready = [`event crypto-checkout:ready ${id} inProgress`, ...(variant.callbacks ? [`callback onReady ${id} inProgress`] : [])];
    await expect.poll(() => logEntries(page, { withOrderId: true })).toEqual(ready);

    await pay(id);
    await expect(checkoutRoot(page)).toHaveAttribute("data-status-group", "completed");
    await expect.poll(() => logEntries(page, { withOrderId: true })).toContain(`event crypto-checkout:completed ${id} completed`);
    // Time for any repeat to arrive (the checkout re-reading the order, a late resize).
    await page.waitForTimeout(1_000);

    expect(await logEntries(page, { withOrderId: true })).toEqual([
      ...ready,
      `event crypto-checkout:status ${id} completed`,
      ...(variant.callbacks ? [`callback onStatus ${id} completed`] : []),
      `event crypto-checkout:completed ${id} completed`,
      ...(variant.callbacks ? [`callback onComplete ${id} completed`] : []),
    ]);

    // What crossed from the checkout: only non-secret fields (the payment state and the order's
    // amounts included, never the address), only from the checkout's origin.
    const received =
      (await page.evaluate(
        () => (window as unknown as { __messages: Array<{ origin: string; data: Record<string, unknown> }> }).__messages,
      )) ?? [];
    expect(received.length).toBeGreaterThan(0);
    for (const { origin, data } of received) {
      expect(origin).toBe(E2E.serviceOrigin);
      expect(data.orderId).toBe(id);
      for (const key of Object.keys(data))
        expect(["source", "type", "orderId", "status", "height", "state", "requested", "received", "currency"]).toContain(key);
    }
    expect(JSON.stringify(received)).not.toContain(order.paymentAddress);
    expect(received.filter(({ data }) => data.type === "payment").map(({ data }) => data.state)).toEqual(["waiting", "completed"]);

    // One global, kept across loads: the object the first load registered.
    expect(await page.evaluate(() => Object.keys(window.CryptoCheckout ?? {}).sort())).toEqual(["mount", "open", "scan", "widgetCode"]);
    expect(
      await page.evaluate(() => window.CryptoCheckout === (window as unknown as Record<symbol, unknown>)[Symbol.for("crypto-checkout")]),
    ).toBe(true);
    expect(await page.locator("script[src$='/embed.js']").count()).toBe(variant.query.includes("loads=2") ? 2 : 1);
  });
}

test("unmount removes the checkout, and scan() mounts new data-crypto-checkout elements once", async ({ page }) => {
  const order = await createPaymentOrder();
  await page.goto(`${E2E.merchantOrigin}/lab`);
  const result = await page.evaluate((link) => {
    const api = window.CryptoCheckout!;
    const holder = document.getElementById("checkout")!;
    const element = document.createElement("div");
    element.setAttribute("data-crypto-checkout", link);
    holder.append(element);
    api.scan();
    const first = holder.querySelectorAll("iframe").length;
    api.scan();
    const again = holder.querySelectorAll("iframe").length - first;
    const frames = holder.querySelectorAll("iframe").length;
    const mounted = api.mount(holder, { paymentLink: link });
    mounted.unmount();
    mounted.unmount();
    let refused = "";
    try {
      api.mount(holder, { paymentLink: "https://evil.example/pay?integrationId=x&orderId=y" });
    } catch (error) {
      refused = (error as Error).message;
    }
    return { first, again, frames, after: holder.querySelectorAll("iframe").length, refused };
  }, order.paymentLink);
  expect(result).toEqual({
    first: 1,
    again: 0,
    frames: 1,
    after: 1,
    refused: `paymentLink must be on ${E2E.serviceOrigin}, the origin of embed.js`,
  });
});
