// Journey: one tap copies exactly the address (and the amount), on the page itself and
// inside a merchant's cross-origin iframe built from the service's own widgetCode.
import { expect, test, type Page } from "./support/fixtures.ts";
import { checkoutOrder, createPaymentOrder } from "./support/api.ts";
import { checkoutPath, expectStatus, openWaiting } from "./support/checkout-page.ts";
import { hostWidget } from "./support/frame-host.ts";
import { toPlainText } from "../../src/shared/money.ts";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const SENTINEL = "clipboard-before-copy";

async function seedClipboard(page: Page): Promise<void> {
  await page.evaluate((text) => navigator.clipboard.writeText(text), SENTINEL);
}

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test("Copy address and Copy amount put exactly the service's values on the clipboard (the amount without meaningless zeros)", async ({
  page,
}) => {
  const order = await createPaymentOrder("USDT_TRC20", "19.99");
  await openWaiting(page, order);
  const read = await checkoutOrder(order);

  await seedClipboard(page);
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect.poll(() => readClipboard(page)).toBe(order.paymentAddress);

  await seedClipboard(page);
  await page.getByRole("button", { name: "Copy amount" }).click();
  // 19.990000 from the service: the same value, as a payer types it into a wallet.
  expect(read.requestedAmount?.amount).toBe("19.990000");
  await expect.poll(() => readClipboard(page)).toBe(toPlainText(read.requestedAmount?.amount ?? ""));
  await expect.poll(() => readClipboard(page)).toBe("19.99");
});

test("Copy address works inside a cross-origin iframe made from widgetCode", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "7.50");
  const host = await hostWidget(order.widgetCode);
  try {
    await page.goto(host.origin);
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveAttribute("allow", /clipboard-write/);
    const frame = page.frameLocator("iframe");
    await frame.locator('main[data-screen="order"][data-status-group="waiting"]').waitFor({ state: "attached" });

    // The frame really is another origin than the merchant's page.
    const frameOrigin = await frame.locator("main").evaluate(() => location.origin);
    expect(frameOrigin).not.toBe(host.origin);

    await seedClipboard(page);
    await frame.getByRole("button", { name: "Copy address" }).click();
    await expect.poll(() => readClipboard(page)).toBe(order.paymentAddress);
  } finally {
    await host.close();
  }
});

test("Copy address works from the keyboard (Enter on the focused button)", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "3.00");
  await openWaiting(page, order);
  const button = page.getByRole("button", { name: "Copy address" });
  await button.focus();
  await expect(button).toBeFocused();
  await seedClipboard(page);
  await page.keyboard.press("Enter");
  await expect.poll(() => readClipboard(page)).toBe(order.paymentAddress);
  await expectStatus(page, "waiting");
});

test("a press of Copy address before the page's script has run is not lost: the address is copied once it runs", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "4.00");
  // The page's scripts are held until the press has happened, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(checkoutPath(order));
  await expectStatus(page, "waiting");
  await seedClipboard(page);
  await page.getByRole("button", { name: "Copy address" }).click();
  // The served screen does not listen yet: nothing was copied.
  await expect(page.locator("#app[data-interactive]")).toHaveCount(0);
  expect(await readClipboard(page)).toBe(SENTINEL);
  release();
  await expect(page.locator("#app[data-interactive]")).toBeAttached();
  await expect.poll(() => readClipboard(page)).toBe(order.paymentAddress);
});
