// Screenshots of every checkout state, in English, Arabic and Chinese, at 360 px (a phone,
// with touch: the wallet buttons show) and 1280 px (a desktop), into docs/screenshots/.
// Runs the real service (memory state) on SCREENSHOT_PORT (default 4520) and Debian's
// Chromium through Playwright, like the end-to-end tests: `npm run screenshots` after a build.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/e2e/support/chromium.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 4520);
const origin = `http://127.0.0.1:${port}`;
const apiKey = "sk_test_screenshots_0123456789";
const out = resolve(import.meta.dirname, "../docs/screenshots");
const langs = process.env.SCREENSHOT_LANGS?.split(",") ?? ["en", "ar", "zh"];
const widths = process.env.SCREENSHOT_WIDTHS?.split(",").map(Number) ?? [360, 1280];

async function call(path: string, body?: unknown, method = body === undefined ? "GET" : "POST"): Promise<unknown> {
  const response = await fetch(origin + path, {
    method,
    headers: { "X-API-Key": apiKey, Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

interface Created {
  orderId: string;
  paymentLink: string;
}

const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" };
let integrationId = "";

const payment = async (assetId: string, amount: string) =>
  (await call("/api/v1/order/payment", { integrationId, amount, assetId, customer })) as Created;
const deposit = async (assetId: string) => (await call("/api/v1/order/deposit", { integrationId, assetId, customer })) as Created;
const pay = (orderId: string, amount?: string, confirmed = true) =>
  call(`/_sandbox/orders/${orderId}/payments`, { ...(amount ? { amount } : {}), confirmed });

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

/** A payment state (data-payment-state) with what the after-payment chunk draws for it. */
const waitPayment = (state: string, part: string) => async (page: Page) => {
  await page.locator(`main[data-payment-state="${state}"] ${part}`).first().waitFor();
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
    env: { ...process.env, PORT: String(port), DEMO_PORT: String(port + 1), STATE: "memory", SANDBOX_API_KEY: apiKey, QUIET: "1", RATE_LIMIT_PAGE: "0" },
    stdio: "inherit",
    // Its own process group, so that stopping it stops tsx's node child too.
    detached: true,
  });
  try {
    await waitForService();
    integrationId = ((await call("/api/v1/integrations")) as { data: Array<{ id: string }> }).data[0]!.id;
    // The under- and overpaid screens offer the merchant's help: shown with a support address.
    await call(`/_sandbox/integrations/${integrationId}/payment-settings`, { supportEmail: "help@demo-store.example" }, "PUT");
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    for (const lang of langs) {
      for (const width of widths) {
        const waiting = await payment("USDT_TRC20", "25.50");
        await shoot(browser, "waiting", lang, width, pathOf(waiting.paymentLink, lang), waitScreen("order", "waiting"));
        const eth = await payment("ETH", "0.05");
        await shoot(browser, "waiting-eth", lang, width, pathOf(eth.paymentLink, lang), waitScreen("order", "waiting"));
        const dep = await deposit("USDT_BEP20");
        await shoot(browser, "deposit", lang, width, pathOf(dep.paymentLink, lang), waitScreen("order", "waiting"));
        const done = await payment("USDT_TRC20", "12.50");
        await pay(done.orderId);
        await shoot(browser, "completed", lang, width, pathOf(done.paymentLink, lang), waitScreen("order", "completed"));
        const seen = await payment("USDT_TRC20", "25.50");
        await pay(seen.orderId, undefined, false);
        await shoot(browser, "detected", lang, width, pathOf(seen.paymentLink, lang), waitPayment("detected", "[data-transfer]"));
        const short = await payment("USDT_TRC20", "25.50");
        await pay(short.orderId, "10");
        await shoot(browser, "underpaid", lang, width, pathOf(short.paymentLink, lang), waitPayment("underpaid", "svg[data-qr-value]"));
        const over = await payment("USDT_TRC20", "25.50");
        await pay(over.orderId, "40");
        await shoot(browser, "overpaid", lang, width, pathOf(over.paymentLink, lang), waitPayment("overpaid", ".receipt"));
        const late = await payment("USDT_TRC20", "12.50");
        await pay(late.orderId);
        await pay(late.orderId, "5", false);
        await shoot(browser, "late-payment", lang, width, pathOf(late.paymentLink, lang), waitPayment("completed", "[data-transfer]"));
        await shoot(browser, "not-found", lang, width, `/pay?integrationId=${integrationId}&orderId=ord_unknown0000000000&lang=${lang}`, waitScreen("not-found"));
        await shoot(browser, "invalid-link", lang, width, `/pay?orderId=%3Cx%3E&lang=${lang}`, waitScreen("invalid-link"));
        const flaky = await payment("USDT_TRC20", "25.50");
        await shoot(browser, "reconnecting", lang, width, pathOf(flaky.paymentLink, lang), async (page) => {
          await waitScreen("order", "waiting")(page);
          await call("/_sandbox/faults", { orderId: flaky.orderId, failures: Array.from({ length: 20 }, () => "error500") });
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
