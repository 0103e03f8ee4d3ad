// In a real browser: an integration that names the origins allowed to embed its
// checkout gets them as the page's frame-ancestors, and the browser enforces them: the demo
// shop (another origin) can no longer show that integration's checkout, while an allowed
// origin still can. A second integration, so the other journeys' orders stay embeddable.
import { expect, test, type Page } from "./support/fixtures.ts";
import { E2E } from "./support/env.ts";
import { sandbox, type CreatedOrder } from "./support/api.ts";
import { merchantPage } from "./support/merchant-page.ts";

async function orderOfIntegrationEmbeddableBy(allowedOrigins: string[]): Promise<CreatedOrder> {
  const integrationId = await sandbox.createIntegration("Framed shop", "https://framed.example");
  await sandbox.call("PUT", `/_sandbox/integrations/${integrationId}/embedding`, { allowedOrigins }, 200);
  return sandbox.createOrder({ integrationId, amount: "25.00" });
}

const checkoutIn = (page: Page) => page.frameLocator("iframe").locator("main[data-screen]");

test("an origin not on the integration's list cannot frame its checkout", async ({ page }) => {
  const order = await orderOfIntegrationEmbeddableBy(["https://shop.example"]);
  const refused = page.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
  await page.goto(merchantPage("/embed/widget", order));
  await refused;
  await expect(checkoutIn(page)).toHaveCount(0);
});

test("an origin on the list frames it as before", async ({ page }) => {
  const order = await orderOfIntegrationEmbeddableBy([E2E.merchantOrigin]);
  await page.goto(merchantPage("/embed/widget", order));
  await expect(checkoutIn(page)).toHaveAttribute("data-screen", "order");
});
