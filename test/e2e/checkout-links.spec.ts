// Journey: a crafted link. Extra parameters never reach the screen, and 100 malformed or
// hostile links each show the invalid-link (or not-found) screen, echo nothing, run nothing.
import { toPlainText } from "../../src/shared/money.ts";
import { expect, test } from "./support/fixtures.ts";
import { tronAddressFromAccount } from "../../src/shared/index.ts";
import { checkoutOrder, createPaymentOrder, seededIntegrationId } from "./support/api.ts";
import { checkoutPath, expectStatus, qrElement, shownAddress, visibleText } from "./support/checkout-page.ts";
import { hostileLinks } from "./support/hostile-links.ts";
import { installTraps } from "./support/traps.ts";

test("a link with extra address=, amount=, paymentAddress= and lang=<script> shows only the service's values", async ({ page }) => {
  const traps = await installTraps(page);
  const order = await createPaymentOrder("USDT_TRC20", "42.00");
  const read = await checkoutOrder(order);
  // A valid TRON address that is not the service's: the most convincing forgery.
  const attacker = tronAddressFromAccount(new Uint8Array(20).fill(0x5a));
  expect(attacker).not.toBe(order.paymentAddress);

  await page.goto(
    checkoutPath(order, [
      ["address", attacker],
      ["amount", "0.01"],
      ["paymentAddress", attacker],
      ["lang", "<script>window.__pwned=1</script>"],
      ["theme", '"><img src=x onerror=window.__pwned=1>'],
      ["currency", "BTC"],
    ]),
  );
  await expectStatus(page, "waiting");

  expect(await shownAddress(page)).toBe(order.paymentAddress);
  expect(await qrElement(page).getAttribute("data-qr-value")).toBe(order.paymentAddress);
  const text = await visibleText(page);
  expect(text).toContain(toPlainText(read.requestedAmount?.amount ?? "missing"));
  expect(text).not.toContain(attacker);
  // The forged amount=0.01, raw or as the page would format it.
  expect(text).not.toMatch(/\b0\.01(?:0000)?\b/);
  expect(text).not.toContain("BTC");
  const html = await page.content();
  expect(html).not.toContain(attacker);
  // lang fell back to a supported language; the hostile value is nowhere.
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^[a-z]{2}$/);

  const { pwned, cspViolations } = await traps.collect();
  expect(pwned).toEqual([]);
  expect(cspViolations).toEqual([]);
  expect(traps.dialogs).toEqual([]);
  expect(traps.pageErrors).toEqual([]);
});

test("100 malformed or hostile links show invalid-link or not-found, echo nothing and run nothing", async ({ page, isMobile }) => {
  test.skip(isMobile, "reading a link does not depend on the screen: once, on the desktop");
  test.setTimeout(180_000);
  const traps = await installTraps(page);
  const links = hostileLinks(await seededIntegrationId());
  const problems: string[] = [];

  let previousQuery: string | null = null;
  for (const link of links) {
    const [query = "", fragment] = link.search.startsWith("#") ? ["", link.search.slice(1)] : link.search.split("#", 2);
    // A change of the fragment alone would not load the page again: pass by a blank page.
    if (query === previousQuery) await page.goto("about:blank");
    previousQuery = query;
    await page.goto(`/pay${query === "" ? "" : `?${query}`}${fragment === undefined ? "" : `#${fragment}`}`, { waitUntil: "commit" });
    try {
      await page.locator('main[data-screen]:not([data-screen="loading"])').waitFor({ state: "attached", timeout: 10_000 });
    } catch {
      problems.push(`${link.name}: still loading (or no main[data-screen]) after 10 s`);
      continue;
    }
    const seen = await page.evaluate(() => ({
      screen: document.querySelector("main[data-screen]")?.getAttribute("data-screen") ?? null,
      text: document.body.innerText,
      pwned: [...(window.__pwnedHits ?? [])],
      cspViolations: [...(window.__cspViolations ?? [])],
    }));
    if (seen.screen !== link.expected) problems.push(`${link.name}: showed ${seen.screen}, expected ${link.expected}`);
    for (const marker of link.mustNotEcho) {
      if (seen.text.includes(marker)) problems.push(`${link.name}: echoes ${JSON.stringify(marker)}`);
    }
    if (seen.pwned.length > 0) problems.push(`${link.name}: script ran: ${seen.pwned.join("; ")}`);
    if (seen.cspViolations.length > 0) problems.push(`${link.name}: injection blocked by CSP: ${seen.cspViolations.join("; ")}`);
    if (traps.dialogs.length > 0) problems.push(`${link.name}: dialog: ${traps.dialogs.splice(0).join("; ")}`);
    if (traps.pageErrors.length > 0) problems.push(`${link.name}: page error: ${traps.pageErrors.splice(0).join("; ")}`);
  }
  // Anything that fired after the last check.
  await page.waitForTimeout(300);
  if (traps.dialogs.length > 0 || traps.pageErrors.length > 0) problems.push(`late: ${[...traps.dialogs, ...traps.pageErrors].join("; ")}`);
  expect(problems, `${problems.length} of ${links.length} links misbehaved`).toEqual([]);
});
