// axe finds no violations on a payment link's screens: the link's page (the price and the
// assets), its order counting down, the same order once its window has run out (expired, start
// again), and a payment that arrived after the end (paid late). Light on the desktop and dark on
// the phone, so both themes and both sizes meet every screen (as the catalog's states do).
import { expect, test } from "./support/fixtures.ts";
import { createTenDollarLink, pay, sandbox } from "./support/api.ts";
import { expectNoViolations } from "./support/axe.ts";
import { E2E } from "./support/env.ts";

test("axe: a payment link's page, its countdown, expired and paid late", async ({ page }, testInfo) => {
  const theme = testInfo.project.name === "phone" ? "dark" : "light";
  // axe is heavy; on a busy machine one analysis can take several seconds.
  test.setTimeout(120_000);
  const url = await createTenDollarLink(`${E2E.merchantOrigin}/thanks`);
  await page.goto(`${url}?theme=${theme}`);
  // Who is paid, above the item's name, on a phone too.
  await expect(page.locator('main[data-screen="link"] .merchant').getByText("Demo Store", { exact: true })).toBeVisible();
  await expectNoViolations(page, `link page (${theme})`);

  await page.click('button[data-asset-id="USDT_TRC20"]');
  await expect(page.locator('main[data-screen="order"] [role="timer"]')).toBeVisible();
  await expectNoViolations(page, `countdown (${theme})`);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";

  await sandbox.call("POST", `/_sandbox/orders/${orderId}/expire`, undefined, 200);
  await expect(page.locator('main[data-screen="expired"]')).toBeVisible();
  await expectNoViolations(page, `expired (${theme})`);

  await pay(orderId);
  await expect(page.locator('main[data-screen="paid-late"]')).toBeVisible();
  await expectNoViolations(page, `paid late (${theme})`);
});
