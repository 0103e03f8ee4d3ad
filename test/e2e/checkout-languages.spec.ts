// Only the active language is downloaded: a phone on a slow network fetches one. English ships in the
// page's entry script; each other language is a chunk of its own, /assets/<locale>-<hash>.js,
// and the page must fetch exactly the payer's one: from `lang`, or from the browser without it.
import { expect, test, type Page } from "./support/fixtures.ts";
import { LOCALES } from "../../src/checkout/lib/checkout-url.ts";
import { createPaymentOrder } from "./support/api.ts";
import { expectStatus, openWaiting } from "./support/checkout-page.ts";

/** The page's languages, English included in case it is ever split out of the entry; longest first, so zh-Hant is not read as zh. */
const LOCALE_CHUNK = new RegExp(`/assets/(${[...LOCALES].sort((a, b) => b.length - a.length).join("|")})-[\\w-]+\\.js$`);

/** The locale of every language chunk the page requests, in order, duplicates kept. */
function recordLocaleChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const match = LOCALE_CHUNK.exec(new URL(request.url()).pathname);
    if (match?.[1]) requested.push(match[1]);
  });
  return requested;
}

const cases: Array<{
  name: string;
  params: Array<[string, string]>;
  /** The browser's language (navigator.languages, Accept-Language); Playwright's en-US if unset. */
  browser?: string;
  lang: string;
  /** The copy-address button's name in that language: proof the language is on screen. */
  copyAddress: string;
  chunks: string[];
}> = [
  { name: "lang=ru", params: [["lang", "ru"]], lang: "ru", copyAddress: "Скопировать адрес", chunks: ["ru"] },
  { name: "lang=ar", params: [["lang", "ar"]], lang: "ar", copyAddress: "نسخ العنوان", chunks: ["ar"] },
  { name: "no lang, a Turkish browser", params: [], browser: "tr-TR", lang: "tr", copyAddress: "Adresi kopyala", chunks: ["tr"] },
  { name: "lang=en", params: [["lang", "en"]], lang: "en", copyAddress: "Copy address", chunks: [] },
  { name: "lang=en in a Russian browser", params: [["lang", "en"]], browser: "ru-RU", lang: "en", copyAddress: "Copy address", chunks: [] },
  {
    name: "no lang, a Hebrew browser (old code iw)",
    params: [],
    browser: "iw-IL",
    lang: "he",
    copyAddress: "העתקת הכתובת",
    chunks: ["he"],
  },
  { name: "lang=ja", params: [["lang", "ja"]], lang: "ja", copyAddress: "アドレスをコピー", chunks: ["ja"] },
  // Two of the later languages: one right to left, one found by its region (zh-TW reads Traditional Chinese).
  { name: "lang=ur", params: [["lang", "ur"]], lang: "ur", copyAddress: "پتہ کاپی کریں", chunks: ["ur"] },
  { name: "no lang, a Taiwanese browser", params: [], browser: "zh-TW", lang: "zh-Hant", copyAddress: "複製地址", chunks: ["zh-Hant"] },
];

for (const { name, params, browser, lang, copyAddress, chunks } of cases) {
  test.describe(name, () => {
    if (browser) test.use({ locale: browser });

    test(`the page downloads ${chunks.length === 0 ? "no language chunk" : `only the ${chunks.join(", ")} chunk`}`, async ({ page }) => {
      const requested = recordLocaleChunks(page);
      const order = await createPaymentOrder("USDT_TRC20", "10.00");
      await openWaiting(page, order, params);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("button", { name: copyAddress, exact: true })).toBeVisible();
      // Anything fetched after the language is on screen (a prefetch of the others) counts too.
      await page.waitForTimeout(1_000);
      expect(requested, "language chunks requested").toEqual(chunks);
    });
  });
}

test("the switcher changes the language at once, and the next visit opens in it (first screen from the service, then switched)", async ({
  page,
}) => {
  const requested = recordLocaleChunks(page);
  const order = await createPaymentOrder("USDT_TRC20", "10.00");
  await openWaiting(page, order);
  const switcher = page.getByRole("combobox", { name: "Language" });
  await expect(switcher).toHaveValue("en");
  // The first paint draws the current language alone; the payer's press draws the whole menu
  // before the picker opens, and moves nothing on the page.
  await expect(switcher.locator("option")).toHaveCount(1);
  const before = await switcher.boundingBox();
  await switcher.click();
  await expect(switcher.locator("option")).toHaveCount(LOCALES.length);
  await expect(switcher).toHaveValue("en");
  expect(await switcher.boundingBox()).toEqual(before);
  // Every language by its own name.
  expect(await switcher.locator("option").allTextContents()).toEqual(
    expect.arrayContaining(["English", "العربية", "فارسی", "עברית", "简体中文", "日本語", "한국어", "हिन्दी"]),
  );
  await switcher.selectOption("fa");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("button", { name: "کپی نشانی", exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "زبان" })).toHaveValue("fa");
  expect(requested).toEqual(["fa"]);

  await page.reload();
  await expectStatus(page, "waiting");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await expect(page.getByRole("button", { name: "کپی نشانی", exact: true })).toBeVisible();
  // Still the order the service rendered: the same address, now in the payer's language.
  await expect(page.locator("[data-address]")).toHaveAttribute("data-address", order.paymentAddress);
});

test("the first load groups the amount with the service's marks, making no Intl.NumberFormat; a language switched to reads its own from Intl", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const Original = Intl.NumberFormat;
    const counted = { made: 0 };
    (window as unknown as { numberFormats: typeof counted }).numberFormats = counted;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args) {
        counted.made++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        counted.made++;
        return Reflect.apply(target, self, args);
      },
    });
  });
  const made = () => page.evaluate(() => (window as unknown as { numberFormats: { made: number } }).numberFormats.made);
  const order = await createPaymentOrder("USDT_TRC20", "1234.5");
  await openWaiting(page, order, [["lang", "ru"]]);
  await expect(page.locator("[data-amount]")).toHaveText("1\u00a0234,5");
  expect(await made()).toBe(0);

  const switcher = page.getByRole("combobox", { name: "Язык" });
  await switcher.click();
  await switcher.selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("[data-amount]")).toHaveText("1.234,5");
  expect(await made()).toBeGreaterThan(0);
});
