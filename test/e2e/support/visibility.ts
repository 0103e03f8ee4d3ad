// The payer switches to their wallet app and comes back, as the page sees it.
import type { Page } from "playwright/test";

/**
 * The page holds a long poll (Prefer: wait=20) that ends only when the order changes; hiding
 * the page aborts it and showing it again reads at once, so that read and the next ones meet
 * the faults a test planned. Headless Chromium never hides a tab by itself, so the document's
 * visibility is overridden and the real visibilitychange event dispatched; the service is not
 * mocked in any way.
 */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    } else {
      // Deleting the overrides brings back the prototype's real getters.
      Reflect.deleteProperty(document, "hidden");
      Reflect.deleteProperty(document, "visibilityState");
    }
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}
