// axe finds no violations in any state the payer can meet, in the
// light and dark themes and in Arabic, right to left: a payment and a deposit order, waiting
// and completed, the reconnecting notice, not-found and invalid-link.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "playwright/test";
import { createDepositOrder, createPaymentOrder, injectFaults, pay, seededIntegrationId, type CreatedOrder } from "./support/api.ts";
import { checkoutPath, expectConnection, expectScreen, expectStatus, openWaiting, root } from "./support/checkout-page.ts";
import { logOrderReads } from "./support/order-reads.ts";
import { setHidden } from "./support/visibility.ts";

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
  );
  expect(summary, `axe violations in ${state}`).toEqual([]);
}

const variants: Array<{ name: string; params: Array<[string, string]>; dir: "ltr" | "rtl" }> = [
  { name: "light theme", params: [["theme", "light"]], dir: "ltr" },
  { name: "dark theme", params: [["theme", "dark"]], dir: "ltr" },
  { name: "Arabic (rtl)", params: [["lang", "ar"]], dir: "rtl" },
  { name: "Hebrew (rtl)", params: [["lang", "he"]], dir: "rtl" },
  { name: "Persian (rtl), dark", params: [["lang", "fa"], ["theme", "dark"]], dir: "rtl" },
];

async function expectDir(page: Page, dir: "ltr" | "rtl"): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dir || "ltr")).toBe(dir);
}

/**
 * The two kinds of order: a payment shows an amount to copy; a deposit shows "any amount" and
 * the network minimum, and is paid with an amount of the payer's choosing.
 */
const orderKinds: Array<{ kind: "payment" | "deposit"; create: () => Promise<CreatedOrder>; amount?: string }> = [
  { kind: "payment", create: () => createPaymentOrder("USDT_TRC20", "10.00") },
  { kind: "deposit", create: () => createDepositOrder("USDT_TRC20"), amount: "25.00" },
];

/** Enough failed reads (each followed by a retry at least 1.5 s later) to outlast an analysis. */
const FAILED_READS = 20;

for (const { name, params, dir } of variants) {
  test.describe(name, () => {
    // axe is heavy; on a busy machine one analysis can take several seconds.
    test.describe.configure({ timeout: 120_000 });

    for (const { kind, create, amount } of orderKinds) {
      test(`axe: no violations on a ${kind} order while waiting and once completed — ${name}`, async ({ page }) => {
        const order = await create();
        await page.goto(checkoutPath(order, params));
        await expectStatus(page, "waiting");
        await expectDir(page, dir);
        await expectNoViolations(page, `${kind} waiting (${name})`);

        await pay(order.orderId, amount);
        await expectStatus(page, "completed");
        await expectNoViolations(page, `${kind} completed (${name})`);
      });
    }

    test(`axe: no violations while reconnecting — ${name}`, async ({ page }) => {
      const reads = logOrderReads(page);
      const order = await createPaymentOrder("USDT_TRC20", "10.00");
      await openWaiting(page, order, params);
      // Fail the page's reads for real (sandbox faults), planned once its long poll is out so
      // that the read made when the payer comes back from their wallet meets the first one.
      await expect.poll(() => reads.inFlight(), { message: "the page's long poll is out" }).toBe(1);
      await injectFaults(order.orderId, Array.from({ length: FAILED_READS }, () => "error500" as const));
      await setHidden(page, true);
      await setHidden(page, false);
      await expectConnection(page, "reconnecting");
      await expectDir(page, dir);
      await expectNoViolations(page, `reconnecting (${name})`);
      // Still reconnecting: what axe analysed was the reconnecting notice over the last known order.
      await expect(root(page)).toHaveAttribute("data-connection", "reconnecting", { timeout: 1 });
      await expect(root(page)).toHaveAttribute("data-status-group", "waiting", { timeout: 1 });
    });

    test(`axe: no violations on not-found and invalid-link — ${name}`, async ({ page }) => {
      const extra = new URLSearchParams(params).toString();
      const integrationId = await seededIntegrationId();
      await page.goto(`/pay?integrationId=${integrationId}&orderId=ord_unknown000000000000000&${extra}`);
      await expectScreen(page, "not-found");
      await expectDir(page, dir);
      await expectNoViolations(page, `not-found (${name})`);

      await page.goto(`/pay?orderId=%3Cx%3E&${extra}`);
      await expectScreen(page, "invalid-link");
      await expectDir(page, dir);
      await expectNoViolations(page, `invalid-link (${name})`);
      await expect(root(page)).toBeVisible();
    });
  });
}

test("axe: no violations with the system dark preference and no theme parameter", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  const order = await createPaymentOrder("ETH", "0.02");
  await page.goto(checkoutPath(order));
  await expectStatus(page, "waiting");
  await expectNoViolations(page, "waiting (prefers dark)");
});

test("axe: no violations with the wallets open on a phone, in English and Arabic", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const lang of ["en", "ar"]) {
    const order = await createPaymentOrder("ETH", "0.05");
    await page.goto(checkoutPath(order, [["lang", lang]]));
    await expectStatus(page, "waiting");
    await page.locator("details.wallets > summary").click();
    await expect(page.locator("a[data-wallet]").first()).toBeVisible();
    await expectNoViolations(page, `wallets open (${lang})`);
  }
  await context.close();
});
