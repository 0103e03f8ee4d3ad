// Measuring the checkout's layout on a phone: its height at each width (the budget of the
// widget's 800 px frame), sideways scrolling, squeezed labels and the copy buttons' touch
// targets, in every language. Used by the layout suite (sandbox states) and the gateway's.
import { expect, type Page } from "playwright/test";
import { LOCALES, type Locale } from "../../../src/checkout/lib/checkout-url.ts";
import { readCutText } from "../../support/cut-text.ts";

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
  /** Cut text found by readCutText (test/support/cut-text.ts), when asked for at this width. */
  cut: string[];
}

/** What the page reads of itself at once: the document's size, squeezed labels, the copy buttons' boxes. */
interface Reading {
  locale: string;
  inner: number;
  height: number;
  scrollWidth: number;
  clientWidth: number;
  clipped: string[];
  copyButtons: Array<{ width: number; height: number }>;
  /** readCutText's lines, read at the same moment, when asked for. */
  cut: string[];
}

/**
 * Runs in the page: waits for `locale` to be drawn with the `ready` screen (choosing it in the
 * page's own menu first when `choose`, as a payer does: the same change event a pick in the
 * native picker sends), then reads the layout. Reading a size makes the browser lay the page
 * out there and then, and the fonts are the system's (nothing to download; `fonts.ready` is
 * awaited all the same), so the reading is what the next frame would draw: waiting for a frame
 * added 16 ms to each of a screen's 75 readings and nothing else. A wait that never ends fails
 * naming the language and what was missing, after 15 s.
 */
async function readLayouts(args: { locales: string[]; ready: string; choose: boolean; cutText: boolean }): Promise<Reading[]> {
  // A task, not a frame: the page renders a choice in a microtask after the change event.
  const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const readings: Reading[] = [];
  for (const locale of args.locales) {
    const menu = document.querySelector<HTMLSelectElement>("#language-select");
    if (args.choose && menu && menu.value !== locale) {
      // The payer reaches for the menu first: the page draws its every line then.
      if (menu.options.length === 1) {
        menu.dispatchEvent(new Event("pointerdown", { bubbles: true }));
        await task();
      }
      menu.value = locale;
      menu.dispatchEvent(new Event("input", { bubbles: true }));
      menu.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const giveUp = Date.now() + 15_000;
    while (document.documentElement.lang !== locale || !document.querySelector(args.ready)) {
      if (Date.now() > giveUp)
        throw new Error(
          `${locale}: html lang is "${document.documentElement.lang}", ${args.ready} ${document.querySelector(args.ready) ? "shown" : "not shown"}`,
        );
      await task();
    }
    const root = document.documentElement;
    void root.scrollHeight;
    await document.fonts.ready;
    readings.push({
      locale,
      inner: window.innerWidth,
      height: root.scrollHeight,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      clipped: [...document.querySelectorAll<HTMLElement>(".button")]
        .filter((button) => button.offsetParent !== null && button.scrollWidth > button.clientWidth + 1)
        .map((button) => button.textContent?.trim() ?? ""),
      copyButtons: [...document.querySelectorAll("[data-copy] button")].map((button) => {
        const box = button.getBoundingClientRect();
        return { width: Math.round(box.width * 100) / 100, height: Math.round(box.height * 100) / 100 };
      }),
      cut: args.cutText
        ? (globalThis as unknown as { readCutText: typeof readCutText }).readCutText({ within: "body", label: locale }).cut
        : [],
    });
  }
  return readings;
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

/** Fails naming every state, language and width where text is cut (read when measured with cutText). */
export function expectNoCutText(rows: Measure[]): void {
  const cut = rows.flatMap((r) => r.cut.map((line) => `${r.state}, ${r.locale}, ${r.width} px wide: ${line}`));
  expect(cut, "text cut off").toEqual([]);
}

/** Always measured at every width: one left-to-right, one right-to-left and one CJK language. */
export const EVERY_WIDTH = ["en", "ar", "zh"] as const satisfies readonly Locale[];

/**
 * The languages measured at the wider widths: EVERY_WIDTH and the two tallest at the narrowest
 * width (the text that wraps most there is the nearest to the budget at any width). Every
 * language is measured at the narrowest width, where its text wraps the most: a screen is at
 * its tallest there and a long word has the least room, so a language that fits at 320 px and
 * does not scroll sideways there fits at 360 and 412 px with the same rules. What the wider
 * widths can break (a rule that switches at a width, the copy buttons' boxes) depends on the
 * direction and the script, not on the words, and the set covers both directions, a CJK script
 * and the longest texts.
 */
export function widerWidthLocales(narrowest: Array<{ locale: string; height: number }>): Locale[] {
  const tallest = [...narrowest].sort((a, b) => b.height - a.height).map((r) => r.locale as Locale);
  return [...new Set<Locale>([...EVERY_WIDTH, ...tallest.slice(0, 2)])];
}

/**
 * Opens a screen once and measures it in every language at the narrowest width, and in a
 * representative set (widerWidthLocales) at the others, switching with the
 * page's own language menu (as a payer does: the same render as a link with ?lang=, without
 * reloading the page 25 times). The viewport is resized once per width and the page then goes
 * through the languages itself, in one call: 3 resizes and 3 round trips a screen instead of
 * 75 and some 250 (a resize is the costly step; a language is one render). Screens without the
 * menu are opened once per language at the narrowest width, then once per language of the set
 * at the others. The copy buttons are 44 × 44 px touch targets in every reading. With
 * `cutText`, each reading at the narrowest width also reads the cut text (test/support/cut-text.ts)
 * at the same moment, so the sweep of every language at 320 px is made once for both checks.
 */
export async function measureInEveryLanguage(
  page: Page,
  name: string,
  path: string,
  ready: string,
  c: { tallest?: number; copyButtons?: number } = {},
  options: { cutText?: boolean } = {},
): Promise<Measure[]> {
  const readings: Array<{ width: number; reading: Reading }> = [];
  const [narrowest, ...wider] = WIDTHS;
  // Cut text is read at the narrowest width only: where a long word has the least room.
  const cutAt = (width: number) => options.cutText === true && width === narrowest;
  const open = async (locale: Locale) => {
    await page.goto(withLang(path, locale));
    // readLayouts runs in the page and can call only what the page holds: the reader goes into
    // every document opened.
    if (options.cutText) await page.evaluate(`globalThis.readCutText = ${readCutText}`);
  };
  await page.setViewportSize({ width: narrowest, height: 400 });
  await open("en");
  await page.locator(ready).waitFor({ state: "attached" });
  // The service's screen is there before the page's script has started (it starts after the
  // first paint): a language chosen in the menu before then would not be heard.
  await page.locator("#app[data-interactive]").waitFor({ state: "attached" });
  // The height is the content's: the viewport (400 px tall) is far shorter than any screen.
  if ((await page.locator("#language-select").count()) > 0) {
    for (const reading of await page.evaluate(readLayouts, { locales: [...LOCALES], ready, choose: true, cutText: cutAt(narrowest) }))
      readings.push({ width: narrowest, reading });
    const set = widerWidthLocales(readings.map((r) => r.reading));
    for (const width of wider) {
      await page.setViewportSize({ width, height: 400 });
      for (const reading of await page.evaluate(readLayouts, { locales: set, ready, choose: true, cutText: cutAt(width) }))
        readings.push({ width, reading });
    }
  } else {
    for (const locale of LOCALES) {
      if (locale !== "en") await open(locale);
      for (const reading of await page.evaluate(readLayouts, { locales: [locale], ready, choose: false, cutText: cutAt(narrowest) }))
        readings.push({ width: narrowest, reading });
    }
    for (const locale of widerWidthLocales(readings.map((r) => r.reading))) {
      await open(locale);
      for (const width of wider) {
        await page.setViewportSize({ width, height: 400 });
        for (const reading of await page.evaluate(readLayouts, { locales: [locale], ready, choose: false, cutText: cutAt(width) }))
          readings.push({ width, reading });
      }
      await page.setViewportSize({ width: narrowest, height: 400 });
    }
  }
  // The page remembers a language chosen in its menu, over the link's: the next screen opens in English.
  await page.evaluate(() => localStorage.clear());

  const small: string[] = [];
  const rows: Measure[] = [];
  for (const { width, reading } of readings) {
    const locale = reading.locale as Locale;
    expect(reading.inner, `the viewport of ${name} (${locale}) was resized to ${width} px`).toBe(width);
    rows.push({
      state: name,
      locale,
      width,
      height: reading.height,
      budget: c.tallest ?? BUDGET,
      overflow: reading.scrollWidth - reading.clientWidth,
      clipped: reading.clipped,
      cut: reading.cut,
    });
    if (c.copyButtons === undefined) continue;
    const where = `${name} (${locale}, ${width} px wide)`;
    if (reading.copyButtons.length !== c.copyButtons)
      small.push(`${where}: ${reading.copyButtons.length} copy buttons, not ${c.copyButtons}`);
    for (const [i, box] of reading.copyButtons.entries())
      if (box.width < 44 || box.height < 44) small.push(`${where}: copy button ${i} is ${box.width} × ${box.height} px`);
  }
  expect(small, "copy buttons that are not 44 × 44 px touch targets").toEqual([]);
  // In the order a reader looks for them: by language, then width.
  return rows.sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale) || a.width - b.width);
}
