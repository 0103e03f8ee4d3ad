// The small surface every journey is written against, once, whatever drives the browser:
// Playwright (Chromium), puppeteer-core over WebDriver BiDi (Firefox), classic WebDriver
// (WebKitGTK). An adapter implements only primitives (navigate, run a function in a document,
// click, screenshot, resize); waiting and reading are built on them in page-actions.ts, so
// they mean the same thing in every engine.

export type Engine = "chromium" | "firefox" | "webkit";
export type Form = "desktop" | "phone";

export interface ViewportSize {
  width: number;
  height: number;
}

/** A document a journey can read and act on: the top page, or the one inside an iframe of it. */
export interface BrowserDocument {
  /**
   * Runs `fn` inside the document with JSON-serialisable `args` and returns its (awaited,
   * JSON-serialisable) result. `fn` is sent as source text: it must not close over anything.
   */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** A click through the driver's input events (so it carries user activation), scrolled into view. */
  click(selector: string): Promise<void>;
  /** The element's box as the engine painted it, PNG. */
  screenshot(selector: string): Promise<Buffer>;
}

export interface BrowserPage extends BrowserDocument {
  readonly engine: Engine;
  /** Navigates the top page and resolves once it has loaded. */
  goto(url: string): Promise<void>;
  /** Sets the layout viewport (the window's content area). */
  setViewport(size: ViewportSize): Promise<void>;
  /** The document inside the iframe `selector` matches (waited for). */
  frame(selector: string): Promise<BrowserDocument>;
  close(): Promise<void>;
}

/** A running browser (or driver) of one engine, shared by the tests of one worker. */
export interface BrowserDriver {
  readonly engine: Engine;
  /** A fresh page with its own cookies and storage, at this size. */
  newPage(form: Form): Promise<BrowserPage>;
  close(): Promise<void>;
}

export const VIEWPORTS: Record<Form, ViewportSize> = {
  desktop: { width: 1280, height: 800 },
  // An iPhone 12–15 held upright (CSS pixels).
  phone: { width: 390, height: 844 },
};
