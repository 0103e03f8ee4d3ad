// What the merchant's guide promises of an embedded checkout, on a merchant's page of another
// origin (the demo shop's lab): `ready` is the first news of a mount, inline and in the modal,
// before the payment's state; and "Back to …" never takes the merchant's page away from under
// its own checkout: in the modal it closes the dialog (onClose), inline it follows the return
// URL the merchant passed, and without one it is not shown.
import { expect, type Page, test } from "./support/fixtures.ts";
import { createPaymentOrder, createTenDollarLink, pay } from "./support/api.ts";
import { E2E } from "./support/env.ts";

type Lab = Window & { CryptoCheckout: NonNullable<typeof window.CryptoCheckout>; __heard: string[]; __closed: unknown[] };

const heard = (page: Page) => page.evaluate(() => (window as unknown as Lab).__heard);
const closed = (page: Page) => page.evaluate(() => (window as unknown as Lab).__closed);
const BACK = /^Back to /;

/** The lab page, recording every checkout event in the order the page hears it. */
async function lab(page: Page): Promise<void> {
  await page.goto(`${E2E.merchantOrigin}/lab`);
  await page.evaluate(() => {
    const host = window as unknown as Lab;
    host.__heard = [];
    host.__closed = [];
    for (const type of ["ready", "status", "completed", "payment"]) {
      document.addEventListener(`crypto-checkout:${type}`, (event) => {
        const { state, status } = (event as CustomEvent).detail;
        host.__heard.push(`${type} ${state ?? status}`);
      });
    }
  });
}

test("ready comes first, then the payment's state, inline and in the modal", async ({ page }) => {
  const inline = await createPaymentOrder();
  await lab(page);
  await page.evaluate((paymentLink) => {
    const host = window as unknown as Lab;
    host.CryptoCheckout.mount(document.getElementById("checkout")!, { paymentLink });
  }, inline.paymentLink);
  await expect.poll(() => heard(page)).toHaveLength(2);
  expect(await heard(page)).toEqual(["ready inProgress", "payment waiting"]);

  const modal = await createPaymentOrder();
  await lab(page);
  await page.evaluate((paymentLink) => (window as unknown as Lab).CryptoCheckout.open(paymentLink), modal.paymentLink);
  await expect.poll(() => heard(page)).toHaveLength(2);
  expect(await heard(page)).toEqual(["ready inProgress", "payment waiting"]);
});

test("in the modal, Back to … closes the dialog (onClose fires) and the page stays, while waiting and once paid", async ({ page }) => {
  const order = await createPaymentOrder();
  await lab(page);
  const open = () =>
    page.evaluate((paymentLink) => {
      const host = window as unknown as Lab;
      host.CryptoCheckout.open(paymentLink, { onClose: (detail) => host.__closed.push(detail) });
    }, order.paymentLink);
  const frame = page.frameLocator("dialog iframe");

  await open();
  await expect(frame.locator("#app")).toHaveAttribute("data-interactive", "");
  await frame.getByRole("button", { name: BACK }).click();
  await expect(page.locator("dialog")).toHaveCount(0);
  await expect.poll(() => closed(page)).toEqual([{ orderId: order.orderId, status: "inProgress" }]);

  await pay(order.orderId);
  await open();
  await expect(frame.locator("main[data-screen]")).toHaveAttribute("data-status-group", "completed");
  await expect(frame.locator("#app")).toHaveAttribute("data-interactive", "");
  await frame.getByRole("button", { name: BACK }).click();
  await expect(page.locator("dialog")).toHaveCount(0);
  await expect
    .poll(() => closed(page))
    .toEqual([
      { orderId: order.orderId, status: "inProgress" },
      { orderId: order.orderId, status: "completed" },
    ]);
  expect(page.url()).toBe(`${E2E.merchantOrigin}/lab`);
});

test("inline, Back to … follows the merchant's return URL, and without one it is not shown", async ({ page }) => {
  const order = await createPaymentOrder();
  const mount = (returnUrl?: string) =>
    page.evaluate(
      ({ paymentLink, returnUrl }) =>
        (window as unknown as Lab).CryptoCheckout.mount(document.getElementById("checkout")!, { paymentLink, returnUrl }),
      { paymentLink: order.paymentLink, returnUrl },
    );
  const frame = page.frameLocator("#checkout iframe");

  await lab(page);
  await mount();
  await expect(frame.locator("#app")).toHaveAttribute("data-interactive", "");
  await expect(frame.locator(".back-link")).toHaveCount(0);

  const returnUrl = `${E2E.merchantOrigin}/lab?returned=1`;
  await mount(returnUrl);
  await expect(frame.locator("#app")).toHaveAttribute("data-interactive", "");
  const back = frame.getByRole("link", { name: BACK });
  await expect(back).toHaveAttribute("href", returnUrl);
  await back.click();
  await page.waitForURL(returnUrl);
});

test("a payment link in the modal: the payer picks an asset, pays inside the dialog, the host hears completed, Return to … closes it", async ({
  page,
}) => {
  const url = await createTenDollarLink(`${E2E.merchantOrigin}/thanks`);
  await lab(page);
  await page.evaluate((paymentLink) => {
    const host = window as unknown as Lab;
    host.CryptoCheckout.open(paymentLink, { onClose: (detail) => host.__closed.push(detail) });
  }, url);
  const frame = page.frameLocator("dialog iframe");

  // The choice is made inside the dialog, and the order's checkout follows in the same frame.
  await frame.locator('button[data-asset-id="USDT_TRC20"]').click();
  await expect(frame.locator("#app")).toHaveAttribute("data-interactive", "");
  await expect.poll(() => heard(page)).toEqual(["ready inProgress", "payment waiting"]);
  const orderId = new URL((await frame.locator("main[data-screen]").evaluate(() => location.href)) ?? "").searchParams.get("orderId") ?? "";
  expect(orderId).not.toBe("");

  await pay(orderId);
  await expect(frame.locator("main[data-screen]")).toHaveAttribute("data-status-group", "completed");
  await expect.poll(() => heard(page)).toContain("completed completed");
  // The link has a return URL: the same button, named "Return to …".
  await frame.getByRole("button", { name: /^Return to / }).click();
  await expect(page.locator("dialog")).toHaveCount(0);
  await expect.poll(() => closed(page)).toEqual([{ orderId, status: "completed" }]);
  expect(page.url()).toBe(`${E2E.merchantOrigin}/lab`);
});
