// What a screen reader would hear from the page's live regions (role=status/alert/log or
// aria-live other than "off"): the text of a region that was already on the page each time
// that text changes. A region inserted with its text already in it is not counted, since
// screen readers announce changes to a live region they know, not new regions.
import type { Page } from "playwright/test";

declare global {
  interface Window {
    __announced?: string[];
  }
}

/** Starts listening before the page's own script runs; read with announced(page). */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    window.__announced = heard;
    const known = new WeakMap<Element, string>();
    const selector = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])';
    const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const scan = () => {
      for (const region of document.querySelectorAll(selector)) {
        const now = text(region);
        const before = known.get(region);
        if (before !== undefined && now !== before && now !== "") heard.push(now);
        known.set(region, now);
      }
    };
    const start = () => {
      scan();
      new MutationObserver(scan).observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();
  });
}

export async function announced(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__announced ?? []);
}
