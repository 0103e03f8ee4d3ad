// The merchant portal as a test drives it: fresh accounts per test (sign-up is open in the
// sandbox), signing in through the page's own form, and the screens' landmarks to wait on.
import { expect, type Page } from "playwright/test";
import { E2E } from "./env.ts";

export const PORTAL_PASSWORD = "correct horse battery staple";

let counter = 0;
/** An email no other test of this run uses. */
export function freshEmail(tag: string): string {
  return `${tag}-${process.pid}-${Date.now()}-${counter++}@example.com`;
}

export async function openPortal(page: Page, path = "/portal"): Promise<void> {
  await page.goto(`${E2E.serviceOrigin}${path}`);
  await expect(page.locator("#app[data-interactive]")).toBeAttached();
}

/** Signs up through the page and waits for the overview. */
export async function signUpThroughPage(page: Page, email: string, password = PORTAL_PASSWORD): Promise<void> {
  await openPortal(page, "/portal/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 60_000 });
}
