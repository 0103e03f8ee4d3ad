// The embed, the pasted way: a merchant's page on another origin pastes the 201's widgetCode as
// it is. The snippet matches the spec attribute by attribute, the checkout renders in it, copy
// works inside it, and (having no embedding origin to verify) the checkout posts nothing.
import { expect, test, type Page } from "./support/fixtures.ts";
import { createPaymentOrder } from "./support/api.ts";
import { E2E } from "./support/env.ts";
import { merchantPage, recordMessages } from "./support/merchant-page.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

type Attributes = Array<[string, string]>;

const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages);

async function waitForCheckout(page: Page): Promise<void> {
  const main = page.frameLocator("iframe").locator("main[data-screen]");
  await expect(main).toHaveAttribute("data-screen", "order");
  await expect(main).toHaveAttribute("data-status-group", "waiting");
}

test("the 201's widgetCode is the spec's iframe, attribute by attribute", async ({ page }) => {
  const order = await createPaymentOrder();

  // Parsed by the browser, as a merchant's page would parse the pasted snippet (on a blank
  // page: the demo shop enforces Trusted Types, which rightly refuses parsing HTML strings).
  await page.goto("about:blank");
  const parsed = await page.evaluate((code) => {
    const body = new DOMParser().parseFromString(code, "text/html").body;
    const iframe = body.firstElementChild;
    return {
      elements: body.querySelectorAll("*").length,
      text: body.textContent,
      tag: iframe?.localName,
      attributes: iframe ? iframe.getAttributeNames().map((name) => [name, iframe.getAttribute(name)!]) : [],
    };
  }, order.widgetCode);

  expect(parsed.elements).toBe(1);
  expect(parsed.text).toBe("");
  expect(parsed.tag).toBe("iframe");
  const attributes = Object.fromEntries(parsed.attributes as Attributes);
  expect(Object.keys(attributes)).toEqual(["src", "width", "height", "allow", "title", "frameborder"]);
  expect(attributes.src).toBe(order.paymentLink); // spec: src = paymentLink
  expect(attributes.width).toBe("100%"); // spec: width 100 percent
  expect(attributes.height).toBe("800px"); // spec: height 800px
  expect(attributes.allow).toBe("clipboard-write *"); // spec (04.11.2024): clipboard-write for any origin
  expect(attributes.title).toBeTruthy(); // ours: an accessible name for screen readers
  expect(attributes.frameborder).toBe("0"); // ours: no browser-drawn border around the checkout

  // The paymentLink carries integrationId and orderId as query parameters (spec).
  const link = new URL(order.paymentLink);
  expect(link.origin).toBe(E2E.serviceOrigin);
  expect(link.searchParams.get("integrationId")).toBe(order.integrationId);
  expect(link.searchParams.get("orderId")).toBe(order.orderId);

  // The pasted page holds exactly that iframe.
  await page.goto(merchantPage("/embed/widget", order));
  const pasted = await page
    .locator("iframe")
    .evaluate((iframe) => iframe.getAttributeNames().map((name) => [name, iframe.getAttribute(name)!]));
  expect(pasted).toEqual(parsed.attributes);

  // The script builds the same iframe: same attributes in the same order, the embedding
  // origin added only in the src's fragment, and only the sizing it applies itself on top.
  await page.goto(merchantPage("/embed/script", order));
  const mounted = await page
    .locator("#checkout iframe")
    .evaluate((iframe) => iframe.getAttributeNames().map((name) => [name, iframe.getAttribute(name)!]));
  const expected = (parsed.attributes as Attributes).map(([name, value]): [string, string] =>
    // An origin as it is: nothing in one needs escaping in a fragment the checkout reads with URLSearchParams.
    name === "src" ? [name, `${value}#embedOrigin=${E2E.merchantOrigin}`] : [name, value],
  );
  expect(mounted.filter(([name]) => name !== "scrolling" && name !== "style")).toEqual(expected);
});

test("pasted widgetCode on another origin renders the checkout, and copy works inside it", async ({ page }) => {
  await recordMessages(page);
  const order = await createPaymentOrder();
  await page.goto(merchantPage("/embed/widget", order));

  const iframe = page.locator("iframe");
  await expect(iframe).toHaveAttribute("allow", "clipboard-write *");
  await waitForCheckout(page);
  const frame = page.frameLocator("iframe");
  expect(await frame.locator("main").evaluate(() => location.origin)).toBe(E2E.serviceOrigin);
  expect(new URL(page.url()).origin).toBe(E2E.merchantOrigin);

  await page.evaluate(() => navigator.clipboard.writeText("before the copy"));
  await frame.getByRole("button", { name: "Copy address" }).click();
  // Read back on the merchant's page: the frame was delegated clipboard-write only, as the
  // spec's snippet says, so reading inside it would be refused by its permissions policy.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(order.paymentAddress);

  // The pasted snippet gives the checkout no embedding origin, so it posts nothing at all
  // (and the fixed 800 px height is kept).
  await page.waitForTimeout(500);
  expect(await messages(page)).toEqual([]);
  expect(await iframe.evaluate((element) => element.clientHeight)).toBe(800);
});
