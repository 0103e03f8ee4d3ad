// Every change of the root's markers, recorded in the page as it happens (a MutationObserver),
// with what was on screen at that instant: a short "reconnecting" blip is caught even when a
// polling assertion would miss it, and we can prove the last known order stayed visible.
import type { Page } from "playwright/test";

export interface MarkerSnapshot {
  /** Epoch ms (performance.timeOrigin + performance.now()). */
  at: number;
  screen: string | null;
  group: string | null;
  connection: string | null;
  /** data-address of the address element, or null when none is shown. */
  address: string | null;
}

declare global {
  interface Window {
    __markerLog?: MarkerSnapshot[];
  }
}

export async function recordMarkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: MarkerSnapshot[] = [];
    window.__markerLog = log;
    let last = "";
    const snapshot = () => {
      const main = document.querySelector("main[data-screen]");
      const entry = {
        at: performance.timeOrigin + performance.now(),
        screen: main?.getAttribute("data-screen") ?? null,
        group: main?.getAttribute("data-status-group") ?? null,
        connection: main?.getAttribute("data-connection") ?? null,
        address: document.querySelector("[data-address]")?.getAttribute("data-address") ?? null,
      };
      const key = `${entry.screen}|${entry.group}|${entry.connection}|${entry.address}`;
      if (key !== last) {
        last = key;
        log.push(entry);
      }
    };
    new MutationObserver(snapshot).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-screen", "data-status-group", "data-connection", "data-address"],
    });
  });
}

export async function markerLog(page: Page): Promise<MarkerSnapshot[]> {
  return page.evaluate(() => [...(window.__markerLog ?? [])]);
}
