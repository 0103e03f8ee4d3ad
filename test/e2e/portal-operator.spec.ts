// The operator's account command end to end: `npm run operator -- create-account` against the
// database of a running service prints a one-time link; the link, opened in the browser, sets
// the password and the merchant signs in; a reset link ends the account's sessions; a used link
// is refused on the page. (An expired link is refused by server/portal/password-links.test.ts,
// whose clock can be moved.)
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, type Page, test } from "./support/fixtures.ts";
import { type ServiceProcess, startService } from "../support/service-process.ts";

const run = promisify(execFile);
const EMAIL = "operator-made@example.com";

let folder: string;
let service: ServiceProcess;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "operator-"));
  service = await startService({ STATE: join(folder, "checkout.sqlite"), PORTAL_SCRYPT_LOG2N: "14", RATE_LIMIT_PAGE: "0" });
});
test.afterAll(async () => {
  service?.child.kill("SIGTERM");
  await service?.exited;
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the operator's command as `npm run operator` does, on the service's database. */
async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/operator.ts", ...args], {
    env: { ...process.env, STATE: join(folder, "checkout.sqlite"), PUBLIC_ORIGIN: service.origin },
  });
  return stdout;
}

function linkIn(printed: string): string {
  const link = printed.match(/^(http\S+\/portal\/set-password#[\w-]{43})$/m)?.[1];
  if (!link) throw new Error(`no link in the operator's output:\n${printed}`);
  return link;
}

async function setPassword(page: Page, link: string, password: string): Promise<void> {
  // From another document first: a link differing only in its fragment would not load the page.
  await page.goto("about:blank");
  await page.goto(link);
  await expect(page.locator("#app[data-interactive]")).toBeAttached();
  // The secret leaves the address bar as soon as the page has taken it.
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.locator(`[data-password-set="${EMAIL}"]`)).toBeVisible({ timeout: 30_000 });
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto(`${service.origin}/portal`);
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 30_000 });
}

test("an account made by the operator: its link sets the password once, a reset link ends its sessions", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const created = linkIn(await operator("create-account", EMAIL));
  expect(await operator("list-accounts")).toContain(EMAIL);

  await setPassword(page, created, "first passphrase of ada");
  await signIn(page, "first passphrase of ada");

  // The same link again: refused on the page, nothing changed.
  const other = await browser.newPage();
  await other.goto(created);
  await other.getByLabel("New password").fill("a thief's passphrase here");
  await other.getByRole("button", { name: "Set password" }).click();
  await expect(other.getByText("This link does not work")).toBeVisible();

  // A reset: the link sets a new password and the signed-in tab is signed out.
  await setPassword(other, linkIn(await operator("reset-password", EMAIL)), "second passphrase of ada");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to your merchant portal" })).toBeVisible();
  await signIn(page, "second passphrase of ada");
  await other.close();
});
