// Measuring the checkout's layout on a phone: its height at each width (the budget of the
// widget's 800 px frame), sideways scrolling, squeezed labels and the copy buttons' touch
// targets, in every language. Used by the layout suite (sandbox states) and the gateway's.
import { expect, type Page } from "playwright/test";
import { LOCALES, type Locale } from "../../../src/checkout/lib/checkout-url.ts";

/** The layout budget: 40 px below the widget's 800 px for fonts wider than ours. */
export const BUDGET = 760;
export const WIDTHS = [320, 360, 412] as const;

export interface Measure {
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
export async function measure(page: Page, state: string, locale: Locale, budget = BUDGET): Promise<Measure[]> {
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
export async function expectTouchTargets(page: Page, state: string, count: number): Promise<void> {
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
export function expectWithinBudget(rows: Measure[]): void {
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
export async function measureInEveryLanguage(
  page: Page,
  name: string,
  path: string,
  ready: string,
  c: { tallest?: number; copyButtons?: number } = {},
): Promise<Measure[]> {
  const rows: Measure[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 400 });
  await page.goto(withLang(path, "en"));
  await page.locator(ready).waitFor({ state: "attached" });
  // The service's screen is there before the page's script has started (it starts after the
  // first paint): a language chosen in the menu before then would not be heard.
  await page.locator("#app[data-interactive]").waitFor({ state: "attached" });
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
    rows.push(...(await measure(page, name, locale, c.tallest)));
    if (c.copyButtons) await expectTouchTargets(page, `${name} (${locale})`, c.copyButtons);
  }
  // The page remembers a language chosen in its menu, over the link's: the next screen opens in English.
  await page.evaluate(() => localStorage.clear());
  return rows;
}
