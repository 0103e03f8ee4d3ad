// axe finds no violations as the page changes under the payer: a payment and a deposit order
// waiting, then completed live in the same page, in English, Hebrew and Persian (right to left,
// dark); with the system's dark preference and no theme parameter; and with the wallets open on
// a phone. Every state loaded afresh (reconnecting, not-found and invalid-link among them), in
// English and Arabic, light and dark, is checkout-a11y-states.spec.ts.
import { expect, test, type Page } from "./support/fixtures.ts";
import { createDepositOrder, createPaymentOrder, pay, type CreatedOrder } from "./support/api.ts";
import { expectNoViolations } from "./support/axe.ts";
import { checkoutPath, expectStatus } from "./support/checkout-page.ts";

const variants: Array<{ name: string; params: Array<[string, string]>; dir: "ltr" | "rtl" }> = [
  { name: "English", params: [], dir: "ltr" },
  { name: "Hebrew (rtl)", params: [["lang", "he"]], dir: "rtl" },
  {
    name: "Persian (rtl), dark",
    params: [
      ["lang", "fa"],
      ["theme", "dark"],
    ],
    dir: "rtl",
  },
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

/**
 * Each pair of language and kind runs at one size, the sizes alternating (English: the payment
 * on the desktop, the deposit on a phone; Hebrew the other way; Persian as English), so every
 * size still meets both kinds, both directions and the dark theme. axe's findings here depend
 * on the direction, language and theme (names, `lang`, contrast) and on the size (layout,
 * targets), not on each other, so every pair at both sizes doubled the checks for no new case.
 */
const onPhone = (variant: number, kind: number) => (variant + kind) % 2 === 1;

for (const [v, { name, params, dir }] of variants.entries()) {
  test.describe(name, () => {
    // axe is heavy; on a busy machine one analysis can take several seconds.
    test.describe.configure({ timeout: 120_000 });

    for (const [k, { kind, create, amount }] of orderKinds.entries()) {
      test.describe(kind, () => {
        // Before the page is made: a skipped test costs nothing.
        test.skip(
          ({ isMobile }) => isMobile !== onPhone(v, k),
          onPhone(v, k) ? "on a phone only (see onPhone)" : "on the desktop only (see onPhone)",
        );
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
      });
    }
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

test("axe: no violations with the wallets open on a phone, in English and Arabic", async ({ browser, isMobile }) => {
  test.skip(!isMobile, "a phone's own viewport: once, in the phone project");
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
