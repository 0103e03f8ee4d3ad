// The React and Vue components in a real browser, on a merchant's origin of their own: each
// page is bundled here with Vite from embed/react and embed/vue as a merchant's build would,
// and answered by the test itself (page.route) on an origin no server listens on. Under React's StrictMode there is one iframe, the checkout
// loads in it and its ready reaches the page once; removing the component removes the iframe.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./support/fixtures.ts";
import { build } from "vite";
import { createPaymentOrder } from "./support/api.ts";
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./support/chromium.ts";
import { E2E } from "./support/env.ts";

/** Another origin than the service's and the demo shop's: a port nothing listens on, answered by page.route(). */
const SHOP = `http://localhost:${E2E.port + 19}`;
let out = "";

// A page answered by page.route() has no address, so Chromium counts it as public and would
// refuse it a frame of the service on 127.0.0.1 (local network access). A merchant's real site
// framing a real, public service is not in that position.
test.use({
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...TEST_CHROMIUM_FLAGS, "--disable-features=LocalNetworkAccessChecks"] },
});

test.beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "wrapper-pages-"));
  await build({
    configFile: false,
    publicDir: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      outDir: out,
      target: "es2020",
      minify: false,
      rolldownOptions: {
        input: { react: "test/e2e/support/wrapper-pages/react.ts", vue: "test/e2e/support/wrapper-pages/vue.ts" },
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
      },
    },
  });
});

async function shopPage(page: Page, framework: string, paymentLink: string): Promise<void> {
  await page.route(`${SHOP}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") {
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><script type="module" src="/${framework}.js"></script></head><body><div id="root"></div><ol id="log"></ol></body></html>`,
      });
    }
    try {
      return route.fulfill({ contentType: "text/javascript", body: readFileSync(join(out, path)) });
    } catch {
      return route.fulfill({ status: 404, body: "" });
    }
  });
  await page.goto(`${SHOP}/?paymentLink=${encodeURIComponent(paymentLink)}`);
}

for (const framework of ["react", "vue"]) {
  test(`the ${framework} component mounts one checkout, hears it, and removes it on unmount`, async ({ page }) => {
    const order = await createPaymentOrder();
    await shopPage(page, framework, order.paymentLink);

    const main = page.frameLocator("iframe").locator("main[data-screen]");
    await expect(main).toHaveAttribute("data-status-group", "waiting");
    await expect(page.locator('#log li[data-type="onReady"]')).toHaveCount(1);
    expect(await page.locator("#log li").evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.status))).toEqual([
      "inProgress",
    ]);
    await expect(page.locator("iframe")).toHaveCount(1);
    expect(new URL((await page.locator("iframe").getAttribute("src"))!).searchParams.get("orderId")).toBe(order.orderId);

    await page.getByRole("button", { name: "Remove the checkout" }).click();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
}
