// The merchant's first steps in the portal, written once for the journeys that start there: a
// new account signed up, then its first integration made, ending on the screen that shows the
// new integration (its secret, and the link to its settings), with the list read again.
import { freshEmail, PORTAL_PASSWORD } from "../../e2e/support/portal-page.ts";
import { E2E } from "../../e2e/support/env.ts";
import type { BrowserPage } from "./browser-page.ts";
import { attribute, fill, waitFor } from "./page-actions.ts";

/** Signs up a fresh account (its e-mail starts with `who`) and creates the integration "Journey Shop". */
export async function signUpWithIntegration(page: BrowserPage, who: string): Promise<void> {
  await page.goto(`${E2E.serviceOrigin}/portal/sign-up`);
  await waitFor(page, '#app[data-interactive] [data-form="signUp"]');
  await fill(page, "#email", freshEmail(who));
  await fill(page, "#password", PORTAL_PASSWORD);
  await page.click('[data-form="signUp"] button[type="submit"]');
  // A sign-up hashes the password: seconds on a busy machine.
  await waitFor(page, "[data-signed-in]", 60_000);

  await page.click('nav a[href="/portal/integrations"]');
  await waitFor(page, '[data-form="new-integration"]');
  await fill(page, "#name", "Journey Shop");
  await fill(page, "#url", "https://shop.example");
  await page.click('[data-form="new-integration"] button[type="submit"]');
  await waitFor(page, "[data-created-integration] #created-secret");
  // After a creation the screen moves: the new card takes the focus (scrolled into view), and
  // the list, read again, grows under it. It holds still once the list shows the new one; a
  // click before that can land where the link was a moment earlier.
  const id = await attribute(page, "[data-created-integration]", "data-created-integration");
  await waitFor(page, `[data-integrations] [data-integration="${id}"]`);
}
