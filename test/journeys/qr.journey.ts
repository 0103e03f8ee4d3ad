// The QR a wallet scans, read from the pixels the engine painted (a screenshot of the svg,
// decoded by jsQR), equals the payload the page exposes and the address the service gave.
import { writeFileSync } from "node:fs";
import { toBaseUnitsText } from "../../src/shared/index.ts";
import { checkoutOrder, createPaymentOrder } from "../e2e/support/api.ts";
import { decodeQrPng } from "../e2e/support/qr.ts";
import type { BrowserPage } from "./support/browser-page.ts";
import { expect, test } from "./support/fixtures.ts";
import { attribute, openWaiting } from "./support/page-actions.ts";

const QR = "svg[data-qr-value]";

/** Decodes the QR as painted; on a miss, the screenshot goes with the report. */
async function scan(page: BrowserPage): Promise<string> {
  const png = await page.screenshot(QR);
  try {
    return decodeQrPng(png, { darkOnLight: true });
  } catch (error) {
    const path = test.info().outputPath("qr.png");
    writeFileSync(path, png);
    await test.info().attach("qr.png", { path, contentType: "image/png" });
    throw error;
  }
}

test("the QR read from the screen is the service's address (USDT on TRON)", async ({ browserPage: page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await openWaiting(page, order.paymentLink);
  const served = await checkoutOrder(order);
  expect(served.address).toBe(order.paymentAddress);

  expect(await attribute(page, QR, "data-qr-value")).toBe(order.paymentAddress);
  expect(await scan(page)).toBe(order.paymentAddress);
});

test("the QR read from the screen is the EIP-681 request for an ETH payment", async ({ browserPage: page }) => {
  const order = await createPaymentOrder("ETH", "0.123456");
  await openWaiting(page, order.paymentLink);
  const served = await checkoutOrder(order);
  const want = `ethereum:${order.paymentAddress}@1?value=${toBaseUnitsText(served.requestedAmount?.amount ?? "", 18)}`;

  expect(await attribute(page, QR, "data-qr-value")).toBe(want);
  expect(await scan(page)).toBe(want);
});
