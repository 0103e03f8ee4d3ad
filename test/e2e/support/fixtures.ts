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
// A test that sets its own context options (`test.use({ locale })`, `javaScriptEnabled`,
// `permissions`...) gets a context made with them, kept for the tests after it with the same.
// The options compared are those listed below, every one a spec or a project sets; one set
// elsewhere would reach the context (Playwright fills in a test's options) but not the
// comparison, so it belongs in the list.
import { test as base, type BrowserContext, type BrowserContextOptions, expect } from "playwright/test";

interface Shared {
  context: BrowserContext | null;
  options: string;
}

/**
 * What a test left behind in the context, undone, back to the options it was `made` with;
 * `loaded` is every origin the test loaded a document from.
 */
async function reset(context: BrowserContext, made: BrowserContextOptions, loaded: Set<string>): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  for (const origin of loaded) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.detach();
  for (const open of context.pages()) await open.close();
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
      const shared: Shared = { context: null, options: "" };
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
      await reset(context, options, loaded).catch(async () => {
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
