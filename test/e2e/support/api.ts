// The merchant's side of an end-to-end test: the one sandbox client (test/support/sandbox-client.ts)
// bound to the service the Playwright run started.
import { sandboxClient, type CreatedOrder, type PaymentSettings } from "../../support/sandbox-client.ts";
import { E2E } from "./env.ts";

export type { CreatedOrder, Fault, PaymentSettings } from "../../support/sandbox-client.ts";

export const sandbox = sandboxClient(E2E.serviceOrigin, E2E.apiKey);
export const {
  seededIntegrationId,
  createPaymentOrder,
  createDepositOrder,
  pay,
  detect,
  confirm,
  injectFaults,
  checkoutOrder,
  createIntegration,
} = sandbox;

/** A payment order (amount given) or a deposit order (amount omitted) of that integration. */
export const createOrderOf = (integrationId: string, assetId: string, amount?: string): Promise<CreatedOrder> =>
  sandbox.createOrder({ integrationId, assetId, ...(amount === undefined ? {} : { amount }) });

/**
 * A payment order of an integration of its own, with its payment settings: a test that sets a
 * support contact or tolerance must not change the seeded integration other tests share.
 */
export async function createOwnPaymentOrder(
  settings: PaymentSettings,
  amount = "25.00",
  assetId = "USDT_TRC20",
  externalId?: string,
): Promise<CreatedOrder> {
  const integrationId = await createIntegration("Bookshop", "https://books.example/shop", settings);
  return sandbox.createOrder({ integrationId, amount, assetId, ...(externalId === undefined ? {} : { externalId }) });
}

/**
 * A payment link of the seeded integration, a "T-shirt" priced at 10 USD with its return URL
 * (and, when given, each order's window in minutes); answers the link's URL.
 */
export async function createTenDollarLink(returnUrl: string, expiresInMinutes?: number): Promise<string> {
  const created = (await sandbox.call(
    "POST",
    "/api/v1/payment-links",
    {
      integrationId: await seededIntegrationId(),
      name: "T-shirt",
      price: { amount: "10.00", currency: "USD" },
      returnUrl,
      ...(expiresInMinutes === undefined ? {} : { expiresInMinutes }),
    },
    201,
  )) as { url: string };
  return created.url;
}
