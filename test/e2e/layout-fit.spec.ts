// The order screen fits the spec's pasted widgetCode iframe (width 100 %, height 800 px) on a
// phone: from 320 px wide, a payer waiting to pay sees everything without scrolling inside the
// frame, nothing scrolls sideways, and the copy buttons stay 44 × 44 px touch targets
// (issue 3, "For every device"). English, and the two longest locales: Russian and Arabic.
// The viewport is set per test, so the checks hold in both projects.
import { expect, test, type Page } from "playwright/test";
import { createDepositOrder, createPaymentOrder, pay, type CreatedOrder } from "./support/api.ts";
import { checkoutPath, expectStatus } from "./support/checkout-page.ts";

const FRAME_HEIGHT = 800;
const widths = [320, 360, 412];
const langs = ["en", "ru", "ar"];
const kinds = {
  payment: { create: () => createPaymentOrder("USDT_TRC20", "25.00"), copyButtons: 2 },
  deposit: { create: () => createDepositOrder("USDT_TRC20"), copyButtons: 1 },
} as const;

async function open(page: Page, order: CreatedOrder, lang: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: FRAME_HEIGHT });
  await page.goto(checkoutPath(order, lang === "en" ? [] : [["lang", lang]]));
  await expectStatus(page, "waiting");
  // Measured once the QR chunk has drawn the code (its placeholder has the same size anyway).
  await page.locator("svg[data-qr-value]").waitFor();
}

async function expectFitsFrame(page: Page, state: string): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(size.scrollHeight, `document height in ${state}`).toBeLessThanOrEqual(FRAME_HEIGHT);
  expect(size.scrollWidth, `horizontal overflow in ${state}`).toBeLessThanOrEqual(size.clientWidth);
}

for (const [kind, { create, copyButtons }] of Object.entries(kinds)) {
  for (const lang of langs) {
    for (const width of widths) {
      test(`${kind} order, ${lang}, ${width} px: waiting fits 800 px, copy buttons at least 44 × 44`, async ({ page }) => {
        await open(page, await create(), lang, width);
        await expectFitsFrame(page, `${kind} waiting (${lang}, ${width} px)`);

        // Looked up by their place, not their name: the name is in the page's language.
        const buttons = page.locator("[data-copy] button");
        await expect(buttons).toHaveCount(copyButtons);
        for (let i = 0; i < copyButtons; i++) {
          const box = await buttons.nth(i).boundingBox();
          expect(box, `copy button ${i} is rendered`).not.toBeNull();
          expect(box?.width ?? 0, `copy button ${i} width`).toBeGreaterThanOrEqual(44);
          expect(box?.height ?? 0, `copy button ${i} height`).toBeGreaterThanOrEqual(44);
        }
      });
    }
  }
}

test("a payment order at 320 px in Russian still fits once completed", async ({ page }) => {
  const order = await createPaymentOrder("USDT_TRC20", "25.00");
  await open(page, order, "ru", 320);
  await pay(order.orderId);
  await expectStatus(page, "completed");
  await expectFitsFrame(page, "payment completed (ru, 320 px)");
});
