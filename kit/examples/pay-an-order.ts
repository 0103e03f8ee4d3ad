// The quickstart's merchant side, with the typed client: point the first integration's callbacks
// at the receiver, create a payment order, and pay it as the chain would (a sandbox route).
//   API_KEY=sk_… npx tsx kit/examples/pay-an-order.ts      (SERVICE_URL, RECEIVER_URL)
import { createCheckoutClient } from "../client/src/index.ts";

const apiKey = process.env.API_KEY ?? "";
const baseUrl = process.env.SERVICE_URL ?? "http://127.0.0.1:8080";
const callbackUrl = process.env.RECEIVER_URL ?? "http://127.0.0.1:4000/hooks";
if (apiKey === "") {
  console.error("Set API_KEY to the API key `npm start` printed.");
  process.exit(1);
}

const api = createCheckoutClient({ baseUrl, apiKey });
const fail = (what: string, error: unknown): never => {
  console.error(`${what} failed: ${JSON.stringify(error)}`);
  process.exit(1);
};

const integrations = await api.GET("/api/v1/integrations");
const integration = integrations.data?.data[0] ?? fail("listing integrations", integrations.error);
const integrationId = integration.id;

const hook = await api.PUT("/_sandbox/integrations/{integrationId}/webhook", {
  params: { path: { integrationId } },
  body: { callbackUrl, orderTypes: ["Payment"] },
});
if (hook.error) fail("setting the callback URL", hook.error);

const created = await api.POST("/api/v1/order/payment", {
  body: {
    integrationId,
    amount: "25.00",
    assetId: "USDT_TRC20",
    customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" },
    externalId: `quickstart-${Date.now()}`,
  },
});
const order = created.data ?? fail("creating the order", created.error);
console.log(`created ${order.orderId}: ${order.paymentLink}`);

const paid = await api.POST("/_sandbox/orders/{orderId}/payments", { params: { path: { orderId: order.orderId } }, body: {} });
if (paid.error) fail("paying the order", paid.error);
console.log(`paid ${order.orderId}: the receiver gets its order status callback`);
