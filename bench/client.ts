// The merchant's side, for the bench: create orders and pay them through the sandbox of the
// service the bench started (test/e2e/support/api.ts is bound to the e2e run's port).
import { IncomingOrderCreated, IntegrationList, Transaction } from "../src/shared/index.ts";

const customer = { type: "individual", firstName: "Bench", lastName: "Payer" } as const;

export interface BenchOrder extends IncomingOrderCreated {
  integrationId: string;
}

export interface Client {
  createPaymentOrder(assetId: string, amount: string): Promise<BenchOrder>;
  pay(orderId: string): Promise<Transaction>;
  /** A transfer the chain has only seen: pending, 0 confirmations. */
  detect(orderId: string): Promise<Transaction>;
}

export function createClient(origin: string, apiKey: string): Client {
  const call = async (path: string, expected: number, body?: unknown): Promise<unknown> => {
    const response = await fetch(new URL(path, origin), {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "X-API-Key": apiKey,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${path} answered ${response.status}, expected ${expected}: ${text}`);
    return JSON.parse(text);
  };
  let integration: Promise<string> | undefined;
  const integrationId = () =>
    (integration ??= call("/api/v1/integrations", 200).then((body) => {
      const first = IntegrationList.parse(body).data[0];
      if (!first) throw new Error("the service seeded no integration");
      return first.id;
    }));
  return {
    async createPaymentOrder(assetId, amount) {
      const id = await integrationId();
      const body = await call("/api/v1/order/payment", 201, { integrationId: id, amount, assetId, customer });
      return { ...IncomingOrderCreated.parse(body), integrationId: id };
    },
    async pay(orderId) {
      return Transaction.parse(await call(`/_sandbox/orders/${encodeURIComponent(orderId)}/payments`, 201, {}));
    },
    async detect(orderId) {
      return Transaction.parse(await call(`/_sandbox/orders/${encodeURIComponent(orderId)}/payments`, 201, { confirmed: false }));
    },
  };
}
