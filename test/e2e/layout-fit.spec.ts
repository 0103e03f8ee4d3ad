// The checkout fits the spec's pasted widgetCode iframe (width 100 %, height 800 px) on a phone
// with room to spare: every state of a payment's life, in every shipped language at 320 px wide
// and in a representative set of them at 360 and 412 px (see widerWidthLocales in
// support/layout.ts for why that is enough), is at most 760 px tall with the test fonts (Noto and DejaVu, provisioned by
// scripts/provision.sh), so a payer's wider fallback font still fits the 800 px frame. Nothing scrolls sideways, and the copy buttons stay 44 × 44 px touch targets.
//
// The orders are brought to their states once per worker, through the real sandbox routes;
// then each state's test opens its order once and measures it in every language (switched with
// the page's own menu) at each width, by resizing the viewport. The viewport is set per test, so it runs in the phone project only (a mobile
// viewport with touch, as a payer's phone renders the frame, "Open in wallet" included).
//
// Each reading at 320 px also reads the cut text (test/support/cut-text.ts) at the same moment:
// no text wider than its box or past the screen's edge in any language. cut-text.spec.ts reads
// the pseudo-locale and checks the reader itself.
//
// The states are the catalog's (test/support/payment-states.ts). The "reconnecting" notice floats (position: fixed), so it adds no height: checked once below.
import { expect, test } from "./support/fixtures.ts";
import { bringTo, PAYMENT_STATES, type PaymentStateCase, stateSelector } from "../support/payment-states.ts";
import { createIntegration, sandbox, type CreatedOrder } from "./support/api.ts";
import { checkoutPath } from "./support/checkout-page.ts";
import { BUDGET, expectNoCutText, expectWithinBudget, measureInEveryLanguage, WIDTHS } from "./support/layout.ts";

test.skip(({ isMobile }) => !isMobile, "viewports are set per test: measured once, in the phone project");

/** One worker's orders, each in its state; made once per worker, read by every language's test. */
let made: Array<{ case: PaymentStateCase; order: CreatedOrder }> = [];

test.beforeAll(async () => {
  if (!test.info().project.use.isMobile) return;
  // The support contact is set: the underpaid and overpaid notes then carry their longest line.
  const integrationId = await createIntegration("Northwind Books", "https://books.example/shop", {
    supportUrl: "https://help.books.example/refunds",
  });
  made = await Promise.all(PAYMENT_STATES.map(async (c) => ({ case: c, order: await bringTo(sandbox, integrationId, c) })));
});

for (const c of PAYMENT_STATES) {
  test(`${c.name}: fits ${BUDGET} px, no cut text, in every language at ${WIDTHS[0]} px wide, a set at ${WIDTHS.slice(1).join(" and ")}`, async ({
    page,
  }) => {
    const order = made.find((m) => m.case.name === c.name)?.order;
    expect(order, "the worker's order in this state was made").toBeDefined();
    const rows = await measureInEveryLanguage(page, c.name, checkoutPath(order as CreatedOrder), stateSelector(c), c, {
      cutText: true,
    });
    await test.info().attach("heights", { body: JSON.stringify(rows), contentType: "application/json" });
    expectWithinBudget(rows);
    expectNoCutText(rows);
  });
}

test(`not-found and invalid-link: fit ${BUDGET} px, no cut text, in every language at ${WIDTHS[0]} px wide, a set at ${WIDTHS.slice(1).join(" and ")}`, async ({
  page,
}) => {
  const rows = [
    ...(await measureInEveryLanguage(
      page,
      "not-found",
      "/pay?integrationId=int_0000000000000000000000&orderId=ord_0000000000000000000000",
      'main[data-screen="not-found"]',
      {},
      { cutText: true },
    )),
    ...(await measureInEveryLanguage(
      page,
      "invalid-link",
      "/pay?orderId=%3Cscript%3E",
      'main[data-screen="invalid-link"]',
      {},
      { cutText: true },
    )),
  ];
  await test.info().attach("heights", { body: JSON.stringify(rows), contentType: "application/json" });
  expectWithinBudget(rows);
  expectNoCutText(rows);
});

test("the reconnecting notice floats over the page: it adds no height", async ({ page }) => {
  const { order } = made[0] ?? {};
  expect(order, "the worker's orders were made").toBeDefined();
  await page.goto(checkoutPath(order as CreatedOrder));
  await page.locator('main[data-screen="order"]').waitFor({ state: "attached" });
  await expect(page.locator("p.connection")).toHaveCSS("position", "fixed");
});
