// The merchant's screens of the portal in a real browser: an integration created (its secret
// shown once), its settings saved with errors next to their fields, the checkout preview
// following the branding as it is typed, and axe clean on every screen in light and dark.
import { expect, test, type Page } from "playwright/test";
import { expectNoViolations } from "./support/axe.ts";
import { freshEmail, signUpThroughPage } from "./support/portal-page.ts";

// Each sign-up is a real scrypt hash (N = 2^17): seconds on a busy machine.
test.describe.configure({ timeout: 300_000 });

async function expectFieldError(page: Page, id: string, text: RegExp): Promise<void> {
  await expect(page.locator(`#${id}`)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${id}-error`)).toHaveText(text);
}

async function axeBoth(page: Page, state: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoViolations(page, `${state} (${scheme})`);
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
