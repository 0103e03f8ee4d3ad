// The merchant's screens of the portal in a real browser: an integration created (its secret
// shown once), its settings saved with errors next to their fields, the checkout preview
// following the branding as it is typed, and axe clean on every screen in light and dark.
import { expect, test, type Page } from "./support/fixtures.ts";
import { expectNoViolations } from "./support/axe.ts";
import { E2E } from "./support/env.ts";
import { freshEmail, signUpThroughPage } from "./support/portal-page.ts";

// Long flows: many screens, each checked by axe in two themes, and a real scrypt hash at each
// sign-up (N = 2^14 in this run: playwright.config.ts): a minute or more on a busy machine.
test.describe.configure({ timeout: 300_000 });

async function expectFieldError(page: Page, id: string, text: RegExp): Promise<void> {
  await expect(page.locator(`#${id}`)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${id}-error`)).toHaveText(text);
}

/**
 * axe in light and dark. The checkout's preview frame is left out: it is the checkout's own
 * page (its axe runs are in checkout-a11y.spec.ts), and its landmarks are not the portal's.
 */
async function axeBoth(page: Page, state: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoViolations(page, `${state} (${scheme})`, { exclude: "iframe.frame" });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("creates an integration and sets each of its settings, errors next to their fields", async ({ page }) => {
  await signUpThroughPage(page, freshEmail("integrations"));
  await page.getByRole("link", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeFocused();
  await expect(page.getByText("No integration yet")).toBeVisible();
  await axeBoth(page, "integrations, empty");

  const create = page.locator('[data-form="new-integration"]');
  await create.getByLabel("Name").fill("Ada's Shop");
  await create.getByLabel("Shop URL").fill("http://ada.example");
  await create.getByRole("button", { name: "Create integration" }).click();
  await expectFieldError(page, "url", /must use https/);
  await create.getByLabel("Shop URL").fill("https://ada.example");
  await create.getByRole("button", { name: "Create integration" }).click();
  const secret = page.locator("#created-secret");
  await expect(secret).toHaveValue(/^whsec_/);
  const shown = await secret.inputValue();
  // The card with the secret takes the focus and comes into view, above the form that made it,
  // and keeps it once the list has been read again.
  const createdHeading = page.locator("[data-created-integration]").getByRole("heading", { name: "Ada's Shop" });
  await expect(page.locator("[data-integrations] [data-integration]")).toHaveCount(1);
  await expect(createdHeading).toBeFocused();
  await expect(createdHeading).toBeInViewport();
  await axeBoth(page, "integrations, secret shown");

  await page.locator("[data-created-integration]").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ada's Shop" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(shown);

  const callback = page.locator('[data-form="callback"]');
  await callback.getByLabel("Order callback URL").fill("http://127.0.0.1:9/hooks");
  await callback.getByLabel("Deposit").uncheck();
  await callback.getByRole("button", { name: "Save" }).click();
  await expect(callback.getByRole("status")).toHaveText("Saved.");

  const settings = page.locator('[data-form="payment-settings"]');
  await settings.getByLabel("Payment tolerance (%)").fill("150");
  await settings.getByLabel("Support email").fill("help@ada.example");
  await settings.getByRole("button", { name: "Save" }).click();
  await expectFieldError(page, "paymentTolerancePercent", /between 0 and 100/);
  await settings.getByLabel("Payment tolerance (%)").fill("0.5");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings.getByRole("status")).toHaveText("Saved.");

  const branding = page.locator('[data-form="branding"]');
  await branding.getByLabel("Accent colour").fill("#aa3300");
  await expect(page.locator("[data-preview-accent]")).toHaveAttribute("data-preview-accent", "#aa3300");
  await branding.getByLabel("Logo URL").fill("http://ada.example/logo.png");
  await branding.getByRole("button", { name: "Save" }).click();
  await expectFieldError(page, "logoUrl", /https/);

  const embedding = page.locator('[data-form="embedding"]');
  await embedding.getByLabel("Any site may embed the checkout").uncheck();
  await embedding.getByLabel("Allowed origins").fill("https://ada.example/shop");
  await embedding.getByRole("button", { name: "Save" }).click();
  await expectFieldError(page, "allowedOrigins", /exact http\(s\) origin/);
  await axeBoth(page, "integration settings with errors");

  const rotate = page.locator('[data-form="rotate"]');
  await rotate.getByLabel("Keep the old secret valid for").selectOption("24");
  await rotate.getByRole("button", { name: "Rotate secret" }).click();
  await expect(page.locator("#rotated-secret")).toHaveValue(/^whsec_/);
  await expect(page.locator("[data-secret-grace-until]")).toBeVisible();

  // A reload shows what was saved, and no secret.
  await page.reload();
  await expect(page.locator('[data-form="callback"]').getByLabel("Order callback URL")).toHaveValue("http://127.0.0.1:9/hooks");
  await expect(page.locator('[data-form="callback"]').getByLabel("Deposit")).not.toBeChecked();
  await expect(page.locator('[data-form="payment-settings"]').getByLabel("Payment tolerance (%)")).toHaveValue("0.50");
  await expect(page.locator("body")).not.toContainText("whsec_");
});

test("sells with a link, pays it through the sandbox controls, sees it complete live, refunds part and redelivers its callback", async ({
  page,
  isMobile,
}) => {
  await signUpThroughPage(page, freshEmail("sell"));
  await page.getByRole("link", { name: "Integrations" }).click();
  const create = page.locator('[data-form="new-integration"]');
  await create.getByLabel("Name").fill("Ada's Shop");
  await create.getByLabel("Shop URL").fill("https://ada.example");
  await create.getByRole("button", { name: "Create integration" }).click();
  await page.locator("[data-created-integration]").getByRole("link", { name: "Settings" }).click();
  const callback = page.locator('[data-form="callback"]');
  await callback.getByLabel("Order callback URL").fill("http://127.0.0.1:9/hooks");
  await callback.getByRole("button", { name: "Save" }).click();
  await expect(callback.getByRole("status")).toHaveText("Saved.");

  await page.getByRole("link", { name: "Sell without code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sell without code" })).toBeFocused();
  const sell = page.locator('[data-form="sell"]');
  await sell.getByRole("button", { name: "Create link" }).click();
  await expect(page.locator('[id="amount-error"]')).toHaveText(/Enter an amount/);
  await sell.getByLabel("Amount").fill("40");
  await sell.getByLabel("External reference (optional)").fill("inv-42");
  await sell.getByLabel("Customer first name").fill("Grace");
  await sell.getByLabel("Customer last name").fill("Hopper");
  await sell.getByRole("button", { name: "Create link" }).click();
  const result = page.locator("[data-created-order]");
  const orderId = (await result.getAttribute("data-created-order")) ?? "";
  await expect(page.locator("#paymentLink")).toHaveValue(new RegExp(`orderId=${orderId}`));
  await expect(page.locator("#widgetCode")).toHaveValue(/^<iframe /);
  await expect(page.locator("#embedSnippet")).toHaveValue(/embed\.js/);
  await expect(page.frameLocator("iframe.frame").locator("#app")).toBeAttached();
  await axeBoth(page, "sell, link made");

  await result.getByRole("link", { name: "Open the order" }).click();
  await expect(page.locator("[data-order-status]").first()).toHaveAttribute("data-order-status", "inProgress");
  const simulate = page.locator('[data-form="simulate"]');
  await simulate.getByLabel("Confirmed at once (else detected, waiting for confirmations)").uncheck();
  await simulate.getByRole("button", { name: "Simulate a transfer" }).click();
  await expect(page.locator("[data-transaction-status]")).toHaveAttribute("data-transaction-status", "pending");
  // Left empty: every confirmation still missing, as the API's route does.
  await expect(page.locator('[data-form="confirm"]').getByLabel("Confirmations to add")).toHaveValue("");
  await page.locator('[data-form="confirm"]').getByRole("button", { name: "Add confirmations" }).click();
  await expect(page.locator("[data-order-status]").first()).toHaveAttribute("data-order-status", "completed");
  await expect(page.locator("[data-transactions] a[href^='https://tronscan.org/']")).toBeVisible();
  await axeBoth(page, "order, completed");
  // In words, with the customer and the payer's address, which the refund offers as its destination.
  await expect(page.locator(".facts [data-order-status]")).toHaveText("Completed");
  await expect(page.locator("[data-customer]")).toHaveText("Grace Hopper");
  await expect(page.locator("[data-received]")).toHaveText(/^40 USDT \(fee [\d.]+ USDT, net [\d.]+ USDT\)$/);
  const sender = (await page.locator("[data-sender-addresses] li").textContent()) ?? "";
  await expect(page.locator('[data-form="refund"]').getByLabel("Destination address")).toHaveValue(sender);
  // Shown whole beside the field, its ends set apart from its middle (a look-alike shares the ends).
  await expect(page.locator("[data-refund-destination] [data-address]")).toHaveAttribute("data-address", sender);
  await expect(page.locator("[data-refund-destination] .address__middle")).toHaveText(sender.slice(6, -6));

  const refund = page.locator('[data-form="refund"]');
  await refund.getByLabel("Amount").fill("41");
  await refund.getByLabel("Destination address").fill("0x52908400098527886E0F7030069857D2E4169EE7");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(page.locator('[id="amount-error"]')).toHaveText(/At most 40/);
  await expect(page.locator('[id="destinationAddress-error"]')).toHaveText(/not a valid Tron address/);
  await refund.getByLabel("Amount").fill("10");
  await refund.getByLabel("Destination address").fill("TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByRole("status")).toHaveText(/Refund created/);
  await expect(page.locator("[data-refundable]")).toHaveAttribute("data-refundable", "30.000000");
  await expect(page.locator("[data-refund]")).toContainText("10 USDT");

  const delivery = page.locator("[data-delivery]").first();
  await expect(delivery).toBeVisible();
  const attempts = Number(await delivery.getAttribute("data-delivery-attempts"));
  await delivery.getByRole("button", { name: /Redeliver/ }).click();
  await expect
    .poll(async () => Number(await delivery.getAttribute("data-delivery-attempts")), { timeout: 30_000 })
    .toBeGreaterThan(attempts);

  await page.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.locator("[data-order-row]")).toHaveCount(2);
  // On a phone the filters fold away under their summary, the list first; open elsewhere.
  const filters = page.locator("details[data-filters]");
  expect(await filters.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(!isMobile);
  if (isMobile) await filters.locator("summary").click();
  await page.getByLabel("Kind").selectOption("refund");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.locator("[data-order-row]")).toHaveCount(1);
  // The CSV carries the filters applied: the one refund, under the header.
  const csv = await page.request.get((await page.locator("[data-orders-export]").getAttribute("href")) ?? "");
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="orders-/);
  const csvLines = (await csv.text()).trimEnd().split("\r\n");
  expect(csvLines).toHaveLength(2);
  expect(csvLines[1]).toContain(",refund,");
  await axeBoth(page, "orders, filtered");

  // The overview ticks what this merchant has done, and values what came in.
  await page.getByRole("link", { name: "Overview" }).click();
  for (const step of ["integration", "callbackUrl", "testPayment"])
    await expect(page.locator(`[data-step="${step}"]`)).toHaveAttribute("data-done", "1");
  await expect(page.locator('[data-step="apiKey"]')).toHaveAttribute("data-done", "0");
  await expect(page.locator('[data-volume-asset="USDT_TRC20"] [data-volume-value]')).toHaveAttribute("data-volume-value", /^\d+\.\d{2}$/);
  await axeBoth(page, "overview, a payment received");

  await page.getByRole("link", { name: "Balances" }).click();
  await expect(page.locator('[data-balance="USDT_TRC20"]')).not.toHaveText("0");
  const withdraw = page.locator('[data-form="withdraw"]');
  await withdraw.getByLabel("Amount").fill("1000");
  await withdraw.getByLabel("Destination address").fill("TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7");
  await withdraw.getByLabel("Customer first name").fill("Ada");
  await withdraw.getByLabel("Customer last name").fill("Lovelace");
  await withdraw.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.locator('[id="amount-error"]')).toHaveText(/holds/);
  await axeBoth(page, "balances, withdrawal refused");

  // Every screen of the portal at 320 px, with this merchant's orders, refund, callbacks and
  // audit lines on it: no sideways scroll, and every table a list of cards, each cell under
  // its column's name.
  const integrations = (await (await page.request.get(`${E2E.serviceOrigin}/portal/api/integrations`)).json()) as {
    data: { id: string }[];
  };
  const integration = `/integrations/${integrations.data[0]?.id}`;
  await page.setViewportSize({ width: 320, height: 800 });
  const screens = [
    "",
    "/integrations",
    integration,
    "/sell",
    "/orders",
    `/orders/${orderId}`,
    "/balances",
    "/keys",
    "/two-factor",
    "/account",
    "/audit",
  ];
  for (const path of screens) {
    await page.goto(`${E2E.serviceOrigin}/portal${path}`);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.locator("[aria-busy]")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at 320 px on /portal${path}`).toBeLessThanOrEqual(0);
    for (const table of await page.locator("table.table").all()) {
      expect(
        await table
          .locator("tbody tr")
          .first()
          .evaluate((row) => getComputedStyle(row).display),
        `/portal${path}`,
      ).toBe("block");
      expect(await table.locator("thead").evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(2);
    }
  }
});

/** Sideways overflow of the portal's document at 320 px wide (0: none), the viewport put back after. */
async function overflowAt320(page: Page): Promise<number> {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 320, height: before.height });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize(before);
  return overflow;
}

test("makes a payment link in money, shares it, marks its order paid after the window, and deactivates it", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "a link's life is the same at every size: once, on the desktop (the portal's screens on a phone are the tests above and portal.spec.ts)",
  );
  await signUpThroughPage(page, freshEmail("links"));
  await page.getByRole("link", { name: "Integrations" }).click();
  const create = page.locator('[data-form="new-integration"]');
  await create.getByLabel("Name").fill("Ada's Shop");
  await create.getByLabel("Shop URL").fill("https://ada.example");
  await create.getByRole("button", { name: "Create integration" }).click();
  await expect(page.locator("[data-created-integration]")).toBeVisible();

  await page.getByRole("link", { name: "Sell without code" }).click();
  const form = page.locator('[data-form="payment-link"]');
  await expect(page.getByText("No payment link yet.")).toBeVisible();
  // Every asset offered until one is unticked: the nine the sandbox takes orders for (BUSD, kept
  // disabled, is not offered).
  await expect(form.getByRole("checkbox")).toHaveCount(9);
  await expect(form.getByRole("checkbox", { name: /BUSD_BEP20/ })).toHaveCount(0);
  await expect(form.getByRole("checkbox", { checked: false })).toHaveCount(0);
  await form.getByRole("button", { name: "Create payment link" }).click();
  await expectFieldError(page, "link-name", /Name the item/);
  await expectFieldError(page, "link-amount", /price such as 10/);
  await axeBoth(page, "sell, payment link with errors");

  // The page lets http through; the service refuses it outside localhost, and its 400 array
  // lands next to the field.
  await form.getByLabel("Item name").fill("T-shirt");
  await form.getByLabel("Price", { exact: true }).fill("10");
  await form.getByLabel("Return URL (optional)").fill("http://ada.example/thanks");
  await form.getByRole("button", { name: "Create payment link" }).click();
  await expect(page.locator("#link-returnUrl")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#link-returnUrl-error")).toContainText("returnUrl");
  await form.getByLabel("Return URL (optional)").fill("https://ada.example/thanks?from=link");
  await form.getByRole("button", { name: "Create payment link" }).click();
  await expect(form.getByRole("status")).toHaveText(/Link created/);

  const item = page.locator("[data-link]");
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-link-active", "true");
  await expect(item).toContainText("10.00 USD");
  const linkId = (await item.getAttribute("data-link")) ?? "";
  const url = await page.locator(`[id="link-url-${linkId}"]`).inputValue();
  expect(url).toMatch(new RegExp(`/link/${linkId}$`));
  await expect(item.locator("svg[data-qr-value]")).toHaveAttribute("data-qr-value", url);
  await expect(page.locator(`[id="link-button-${linkId}"]`)).toHaveValue(
    new RegExp(`CryptoCheckout\\.open\\(${JSON.stringify(url).replaceAll("/", "\\/").replaceAll(".", "\\.")}\\)`),
  );
  await axeBoth(page, "sell, payment link made");
  expect(await overflowAt320(page)).toBeLessThanOrEqual(0);

  // A payer picks USDT on TRON; the window ends (the sandbox's stand-in for the minutes passing)
  // and a transfer arrives after it: credited, and the order waits for the merchant's choice.
  const payer = await context.newPage();
  await payer.goto(url);
  await payer.locator('button[data-asset-id="USDT_TRC20"]').click();
  await payer.waitForURL(/\/pay\?/);
  const orderId = new URL(payer.url()).searchParams.get("orderId") ?? "";
  await payer.close();
  const expired = await page.evaluate(
    async (id) => (await fetch(`/portal/api/sandbox/orders/${id}/expire`, { method: "POST", credentials: "same-origin" })).status,
    orderId,
  );
  expect(expired).toBe(200);
  await page.goto(`${E2E.serviceOrigin}/portal/orders/${orderId}`);
  await page.locator('[data-form="simulate"]').getByRole("button", { name: "Simulate a transfer" }).click();
  const late = page.locator("[data-paid-after-expiry]");
  await expect(late).toBeVisible();
  await expect(page.locator("[data-order-status]").first()).toHaveAttribute("data-order-status", "inProgress");
  await axeBoth(page, "order, paid after expiry");
  await late.getByRole("button", { name: "Mark as paid" }).click();
  await expect(late).toContainText(`Complete order ${orderId}?`);
  await late.getByRole("button", { name: "Yes, mark as paid" }).click();
  await expect(page.locator("[data-order-status]").first()).toHaveAttribute("data-order-status", "completed");
  await expect(page.locator("[data-marked-paid]")).toContainText("Marked as paid");
  await expect(late).toHaveCount(0);

  await page.getByRole("link", { name: "Sell without code" }).click();
  await item.getByRole("button", { name: "Deactivate T-shirt" }).click();
  await item.getByRole("button", { name: "Yes, deactivate" }).click();
  await expect(item).toHaveAttribute("data-link-active", "false");
  await expect(item).toContainText("Inactive");
  await expect(item.getByRole("button", { name: /Deactivate/ })).toHaveCount(0);
});
