// Journeys through a payment's whole life, in the real page against the real service: a
// transfer seen then confirmed block by block, an underpaid order topped up to completion, an
// overpaid one with the way to get the extra back, and the receipt on paper (one page) and
// without JavaScript. Each step waits on the page's data-payment-state, never on time.
import { expect, test, type Page } from "./support/fixtures.ts";
import { checkoutOrder, confirm, createOwnPaymentOrder, createPaymentOrder, detect, pay, type CreatedOrder } from "./support/api.ts";
import { checkoutPath, expectScreen, openWaiting, root } from "./support/checkout-page.ts";

type PaymentState = "waiting" | "detected" | "underpaid" | "completed" | "overpaid";

async function expectPaymentState(page: Page, state: PaymentState): Promise<void> {
  await page.locator(`main[data-screen="order"][data-payment-state="${state}"]`).waitFor({ state: "attached" });
}

const liveLine = (page: Page) => page.locator(".status-text[aria-live=polite]");

test("detected → confirmations → completed: the count moves with each block, then the receipt", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await openWaiting(page, order);
  await expect(root(page)).toHaveAttribute("data-payment-state", "waiting");

  const tx = await detect(order.orderId);
  await expectPaymentState(page, "detected");
  await expect(liveLine(page)).toHaveText("Payment detected. Waiting for network confirmations.");
  const transfer = page.locator(`[data-transfer="${tx.id}"]`);
  await expect(transfer).toHaveAttribute("data-confirmations", "0");
  await expect(transfer).toContainText("0 of 19 confirmations · less than a minute left");
  await expect(transfer.locator("a")).toHaveAttribute("href", `https://tronscan.org/#/transaction/${tx.hash}`);
  // The wallet it came from, shortened, so the payer can tell the transfer is theirs.
  const sender = transfer.locator("[data-sender]");
  await expect(sender).toHaveAttribute("data-sender", /^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(sender).toHaveText(/^From T[1-9A-HJ-NP-Za-km-z]{7}…[1-9A-HJ-NP-Za-km-z]{6}$/);
  // Nothing left to send while the transfer covers the order: no address to pay twice.
  await expect(page.locator("[data-address]")).toHaveCount(0);

  await confirm(tx.id, 10);
  await expect(transfer).toHaveAttribute("data-confirmations", "10");
  await expect(transfer).toContainText("10 of 19 confirmations");

  await confirm(tx.id);
  await expectPaymentState(page, "completed");
  await expect(liveLine(page)).toHaveText("Payment received");
  await expect(page.locator("[data-receipt] [data-received]")).toHaveText("25 USDT");
});

test("underpaid, then topped up: the page asks for the remainder only, then completes", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await openWaiting(page, order);
  await expect(page.locator("[data-amount]")).toHaveAttribute("data-amount", "25.000000");

  await pay(order.orderId, "10");
  await expectPaymentState(page, "underpaid");
  await expect(liveLine(page)).toHaveText("Received 10 of 25 USDT. Send 15 USDT more.");
  await expect(page.locator("[data-amount]")).toHaveAttribute("data-amount", "15.000000");
  await expect(page.locator("[data-amount]")).toHaveText("15"); // exact, without meaningless zeros
  // The original amount is nowhere to send any more, and nothing looks like success.
  await expect(page.locator('[data-amount="25.000000"]')).toHaveCount(0);
  await expect(page.locator(".status-completed, .status-icon-completed")).toHaveCount(0);
  expect((await checkoutOrder(order)).status).toBe("inProgress");

  await page.getByRole("button", { name: "Copy amount" }).click();
  await expect(page.locator('[data-copy="amount"] .copy-status')).toHaveText("Amount copied");

  await pay(order.orderId); // no amount: exactly the remainder
  await expectPaymentState(page, "completed");
  await expect(page.locator("[data-receipt] [data-received]")).toHaveText("25 USDT");
  await expect(page.locator("[data-receipt] .receipt-tx")).toHaveCount(2);
});

test("overpaid: says how much extra and how to get it back, from the merchant's own support contact", async ({ page }) => {
  const order = await createOwnPaymentOrder({ supportUrl: "https://help.books.example/refunds" });
  await openWaiting(page, order);
  await pay(order.orderId, "40");
  await expectPaymentState(page, "overpaid");
  await expect(liveLine(page)).toHaveText("Payment received, 15 USDT more than requested.");
  await expect(page.locator("[data-overpaid]")).toContainText("To get the extra back: Contact Bookshop");
  const contact = page.getByRole("link", { name: /Contact Bookshop/ });
  await expect(contact).toHaveAttribute("href", "https://help.books.example/refunds");
  await expect(page.locator(".support-host")).toHaveText("help.books.example");
  await expect(page.locator("[data-receipt] [data-requested]")).toHaveText("25 USDT");
  await expect(page.locator("[data-receipt] [data-received]")).toHaveText("40 USDT");
});

test("a late payment after completion shows live on the receipt as an additional payment, without a reload", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await openWaiting(page, order);
  await pay(order.orderId);
  await expectPaymentState(page, "completed");
  await expect(page.locator("[data-receipt] .receipt-tx")).toHaveCount(1);
  // A mark in this document: a reload or a navigation would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Seen on the chain after completion: the page shows it confirming, as an additional payment.
  const tx = await detect(order.orderId, "5");
  const late = page.locator(`[data-transfer="${tx.id}"]`);
  await expect(late).toHaveAttribute("data-confirmations", "0");
  await expect(page.locator('[data-notice="detected"]')).toContainText("Additional payment");

  await confirm(tx.id);
  await expectPaymentState(page, "overpaid");
  await expect(page.locator("[data-receipt] .receipt-tx")).toHaveCount(2);
  await expect(page.locator(`[data-receipt] [data-tx-hash="${tx.hash}"] .receipt-tx-late`)).toContainText("Additional payment");
  await expect(liveLine(page)).toHaveText("Payment received, 5 USDT more than requested.");
  await expect(page.locator("[data-receipt] [data-received]")).toHaveText("30 USDT");
  expect((await checkoutOrder(order)).status).toBe("completed");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

/** Pages of a PDF: its /Type /Page objects (not the /Pages tree nodes). */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

async function paidOrder(): Promise<CreatedOrder> {
  const order = await createOwnPaymentOrder({ showExternalIdToPayer: true }, "25.00", "USDT_TRC20", "INV-2026-0042");
  // Two parts and a late one: the longest receipt a payer gets from the sandbox's rules.
  await pay(order.orderId, "10");
  await pay(order.orderId);
  await pay(order.orderId, "5");
  return order;
}

test.describe("the receipt on paper", () => {
  test.skip(({ browserName, isMobile }) => browserName !== "chromium" || isMobile, "page.pdf is Chromium's, measured once on desktop");

  for (const format of ["A4", "Letter"] as const) {
    test(`prints on one ${format} page`, async ({ page }) => {
      const order = await paidOrder();
      await page.goto(checkoutPath(order));
      await expectPaymentState(page, "overpaid");
      await expect(page.locator("[data-reference]")).toHaveText("INV-2026-0042");
      await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
      const pdf = await page.pdf({ format, printBackground: true });
      expect(pdfPages(pdf)).toBe(1);
    });
  }

  test("the page counter counts pages: a long page prints on more than one", async ({ page }) => {
    await page.setContent(`<div style="height: 5000px">tall</div>`);
    expect(pdfPages(await page.pdf({ format: "A4" }))).toBeGreaterThan(1);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the receipt is the service's first screen: reference, amounts, transactions and explorer links", async ({ page }) => {
    const order = await paidOrder();
    const read = await checkoutOrder(order);
    await page.goto(checkoutPath(order));
    await expectScreen(page, "order");
    await expect(root(page)).toHaveAttribute("data-payment-state", "overpaid");
    const receipt = page.locator("[data-receipt]");
    await expect(receipt.locator("[data-reference]")).toHaveText("INV-2026-0042");
    await expect(receipt.locator("[data-received]")).toHaveText("30 USDT");
    await expect(receipt.locator("[data-receipt-time]").first()).toContainText("UTC");
    for (const tx of read.transactions) {
      await expect(receipt.locator(`[data-tx-hash="${tx.hash}"] a`)).toHaveAttribute(
        "href",
        `https://tronscan.org/#/transaction/${tx.hash}`,
      );
    }
    await expect(receipt.locator(".receipt-tx-late")).toHaveCount(1);
    // The print button needs script, so it is not offered.
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toHaveCount(0);
  });
});
