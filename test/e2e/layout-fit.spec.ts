// The checkout fits the spec's pasted widgetCode iframe (width 100 %, height 800 px) on a phone
// with room to spare: every state of a payment's life, in every shipped language, from 320 to
// 412 px wide, is at most 760 px tall with the test fonts (Noto and DejaVu, provisioned by
// scripts/provision.sh), so a payer's wider fallback font still fits the 800 px frame. Nothing scrolls sideways, and the copy buttons stay 44 × 44 px touch targets.
//
// The orders are brought to their states once per worker, through the real sandbox routes;
// then each state's test opens its order once and measures it in every language (switched with
// the page's own menu) at each width, by resizing the viewport. The viewport is set per test, so it runs in the phone project only (a mobile
// viewport with touch, as a payer's phone renders the frame, "Open in wallet" included).
//
// The states are the catalog's (test/support/payment-states.ts). The "reconnecting" notice floats (position: fixed), so it adds no height: checked once below.
import { expect, test, type Page } from "playwright/test";
import { LOCALES, type Locale } from "../../src/checkout/lib/checkout-url.ts";
import { bringTo, PAYMENT_STATES, type PaymentStateCase, stateSelector } from "../support/payment-states.ts";
import { createIntegration, sandbox, type CreatedOrder } from "./support/api.ts";
import { checkoutPath } from "./support/checkout-page.ts";

/** The layout budget: 40 px below the widget's 800 px for fonts wider than ours. */
const BUDGET = 760;
const WIDTHS = [320, 360, 412] as const;

test.skip(({ isMobile }) => !isMobile, "viewports are set per test: measured once, in the phone project");

/** One worker's orders, each in its state; made once per worker, read by every language's test. */
let made: Array<{ case: PaymentStateCase; order: CreatedOrder }> = [];

test.beforeAll(async () => {
  if (!test.info().project.use.isMobile) return;
  // The support contact is set: the underpaid and overpaid notes then carry their longest line.
  const integrationId = await createIntegration("Northwind Books", "https://books.example/shop", {
    supportUrl: "https://help.books.example/refunds",
  });
  made = await Promise.all(PAYMENT_STATES.map(async (c) => ({ case: c, order: await bringTo(sandbox, integrationId, c) })));
});

interface Measure {
  state: string;
  locale: Locale;
  width: number;
  height: number;
  /** The most it may be: the budget, or the state's own allowance (test/support/payment-states.ts). */
  budget: number;
  overflow: number;
  /** Buttons whose label is wider than the button: squeezed, a label would be cut off. */
  clipped: string[];
}

/**
 * The document's height at each width, with the viewport far shorter than the content, so it
 * is the content's. Read in the frame after the resize, once layout has caught up with it.
 */
async function measure(page: Page, state: string, locale: Locale, budget = BUDGET): Promise<Measure[]> {
  const rows: Measure[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 400 });
    const size = await page.evaluate(
      () =>
        new Promise<{ inner: number; height: number; scrollWidth: number; clientWidth: number; clipped: string[] }>((resolve) =>
          requestAnimationFrame(() => {
            const root = document.documentElement;
            const clipped = [...document.querySelectorAll<HTMLElement>(".button")]
              .filter((button) => button.offsetParent !== null && button.scrollWidth > button.clientWidth + 1)
              .map((button) => button.textContent?.trim() ?? "");
            resolve({
              inner: window.innerWidth,
              height: root.scrollHeight,
              scrollWidth: root.scrollWidth,
              clientWidth: root.clientWidth,
              clipped,
            });
          }),
        ),
    );
    expect(size.inner, `the viewport of ${state} (${locale}) was resized to ${width} px`).toBe(width);
    rows.push({ state, locale, width, height: size.height, budget, overflow: size.scrollWidth - size.clientWidth, clipped: size.clipped });
  }
  return rows;
}

/** The copy buttons' boxes, read in one go: looked up by their place, not their name (the name is in the page's language). */
async function expectTouchTargets(page: Page, state: string, count: number): Promise<void> {
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll("[data-copy] button")].map((button) => {
      const box = button.getBoundingClientRect();
      return { width: Math.round(box.width * 100) / 100, height: Math.round(box.height * 100) / 100 };
    }),
  );
  expect(boxes, `copy buttons of ${state}`).toHaveLength(count);
  for (const [i, box] of boxes.entries()) {
    expect(box.width, `copy button ${i} width (${state})`).toBeGreaterThanOrEqual(44);
    expect(box.height, `copy button ${i} height (${state})`).toBeGreaterThanOrEqual(44);
  }
}

/** The link in that language, named even for English: a language chosen in the menu is remembered. */
function withLang(path: string, locale: Locale): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}

/** Fails naming every state, language and width over the budget, scrolling sideways or cutting a label. */
function expectWithinBudget(rows: Measure[]): void {
  const shown = (r: Measure) => `${r.state}, ${r.locale}, ${r.width} px wide`;
  const tall = rows.filter((r) => r.height > r.budget).map((r) => `${shown(r)}: ${r.height} px tall, over ${r.budget} px`);
  const wide = rows.filter((r) => r.overflow > 0).map((r) => `${shown(r)}: ${r.overflow} px sideways`);
  const clipped = rows.filter((r) => r.clipped.length > 0).map((r) => `${shown(r)}: ${r.clipped.join(", ")}`);
  expect(tall, `states taller than ${BUDGET} px`).toEqual([]);
  expect(wide, "states that scroll sideways").toEqual([]);
  expect(clipped, "buttons too narrow for their label").toEqual([]);
}

/**
 * Opens a screen once and measures it in every language, switching with the page's own
 * language menu (as a payer does: the same render as a link with ?lang=, without reloading the
 * page 25 times). Screens without the menu are opened once per language.
 */
async function measureInEveryLanguage(page: Page, name: string, path: string, ready: string, c?: PaymentStateCase): Promise<Measure[]> {
  const rows: Measure[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 400 });
  await page.goto(withLang(path, "en"));
  await page.locator(ready).waitFor({ state: "attached" });
  const menu = page.locator("#language-select");
  for (const locale of LOCALES) {
    if ((await menu.count()) === 0) {
      if (locale !== "en") await page.goto(withLang(path, locale));
    } else if (locale !== "en") {
      await menu.selectOption(locale);
    }
    await page.locator(`html[lang="${locale}"]`).waitFor({ state: "attached" });
    await page.locator(ready).waitFor({ state: "attached" });
    await page.evaluate(() => document.fonts.ready.then(() => true));
    rows.push(...(await measure(page, name, locale, c?.tallest)));
    if (c?.copyButtons) await expectTouchTargets(page, `${name} (${locale})`, c.copyButtons);
  }
  // The page remembers a language chosen in its menu, over the link's: the next screen opens in English.
  await page.evaluate(() => localStorage.clear());
  return rows;
}

for (const c of PAYMENT_STATES) {
  test(`${c.name}: fits ${BUDGET} px at ${WIDTHS.join(", ")} px wide in every language`, async ({ page }) => {
    const order = made.find((m) => m.case.name === c.name)?.order;
    expect(order, "the worker's order in this state was made").toBeDefined();
    const rows = await measureInEveryLanguage(page, c.name, checkoutPath(order as CreatedOrder), stateSelector(c), c);
    await test.info().attach("heights", { body: JSON.stringify(rows), contentType: "application/json" });
    expectWithinBudget(rows);
  });
}

test(`not-found and invalid-link: fit ${BUDGET} px at ${WIDTHS.join(", ")} px wide in every language`, async ({ page }) => {
  const rows = [
    ...(await measureInEveryLanguage(
      page,
      "not-found",
      "/pay?integrationId=int_0000000000000000000000&orderId=ord_0000000000000000000000",
      'main[data-screen="not-found"]',
    )),
    ...(await measureInEveryLanguage(page, "invalid-link", "/pay?orderId=%3Cscript%3E", 'main[data-screen="invalid-link"]')),
  ];
  await test.info().attach("heights", { body: JSON.stringify(rows), contentType: "application/json" });
  expectWithinBudget(rows);
});

test("the reconnecting notice floats over the page: it adds no height", async ({ page }) => {
  const { order } = made[0] ?? {};
  expect(order, "the worker's orders were made").toBeDefined();
  await page.goto(checkoutPath(order as CreatedOrder));
  await page.locator('main[data-screen="order"]').waitFor({ state: "attached" });
  await expect(page.locator("p.connection")).toHaveCSS("position", "fixed");
});
