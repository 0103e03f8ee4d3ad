// Firefox: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core (Playwright's
// Firefox needs its own patched build, which this network cannot download, and its moz-firefox
// channel fails at the first new page with firefox-esr). puppeteer-core is pinned and never
// downloads a browser; 24.x is its last line that runs on Node 20.
import puppeteer, { type Browser, type BrowserContext, type Frame, type Page } from "puppeteer-core";
import type { BrowserDocument, BrowserDriver, BrowserPage, Form, ViewportSize } from "../support/browser-page.ts";
import { VIEWPORTS } from "../support/browser-page.ts";
import { GUARD } from "../support/processes.ts";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export interface FirefoxOptions {
  /** about:config preferences, e.g. to run as a Firefox without location.ancestorOrigins. */
  prefs?: Record<string, unknown>;
}

function documentOf(target: Page | Frame): BrowserDocument {
  return {
    evaluate: (fn, ...args) => target.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (selector) => target.click(selector),
    screenshot: async (selector) => {
      const element = await target.$(selector);
      if (!element) throw new Error(`nothing matches ${selector} to screenshot`);
      try {
        return Buffer.from(await element.screenshot({ type: "png" }));
      } finally {
        await element.dispose();
      }
    },
  };
}

class FirefoxPage implements BrowserPage {
  readonly engine = "firefox" as const;
  private readonly top: BrowserDocument;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly form: Form,
  ) {
    this.top = documentOf(page);
  }

  evaluate: BrowserDocument["evaluate"] = (fn, ...args) => this.top.evaluate(fn, ...args);
  click = (selector: string) => this.top.click(selector);
  screenshot = (selector: string) => this.top.screenshot(selector);

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: "load" });
  }

  async setViewport(size: ViewportSize): Promise<void> {
    // Touch is asked for on the phone; Firefox ignores what its BiDi does not support yet.
    await this.page.setViewport({ ...size, hasTouch: this.form === "phone" });
  }

  async frame(selector: string): Promise<BrowserDocument> {
    const element = await this.page.waitForSelector(selector);
    const frame = await element?.contentFrame();
    await element?.dispose();
    if (!frame) throw new Error(`${selector} is not an iframe with a document`);
    return documentOf(frame);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchFirefox(options: FirefoxOptions = {}): Promise<BrowserDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    // Through guard.sh, so a worker killed outright takes its Firefox along (puppeteer gives it a
    // stdin pipe); puppeteer makes it a process group, which close() and the kill below end.
    executablePath: GUARD,
    env: { ...process.env, GUARDED: FIREFOX },
    headless: true,
    // Reduced motion, as in the Chromium projects (playwright.config.ts): no endless animation
    // drawing frames while the journey waits. No spare content process started ahead of the
    // next page: a test's pages start theirs when they load, as they would without one, and the
    // spares nothing used cost CPU (the three Firefox projects, twice each way: 82 and 75 s of
    // CPU with them, 72 and 70 s without).
    extraPrefsFirefox: { "ui.prefersReducedMotion": 1, "dom.ipc.processPrelaunch.enabled": false, ...options.prefs },
  });
  const pid = browser.process()?.pid;
  const kill = () => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", kill);
  return {
    engine: "firefox",
    async newPage(form: Form) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      const wrapped = new FirefoxPage(context, page, form);
      await wrapped.setViewport(VIEWPORTS[form]);
      return wrapped;
    },
    async close() {
      await browser.close().catch(() => undefined);
      kill();
      process.removeListener("exit", kill);
    },
  };
}
