// axe finds no violations in any state the payer can meet (issue 3, "Accessible"), in the
// light and dark themes and in Arabic, right to left.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "playwright/test";
import { createPaymentOrder, pay, seededIntegrationId } from "./support/api.ts";
import { checkoutPath, expectScreen, expectStatus, root } from "./support/checkout-page.ts";

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
  );
  expect(summary, `axe violations in ${state}`).toEqual([]);
}

const variants: Array<{ name: string; params: Array<[string, string]>; dir: "ltr" | "rtl" }> = [
  { name: "light theme", params: [["theme", "light"]], dir: "ltr" },
  { name: "dark theme", params: [["theme", "dark"]], dir: "ltr" },
  { name: "Arabic (rtl)", params: [["lang", "ar"]], dir: "rtl" },
];

async function expectDir(page: Page, dir: "ltr" | "rtl"): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dir || "ltr")).toBe(dir);
}

for (const { name, params, dir } of variants) {
  test.describe(name, () => {
    // axe is heavy; on a busy machine one analysis can take several seconds.
    test.describe.configure({ timeout: 120_000 });

    test(`axe: no violations while waiting and once completed — ${name}`, async ({ page }) => {
      const order = await createPaymentOrder("USDT_TRC20", "10.00");
      await page.goto(checkoutPath(order, params));
      await expectStatus(page, "waiting");
      await expectDir(page, dir);
      await expectNoViolations(page, `waiting (${name})`);

      await pay(order.orderId);
      await expectStatus(page, "completed");
      await expectNoViolations(page, `completed (${name})`);
    });

    test(`axe: no violations on not-found and invalid-link — ${name}`, async ({ page }) => {
      const extra = new URLSearchParams(params).toString();
      const integrationId = await seededIntegrationId();
      await page.goto(`/pay?integrationId=${integrationId}&orderId=ord_unknown000000000000000&${extra}`);
      await expectScreen(page, "not-found");
      await expectDir(page, dir);
      await expectNoViolations(page, `not-found (${name})`);

      await page.goto(`/pay?orderId=%3Cx%3E&${extra}`);
      await expectScreen(page, "invalid-link");
      await expectDir(page, dir);
      await expectNoViolations(page, `invalid-link (${name})`);
      await expect(root(page)).toBeVisible();
    });
  });
}

test("axe: no violations with the system dark preference and no theme parameter", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  const order = await createPaymentOrder("ETH", "0.02");
  await page.goto(checkoutPath(order));
  await expectStatus(page, "waiting");
  await expectNoViolations(page, "waiting (prefers dark)");
});
