// Compiled by `npm run typecheck` (tsconfig includes test/), never run: the typed client must
// refuse a wrong assetId and an unknown path at compile time. Each @ts-expect-error fails the
// type check if the line below it ever compiles; test/kit/client-compile.test.ts also checks
// that without the directives these lines are errors.
import { createCheckoutClient } from "../../kit/client/src/index.ts";

const client = createCheckoutClient({ baseUrl: "http://127.0.0.1:8080", apiKey: "sk_sandbox_example" });
const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;

export async function compiles() {
  const { data, error } = await client.POST("/api/v1/order/payment", {
    body: { integrationId: "int_1", amount: "25.00", assetId: "USDT_TRC20", customer },
  });
  if (data) return data.paymentLink satisfies string;
  return error;
}

export async function refused() {
  await client.POST("/api/v1/order/payment", {
    // @ts-expect-error: "USDT_TRC21" is not an asset id of the document.
    body: { integrationId: "int_1", amount: "25.00", assetId: "USDT_TRC21", customer },
  });
  // @ts-expect-error: the document has no such path.
  await client.GET("/api/v1/order/unknown");
  await client.GET("/api/v1/orders/{orderId}", { params: { path: { orderId: "ord_1" } } });
}
