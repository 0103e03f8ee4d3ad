// axe finds no violations in any state of a payment's life, left to
// right and right to left, in the light and the dark theme, on the desktop and on a phone
// (each state in two variants opposite in all three: see variantsOf below): waiting,
// detected with k of N confirmations, detected with a remainder still to send, underpaid,
// overpaid, the receipt, the receipt with late payments, a deposit with transfers, not-found,
// invalid-link and reconnecting. Each state is reached through the real sandbox routes (the
// catalog's, test/support/payment-states.ts) and waited for on the page's own markers before axe runs.
import { expect, test, type Page } from "./support/fixtures.ts";
import { bringTo, paymentState, stateSelector } from "../support/payment-states.ts";
import { createIntegration, createPaymentOrder, injectFaults, sandbox, seededIntegrationId } from "./support/api.ts";
import { expectNoViolations } from "./support/axe.ts";
import { checkoutPath, expectConnection, expectScreen } from "./support/checkout-page.ts";
import { logOrderReads } from "./support/order-reads.ts";
import { setHidden } from "./support/visibility.ts";

type Params = Array<[string, string]>;

/** The worker's integration: a support contact and the merchant's reference shown, so every part is drawn. */
let integration: Promise<string> | undefined;
const ownIntegration = () =>
  (integration ??= createIntegration("Bookshop", "https://books.example/shop", {
    supportEmail: "help@books.example",
    showExternalIdToPayer: true,
  }));

/** The catalog's state, on a fresh order, opened and waited for with everything it draws. */
const catalogState = (name: string) => ({
  name,
  open: async (page: Page, params: Params) => {
    const c = paymentState(name);
    const order = await bringTo(sandbox, await ownIntegration(), c, { externalId: "INV-2026-0042" });
    await page.goto(checkoutPath(order, params));
    await page.locator(stateSelector(c)).waitFor({ state: "attached" });
  },
});

const states: Array<{ name: string; open: (page: Page, params: Params) => Promise<void> }> = [
  catalogState("payment waiting"),
  catalogState("payment detected, 5 of N confirmations"),
  catalogState("payment detected, 10 of 25 pending, 15 to send"),
  catalogState("payment underpaid, 10 of 25 confirmed"),
  catalogState("payment overpaid, 40 of 25"),
  catalogState("payment completed"),
  catalogState("payment completed, a late payment confirmed and another confirming"),
  catalogState("deposit completed, three transfers"),
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
      await page.locator('main[data-payment-state="waiting"] svg[data-qr-value]').waitFor();
      // As checkout-a11y.spec.ts: real sandbox faults, met by the read made on coming back.
      await expect.poll(() => reads.inFlight(), { message: "the page's long poll is out" }).toBe(1);
      await injectFaults(
        order.orderId,
        Array.from({ length: 20 }, () => "error500" as const),
      );
      await setHidden(page, true);
      await setHidden(page, false);
      await expectConnection(page, "reconnecting");
    },
  },
];

type Variant = { name: string; lang: string; theme: "light" | "dark"; dir: "ltr" | "rtl"; phone: boolean };

/**
 * Each state twice, in two variants opposite in all three things axe's findings depend on: size
 * (layout, targets), direction with its language (names, lang, layout) and theme (contrast).
 * These do not depend on each other (contrast is the theme's colours whatever the language or
 * size), so checking every pair adds no failure mode that a check of each value does not find:
 * each state is checked at both sizes, in both directions and in both themes. The pairing
 * alternates from one state to the next, so the set as a whole still meets all eight
 * combinations of size, direction and theme. The left-to-right language rotates over English,
 * Chinese (CJK: other fonts, no spaces to break lines at) and French (the longest text of the 25
 * languages in characters); the right-to-left one is Arabic. Every pair of language and theme
 * on every state was 44 checks a run; this is 22, and the layout of each language is
 * layout-fit's to check.
 */
function variantsOf(index: number): Variant[] {
  const lang = ["en", "zh", "fr"][index % 3] as string;
  const ltrDark = index % 2 === 0;
  return [
    { name: `${lang}, ${ltrDark ? "dark" : "light"}, desktop`, lang, theme: ltrDark ? "dark" : "light", dir: "ltr", phone: false },
    { name: `ar, ${ltrDark ? "light" : "dark"}, phone`, lang: "ar", theme: ltrDark ? "light" : "dark", dir: "rtl", phone: true },
  ];
}

for (const [index, { name, open }] of states.entries()) {
  for (const variant of variantsOf(index)) {
    test.describe(variant.name, () => {
      test.skip(
        ({ isMobile }) => isMobile !== variant.phone,
        variant.phone ? "on a phone only (see variantsOf)" : "on the desktop only (see variantsOf)",
      );
      // axe is heavy; on a busy machine one analysis can take several seconds.
      test.describe.configure({ timeout: 90_000 });
      test(`axe: no violations — ${name} — ${variant.name}`, async ({ page }) => {
        await open(page, [
          ["lang", variant.lang],
          ["theme", variant.theme],
        ]);
        expect(await page.evaluate(() => document.documentElement.dir || "ltr")).toBe(variant.dir);
        await expectNoViolations(page, `${name} (${variant.name})`);
      });
    });
  }
}
