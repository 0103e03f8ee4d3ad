// A malformed link (an id of the wrong shape, a hostile one) shows the invalid-link screen:
// no address, no QR, nothing echoed.
import { E2E } from "../e2e/support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { count, waitForInteractive, waitForScreen } from "./support/page-actions.ts";

test("a malformed link shows the invalid-link screen, with nothing to pay to", async ({ browserPage: page }) => {
  const hostile = '"><img src=x onerror="window.__pwned=1">';
  await page.goto(`${E2E.serviceOrigin}/pay?integrationId=${encodeURIComponent(hostile)}&orderId=`);
  await waitForScreen(page, "invalid-link");
  await waitForInteractive(page);

  expect(await count(page, "[data-address], svg[data-qr-value], [data-copy]")).toBe(0);
  const shown = await page.evaluate(() => ({
    text: document.body.innerText,
    pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
    images: document.querySelectorAll("img").length,
  }));
  expect(shown.pwned).toBeNull();
  expect(shown.images).toBe(0);
  expect(shown.text).not.toContain("onerror");
  expect(shown.text.trim().length).toBeGreaterThan(0);
});
