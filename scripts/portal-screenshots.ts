// Screenshots of the merchant portal's own screens (an integration's settings, selling: a
// reusable payment link and a single order, an order paid and part refunded) at 1280 px light
// and dark and at 390 px, into
// docs/screenshots/portal-*.png. Runs the real service (memory state) on SCREENSHOT_PORT
// (default 4520) and Debian's Chromium, like scripts/screenshots.ts: `npm run screenshots:portal`
// after a build.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium, type Page } from "playwright";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test/e2e/support/chromium.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 4520);
const origin = `http://127.0.0.1:${port}`;
const out = resolve(import.meta.dirname, "../docs/screenshots");

async function waitForService(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the service did not start on ${origin}`);
}

/** The screen at each size and theme; the caret and the focus ring hidden so shots do not flicker. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const [suffix, width, scheme] of [
    ["1280", 1280, "light"],
    ["1280-dark", 1280, "dark"],
    ["390", 390, "light"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${out}/portal-${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  const server = spawn("npx", ["tsx", "server/main.ts"], {
    detached: true,
    env: { ...process.env, PORT: String(port), DEMO_PORT: String(port + 1), STATE: "memory", QUIET: "1" },
    stdio: "ignore",
  });
  try {
    await waitForService();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/portal/sign-up`);
    await page.locator("#app[data-interactive]").waitFor();
    await page.getByLabel("Email").fill(`screenshots-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.locator("[data-signed-in]").waitFor({ timeout: 60_000 });

    await page.getByRole("link", { name: "Integrations" }).click();
    const create = page.locator('[data-form="new-integration"]');
    await create.getByLabel("Name").fill("Lovelace Books");
    await create.getByLabel("Shop URL").fill("https://books.example");
    await create.getByRole("button", { name: "Create integration" }).click();
    await page.locator("[data-created-integration] #created-secret").waitFor();
    await page.locator("[data-created-integration]").getByRole("link", { name: "Settings" }).click();
    const callback = page.locator('[data-form="callback"]');
    await callback.getByLabel("Order callback URL").fill("http://127.0.0.1:9/hooks");
    await callback.getByRole("button", { name: "Save" }).click();
    await page.locator('[data-form="branding"]').getByLabel("Accent colour").fill("#7a3ea1");
    await shoot(page, "integration");

    await page.getByRole("link", { name: "Sell without code" }).click();
    // A reusable payment link first, so the screen shows the form and the list with one link.
    const link = page.locator('[data-form="payment-link"]');
    await link.getByLabel("Item name").fill("Paperback");
    await link.getByLabel("Price", { exact: true }).fill("12.50");
    await link.getByLabel("Return URL (optional)").fill("https://books.example/thanks");
    await link.getByRole("button", { name: "Create payment link" }).click();
    await page.locator('[data-link][data-link-active="true"] svg[data-qr-value]').waitFor();
    const sell = page.locator('[data-form="sell"]');
    await sell.getByLabel("Amount").fill("25");
    await sell.getByLabel("External reference (optional)").fill("INV-1001");
    await sell.getByLabel("Customer first name").fill("Ada");
    await sell.getByLabel("Customer last name").fill("Lovelace");
    await sell.getByRole("button", { name: "Create link" }).click();
    await page.frameLocator("iframe.frame").locator("#app[data-interactive]").waitFor();
    await shoot(page, "sell");

    await page.locator("[data-created-order]").getByRole("link", { name: "Open the order" }).click();
    await page.locator('[data-form="simulate"]').getByRole("button").click();
    await page.locator('[data-order] [data-order-status="completed"]').waitFor();
    const refund = page.locator('[data-form="refund"]');
    await refund.getByLabel("Amount").fill("5");
    await refund.getByLabel("Destination address").fill("TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7");
    await refund.getByRole("button", { name: "Refund" }).click();
    await page.locator("[data-refund]").waitFor();
    await page.locator("[data-order] [data-delivery]").first().waitFor();
    await shoot(page, "order");
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

await main();
