// "Forgot password?" in the browser, against a real SMTP server started here and the service as
// a process that mails through it: the sign-in screen's link, the form and its one answer, the
// link that arrives by mail opened in the browser to set a new password, the signed-in tab signed
// out by it, and a sign-in with the new password.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/fixtures.ts";
import { type ServiceProcess, startService } from "../support/service-process.ts";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp.ts";

const EMAIL = "forgetful@example.com";
const FIRST = "first passphrase of a forgetful merchant";
const SECOND = "second passphrase, mailed this time";

let folder: string;
let smtp: TestSmtp;
let service: ServiceProcess;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "reset-mail-"));
  smtp = await startSmtp({ starttls: false });
  service = await startService({
    STATE: join(folder, "checkout.sqlite"),
    PORTAL_SCRYPT_LOG2N: "14",
    RATE_LIMIT_PAGE: "0",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Payments <payments@pay.invalid>",
  });
});
test.afterAll(async () => {
  service?.child.kill("SIGTERM");
  await service?.exited;
  await smtp?.close();
  rmSync(folder, { recursive: true, force: true });
});

test("a forgotten password: the mailed link sets a new one and signs the other tab out", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const signedUp = await fetch(`${service.origin}/portal/api/sign-up`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: service.origin },
    body: JSON.stringify({ email: EMAIL, password: FIRST }),
  });
  expect(signedUp.status).toBe(201);

  // Signed in in one tab.
  await page.goto(`${service.origin}/portal`);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(FIRST);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 30_000 });

  // Forgotten in another.
  const other = await browser.newPage();
  await other.goto(`${service.origin}/portal`);
  await other.getByRole("link", { name: "Forgot password?" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await other.getByLabel("Email").fill(EMAIL);
  await other.getByRole("button", { name: "Mail me a link" }).click();
  await expect(other.locator('[data-reset="sent"]')).toContainText("If an account has this email");

  const [mail] = await smtp.waitFor(1);
  if (!mail) throw new Error("no mail");
  expect(mail.to).toEqual([EMAIL]);
  await other.goto("about:blank");
  await other.goto(linkIn(mail, service.origin));
  await expect(other.locator("#app[data-interactive]")).toBeAttached();
  await other.getByLabel("New password").fill(SECOND);
  await other.getByRole("button", { name: "Set password" }).click();
  await expect(other.locator(`[data-password-set="${EMAIL}"]`)).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to your merchant portal" })).toBeVisible();
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(SECOND);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 30_000 });
  await other.close();
});
