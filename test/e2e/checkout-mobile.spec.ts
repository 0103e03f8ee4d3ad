// The phone at its narrowest: from 320 px wide nothing scrolls sideways and the copy buttons
// are touch targets of at least 44 × 44 px.
import { expect, test, type Page } from "./support/fixtures.ts";
import { createDepositOrder, createPaymentOrder, pay } from "./support/api.ts";
import { checkoutPath, expectStatus } from "./support/checkout-page.ts";

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern; it needs none.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "a phone-only check");
});

async function expectFits(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal scroll in ${state}`).toBeLessThanOrEqual(clientWidth);
}

async function expectTouchTargets(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const box = await page.getByRole("button", { name }).boundingBox();
    expect(box, `${name} is rendered`).not.toBeNull();
    expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(44);
  }
}

for (const lang of ["en", "ru", "ar"]) {
  test(`320 px wide, ${lang}: no horizontal scroll, copy buttons at least 44 px, waiting and completed`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const order = await createPaymentOrder("USDT_ERC20", "1234.56");
    await page.goto(checkoutPath(order, [["lang", lang]]));
    await expectStatus(page, "waiting");
    await expectFits(page, "waiting");
    if (lang === "en") await expectTouchTargets(page, ["Copy address", "Copy amount"]);
    // Localised pages name the buttons in their language: every button, link-button and the
    // language switcher is measured (the wallet disclosure, the back arrow, the select).
    const buttons = page.locator("button, summary, select, a.merchant-back, a.wallet-link:visible");
    for (let i = 0; i < (await buttons.count()); i++) {
      const box = await buttons.nth(i).boundingBox();
      expect(box, `button ${i} is rendered`).not.toBeNull();
      if (!box) continue;
      expect(Math.min(box.width, box.height), `button ${i} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }

    await pay(order.orderId);
    await expectStatus(page, "completed");
    await expectFits(page, "completed");
  });
}

test("320 px wide: a deposit order fits too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const order = await createDepositOrder("USDT_BEP20");
  await page.goto(checkoutPath(order));
  await expectStatus(page, "waiting");
  await expectFits(page, "deposit waiting");
  await expectTouchTargets(page, ["Copy address"]);
});
