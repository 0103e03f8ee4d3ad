// Screenshots of every checkout state, in English, Arabic and Chinese, at 360 px (a phone,
// with touch: the wallet buttons show) and 1280 px (a desktop), into docs/screenshots/.
// Runs the real service (memory state) on SCREENSHOT_PORT (default 4520) and Debian's
// Chromium through Playwright, like the end-to-end tests: `npm run screenshots` after a build.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/e2e/support/chromium.ts";
import { bringTo, paymentState, stateSelector } from "../test/support/payment-states.ts";
import { sandboxClient } from "../test/support/sandbox-client.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 4520);
const origin = `http://127.0.0.1:${port}`;
const apiKey = "sk_test_screenshots_0123456789";
const out = resolve(import.meta.dirname, "../docs/screenshots");
const langs = process.env.SCREENSHOT_LANGS?.split(",") ?? ["en", "ar", "zh"];
const widths = process.env.SCREENSHOT_WIDTHS?.split(",").map(Number) ?? [360, 1280];

const sandbox = sandboxClient(origin, apiKey);
/** A service already on the port (a run left behind) would be screenshotted instead of this build. */
async function assertPortFree(): Promise<void> {
  const taken = await fetch(`${origin}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: stop what listens there, or set SCREENSHOT_PORT`);
}

async function waitForService(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the service did not start on ${origin}`);
}

function pathOf(link: string, lang: string): string {
  const url = new URL(link);
  url.searchParams.set("lang", lang);
  return url.pathname + url.search;
}

async function shoot(browser: Browser, name: string, lang: string, width: number, path: string, ready: (page: Page) => Promise<void>) {
  const phone = width < 720;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 800 : 900 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    locale: lang,
  });
  const page = await context.newPage();
  await page.goto(origin + path);
  await ready(page);
  await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
  await context.close();
}

/** A state of the catalog, with everything it draws. */
const waitState = (name: string) => async (page: Page) => {
  await page.locator(stateSelector(paymentState(name))).waitFor();
  await page.evaluate("document.fonts.ready.then(() => true)");
};

const waitScreen = (screen: string, group?: string) => async (page: Page) => {
  await page.locator(`main[data-screen="${screen}"]${group ? `[data-status-group="${group}"]` : ""}`).waitFor();
  if (screen === "order" && group !== "completed") await page.locator("svg[data-qr-value]").waitFor();
  await page.evaluate("document.fonts.ready.then(() => true)");
};

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  await assertPortFree();
  const server = spawn("npx", ["tsx", "server/main.ts"], {
    cwd: resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(port + 1),
      STATE: "memory",
      SANDBOX_API_KEY: apiKey,
      QUIET: "1",
      RATE_LIMIT_PAGE: "0",
    },
    stdio: "inherit",
    // Its own process group, so that stopping it stops tsx's node child too.
    detached: true,
  });
  try {
    await waitForService();
    const integrationId = await sandbox.seededIntegrationId();
    // The under- and overpaid screens offer the merchant's help: shown with a support address.
    await sandbox.call("PUT", `/_sandbox/integrations/${integrationId}/payment-settings`, { supportEmail: "help@demo-store.example" });
    /** A fresh order in the catalog's state, as its link. */
    const linkTo = async (name: string, lang: string) =>
      pathOf((await bringTo(sandbox, integrationId, paymentState(name))).paymentLink, lang);
    const catalogShots = [
      ["waiting", "payment waiting"],
      ["completed", "payment completed"],
      ["detected", "payment detected, 5 of N confirmations"],
      ["underpaid", "payment underpaid, 10 of 25 confirmed"],
      ["overpaid", "payment overpaid, 40 of 25"],
      ["late-payment", "payment completed, a late payment confirming"],
    ] as const;
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    for (const lang of langs) {
      for (const width of widths) {
        for (const [file, name] of catalogShots) await shoot(browser, file, lang, width, await linkTo(name, lang), waitState(name));
        const eth = await sandbox.createOrder({ integrationId, assetId: "ETH", amount: "0.05" });
        await shoot(browser, "waiting-eth", lang, width, pathOf(eth.paymentLink, lang), waitScreen("order", "waiting"));
        const dep = await sandbox.createOrder({ integrationId, assetId: "USDT_BEP20" });
        await shoot(browser, "deposit", lang, width, pathOf(dep.paymentLink, lang), waitScreen("order", "waiting"));
        await shoot(
          browser,
          "not-found",
          lang,
          width,
          `/pay?integrationId=${integrationId}&orderId=ord_unknown0000000000&lang=${lang}`,
          waitScreen("not-found"),
        );
        await shoot(browser, "invalid-link", lang, width, `/pay?orderId=%3Cx%3E&lang=${lang}`, waitScreen("invalid-link"));
        // A payment link priced in dollars: its page (the assets at the rate), the payer's order
        // counting down, the same order once its window is over, and a payment after the end.
        const { url } = (await sandbox.call(
          "POST",
          "/api/v1/payment-links",
          { integrationId, name: "T-shirt", price: { amount: "10.00", currency: "USD" }, returnUrl: "https://shop.example/thanks" },
          201,
        )) as { url: string };
        const linkPath = pathOf(url, lang);
        await shoot(browser, "link", lang, width, linkPath, waitScreen("link"));
        /** The link's page, USDT on TRON picked: the new order's id once its countdown shows. */
        const picked = async (page: Page) => {
          await waitScreen("link")(page);
          await page.locator('button[data-asset-id="USDT_TRC20"]').click();
          await page.locator('main[data-screen="order"] [role="timer"]').waitFor();
          await waitScreen("order", "waiting")(page);
          return new URL(page.url()).searchParams.get("orderId") ?? "";
        };
        await shoot(browser, "link-countdown", lang, width, linkPath, async (page) => {
          await picked(page);
        });
        await shoot(browser, "link-expired", lang, width, linkPath, async (page) => {
          const orderId = await picked(page);
          await sandbox.call("POST", `/_sandbox/orders/${orderId}/expire`, undefined, 200);
          await waitScreen("expired")(page);
        });
        await shoot(browser, "link-paid-late", lang, width, linkPath, async (page) => {
          const orderId = await picked(page);
          await sandbox.call("POST", `/_sandbox/orders/${orderId}/expire`, undefined, 200);
          await waitScreen("expired")(page);
          await sandbox.pay(orderId);
          await waitScreen("paid-late")(page);
        });
        const flaky = await sandbox.createPaymentOrder("USDT_TRC20", "25.50");
        await shoot(browser, "reconnecting", lang, width, pathOf(flaky.paymentLink, lang), async (page) => {
          await waitScreen("order", "waiting")(page);
          await sandbox.injectFaults(
            flaky.orderId,
            Array.from({ length: 20 }, () => "error500" as const),
          );
          // Leave and come back, as a payer does from their wallet: the page reads at once.
          // Hidden, then shown again (as test/e2e/support/visibility.ts does; a string, so that
          // tsx's helpers stay out of the page).
          await page.evaluate(`(() => {
            Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
            Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
            document.dispatchEvent(new Event("visibilitychange"));
            Reflect.deleteProperty(document, "hidden");
            Reflect.deleteProperty(document, "visibilityState");
            document.dispatchEvent(new Event("visibilitychange"));
          })()`);
          await page.locator('main[data-connection="reconnecting"]').waitFor({ timeout: 30_000 });
        });
      }
    }
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

await main();
