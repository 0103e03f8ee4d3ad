// The specs' context is kept from test to test in a worker (support/fixtures.ts): what one test
// leaves in it must be gone for the next. The first test leaves a cookie, both storages, a
// granted permission, a route, a second page and the context offline; the second, in the same
// worker right after it, gets the same context with none of them.
import type { BrowserContext } from "playwright/test";
import { E2E } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";

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
  expect(context.pages()).toEqual([page]);
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
