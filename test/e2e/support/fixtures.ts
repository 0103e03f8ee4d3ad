// The specs' `test`: Playwright's, with one browser context per worker instead of one per test.
// Each test still gets a page of its own, opened in a context left as a new one would be: every
// page closed, cookies, permissions, routes and the HTTP cache cleared, and the storage of every
// origin the test loaded (localStorage, sessionStorage, IndexedDB, Cache Storage) emptied.
//
// Why: on the 2-core machine a new context and the first page load in it cost 0.8 to 0.9 s of
// CPU, most of it a new renderer process; a new page in a context already used costs 0.4 to
// 0.5 s with everything above cleared, because the browser runs with one renderer process for
// a context's pages (`--renderer-process-limit=1`, test/e2e/support/chromium.ts; cross-site
// frames still get their own). Measured with twelve checkouts each, twice.
//
// Each kept context also holds one open page per site the specs load documents from (the
// service at 127.0.0.1, the merchant demo at localhost), on a page of no script: the keepers. A
// renderer process ends with its last page, so without them every test's first page started a
// renderer afresh; with them it joins the site's live one. Twenty checkouts opened and closed in
// a row: 17.7 s of CPU without keepers, 9.0 s with them, twice each. The keepers are in
// `context.pages()` (first, before the test's own); they run no script and hold no storage, and
// the HTTP cache is cleared as before (a script loaded by one test is requested again by the
// next: test/e2e/fixtures.spec.ts).
//
// A test that sets its own context options (`test.use({ locale })`, `javaScriptEnabled`,
// `permissions`...) gets a context made with them, kept for the tests after it with the same.
// The options compared are those listed below, every one a spec or a project sets; one set
// elsewhere would reach the context (Playwright fills in a test's options) but not the
// comparison, so it belongs in the list.
import { test as base, type BrowserContext, type BrowserContextOptions, expect, type Page } from "playwright/test";
import { E2E } from "./env.ts";

interface Shared {
  context: BrowserContext | null;
  options: string;
  /** The context's keepers: a page open at each site, so that its renderer process lives on. */
  keepers: Page[];
}

/** Where the keepers stay: a document of each site the specs load, with no script (an answer in JSON, a 404 in text). */
export const KEEPER_URLS = [`${E2E.serviceOrigin}/healthz`, `${E2E.merchantOrigin}/keeper`];

async function openKeepers(context: BrowserContext): Promise<Page[]> {
  const keepers: Page[] = [];
  for (const url of KEEPER_URLS) {
    const keeper = await context.newPage();
    await keeper.goto(url);
    keepers.push(keeper);
  }
  return keepers;
}

/**
 * What a test left behind in the context, undone, back to the options it was `made` with;
 * `loaded` is every origin the test loaded a document from.
 */
async function reset(context: BrowserContext, made: BrowserContextOptions, loaded: Set<string>, keepers: Page[]): Promise<void> {
  const [first] = keepers;
  if (!first || keepers.some((keeper) => keeper.isClosed())) throw new Error("a keeper page was closed");
  const cdp = await context.newCDPSession(first);
  await cdp.send("Network.clearBrowserCache");
  for (const origin of loaded) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.detach();
  for (const open of context.pages()) if (!keepers.includes(open)) await open.close();
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  if (made.permissions?.length) await context.grantPermissions(made.permissions);
  await context.setOffline(made.offline ?? false);
}

export const test = base.extend<object, { _shared: Shared }>({
  _shared: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and it has none.
    async ({}, use) => {
      const shared: Shared = { context: null, options: "", keepers: [] };
      await use(shared);
      await shared.context?.close();
    },
    { scope: "worker" },
  ],
  context: async (
    {
      browser,
      _shared,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      javaScriptEnabled,
      permissions,
      baseURL,
      bypassCSP,
      extraHTTPHeaders,
      offline,
      serviceWorkers,
      contextOptions,
    },
    use,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      forcedColors,
      javaScriptEnabled,
      permissions,
      baseURL,
      bypassCSP,
      extraHTTPHeaders,
      offline,
      serviceWorkers,
    };
    const key = JSON.stringify(options);
    if (_shared.context === null || _shared.options !== key) {
      await _shared.context?.close();
      _shared.context = await browser.newContext(options);
      _shared.options = key;
      _shared.keepers = await openKeepers(_shared.context);
    }
    const context = _shared.context;
    const loaded = new Set<string>();
    const seen = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() !== "document") return;
      const { origin } = new URL(request.url());
      if (origin.startsWith("http")) loaded.add(origin);
    };
    context.on("request", seen);
    try {
      await use(context);
    } finally {
      context.off("request", seen);
      await reset(context, options, loaded, _shared.keepers).catch(async () => {
        // A context that cannot be cleaned is not reused.
        await context.close().catch(() => {});
        _shared.context = null;
      });
    }
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
  },
});

export { expect };
export type { Frame, Locator, Page, Route } from "playwright/test";
