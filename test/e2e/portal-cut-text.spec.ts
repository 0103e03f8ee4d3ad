// The portal's screens at 320 px: no cut text (test/support/cut-text.ts) in every language the
// portal speaks (the languages its switcher offers, so one added later is swept without an edit
// here) and in the pseudo-locale (lang=qps-ploc, which the sandbox offers), and
// axe clean in a right-to-left language (Arabic) and a left-to-right one (English) on each.
//
// Kept fast: one page, which goes through the screens and the languages itself, in one call a
// language: a screen is reached as the page's own links reach it (history, no reload) and a
// language is chosen in the page's own switcher. Phone project only: the width is set here.
import { expect, test, type Page } from "./support/fixtures.ts";
import { expectNoViolations } from "./support/axe.ts";
import { freshEmail, openPortal, signUpThroughPage } from "./support/portal-page.ts";
import { PSEUDO_LOCALE } from "../../src/shared/languages.ts";
import { type CutTextReading, readCutText } from "../support/cut-text.ts";

test.skip(({ isMobile }) => !isMobile, "the viewport is set here: swept once, in the phone project");
test.describe.configure({ timeout: 300_000 });

const WIDTH = 320;

/** The screens before sign-in, and after (the sections' own paths; Payouts is chain mode's). */
const SIGNED_OUT = ["/portal", "/portal/sign-up", "/portal/forgot-password"];
const SIGNED_IN = [
  "/portal",
  "/portal/integrations",
  "/portal/sell",
  "/portal/orders",
  "/portal/balances",
  "/portal/keys",
  "/portal/two-factor",
  "/portal/account",
  "/portal/audit",
];

/**
 * Runs in the page (readCutText put in it first): for each language, chosen in the switcher of
 * `menuAt` (the language in use is kept when `locale` is null), each screen reached by history
 * and read once its heading is drawn and nothing is loading.
 */
async function sweepScreens(args: { locales: Array<string | null>; screens: string[]; menuAt: string }): Promise<CutTextReading[]> {
  const read = (globalThis as unknown as { readCutText: typeof readCutText }).readCutText;
  const task = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const until = async (what: string, done: () => boolean) => {
    const giveUp = Date.now() + 15_000;
    while (!done()) {
      if (Date.now() > giveUp)
        throw new Error(`${what}: not reached (html lang "${document.documentElement.lang}", at ${location.pathname})`);
      await task();
    }
  };
  const go = async (path: string) => {
    if (location.pathname !== path) {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }
    await until(path, () => document.querySelector("main h1") !== null && document.querySelector('[aria-busy="true"]') === null);
  };
  const readings: CutTextReading[] = [];
  for (const locale of args.locales) {
    if (locale !== null) {
      await go(args.menuAt);
      const menu = document.querySelector<HTMLSelectElement>(".language-switcher select");
      if (menu && menu.value !== locale) {
        menu.value = locale;
        menu.dispatchEvent(new Event("change", { bubbles: true }));
      }
      await until(`language ${locale}`, () => document.documentElement.lang === locale);
    }
    for (const screen of args.screens) {
      await go(screen);
      await document.fonts.ready;
      readings.push(read({ within: "body", label: `${locale ?? document.documentElement.lang} ${screen}` }));
    }
  }
  return readings;
}

/** The languages the portal's switcher offers (English alone where it has none). */
async function offered(page: Page): Promise<string[]> {
  const codes = await page
    .locator(".language-switcher select option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return codes.length > 0 ? codes : ["en"];
}

async function sweep(page: Page, screens: string[], menuAt: string): Promise<{ cut: string[]; languages: string[] }> {
  await page.evaluate(`globalThis.readCutText = ${readCutText}`);
  const languages = await offered(page);
  const readings = await page.evaluate(sweepScreens, { locales: languages, screens, menuAt });
  expect(readings, "every screen read in every language").toHaveLength(languages.length * screens.length);
  return { cut: readings.flatMap((r) => r.cut.map((line) => `${r.label}: ${line}`)), languages };
}

/** The screens in the pseudo-locale (a fresh load with lang=qps-ploc). */
async function sweepPseudo(page: Page, screens: string[]): Promise<string[]> {
  await openPortal(page, `${screens[0]}?lang=${PSEUDO_LOCALE}`);
  await page.evaluate(`globalThis.readCutText = ${readCutText}`);
  // The run's service is the sandbox: the pseudo-locale is on screen.
  await expect(page.locator("main h1"), "the portal shows the pseudo-locale").toHaveText(/^\[/);
  const readings = await page.evaluate(sweepScreens, { locales: [null], screens, menuAt: screens[0] ?? "/portal" });
  return readings.flatMap((r) => r.cut.map((line) => `${PSEUDO_LOCALE} ${line}`));
}

/** axe on each screen in Arabic (right to left) and English, where the portal speaks Arabic. */
async function axeBothWays(page: Page, screens: string[], menuAt: string, languages: string[]): Promise<void> {
  for (const locale of languages.includes("ar") ? ["ar", "en"] : ["en"]) {
    await page.evaluate(sweepScreens, { locales: [locale], screens: [], menuAt });
    for (const screen of screens) {
      await page.evaluate(sweepScreens, { locales: [null], screens: [screen], menuAt });
      await expectNoViolations(page, `${screen} (${locale})`);
    }
  }
}

test(`the portal's screens: no cut text at ${WIDTH} px in any language or the pseudo-locale, axe clean both ways`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 640 });
  await openPortal(page);
  const out = await sweep(page, SIGNED_OUT, "/portal");
  expect(out.cut, "signed out").toEqual([]);
  await axeBothWays(page, SIGNED_OUT, "/portal", out.languages);
  // The language chosen last is kept on the device: back to English for the sign-up form's labels.
  await page.evaluate(() => localStorage.clear());

  await signUpThroughPage(page, freshEmail("cut-text"));
  const inside = await sweep(page, SIGNED_IN, "/portal/account");
  expect(inside.cut, "signed in").toEqual([]);
  await axeBothWays(page, SIGNED_IN, "/portal/account", inside.languages);
  expect(await sweepPseudo(page, SIGNED_IN), "signed in, in the pseudo-locale").toEqual([]);
});
