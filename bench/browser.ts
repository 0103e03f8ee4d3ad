// The system Chromium, launched the way the e2e config launches it (Playwright's own
// browser download cannot work on these machines).
import { chromium, type Browser } from "playwright";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/e2e/support/chromium.ts";

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}
