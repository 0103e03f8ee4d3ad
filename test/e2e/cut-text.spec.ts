// No cut text at 320 px, in every language the checkout speaks and in the pseudo-locale (every
// English string accented and 40 % longer: qps-ploc, src/shared/pseudo-locale.ts): no text
// wider than its box (clipped by overflow: hidden, an ellipsis, or spilling over), none past
// the screen's edge, no sideways scrolling, on every screen of the layout suite (the catalog's
// states, not found, invalid link). The languages are the registry's (LOCALES), so a language
// added later is swept without an edit here.
//
// Kept fast: one page a screen, which goes through the languages itself in one call, switched
// with the page's own menu (one render each, no reload), and the pseudo-locale in one more
// load. Phone project only: 320 px is the width set here, and the sweep measures the layout,
// the same in a desktop browser. axe in a right-to-left and a left-to-right language per
// screen is checkout-a11y-states' (every state in Arabic and in English, Chinese or French).
import { expect, test } from "./support/fixtures.ts";
import type { Page } from "playwright/test";
import { LOCALES } from "../../src/checkout/lib/checkout-url.ts";
import { PSEUDO_LOCALE } from "../../src/shared/languages.ts";
import { bringTo, PAYMENT_STATES, stateSelector } from "../support/payment-states.ts";
import { type CutTextReading, readCutText } from "../support/cut-text.ts";
import { createIntegration, type CreatedOrder, sandbox } from "./support/api.ts";
import { checkoutPath } from "./support/checkout-page.ts";

test.skip(({ isMobile }) => !isMobile, "the viewport is set here: swept once, in the phone project");

const WIDTH = 320;

/** Runs in the page: each language chosen in the menu, waited for, then read (readCutText, put in the page first). */
async function sweepLanguages(args: { locales: string[]; ready: string; within: string }): Promise<CutTextReading[]> {
  const read = (globalThis as unknown as { readCutText: typeof readCutText }).readCutText;
  const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const readings: CutTextReading[] = [];
  for (const locale of args.locales) {
    const menu = document.querySelector<HTMLSelectElement>("#language-select");
    if (menu && menu.value !== locale) {
      menu.value = locale;
      menu.dispatchEvent(new Event("change", { bubbles: true }));
    }
    const giveUp = Date.now() + 15_000;
    while (document.documentElement.lang !== locale || !document.querySelector(args.ready)) {
      if (Date.now() > giveUp) throw new Error(`${locale}: html lang is "${document.documentElement.lang}", ${args.ready} not shown`);
      await task();
    }
    await document.fonts.ready;
    readings.push(read({ within: args.within, label: locale }));
  }
  return readings;
}

const withLang = (path: string, lang: string) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** A screen read in every language (switched in place) and in the pseudo-locale: the cut text found, one line each. */
async function sweep(page: Page, path: string, ready: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTH, height: 640 });
  const open = async (lang: string) => {
    await page.goto(withLang(path, lang));
    await page.locator(ready).waitFor({ state: "attached" });
    await page.locator("#app[data-interactive]").waitFor({ state: "attached" });
    await page.evaluate(`globalThis.readCutText = ${readCutText}`);
  };
  await open("en");
  const readings: CutTextReading[] = [];
  if ((await page.locator("#language-select").count()) > 0) {
    readings.push(...(await page.evaluate(sweepLanguages, { locales: [...LOCALES], ready, within: "body" })));
  } else {
    for (const locale of LOCALES) {
      if (locale !== "en") await open(locale);
      readings.push(...(await page.evaluate(sweepLanguages, { locales: [locale], ready, within: "body" })));
    }
  }
  // The menu remembers a choice over the link's lang=: forgotten, so the pseudo-locale's link is heard.
  await page.evaluate(() => localStorage.clear());
  await open(PSEUDO_LOCALE);
  await expect(page, "the service drew the pseudo-locale").toHaveTitle(/^\[/);
  readings.push(await page.evaluate(readCutText, { within: "body", label: PSEUDO_LOCALE }));
  await page.evaluate(() => localStorage.clear());
  return readings.flatMap((r) => r.cut.map((line) => `${r.label}: ${line}`));
}

let made: Array<{ name: string; order: CreatedOrder }> = [];

test.beforeAll(async () => {
  if (!test.info().project.use.isMobile) return;
  // The support contact set: the underpaid and overpaid notes then carry their longest line.
  const integrationId = await createIntegration("Northwind Books", "https://books.example/shop", {
    supportUrl: "https://help.books.example/refunds",
  });
  made = await Promise.all(PAYMENT_STATES.map(async (c) => ({ name: c.name, order: await bringTo(sandbox, integrationId, c) })));
});

for (const c of PAYMENT_STATES) {
  test(`${c.name}: no cut text at ${WIDTH} px in any language or the pseudo-locale`, async ({ page }) => {
    const order = made.find((m) => m.name === c.name)?.order;
    expect(order, "the worker's order in this state was made").toBeDefined();
    expect(await sweep(page, checkoutPath(order as CreatedOrder), stateSelector(c))).toEqual([]);
  });
}

test(`not found and invalid link: no cut text at ${WIDTH} px in any language or the pseudo-locale`, async ({ page }) => {
  const notFound = "/pay?integrationId=int_0000000000000000000000&orderId=ord_0000000000000000000000";
  expect([
    ...(await sweep(page, notFound, 'main[data-screen="not-found"]')),
    ...(await sweep(page, "/pay?orderId=%3Cscript%3E", 'main[data-screen="invalid-link"]')),
  ]).toEqual([]);
});

test("the reading finds text cut in each way, and nothing hidden or scrolling on purpose", async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 640 });
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1"><body style="margin:0;font:16px sans-serif">
    <p id="ellipsis" style="width:100px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">A sentence far too long for its box</p>
    <div style="width:100px"><span id="spill" style="display:block;white-space:nowrap">An unbreakable_line_too_wide_for_the_box</span></div>
    <div style="overflow:hidden;width:100%"><p id="off-screen" style="margin-left:280px;width:100px">Past the edge</p></div>
    <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Read by screen readers only, never drawn</span>
    <div style="overflow-x:auto;width:100px"><code style="white-space:nowrap">A code block that scrolls on purpose inside its box</code></div>
    <input value="A value that scrolls inside its field on purpose" style="width:60px">
    <p style="width:100px;overflow-wrap:anywhere">TRX7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t wraps</p>
  </body>`);
  const { cut } = await page.evaluate(readCutText, { within: "body", label: "planted" });
  const ids = cut.map((line) => /#([\w-]+)/.exec(line)?.[1] ?? line.split(":")[0]);
  // The spilled line also makes the page scroll sideways.
  expect(ids).toEqual(["ellipsis", "spill", "off-screen", "the page scrolls sideways"]);
});
