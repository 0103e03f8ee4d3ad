// No cut text at 320 px, in every language the checkout speaks and in the pseudo-locale (every
// English string accented and 40 % longer: qps-ploc, src/shared/pseudo-locale.ts): no text
// wider than its box (clipped by overflow: hidden, an ellipsis, or spilling over), none past
// the screen's edge, no sideways scrolling, on every screen of the layout suite (the catalog's
// states, not found, invalid link). The languages are the registry's (LOCALES), so a language
// added later is swept without an edit here.
//
// Every language is read by layout-fit.spec.ts, in the same pass that measures each screen's
// height at 320 px (switched with the page's own menu, read at the same moment): the sweep
// through 25 languages is the costly part, and made twice it read the same renders twice. Here:
// the pseudo-locale on every screen (one load each: it is not in the menu), and the reader
// itself on planted cut text. Phone project only: 320 px is the width set here, and the reading
// measures the layout, the same in a desktop browser. axe in a right-to-left and a left-to-right
// language per screen is checkout-a11y-states' (every state in Arabic and in English, Chinese
// or French).
import { expect, test } from "./support/fixtures.ts";
import type { Page } from "playwright/test";
import { PSEUDO_LOCALE } from "../../src/shared/languages.ts";
import { bringTo, PAYMENT_STATES, stateSelector } from "../support/payment-states.ts";
import { readCutText } from "../support/cut-text.ts";
import { createIntegration, type CreatedOrder, sandbox } from "./support/api.ts";
import { checkoutPath } from "./support/checkout-page.ts";

test.skip(({ isMobile }) => !isMobile, "the viewport is set here: swept once, in the phone project");

const WIDTH = 320;

const withLang = (path: string, lang: string) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** A screen read in the pseudo-locale: the cut text found, one line each. */
async function readPseudoLocale(page: Page, path: string, ready: string): Promise<string[]> {
  await page.setViewportSize({ width: WIDTH, height: 640 });
  await page.goto(withLang(path, PSEUDO_LOCALE));
  await page.locator(ready).waitFor({ state: "attached" });
  await page.locator("#app[data-interactive]").waitFor({ state: "attached" });
  await expect(page, "the service drew the pseudo-locale").toHaveTitle(/^\[/);
  const reading = await page.evaluate(readCutText, { within: "body", label: PSEUDO_LOCALE });
  return reading.cut.map((line) => `${reading.label}: ${line}`);
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
  test(`${c.name}: no cut text at ${WIDTH} px in the pseudo-locale`, async ({ page }) => {
    const order = made.find((m) => m.name === c.name)?.order;
    expect(order, "the worker's order in this state was made").toBeDefined();
    expect(await readPseudoLocale(page, checkoutPath(order as CreatedOrder), stateSelector(c))).toEqual([]);
  });
}

test(`not found and invalid link: no cut text at ${WIDTH} px in the pseudo-locale`, async ({ page }) => {
  const notFound = "/pay?integrationId=int_0000000000000000000000&orderId=ord_0000000000000000000000";
  expect([
    ...(await readPseudoLocale(page, notFound, 'main[data-screen="not-found"]')),
    ...(await readPseudoLocale(page, "/pay?orderId=%3Cscript%3E", 'main[data-screen="invalid-link"]')),
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
