// In a real browser: an integration that names the origins allowed to embed its
// checkout gets them as the page's frame-ancestors, and the browser enforces them: the demo
// shop (another origin) can no longer show that integration's checkout, while an allowed
// origin still can. A second integration, so the other journeys' orders stay embeddable.
import { expect, test, type Page } from "playwright/test";
import { IncomingOrderCreated } from "../../src/shared/index.ts";
import { E2E } from "./support/env.ts";
import type { CreatedOrder } from "./support/api.ts";
import { merchantPage } from "./support/merchant-page.ts";

async function api(path: string, method: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, E2E.serviceOrigin), {
    method,
    headers: { "X-API-Key": E2E.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function orderOfIntegrationEmbeddableBy(allowedOrigins: string[]): Promise<CreatedOrder> {
  const integration = (await api("/_sandbox/integrations", "POST", { name: "Framed shop", url: "https://framed.example" })) as { id: string };
  await api(`/_sandbox/integrations/${integration.id}/embedding`, "PUT", { allowedOrigins });
  const created = IncomingOrderCreated.parse(
    await api("/api/v1/order/payment", "POST", {
      integrationId: integration.id,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" },
    }),
  );
  return { ...created, integrationId: integration.id };
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
