// Each change of a payment's life is announced through a live region, in the state's own words
// as the order moves: waiting → detected → confirmations moving → underpaid → completed,
// then a late payment confirmed and one detected; and an overpaid order. The sandbox moves the
// order; the test listens to the page's live regions as a screen reader would
// (support/announcements.ts) and waits for each announcement, never for time.
import { expect, test, type Page } from "./support/fixtures.ts";
import { confirm, createOwnPaymentOrder, createPaymentOrder, detect, pay } from "./support/api.ts";
import { announced, recordAnnouncements } from "./support/announcements.ts";
import { checkoutPath, openWaiting } from "./support/checkout-page.ts";

async function expectAnnounced(page: Page, words: string | RegExp): Promise<void> {
  await expect
    .poll(async () => (await announced(page)).some((heard) => (typeof words === "string" ? heard.includes(words) : words.test(heard))), {
      message: `a live region announced ${String(words)}`,
    })
    .toBe(true);
}

test("waiting → detected → confirmations → underpaid → completed, each announced", async ({ page }) => {
  await recordAnnouncements(page);
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await openWaiting(page, order);
  await expect(page.getByRole("status").filter({ hasText: "Waiting for payment" })).toHaveCount(1);

  const tx = await detect(order.orderId, "10");
  await expectAnnounced(page, "Payment detected. Waiting for network confirmations.");
  await expectAnnounced(page, "10 USDT · 0 of 19 confirmations");

  await confirm(tx.id, 7);
  await expectAnnounced(page, "10 USDT · 7 of 19 confirmations");

  await confirm(tx.id);
  await expectAnnounced(page, "Received 10 of 25 USDT. Send 15 USDT more.");

  await pay(order.orderId);
  await expectAnnounced(page, "Payment received");
});

// The page keeps reading a completed order (order-model.ts), so a late payment made while the
// receipt is open is seen and announced there.
test("a late payment to a completed order is announced while the receipt is open", async ({ page }) => {
  await recordAnnouncements(page);
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await pay(order.orderId);
  await page.goto(checkoutPath(order));
  await page.locator('main[data-payment-state="completed"]').waitFor({ state: "attached" });

  await pay(order.orderId, "5");
  await expectAnnounced(page, "Payment received, 5 USDT more than requested.");

  await detect(order.orderId, "3");
  await expectAnnounced(page, "Additional payment: 3 USDT · 0 of 19 confirmations");
});

test("overpaid is announced with the extra amount", async ({ page }) => {
  await recordAnnouncements(page);
  const order = await createOwnPaymentOrder({ supportEmail: "help@books.example" });
  await page.goto(checkoutPath(order));
  await page.locator('main[data-payment-state="waiting"]').waitFor({ state: "attached" });
  await pay(order.orderId, "40");
  await expectAnnounced(page, "Payment received, 15 USDT more than requested.");
});

test("a late payment still confirming is said in the progress region of a completed order", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await pay(order.orderId);
  await detect(order.orderId, "3");
  await page.goto(checkoutPath(order));
  await page.locator('main[data-status-group="completed"]').waitFor({ state: "attached" });
  await expect(page.getByRole("status").filter({ hasText: "Additional payment: 3 USDT · 0 of 19 confirmations" })).toHaveCount(1);
});
