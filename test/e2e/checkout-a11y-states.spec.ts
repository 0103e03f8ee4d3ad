// axe finds no violations in any state of a payment's life, left to
// right (English) and right to left (Arabic), in the light and the dark theme: waiting,
// detected with k of N confirmations, detected with a remainder still to send, underpaid,
// overpaid, the receipt, the receipt with late payments, a deposit with transfers, not-found,
// invalid-link and reconnecting. Each state is reached through the real sandbox routes and
// waited for on the page's own markers before axe runs.
import { expect, test, type Page } from "playwright/test";
import {
  confirm,
  createDepositOrder,
  createOwnPaymentOrder,
  createPaymentOrder,
  detect,
  injectFaults,
  pay,
  seededIntegrationId,
} from "./support/api.ts";
import { expectNoViolations } from "./support/axe.ts";
import { checkoutPath, expectConnection, expectScreen, root } from "./support/checkout-page.ts";
import { logOrderReads } from "./support/order-reads.ts";
import { setHidden } from "./support/visibility.ts";

type Params = Array<[string, string]>;

async function expectPaymentState(page: Page, state: string): Promise<void> {
  await page.locator(`main[data-screen="order"][data-payment-state="${state}"]`).waitFor({ state: "attached" });
}

/** The lazily loaded parts are in: the QR when the page asks for funds, the print button on a receipt. */
async function settled(page: Page, parts: { qr?: boolean; print?: boolean }): Promise<void> {
  if (parts.qr) await page.locator("svg[data-qr-value]").waitFor();
  if (parts.print) await page.locator(".print-button").waitFor();
}

const states: Array<{ name: string; open: (page: Page, params: Params) => Promise<void> }> = [
  {
    name: "waiting",
    open: async (page, params) => {
      const order = await createPaymentOrder("USDT_TRC20", "25.00");
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "waiting");
      await settled(page, { qr: true });
    },
  },
  {
    name: "detected, 5 of 19 confirmations",
    open: async (page, params) => {
      const order = await createPaymentOrder("USDT_TRC20", "25.00");
      const tx = await detect(order.orderId);
      await confirm(tx.id, 5);
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "detected");
      await expect(page.locator(`[data-transfer="${tx.id}"]`)).toHaveAttribute("data-confirmations", "5");
    },
  },
  {
    name: "detected with a remainder to send",
    open: async (page, params) => {
      const order = await createPaymentOrder("USDT_TRC20", "25.00");
      await detect(order.orderId, "10");
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "detected");
      await expect(page.locator("[data-amount]")).toHaveAttribute("data-amount", "15.000000");
      await settled(page, { qr: true });
    },
  },
  {
    name: "underpaid",
    open: async (page, params) => {
      const order = await createOwnPaymentOrder({ supportUrl: "https://help.books.example/pay" });
      await pay(order.orderId, "10");
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "underpaid");
      await settled(page, { qr: true });
    },
  },
  {
    name: "overpaid",
    open: async (page, params) => {
      const order = await createOwnPaymentOrder({ supportEmail: "help@books.example" });
      await pay(order.orderId, "40");
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "overpaid");
      await settled(page, { print: true });
    },
  },
  {
    name: "completed (the receipt)",
    open: async (page, params) => {
      const order = await createOwnPaymentOrder({ showExternalIdToPayer: true }, "25.00", "USDT_TRC20", "INV-2026-0042");
      await pay(order.orderId);
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "completed");
      await settled(page, { print: true });
    },
  },
  {
    name: "completed, then a late payment confirmed and another detected",
    open: async (page, params) => {
      const order = await createPaymentOrder("USDT_TRC20", "25.00");
      await pay(order.orderId, "10");
      await pay(order.orderId);
      await pay(order.orderId, "5");
      await detect(order.orderId, "3");
      await page.goto(checkoutPath(order, params));
      await expect(root(page)).toHaveAttribute("data-status-group", "completed");
      await expect(page.locator(".receipt-tx-late")).toHaveCount(1);
      await expect(page.locator('[data-notice="detected"]')).toBeVisible();
      await settled(page, { print: true });
    },
  },
  {
    name: "a deposit with transfers",
    open: async (page, params) => {
      const order = await createDepositOrder("USDT_TRC20");
      await pay(order.orderId, "25.00");
      await pay(order.orderId, "30.00");
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "completed");
      await expect(page.locator("[data-receipt] .receipt-tx")).toHaveCount(2);
      await settled(page, { print: true });
    },
  },
  {
    name: "not-found",
    open: async (page, params) => {
      const integrationId = await seededIntegrationId();
      await page.goto(`/pay?integrationId=${integrationId}&orderId=ord_unknown000000000000000&${new URLSearchParams(params)}`);
      await expectScreen(page, "not-found");
    },
  },
  {
    name: "invalid-link",
    open: async (page, params) => {
      await page.goto(`/pay?orderId=%3Cx%3E&${new URLSearchParams(params)}`);
      await expectScreen(page, "invalid-link");
    },
  },
  {
    name: "reconnecting",
    open: async (page, params) => {
      const reads = logOrderReads(page);
      const order = await createPaymentOrder("USDT_TRC20", "25.00");
      await page.goto(checkoutPath(order, params));
      await expectPaymentState(page, "waiting");
      await settled(page, { qr: true });
      // As checkout-a11y.spec.ts: real sandbox faults, met by the read made on coming back.
      await expect.poll(() => reads.inFlight(), { message: "the page's long poll is out" }).toBe(1);
      await injectFaults(order.orderId, Array.from({ length: 20 }, () => "error500" as const));
      await setHidden(page, true);
      await setHidden(page, false);
      await expectConnection(page, "reconnecting");
    },
  },
];

const variants: Array<{ name: string; params: Params; dir: "ltr" | "rtl" }> = [
  { name: "English, light", params: [["lang", "en"], ["theme", "light"]], dir: "ltr" },
  { name: "English, dark", params: [["lang", "en"], ["theme", "dark"]], dir: "ltr" },
  { name: "Arabic, light", params: [["lang", "ar"], ["theme", "light"]], dir: "rtl" },
  { name: "Arabic, dark", params: [["lang", "ar"], ["theme", "dark"]], dir: "rtl" },
];

for (const { name: variant, params, dir } of variants) {
  test.describe(variant, () => {
    // axe is heavy; on a busy machine one analysis can take several seconds.
    test.describe.configure({ timeout: 90_000 });

    for (const { name, open } of states) {
      test(`axe: no violations — ${name} — ${variant}`, async ({ page }) => {
        await open(page, params);
        expect(await page.evaluate(() => document.documentElement.dir || "ltr")).toBe(dir);
        await expectNoViolations(page, `${name} (${variant})`);
      });
    }
  });
}
