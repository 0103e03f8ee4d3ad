// The page's Permissions-Policy names only features Chromium knows: an entry it does not
// recognise (web-share did, in current Chromium) is a console message on every page load
// for every payer, and hides real problems among them.
import { expect, test } from "./support/fixtures.ts";
import { createPaymentOrder } from "./support/api.ts";
import { checkoutPath, root } from "./support/checkout-page.ts";

test("loading /pay logs nothing about its Permissions-Policy", async ({ page, browserName }) => {
  test.skip(browserName !== "chromium", "the warning is Chromium's");
  const order = await createPaymentOrder("USDT_TRC20", "12.00");
  const complaints: string[] = [];
  page.on("console", (message) => {
    if (/permissions.policy|feature policy|unrecognized feature/i.test(message.text()))
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  const response = await page.goto(checkoutPath(order));
  expect(response?.headers()["permissions-policy"]).toContain("clipboard-write=(self)");
  expect(response?.headers()["permissions-policy"]).not.toContain("web-share");
  await expect(root(page)).toHaveAttribute("data-screen", "order");
  await page.locator("#app[data-interactive]").waitFor();
  expect(complaints).toEqual([]);
});
