// The specs' context is kept from test to test in a worker (support/fixtures.ts): what one test
// leaves in it must be gone for the next. The first test leaves a cookie, both storages, a
// granted permission, a route, a second page and the context offline; the second, in the same
// worker right after it, gets the same context with none of them, and only the keepers open
// beside its page. Then a script one test loaded with a year's max-age is requested from the
// server again by the next: the HTTP cache is cleared, and the renderer the keepers keep alive
// serves nothing from its own memory.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright/test";
import { E2E } from "./support/env.ts";
import { expect, KEEPER_URLS, test } from "./support/fixtures.ts";

test.describe.configure({ mode: "serial" });

const PROBE = `${E2E.serviceOrigin}/healthz`;
let first: BrowserContext | null = null;

test("a test leaves state behind in its context", async ({ page, context }) => {
  first = context;
  await page.goto(PROBE);
  await page.evaluate(() => {
    localStorage.setItem("probe", "left");
    sessionStorage.setItem("probe", "left");
    document.cookie = "probe=left; path=/";
  });
  await context.grantPermissions(["clipboard-read"], { origin: E2E.serviceOrigin });
  await context.route("**/route-probe", (route) => route.fulfill({ body: "routed" }));
  await context.newPage();
  expect(await context.cookies()).toHaveLength(1);
  await context.setOffline(true);
});

test("the next test gets the same context, as a new one would be", async ({ page, context }) => {
  expect(first).toBe(context);
  expect(context.pages().map((open) => (open === page ? "the test's page" : open.url()))).toEqual([...KEEPER_URLS, "the test's page"]);
  expect(await context.cookies()).toEqual([]);
  await page.goto(PROBE);
  const left = await page.evaluate(async () => ({
    local: localStorage.getItem("probe"),
    session: sessionStorage.getItem("probe"),
    cookie: document.cookie,
    clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
    routed: await (await fetch("/route-probe")).text(),
  }));
  expect(left).toEqual({ local: null, session: null, cookie: "", clipboard: "prompt", routed: expect.not.stringContaining("routed") });
});

/** A page of the loopback site (the keepers' own) whose script is cacheable for a year; counts the script's requests. */
let cacheable: { server: Server; origin: string; scriptRequests: number } | null = null;

test.beforeAll(async () => {
  const counted = { scriptRequests: 0 };
  const server = createServer((req, res) => {
    if (req.url === "/cached.js") {
      counted.scriptRequests++;
      res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "public, max-age=31536000, immutable" });
      res.end("document.title = 'script ran';");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end('<!doctype html><title>page</title><script src="/cached.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cacheable = Object.assign(counted, { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

test.afterAll(async () => {
  await new Promise((resolve) => cacheable?.server.close(resolve));
});

test("a test loads a script the browser may keep for a year", async ({ page }) => {
  if (!cacheable) throw new Error("the cacheable page's server did not start");
  await page.goto(`${cacheable.origin}/`);
  await expect(page).toHaveTitle("script ran");
  expect(cacheable.scriptRequests).toBe(1);
});

test("the next test's page requests it from the server again", async ({ page }) => {
  if (!cacheable) throw new Error("the cacheable page's server did not start");
  await page.goto(`${cacheable.origin}/`);
  await expect(page).toHaveTitle("script ran");
  expect(cacheable.scriptRequests).toBe(2);
});
