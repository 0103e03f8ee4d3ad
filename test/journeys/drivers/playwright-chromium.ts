// Chromium: Debian's chromium through Playwright, as test/e2e drives it (same path and flags).
import { chromium, type BrowserContext, type Frame, type Page } from "playwright";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "../../e2e/support/chromium.ts";
import type { BrowserDocument, BrowserDriver, BrowserPage, Form, ViewportSize } from "../support/browser-page.ts";
import { VIEWPORTS } from "../support/browser-page.ts";

function documentOf(target: Page | Frame): BrowserDocument {
  return {
    // An expression, not a function: Playwright passes one argument, the journeys pass several.
    // It runs through the protocol, so the page's CSP (no eval) does not apply.
    evaluate: (fn, ...args) => target.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as never,
    click: (selector) => target.locator(selector).first().click(),
    screenshot: (selector) => target.locator(selector).first().screenshot({ animations: "disabled" }),
  };
}

class ChromiumPage implements BrowserPage {
  readonly engine = "chromium" as const;
  private readonly top: BrowserDocument;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
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
    await this.page.setViewportSize(size);
  }

  async frame(selector: string): Promise<BrowserDocument> {
    const element = await this.page.waitForSelector(selector, { state: "attached" });
    const frame = await element.contentFrame();
    await element.dispose();
    if (!frame) throw new Error(`${selector} is not an iframe with a document`);
    return documentOf(frame);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchChromium(): Promise<BrowserDriver> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  return {
    engine: "chromium",
    async newPage(form: Form) {
      const phone = form === "phone";
      const context = await browser.newContext({
        viewport: VIEWPORTS[form],
        // No endless animation drawing frames while the journey waits (playwright.config.ts).
        reducedMotion: "reduce",
        ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
      });
      return new ChromiumPage(context, await context.newPage());
    },
    async close() {
      await browser.close();
    },
  };
}
