// The portal's API keys and two-factor screens in a real browser: a key's secret shown once
// and gone after, revoke behind a confirmation, two-factor turned on from the key the page
// shows, sign-in asking for the code (a recovery code used), the audit log telling all of it
// with no secret in any page, and axe clean on each new screen in light and dark.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/fixtures.ts";
import { base32Decode, hotp, stepAt } from "../../server/portal/totp.ts";
import { expectNoViolations } from "./support/axe.ts";
import { freshEmail, openPortal, PORTAL_PASSWORD, signUpThroughPage } from "./support/portal-page.ts";

// Long flows, with a real scrypt hash at each sign-up, sign-in and step-up (N = 2^14 in this
// run: playwright.config.ts): a minute or more on a busy machine.
test.describe.configure({ timeout: 300_000 });

async function bothSchemes(page: Page, state: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoViolations(page, `${state} (${scheme})`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("API keys shown once and revoked, two-factor on with a recovery code to sign in, all in the audit log and no secret left in a page", async ({
  page,
}) => {
  const email = freshEmail("security");
  await signUpThroughPage(page, email);

  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByText("No key yet.")).toBeVisible();
  await bothSchemes(page, "API keys, none");
  // A blank name: refused next to the field before any request, nothing created.
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Name", { exact: true }).fill("Shop server");
  await page.getByRole("button", { name: "Create key" }).click();
  const secretField = page.getByRole("textbox", { name: "New key's secret" });
  await expect(secretField).toHaveValue(/^sk_sandbox_[\w-]{43}$/);
  const secret = await secretField.inputValue();
  await expect(page.locator(`[data-api-key="${secret.slice(0, 15)}"]`)).toContainText("Never");
  await bothSchemes(page, "API keys, a new key shown");
  // Away and back: the list keeps the prefix, the secret is gone.
  await page.getByRole("link", { name: "Overview" }).click();
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page.locator(`[data-api-key="${secret.slice(0, 15)}"]`)).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await page.getByRole("button", { name: "Revoke Shop server" }).click();
  await expect(page.getByText("Revoke “Shop server”?")).toBeVisible();
  await bothSchemes(page, "API keys, revoke asked");
  await page.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(page.locator(`[data-api-key="${secret.slice(0, 15)}"]`)).toContainText("Revoked");

  await page.getByRole("link", { name: "Two-factor" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is off" })).toBeVisible();
  await bothSchemes(page, "two-factor, off");
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const seedField = page.getByRole("textbox", { name: "Key", exact: true });
  await expect(seedField).toHaveValue(/^[A-Z2-7]{32}$/);
  const seed = await seedField.inputValue();
  await expect(page.getByRole("textbox", { name: "Setup link (otpauth)" })).toHaveValue(new RegExp(`^otpauth://totp/.+secret=${seed}&`));
  await expect(page.getByRole("img", { name: "QR code of the setup link, for your authenticator app" })).toBeVisible();
  await bothSchemes(page, "two-factor, setup");
  await page.getByLabel("Authenticator code").fill("12345");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByLabel("Authenticator code")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Authenticator code").fill(hotp(base32Decode(seed), stepAt(new Date())));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
  const codes = (await page.getByRole("textbox", { name: "Recovery codes" }).inputValue()).split("\n");
  expect(codes).toHaveLength(10);
  // One way on, which says what it does; turning two-factor off is not offered beside the codes.
  await expect(page.getByRole("button", { name: "Turn off two-factor" })).toHaveCount(0);
  const [saved] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as a text file" }).click()]);
  expect(saved.suggestedFilename()).toBe("recovery-codes.txt");
  const file = await readFile(await saved.path(), "utf8");
  for (const code of codes) expect(file).toContain(code);
  await bothSchemes(page, "two-factor, recovery codes shown");
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByRole("textbox", { name: "Recovery codes" })).toHaveCount(0);

  // Signing in again: the password, then the code the page now asks for (a recovery code here,
  // so the test needs no wait for the authenticator's next step).
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PORTAL_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Authenticator code")).toBeFocused({ timeout: 60_000 });
  await bothSchemes(page, "sign-in, code asked");
  await page.getByLabel("Authenticator code").fill(codes[0] as string);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 60_000 });

  await openPortal(page, "/portal/audit");
  for (const action of ["API key created", "API key revoked", "two-factor enabled", "signed in with a recovery code"]) {
    await expect(page.locator(`[data-audit-action="${action}"]`).first()).toBeVisible();
  }
  const html = await page.content();
  for (const shownOnce of [secret, seed, ...codes]) expect(html).not.toContain(shownOnce);
});
