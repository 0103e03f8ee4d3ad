// axe finds no violations in any state of a payment's life, left to
// right (English) and right to left (Arabic), in the light and the dark theme, on the desktop
// and on a phone (each state in every pair of the three: see the variants below): waiting,
// detected with k of N confirmations, detected with a remainder still to send, underpaid,
// overpaid, the receipt, the receipt with late payments, a deposit with transfers, not-found,
// invalid-link and reconnecting. Each state is reached through the real sandbox routes (the
// catalog's, test/support/payment-states.ts) and waited for on the page's own markers before axe runs.
import { expect, test, type Page } from "playwright/test";
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

/**
 * Each state in each of the four pairs of language and theme, two on the desktop and two on a
 * phone, chosen so that every pair of size, direction and theme meets every state: on the
 * desktop English dark and Arabic light, on a phone English light and Arabic dark. So each
 * state is checked in both themes at both sizes, in both directions at both sizes, and in both
 * themes in both directions. What axe checks depends on the theme (contrast), the direction and
 * language (names, lang, layout) and the size (layout, targets), and these do not depend on
 * each other: contrast is the theme's colours whatever the language. So English light on the
 * desktop, say, proves nothing that Arabic light on the desktop and English light on a phone do
 * not; the two pairs the desktop no longer runs were a third of the suite's checks.
 */
const variants: Array<{ name: string; params: Params; dir: "ltr" | "rtl"; phone: boolean }> = [
  {
    name: "English, light",
    params: [
      ["lang", "en"],
      ["theme", "light"],
    ],
    dir: "ltr",
    phone: true,
  },
  {
    name: "English, dark",
    params: [
      ["lang", "en"],
      ["theme", "dark"],
    ],
    dir: "ltr",
    phone: false,
  },
  {
    name: "Arabic, light",
    params: [
      ["lang", "ar"],
      ["theme", "light"],
    ],
    dir: "rtl",
    phone: false,
  },
  {
    name: "Arabic, dark",
    params: [
      ["lang", "ar"],
      ["theme", "dark"],
    ],
    dir: "rtl",
    phone: true,
  },
];

for (const { name: variant, params, dir, phone } of variants) {
  test.describe(variant, () => {
    test.skip(
      ({ isMobile }) => isMobile !== phone,
      phone ? "on a phone only (see the variants)" : "on the desktop only (see the variants)",
    );
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
