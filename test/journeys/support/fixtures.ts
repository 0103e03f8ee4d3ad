// The journeys' test(): each project names an engine and a form (desktop or phone); a worker
// launches its engine once, and every test gets a fresh page (its own cookies and storage) at
// the project's size. Teardown closes the page and, at the worker's end, the browser and every
// process started for it, whether the test passed or not.
import { test as base } from "playwright/test";
import { launchChromium } from "../drivers/playwright-chromium.ts";
import { launchFirefox } from "../drivers/puppeteer-firefox.ts";
import { launchWebKit } from "../drivers/webdriver-webkit.ts";
import type { BrowserDriver, BrowserPage, Engine, Form } from "./browser-page.ts";

export interface JourneyOptions {
  engine: Engine;
  form: Form;
  /** Firefox only: about:config preferences for this project's browser. */
  firefoxPrefs: Record<string, unknown>;
}

function launch(engine: Engine, firefoxPrefs: Record<string, unknown>): Promise<BrowserDriver> {
  switch (engine) {
    case "chromium":
      return launchChromium();
    case "firefox":
      return launchFirefox({ prefs: firefoxPrefs });
    case "webkit":
      return launchWebKit();
  }
}

export const test = base.extend<
  { form: Form; browserPage: BrowserPage },
  { engine: Engine; firefoxPrefs: Record<string, unknown>; driver: BrowserDriver }
>({
  engine: ["chromium", { option: true, scope: "worker" }],
  firefoxPrefs: [{}, { option: true, scope: "worker" }],
  form: ["desktop", { option: true }],
  driver: [
    async ({ engine, firefoxPrefs }, use) => {
      const driver = await launch(engine, firefoxPrefs);
      try {
        await use(driver);
      } finally {
        await driver.close();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  browserPage: async ({ driver, form }, use) => {
    const page = await driver.newPage(form);
    try {
      await use(page);
    } finally {
      await page.close();
    }
  },
});

export { expect } from "playwright/test";
