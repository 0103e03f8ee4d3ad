// The page's style sheet arrives inside the page: a linked sheet would block the first paint
// for one more round trip (the build inlines it, vite.config.ts). The policy allows that exact
// <style> by its hash: if the build changed the CSS without the hash following, the browser
// would refuse the sheet and the page would render unstyled.
import { createHash } from "node:crypto";
import { expect, test } from "./support/fixtures.ts";
import { createPaymentOrder } from "./support/api.ts";
import { checkoutPath, root } from "./support/checkout-page.ts";

test("the served page links no style sheet outside <noscript>, and the CSP allows its inline sheet by hash", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "12.00");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(checkoutPath(order));
  const html = (await response?.text()) ?? "";
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  expect(outsideNoscript).not.toMatch(/<link\b[^>]*rel="?stylesheet/i);
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  expect(sheets).toHaveLength(1);
  const policy = response?.headers()["content-security-policy"] ?? "";
  const styleSrc = policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("style-src "));
  const hashes = sheets.map((css) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`);
  expect(styleSrc).toBe(["style-src 'self'", ...hashes].join(" "));
  expect(policy).not.toContain("unsafe");
  // The browser applied it: the status line is laid out by the sheet, not the user agent's defaults.
  await expect(root(page)).toHaveAttribute("data-status-group", "waiting");
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--accent").trim())).not.toBe("");
  expect(violations).toEqual([]);
});
