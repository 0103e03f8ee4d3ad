// A payer opens the order's paymentLink, sees what to send and where, pays (the sandbox plays the
// chain), and the same page turns to completed by itself: no reload, no click. Once for a payment
// order (a fixed amount) and once for a deposit (any amount; the payer chose 42.5).
import { checkoutOrder, createDepositOrder, createPaymentOrder, pay } from "../e2e/support/api.ts";
import type { BrowserPage } from "./support/browser-page.ts";
import { expect, test } from "./support/fixtures.ts";
import { attribute, count, openWaiting, waitFor, waitForStatus } from "./support/page-actions.ts";

/** Leaves a mark on this document: a reload or a navigation would lose it. */
async function markDocument(page: BrowserPage): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function stillSameDocument(page: BrowserPage): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test("payment order: from the link to completed, live", async ({ browserPage: page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "19.99");
  await openWaiting(page, order.paymentLink);

  const served = await checkoutOrder(order);
  expect(await attribute(page, "[data-address]", "data-address")).toBe(order.paymentAddress);
  expect(await attribute(page, "[data-amount]", "data-amount")).toBe(served.requestedAmount?.amount);
  expect(await attribute(page, "[data-asset]", "data-asset")).toBe("USDT_TRC20");

  await markDocument(page);
  const transaction = await pay(order.orderId);
  await waitForStatus(page, "completed");
  await waitFor(page, `[data-tx-hash="${transaction.hash}"]`);
  expect(await stillSameDocument(page)).toBe(true);
  // Nothing left to pay to: the address, the amount and their copy buttons are gone from the
  // completed screen (the receipt's own copy buttons, for the reference and the hash, stay).
  expect(await count(page, '[data-copy="address"], [data-copy="amount"], [data-address]')).toBe(0);
});

test("deposit order: any amount, then completed, live", async ({ browserPage: page }) => {
  const order = await createDepositOrder("USDT_TRC20");
  await openWaiting(page, order.paymentLink);

  expect(await attribute(page, "[data-address]", "data-address")).toBe(order.paymentAddress);
  // A deposit asks for no amount: nothing to copy but the address.
  expect(await count(page, "[data-amount]")).toBe(0);
  expect(await count(page, '[data-copy="address"]')).toBe(1);

  await markDocument(page);
  const transaction = await pay(order.orderId, "42.5");
  await waitForStatus(page, "completed");
  await waitFor(page, `[data-tx-hash="${transaction.hash}"]`);
  expect(await stillSameDocument(page)).toBe(true);
});
