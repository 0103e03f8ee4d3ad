// The embed script keeps what must happen at once (the checkout's iframe, the one message
// listener) and loads what the checkout's messages do (embed-events.js) beside it, on the first
// mount. Here that module is held back until the checkout has already spoken: the checkout's
// document was asked for first, nothing it said is lost, and once the module arrives the host
// page hears it all, once, from the checkout's own window and origin only.
import { expect, test, type Page, type Route } from "./support/fixtures.ts";
import { createPaymentOrder } from "./support/api.ts";
import { E2E } from "./support/env.ts";
import { logEntries, merchantPage, recordMessages } from "./support/merchant-page.ts";

/** The types of the messages the top page has received from the service's origin so far. */
function heardFromCheckout(page: Page) {
  return page.evaluate(
    (origin) =>
      ((window as unknown as { __messages?: Array<{ origin: string; data: { type?: string } }> }).__messages ?? [])
        .filter((message) => message.origin === origin)
        .map((message) => message.data.type),
    E2E.serviceOrigin,
  );
}

test("the checkout loads before the message rules, and what it says while they load is heard once they arrive", async ({ page }) => {
  await recordMessages(page);
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === E2E.serviceOrigin && (url.pathname === "/pay" || url.pathname.startsWith("/embed"))) requested.push(url.pathname);
  });
  let held: Route | undefined;
  await page.route(`${E2E.serviceOrigin}/embed-events.js`, (route) => {
    held = route;
  });

  const order = await createPaymentOrder();
  await page.goto(merchantPage("/embed/script", order, "&via=mount"));
  const iframe = page.locator("#checkout iframe");
  await expect(page.frameLocator("#checkout iframe").locator("main[data-screen]")).toHaveAttribute("data-status-group", "waiting");
  // The checkout has said ready and its height while the rules are still on their way.
  await expect.poll(() => heardFromCheckout(page)).toEqual(expect.arrayContaining(["ready", "resize"]));
  expect(held).toBeDefined();
  expect(await logEntries(page)).toEqual([]);
  expect(await iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).toBe("");
  // Asked for once, and the checkout's document did not wait for it (it is still unanswered).
  expect(requested.filter((path) => path === "/embed-events.js")).toHaveLength(1);
  expect(requested).toContain("/pay");

  // Forgeries while the rules are held, from another window of the merchant's origin, change
  // nothing once they arrive.
  await page.evaluate(() => {
    const other = document.createElement("iframe");
    other.name = "forger";
    document.body.append(other);
  });
  await page.frame({ name: "forger" })!.evaluate((orderId) => {
    for (const type of ["status", "completed"]) parent.postMessage({ source: "crypto-checkout", type, orderId, status: "completed" }, "*");
    parent.postMessage({ source: "crypto-checkout", type: "resize", orderId, height: 333 }, "*");
  }, order.orderId);

  await held!.continue();
  await expect.poll(() => logEntries(page)).toEqual(["event crypto-checkout:ready inProgress", "callback onReady inProgress"]);
  // Sized from the checkout's own report, not the forger's.
  await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).toMatch(/^\d+px$/);
  expect(await iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).not.toBe("333px");
  expect(await logEntries(page)).toEqual(["event crypto-checkout:ready inProgress", "callback onReady inProgress"]);
});
