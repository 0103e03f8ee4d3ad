// The embed's message rules: the host page acts only on messages from its own checkout iframe's
// window AND the checkout's origin, in the checkout's shape, about the mounted order. Forged
// messages from another origin, or from another window of the right origin, change nothing.
import { expect, test, type Frame, type Page } from "./support/fixtures.ts";
import { createPaymentOrder, pay, type CreatedOrder } from "./support/api.ts";
import { E2E } from "./support/env.ts";
import { logEntries } from "./support/merchant-page.ts";

function scriptPage(order: CreatedOrder): string {
  return `${E2E.merchantOrigin}/embed/script?via=mount&paymentLink=${encodeURIComponent(order.paymentLink)}`;
}

/** Everything a forger could say about this order, each with a visible effect if believed. */
function forgeries(orderId: string) {
  const base = { source: "crypto-checkout", orderId };
  return [
    { ...base, type: "ready", status: "inProgress" },
    { ...base, type: "status", status: "completed" },
    { ...base, type: "status", status: "refunded" },
    { ...base, type: "completed", status: "completed" },
    { ...base, type: "resize", height: 333 },
  ];
}

/** Posts the forgeries from inside a window to its parent and its opener, to any origin. */
async function forgeFrom(target: Page | Frame, messages: unknown[]): Promise<void> {
  await target.evaluate((list) => {
    for (const message of list) {
      if (window.parent !== window) window.parent.postMessage(message, "*");
      if (window.opener) (window.opener as Window).postMessage(message, "*");
    }
  }, messages);
}

async function openMounted(page: Page, order: CreatedOrder) {
  await page.goto(scriptPage(order));
  const iframe = page.locator("#checkout iframe");
  await expect.poll(() => logEntries(page)).toEqual(["event crypto-checkout:ready inProgress", "callback onReady inProgress"]);
  await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).not.toBe("");
  const height = await iframe.evaluate((element: HTMLIFrameElement) => element.style.height);
  return { iframe, height };
}

test("messages forged from another origin or from another window of the checkout's origin are ignored", async ({ page }) => {
  const order = await createPaymentOrder();
  const { iframe, height } = await openMounted(page, order);
  const forged = forgeries(order.orderId);

  // 1. Windows of other origins posting to their opener: a third site (the demo server under
  // its IP address), and the merchant's own origin.
  for (const url of [`http://127.0.0.1:${E2E.demoPort}/lab`, "/lab"]) {
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.evaluate((href) => void window.open(href), url)]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).not.toBe(E2E.serviceOrigin);
    await forgeFrom(popup, forged);
  }

  // 2. A window of the checkout's origin that is not the mounted iframe: a popup...
  const [servicePopup] = await Promise.all([
    page.waitForEvent("popup"),
    page.evaluate((origin) => void window.open(`${origin}/healthz`), E2E.serviceOrigin),
  ]);
  await servicePopup.waitForLoadState();
  expect(new URL(servicePopup.url()).origin).toBe(E2E.serviceOrigin);
  await forgeFrom(servicePopup, forged);

  // ...and a second frame of the checkout's origin on the same page (even the same order's
  // checkout: its messages belong to its own frame, not to the mounted one).
  await page.evaluate((link) => {
    const other = document.createElement("iframe");
    other.name = "other-checkout";
    other.src = link;
    document.body.append(other);
  }, order.paymentLink);
  await expect.poll(() => page.frame({ name: "other-checkout" })?.url() ?? "").toContain("/pay?");
  await forgeFrom(page.frame({ name: "other-checkout" })!, forged);

  // 3. The mounted checkout's own window and origin, but about another order or in another shape.
  const checkout = page
    .frames()
    .find((frame) => frame.parentFrame() === page.mainFrame() && frame.url().includes(order.orderId) && frame.name() !== "other-checkout")!;
  await forgeFrom(
    checkout,
    forgeries("ord_someone_else").concat([
      { source: "not-crypto-checkout", type: "status", orderId: order.orderId, status: "refunded" },
      JSON.stringify({ source: "crypto-checkout", type: "status", orderId: order.orderId, status: "refunded" }),
      { source: "crypto-checkout", type: "resize", orderId: order.orderId, height: 99_999 },
      { source: "crypto-checkout", type: "resize", orderId: order.orderId, height: "333" },
    ] as never[]),
  );

  await page.waitForTimeout(700);
  expect(await logEntries(page)).toEqual(["event crypto-checkout:ready inProgress", "callback onReady inProgress"]);
  expect(await iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).toBe(height);
  await expect(page.frameLocator("#checkout iframe").locator("main[data-screen]")).toHaveAttribute("data-status-group", "waiting");

  // The real thing still gets through, once.
  await pay(order.orderId);
  await expect.poll(() => logEntries(page)).toContain("callback onComplete completed");
  await page.waitForTimeout(500);
  expect(await logEntries(page)).toEqual([
    "event crypto-checkout:ready inProgress",
    "callback onReady inProgress",
    "event crypto-checkout:status completed",
    "callback onStatus completed",
    "event crypto-checkout:completed completed",
    "callback onComplete completed",
  ]);
});

test("the mounted iframe's own window, navigated to another origin, is ignored", async ({ page }) => {
  const order = await createPaymentOrder();
  const { iframe, height } = await openMounted(page, order);

  // The same window (event.source matches), now showing a document of the merchant's origin.
  await iframe.evaluate((element: HTMLIFrameElement) => {
    element.contentWindow!.location.href = "about:blank";
  });
  await expect
    .poll(() =>
      iframe.evaluate((element: HTMLIFrameElement) => {
        try {
          return element.contentWindow!.location.href;
        } catch {
          return "cross-origin";
        }
      }),
    )
    .toBe("about:blank");
  const navigated = page.frames().find((frame) => frame.parentFrame() === page.mainFrame() && frame.url() === "about:blank")!;
  expect(await navigated.evaluate(() => origin)).toBe(E2E.merchantOrigin);
  await forgeFrom(navigated, forgeries(order.orderId));

  await page.waitForTimeout(500);
  expect(await logEntries(page)).toEqual(["event crypto-checkout:ready inProgress", "callback onReady inProgress"]);
  expect(await iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).toBe(height);
});
