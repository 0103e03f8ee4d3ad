// A new merchant, in the portal, without a line of code: signs up, creates an integration, sets
// its callback and order types, makes a payment link, pays it through the sandbox controls,
// watches the order turn completed without a reload, refunds part of it, sees the callbacks
// sent and redelivers one.
import type { BrowserDocument } from "./support/browser-page.ts";
import { expect, test } from "./support/fixtures.ts";
import { attribute, fill, waitFor } from "./support/page-actions.ts";
import { signUpWithIntegration } from "./support/portal-actions.ts";

/** A valid Tron address: where the refund goes. */
const TRON_DESTINATION = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

/** A form's save: its submit button, then its notice. */
async function submit(doc: BrowserDocument, form: string, timeout?: number): Promise<void> {
  await doc.click(`[data-form="${form}"] button[type="submit"]`);
  await waitFor(doc, `[data-form="${form}"] .notice:not(:empty)`, timeout);
}

// A sign-up hashes the password at full cost: seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a merchant sells without code and follows the order to its refund and callbacks", async ({ browserPage: page }) => {
  await signUpWithIntegration(page, "journey");
  await page.click("[data-created-integration] a");

  await waitFor(page, '[data-form="callback"]');
  await fill(page, "#callbackUrl", "http://127.0.0.1:9/hooks");
  await page.click("#orderTypeDeposit");
  await submit(page, "callback");

  await page.click('nav a[href="/portal/sell"]');
  await waitFor(page, '[data-form="sell"] #integrationId option');
  await fill(page, "#amount", "40");
  await fill(page, '[id="customer.firstName"]', "Grace");
  await fill(page, '[id="customer.lastName"]', "Hopper");
  await page.click('[data-form="sell"] button[type="submit"]');
  await waitFor(page, "[data-created-order] #paymentLink");
  const orderId = (await attribute(page, "[data-created-order]", "data-created-order")) ?? "";
  expect(await attribute(page, "#paymentLink", "data-copy-value")).toContain(`orderId=${orderId}`);
  expect(await attribute(page, "#widgetCode", "data-copy-value")).toMatch(/^<iframe /);

  await page.click(`[data-created-order] a[href="/portal/orders/${orderId}"]`);
  await waitFor(page, '[data-sandbox-controls] [data-form="simulate"]');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.click('[data-form="simulate"] button[type="submit"]');
  await waitFor(page, '[data-order] [data-order-status="completed"]');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)).toBe(true);

  await waitFor(page, '[data-form="refund"]');
  await fill(page, '[data-form="refund"] #amount', "10");
  await fill(page, '[data-form="refund"] #destinationAddress', TRON_DESTINATION);
  await submit(page, "refund");
  await waitFor(page, '[data-refundable="30.000000"]');

  await waitFor(page, "[data-order] [data-delivery]");
  const deliveryId = (await attribute(page, "[data-order] [data-delivery]", "data-delivery")) ?? "";
  await page.click(`[data-delivery="${deliveryId}"] button`);
  await waitFor(page, "[data-order] [data-deliveries] ~ .notice:not(:empty)");
  // Redelivered under the same webhook-id: the same row, one more attempt coming.
  await waitFor(page, `[data-delivery="${deliveryId}"]`);
});
