// Waiting and reading, written once over BrowserDocument.evaluate, so a wait means the same in
// every engine: a MutationObserver inside the page resolves as soon as the state is there (no
// polling interval, no sleep); the timeout only bounds a journey that went wrong, and its
// error shows what the page showed instead.
import type { BrowserDocument, BrowserPage } from "./browser-page.ts";

export const WAIT_MS = 10_000;

export type Screen = "loading" | "invalid-link" | "not-found" | "unavailable" | "order";
export type StatusGroup = "waiting" | "completed" | "processing";

/** Resolves once `selector` matches an element of the document (attached; visible or not). */
export async function waitFor(doc: BrowserDocument, selector: string, timeout = WAIT_MS): Promise<void> {
  const found = await doc.evaluate(
    (wanted: string, ms: number) =>
      new Promise<boolean>((resolve) => {
        if (document.querySelector(wanted)) return resolve(true);
        // Focus and selection change no node: their events trigger a look too (`:focus`).
        const events = ["focusin", "select", "selectionchange"];
        const check = () => {
          if (!document.querySelector(wanted)) return;
          finish(true);
        };
        const observer = new MutationObserver(check);
        const finish = (value: boolean) => {
          observer.disconnect();
          for (const type of events) document.removeEventListener(type, check, true);
          clearTimeout(timer);
          resolve(value);
        };
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        for (const type of events) document.addEventListener(type, check, true);
        const timer = setTimeout(() => finish(false), ms);
      }),
    selector,
    timeout,
  );
  if (!found) throw new Error(`${selector} did not appear within ${timeout} ms; the page's root is ${await rootMarkers(doc)}`);
}

/** The root's markers as one line, for error messages. */
export function rootMarkers(doc: BrowserDocument): Promise<string> {
  return doc.evaluate(() => {
    const root = document.querySelector("main[data-screen]");
    if (!root)
      return `not here (no main[data-screen]; the page says: ${document.body?.innerText.replace(/\s+/g, " ").slice(0, 160) ?? ""})`;
    return Array.from(root.attributes)
      .filter((a) => a.name.startsWith("data-"))
      .map((a) => `${a.name}="${a.value}"`)
      .join(" ");
  });
}

function markerSelector(markers: Record<string, string>): string {
  return `main${Object.entries(markers)
    .map(([name, value]) => `[${name}="${value}"]`)
    .join("")}`;
}

export function waitForScreen(doc: BrowserDocument, screen: Screen, timeout?: number): Promise<void> {
  return waitFor(doc, markerSelector({ "data-screen": screen }), timeout);
}

export function waitForStatus(doc: BrowserDocument, group: StatusGroup, timeout?: number): Promise<void> {
  return waitFor(doc, markerSelector({ "data-screen": "order", "data-status-group": group }), timeout);
}

/**
 * Resolves once the page has hydrated the service's first screen, i.e. its buttons listen.
 * The served HTML already carries every marker (data-status-group="waiting" arrives with the
 * HTML), and the page boots only after its first paint (src/checkout/main.tsx), so a click
 * before this would land on a button nobody listens to yet. The page marks its mount
 * `data-interactive` once hydrated (src/checkout/start.tsx).
 */
export function waitForInteractive(doc: BrowserDocument, timeout = WAIT_MS): Promise<void> {
  return waitFor(doc, "#app[data-interactive]", timeout);
}

/** Opens a checkout link and waits until the page shows the order waiting for payment, and listens. */
export async function openWaiting(page: BrowserPage, link: string): Promise<void> {
  await page.goto(link);
  await waitForStatus(page, "waiting");
  await waitForInteractive(page);
}

export function attribute(doc: BrowserDocument, selector: string, name: string): Promise<string | null> {
  return doc.evaluate((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
}

/** The element's rendered text, whitespace collapsed; null when nothing matches. */
export function text(doc: BrowserDocument, selector: string): Promise<string | null> {
  return doc.evaluate((s: string) => {
    const element = document.querySelector(s) as HTMLElement | null;
    return element ? element.innerText.replace(/\s+/g, " ").trim() : null;
  }, selector);
}

export function count(doc: BrowserDocument, selector: string): Promise<number> {
  return doc.evaluate((s: string) => document.querySelectorAll(s).length, selector);
}

/** Types into a field as a user would, as far as the page can tell (its input event). */
export function fill(doc: BrowserDocument, selector: string, value: string): Promise<void> {
  return doc.evaluate(
    (s: string, v: string) => {
      const input = document.querySelector(s) as HTMLInputElement | null;
      if (!input) throw new Error(`no ${s}`);
      input.value = v;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
    selector,
    value,
  );
}
