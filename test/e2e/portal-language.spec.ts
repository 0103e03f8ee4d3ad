// The portal's language in a real browser: the switcher on the sign-in page and in Account
// names every language in itself; a merchant who chose one sees the portal in it (words, lang,
// direction) and, signing in again on a browser that never chose, finds it again: the choice
// is on the account. Only the chosen language's module is fetched.
import { expect, test } from "./support/fixtures.ts";
import de from "../../src/portal/locales/de.ts";
import ar from "../../src/portal/locales/ar.ts";
import { freshEmail, openPortal, PORTAL_PASSWORD, signUpThroughPage } from "./support/portal-page.ts";

// Real scrypt hashes at each sign-up and sign-in (playwright.config.ts): slow on a busy machine.
test.describe.configure({ timeout: 300_000 });

test("a merchant's language is kept on the account and shown again after signing in elsewhere", async ({ page, browser }) => {
  const email = freshEmail("language");
  const chunks: string[] = [];
  page.on("request", (request) => {
    const match = /\/portal\/assets\/([a-z]{2,3}(?:-Hant)?)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) chunks.push(match[1]);
  });
  await signUpThroughPage(page, email);
  await page.getByRole("link", { name: "Account" }).click();
  const switcher = page.getByRole("combobox", { name: "Language" });
  expect(await switcher.locator("option").allTextContents()).toEqual(
    expect.arrayContaining(["English", "Deutsch", "العربية", "اردو", "简体中文", "繁體中文", "Norsk bokmål"]),
  );
  await switcher.selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar.main.accountHeading })).toBeVisible();
  await page.getByRole("combobox", { name: ar.main.language ?? "Language" }).selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: de.main.accountHeading })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  // English is the portal's own words (its later screens' words are chunks of their own): any other is fetched only when chosen.
  expect(chunks.filter((code) => code !== "ar" && code !== "de" && code !== "en")).toEqual([]);

  // Another browser, that never chose: English until the account's choice arrives with sign-in.
  const other = await browser.newContext({ locale: "en-US" });
  const second = await other.newPage();
  await openPortal(second);
  await expect(second.locator("html")).toHaveAttribute("lang", "en");
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password", { exact: true }).fill(PORTAL_PASSWORD);
  await second.getByRole("button", { name: "Sign in" }).click();
  await expect(second.getByRole("heading", { level: 1, name: de.main.overviewHeading })).toBeVisible({ timeout: 60_000 });
  await expect(second.locator("html")).toHaveAttribute("lang", "de");
  await other.close();
});
