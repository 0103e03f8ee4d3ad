// In a real browser: the demo shop creates orders only when its own button is
// pressed (its CSP lets its one form post to itself; the browser's Origin and Sec-Fetch-Site
// say "same origin"), and another page's form gets a 403 and creates nothing.
import { expect, test } from "./support/fixtures.ts";
import { E2E } from "./support/env.ts";

test("the shop's button creates two orders and shows both ways to embed them", async ({ page }) => {
  await page.goto(`${E2E.merchantOrigin}/`);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Create two demo orders" }).click();
  await expect(page).toHaveURL(/\/orders\?widget=ord_[\w-]+&script=ord_[\w-]+$/);
  const pasted = page.frameLocator("iframe").first().locator("main[data-screen]");
  await expect(pasted).toHaveAttribute("data-screen", "order");
  await expect(page.locator("[data-crypto-checkout] iframe")).toHaveCount(1);
});

test("a form on another page cannot make the shop create orders", async ({ page }) => {
  await page.goto("about:blank");
  await page.setContent(`<form method="post" action="${E2E.merchantOrigin}/orders"><button>Send</button></form>`);
  const [response] = await Promise.all([
    page.waitForResponse(`${E2E.merchantOrigin}/orders`),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(page.locator("body")).toContainText("only from the demo shop's own page");
});
