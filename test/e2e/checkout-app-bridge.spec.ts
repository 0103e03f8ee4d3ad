// A native app's WebView: the hosted checkout, opened as the whole page, hands the app the
// embed's messages as JSON text through the platform's bridge, stubbed here by an init script
// that records what it is given, as the app's handler would.
import { expect, test } from "./support/fixtures.ts";
import { createIntegration, createPaymentOrder, pay, sandbox } from "./support/api.ts";
import { expectStatus, openWaiting } from "./support/checkout-page.ts";

/** Each platform's bridge, as its WebView puts it on the page before the page's scripts run. */
const bridges = {
  "React Native (react-native-webview)": "window.ReactNativeWebView = { postMessage: record }",
  "iOS (WKScriptMessageHandler cryptoCheckout)": "window.webkit = { messageHandlers: { cryptoCheckout: { postMessage: record } } }",
  "Android (addJavascriptInterface CryptoCheckoutAndroid)": "window.CryptoCheckoutAndroid = { postMessage: record }",
};

for (const [platform, install] of Object.entries(bridges)) {
  test(`${platform}: the app hears ready, the statuses and completed, in order, for an order paid in the sandbox`, async ({ page }) => {
    await page.addInitScript(`window.__heard = []; const record = (text) => window.__heard.push(text); ${install};`);
    const order = await createPaymentOrder("USDT_TRC20", "25.00");
    await openWaiting(page, order);
    await pay(order.orderId);
    await expectStatus(page, "completed");

    const heard = () => page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);
    await expect.poll(async () => (await heard()).some((text) => typeof text === "string" && text.includes('"completed"'))).toBe(true);
    const texts = await heard();
    for (const text of texts) expect(typeof text, "each message is JSON text").toBe("string");
    const messages = texts.map((text) => JSON.parse(text as string));
    for (const message of messages) expect(message).toMatchObject({ source: "crypto-checkout", orderId: order.orderId });
    const types = messages.map((message) => message.type);
    expect(types[0]).toBe("ready");
    expect(types.at(-1)).toBe("completed");
    expect(types).not.toContain("resize");
    expect(messages[0].status).toBe("inProgress");
    expect(messages.filter((message) => message.type === "completed")).toEqual([
      { source: "crypto-checkout", orderId: order.orderId, type: "completed", status: "completed" },
    ]);
    expect(messages.filter((message) => message.type === "payment").at(-1)).toMatchObject({
      state: "completed",
      requested: expect.any(String),
      received: expect.any(String),
      currency: "USDT",
    });
  });
}

test("a page with no bridge behaves as today: it completes, and nothing is put on the window", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await openWaiting(page, order);
  await pay(order.orderId);
  await expectStatus(page, "completed");
  expect(
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.ReactNativeWebView, w.webkit, w.CryptoCheckoutAndroid];
    }),
  ).toEqual([undefined, undefined, undefined]);
});

test("an app's return link on a scheme its integration lists is the Return button's target once paid", async ({ page }) => {
  await page.addInitScript("window.ReactNativeWebView = { postMessage() {} }");
  const integrationId = await createIntegration("App Shop", "https://app-shop.invalid/");
  await sandbox.call("PUT", `/_sandbox/integrations/${integrationId}/app-return-schemes`, { appReturnSchemes: ["myshop"] }, 200);
  const returnUrl = "myshop://paid?order=42";
  const order = (await sandbox.call(
    "POST",
    "/api/v1/order/payment",
    {
      integrationId,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" },
      returnUrl,
    },
    201,
  )) as { orderId: string; paymentLink: string };
  await page.goto(order.paymentLink);
  await expectStatus(page, "waiting");
  await pay(order.orderId);
  await expectStatus(page, "completed");
  const button = page.locator("a.back-link-primary");
  await expect(button).toHaveAttribute("href", returnUrl);
  // A plain link the WebView hands to the system: no new tab asked for.
  await expect(button).not.toHaveAttribute("target", "_blank");
});

test("in a WebView without the clipboard API, Copy address falls back to a selected field and the wallets are plain links", async ({
  page,
}) => {
  // What a locked-down WebView gives a page: a bridge, no Clipboard API, execCommand refused.
  await page.addInitScript(`
    window.ReactNativeWebView = { postMessage() {} };
    Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
    Document.prototype.execCommand = () => false;
    window.open = () => { throw new Error("window.open is not available in this WebView"); };
  `);
  const order = await createPaymentOrder("ETH", "0.05");
  await openWaiting(page, order);
  await page.getByRole("button", { name: "Copy address" }).click();
  const field = page.locator('[data-copy="address"] .manual-copy-field');
  await expect(field).toBeFocused();
  expect(await field.inputValue()).toBe(await page.locator("[data-address]").first().getAttribute("data-address"));
  const wallets = page.locator("a[data-wallet]");
  expect(await wallets.count()).toBeGreaterThan(0);
  for (const link of await wallets.all()) {
    expect(await link.getAttribute("href")).toBeTruthy();
    expect(await link.getAttribute("target")).not.toBe("_blank");
  }
});
