// The merchant portal in a real browser: sign up and in, errors next to their fields, the
// account screens, axe on every screen in light and dark, and cross-site requests from a
// second origin (the demo merchant site) refused while the merchant is signed in.
import { expect, test, type Page } from "./support/fixtures.ts";
import { expectNoViolations } from "./support/axe.ts";
import { E2E } from "./support/env.ts";
import { hostPage } from "./support/frame-host.ts";
import { freshEmail, openPortal, PORTAL_PASSWORD, signUpThroughPage } from "./support/portal-page.ts";

// Long flows, with a real scrypt hash at each sign-up, sign-in and step-up (N = 2^14 in this
// run: playwright.config.ts): a minute or more on a busy machine.
test.describe.configure({ timeout: 300_000 });

async function expectFieldError(page: Page, label: string, text: RegExp): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const error = page.locator(`[id="${describedBy.split(" ").find((id) => id.endsWith("-error"))}"]`);
  await expect(error).toHaveText(text);
}

test("signs up, moves between the screens, changes the password and signs out, with axe clean in light and dark", async ({ page }) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openPortal(page);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to your merchant portal" })).toBeVisible();
    await expectNoViolations(page, `sign-in (${scheme})`);
    // Empty submit: each error next to its field, and no request needed to say so.
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectFieldError(page, "Email", /Enter an email address/);
    await expectFieldError(page, "Password", /Enter your password/);
    await expect(page.getByLabel("Email")).toBeFocused();
    await expectNoViolations(page, `sign-in with errors (${scheme})`);
  }

  const email = freshEmail("journey");
  await page.emulateMedia({ colorScheme: "light" });
  await openPortal(page);
  await page.getByRole("link", { name: "Create one" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a merchant account" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expectFieldError(page, "Password", /at least 12 characters/);
  await page.getByLabel("Password", { exact: true }).fill(PORTAL_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(`[data-signed-in="${email}"]`)).toBeVisible();

  // A new account: every getting-started step still to do, nothing received yet.
  await expect(page.locator("[data-step]")).toHaveCount(4);
  await expect(page.locator('[data-step][data-done="1"]')).toHaveCount(0);
  await expect(page.getByText("Nothing received yet.")).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoViolations(page, `overview (${scheme})`);
    await page.getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeFocused();
    await expectNoViolations(page, `account (${scheme})`);
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.locator("[data-audit-action]").first()).toBeVisible();
    await expectNoViolations(page, `audit log (${scheme})`);
    await page.getByRole("link", { name: "Overview" }).click();
  }

  // A wrong current password: answered next to that field by the service.
  await page.getByRole("link", { name: "Account" }).click();
  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel("New password").fill("another long passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectFieldError(page, "Current password", /current password is not right/);
  await page.getByLabel("Current password").fill(PORTAL_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toBeVisible({ timeout: 60_000 });

  // A reload keeps the session and the screen; the audit log shows the change and no secret.
  await page.goto(`${E2E.serviceOrigin}/portal/audit`);
  await expect(page.locator('[data-audit-action="password changed"]')).toBeVisible();
  const text = await page.locator("body").innerText();
  expect(text).not.toContain(PORTAL_PASSWORD);
  expect(text).not.toContain("another long passphrase");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your merchant portal" })).toBeVisible();
  // The old password no longer works; the new one does, and lands on the overview.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PORTAL_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectFieldError(page, "Password", /do not match an account/);
  await page.getByLabel("Password", { exact: true }).fill("another long passphrase");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 60_000 });
});

/** Posts a form from the hostile page as a browser would (a top-level navigation with its cookies). */
async function postForm(page: Page, action: string): Promise<void> {
  await page.evaluate((target) => {
    const f = document.createElement("form");
    f.method = "POST";
    f.action = target;
    f.enctype = "text/plain";
    const input = document.createElement("input");
    input.name = '{"email":"eve@example.com","password":"x","a":"';
    input.value = '"}';
    f.append(input);
    document.body.append(f);
    f.submit();
  }, action);
  await page.waitForURL(action);
}

test("pages on other origins cannot change anything while the merchant is signed in (CSRF, login CSRF)", async ({
  page,
  context,
  isMobile,
}) => {
  test.skip(isMobile, "cookies and the Origin check are the same at every size: once, on the desktop");
  const email = freshEmail("csrf");
  await signUpThroughPage(page, email);
  const hostile = await hostPage(
    () =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title></head><body><h1>Elsewhere</h1></body></html>`,
  );
  try {
    const port = new URL(hostile.origin).port;
    // localhost: another site (SameSite keeps the cookie home); 127.0.0.1 on another port: the
    // same site, so the browser sends the session cookie and only the Origin check stands.
    for (const origin of [hostile.origin, `http://127.0.0.1:${port}`]) {
      const attacker = await context.newPage();
      await attacker.goto(`${origin}/`);
      // Requests a page may send anywhere without a preflight, with the merchant's cookies.
      await attacker.evaluate(async (service) => {
        for (const path of [
          "/portal/api/sign-out-everywhere",
          "/portal/api/password",
          "/portal/api/sign-in",
          "/portal/api/keys",
          "/portal/api/two-factor/setup",
        ]) {
          await fetch(`${service}${path}`, {
            method: "POST",
            mode: "no-cors",
            credentials: "include",
            headers: { "Content-Type": "text/plain" },
            body: JSON.stringify({
              currentPassword: "x",
              newPassword: "attacker chosen password",
              email: "eve@example.com",
              password: "x",
              name: "attacker's key",
            }),
          });
        }
      }, E2E.serviceOrigin);
      for (const path of ["/portal/api/sign-out-everywhere", "/portal/api/sign-in", "/portal/api/keys"]) {
        await attacker.goto(`${origin}/`);
        await postForm(attacker, `${E2E.serviceOrigin}${path}`);
        expect(await attacker.locator("body").innerText(), `${path} from ${origin}`).toContain("accepted only from the portal's own page");
      }
      await attacker.close();
    }
  } finally {
    await hostile.close();
  }

  // Still signed in, and the password is the one the merchant chose.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.locator(`[data-signed-in="${email}"]`)).toBeVisible();
  // No key was made for the attacker (the fresh session's step-up would have let one through).
  await openPortal(page, "/portal/keys");
  await expect(page.getByText("No key yet.")).toBeVisible();
});

test("the portal's page cannot be framed by another origin", async ({ page, isMobile }) => {
  test.skip(isMobile, "frame-ancestors is the same at every size: once, on the desktop");
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors|Refused to (frame|display)/i.test(message.text())) blocked.push(message.text());
  });
  const host = await hostPage(
    () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framer</title></head><body></body></html>`,
  );
  await page.goto(`${host.origin}/`);
  await page.evaluate((src) => {
    const frame = document.createElement("iframe");
    frame.src = src;
    frame.title = "portal";
    document.body.append(frame);
  }, `${E2E.serviceOrigin}/portal`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  await host.close();
});

test("asks for no file that is not there: the icon is the service's own (no /favicon.ico 404 on every page)", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await openPortal(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to your merchant portal" })).toBeVisible();
  const icon = await page.evaluate(() => (document.querySelector('link[rel="icon"]') as HTMLLinkElement | null)?.href ?? null);
  expect(icon).toBe(`${E2E.serviceOrigin}/favicon.svg`);
  expect((await page.request.get(icon ?? "")).status()).toBe(200);
  expect(missing).toEqual([]);
});
