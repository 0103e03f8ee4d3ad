// WebKit: Debian's WebKitGTK (webkit2gtk-driver), driven over classic WebDriver by our own
// small client (webdriver-client.ts). The WebKit engine is what every iPhone browser and in-app
// webview runs; WebKitGTK is the build of it that runs on Linux. MiniBrowser has no working
// --headless here, so each worker runs its own X server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import type { BrowserDocument, BrowserDriver, BrowserPage, Form, ViewportSize } from "../support/browser-page.ts";
import { VIEWPORTS } from "../support/browser-page.ts";
import { waitFor } from "../support/page-actions.ts";
import { freePort } from "../../support/ports.ts";
import { startGroup, type Started } from "../support/processes.ts";
import { waitUntilReady, WebDriverSession, type ElementRef } from "./webdriver-client.ts";

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "WebKitWebDriver";
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * Xvfb picks a free display itself (-displayfd) and tells us which: `xvfb-run -a` guesses one
 * from lock files, and two workers starting at once can guess the same.
 *
 * The screen is small on purpose. Without a window manager, X gives keyboard focus to the window
 * under the pointer, which rests at the screen's centre: on a 1920x1080 screen that is outside
 * a 390 px phone window, whose document then never has focus (no :focus, and a real
 * clipboard.writeText would be refused). At 640x480 the centre lies in every window we open
 * at (0, 0); windows may be larger than the screen, and WebKit paints them whole.
 */
async function startXvfb(): Promise<{ server: Started; display: string }> {
  const server = startGroup("Xvfb", ["-displayfd", "3", "-screen", "0", "640x480x24", "-nolisten", "tcp"], { fd3: true });
  const fd3 = server.child.stdio[3] as NodeJS.ReadableStream | null;
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    fd3?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    server.child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display: ${server.stderr()}`)));
    server.child.once("error", reject);
  }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return { server, display };
}

/** The function's source, run with JSON args; the result (or the error) comes back as data. */
function asyncScript(fn: (...args: never[]) => unknown): string {
  return `
    var done = arguments[arguments.length - 1];
    var args = Array.prototype.slice.call(arguments, 0, -1);
    new Promise(function (resolve) { resolve((${fn.toString()}).apply(null, args)); }).then(
      function (value) { done({ ok: true, value: value === undefined ? null : value }); },
      function (error) { done({ ok: false, error: String((error && error.stack) || error) }); });`;
}

class WebKitPage implements BrowserPage {
  readonly engine = "webkit" as const;
  /** The iframe selector whose document commands now go to; null: the top-level document. */
  private context: string | null = null;

  constructor(private readonly session: WebDriverSession) {}

  /** WebDriver addresses one browsing context at a time: switch to the one a command is for. */
  private async enter(frame: string | null): Promise<void> {
    if (this.context === frame) return;
    await this.session.switchToFrame(null);
    this.context = null;
    if (frame !== null) {
      await this.session.switchToFrame(await this.session.findElement(frame));
      this.context = frame;
    }
  }

  private document(frame: string | null): BrowserDocument {
    return {
      evaluate: async (fn, ...args) => {
        await this.enter(frame);
        const result = (await this.session.executeAsync(asyncScript(fn), args)) as { ok: boolean; value?: unknown; error?: string };
        if (!result.ok) throw new Error(`script failed in WebKit: ${result.error}`);
        return result.value as never;
      },
      click: async (selector) => {
        // Scrolled into view by the page, and two frames painted, before WebDriver's click, so
        // that the click does not scroll. Once, a click on the portal's third section link
        // opened the eighth, five links lower; the likely cause is WebKitGTK computing the
        // click's point after its own scroll into view and the pointer landing before that
        // scroll reached the screen.
        await this.document(frame).evaluate(
          (wanted: string) =>
            new Promise<void>((resolve) => {
              document.querySelector(wanted)?.scrollIntoView({ block: "nearest", inline: "nearest" });
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            }),
          selector,
        );
        await this.session.clickElement(await this.find(selector));
      },
      screenshot: (selector) => this.elementScreenshot(frame, selector),
    };
  }

  /**
   * WebKitGTK's own element screenshot comes out black below some depth of the page (seen at
   * 390x844: the lower half of the QR), so this takes the viewport's screenshot, which is
   * right, and cuts the element's box out of it.
   */
  private async elementScreenshot(frame: string | null, selector: string): Promise<Buffer> {
    const box = (scope: string | null, wanted: string) =>
      this.document(scope).evaluate((s: string) => {
        const element = document.querySelector(s);
        if (!element) throw new Error(`nothing matches ${s} to screenshot`);
        element.scrollIntoView({ block: "center", inline: "center" });
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // For an iframe, its content box: where the framed document's viewport starts.
        const inset =
          element instanceof HTMLIFrameElement
            ? { x: element.clientLeft + parseFloat(style.paddingLeft), y: element.clientTop + parseFloat(style.paddingTop) }
            : { x: 0, y: 0 };
        return new Promise<{ x: number; y: number; width: number; height: number; scale: number }>((resolve) =>
          // One frame, so the scroll is painted before the screenshot.
          requestAnimationFrame(() =>
            resolve({ x: rect.x + inset.x, y: rect.y + inset.y, width: rect.width, height: rect.height, scale: devicePixelRatio }),
          ),
        );
      }, wanted);
    const target = await box(frame, selector);
    const offset = frame === null ? { x: 0, y: 0 } : await box(null, frame);
    await this.enter(null);
    const shot = PNG.sync.read(await this.session.screenshot());
    const scale = target.scale;
    const left = Math.max(0, Math.round((offset.x + target.x) * scale));
    const top = Math.max(0, Math.round((offset.y + target.y) * scale));
    const width = Math.min(shot.width - left, Math.round(target.width * scale));
    const height = Math.min(shot.height - top, Math.round(target.height * scale));
    if (width <= 0 || height <= 0) throw new Error(`${selector} is outside the viewport, nothing to screenshot`);
    const cut = new PNG({ width, height });
    PNG.bitblt(shot, cut, left, top, width, height, 0, 0);
    return PNG.sync.write(cut);
  }

  private async find(selector: string): Promise<ElementRef> {
    return this.session.findElement(selector);
  }

  evaluate: BrowserDocument["evaluate"] = (fn, ...args) => this.document(null).evaluate(fn, ...args);
  click = (selector: string) => this.document(null).click(selector);
  screenshot = (selector: string) => this.document(null).screenshot(selector);

  async goto(url: string): Promise<void> {
    // Navigating always addresses the top-level context and leaves it selected.
    await this.enter(null);
    await this.session.navigate(url);
  }

  async setViewport(size: ViewportSize): Promise<void> {
    // MiniBrowser runs full-screen (no toolbar), so the window is the viewport.
    await this.session.setWindowRect(size);
  }

  async frame(selector: string): Promise<BrowserDocument> {
    await waitFor(this, selector);
    return this.document(selector);
  }

  async close(): Promise<void> {
    await this.session.delete();
  }
}

/**
 * A GTK configuration asking for no animations, which WebKitGTK answers as
 * prefers-reduced-motion: reduce (as the Chromium and Firefox drivers ask for it): no endless
 * animation drawing frames while the journey waits (playwright.config.ts).
 */
function stillGtkConfig(): string {
  const home = mkdtempSync(join(tmpdir(), "webkit-gtk-"));
  mkdirSync(join(home, "gtk-3.0"));
  writeFileSync(join(home, "gtk-3.0", "settings.ini"), "[Settings]\ngtk-enable-animations=false\n");
  return home;
}

export async function launchWebKit(): Promise<BrowserDriver> {
  const { server: xvfb, display } = await startXvfb();
  const config = stillGtkConfig();
  let driver: Started | undefined;
  try {
    const port = await freePort();
    driver = startGroup(DRIVER, [`--port=${port}`, "--host=127.0.0.1"], {
      env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
    });
    const base = `http://127.0.0.1:${port}`;
    const running = driver;
    await waitUntilReady(base, () => running.child.exitCode === null && running.child.signalCode === null);
    return {
      engine: "webkit",
      async newPage(form: Form) {
        const session = await WebDriverSession.create(base, {
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", "--full-screen"] },
        });
        // Our waits bound themselves (page-actions.ts); the driver's 30 s default must not cut them.
        await session.setTimeouts({ script: 60_000, pageLoad: 30_000 });
        const page = new WebKitPage(session);
        await page.setViewport(VIEWPORTS[form]);
        return page;
      },
      async close() {
        await driver?.stop();
        await xvfb.stop();
        rmSync(config, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await driver?.stop();
    await xvfb.stop();
    rmSync(config, { recursive: true, force: true });
    throw error;
  }
}
