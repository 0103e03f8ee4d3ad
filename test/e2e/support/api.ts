// The merchant's side of a journey: create orders and trigger the chain through the real
// service's API and sandbox routes, with the API key (which never reaches a page).
import {
  checkoutOrderPath,
  IncomingOrderCreated,
  IntegrationList,
  Transaction,
  type CheckoutOrder,
} from "../../../src/shared/index.ts";
import { E2E } from "./env.ts";

const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;

async function call(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(new URL(path, E2E.serviceOrigin), {
    method: init.method ?? "GET",
    headers: {
      "X-API-Key": E2E.apiKey,
      Accept: "application/json",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function json(response: Response, expected: number): Promise<unknown> {
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`${response.url} answered ${response.status}, expected ${expected}: ${text}`);
  }
  return text === "" ? undefined : JSON.parse(text);
}

let integrationId: Promise<string> | undefined;

/** The seeded integration every journey's orders belong to. */
export function seededIntegrationId(): Promise<string> {
  integrationId ??= call("/api/v1/integrations")
    .then((r) => json(r, 200))
    .then((body) => {
      const first = IntegrationList.parse(body).data[0];
      if (!first) throw new Error("the service seeded no integration");
      return first.id;
    });
  return integrationId;
}

export interface CreatedOrder extends IncomingOrderCreated {
  integrationId: string;
}

export async function createPaymentOrder(assetId = "USDT_TRC20", amount = "25.00"): Promise<CreatedOrder> {
  const id = await seededIntegrationId();
  const body = await json(
    await call("/api/v1/order/payment", { method: "POST", body: { integrationId: id, amount, assetId, customer } }),
    201,
  );
  return { ...IncomingOrderCreated.parse(body), integrationId: id };
}

export async function createDepositOrder(assetId = "USDT_TRC20"): Promise<CreatedOrder> {
  const id = await seededIntegrationId();
  const body = await json(
    await call("/api/v1/order/deposit", { method: "POST", body: { integrationId: id, assetId, customer } }),
    201,
  );
  return { ...IncomingOrderCreated.parse(body), integrationId: id };
}

/** A payer's funds arrive and are confirmed (sandbox). Omit amount for a payment order's exact amount. */
export async function pay(orderId: string, amount?: string): Promise<Transaction> {
  const body = await json(
    await call(`/_sandbox/orders/${encodeURIComponent(orderId)}/payments`, {
      method: "POST",
      body: amount === undefined ? {} : { amount },
    }),
    201,
  );
  return Transaction.parse(body);
}

export type Fault = "error500" | "error429" | "garbage" | "hang" | "reset";

/** The next checkout order reads of this order fail in these ways, in order (sandbox). */
export async function injectFaults(orderId: string, failures: Fault[]): Promise<void> {
  const response = await call("/_sandbox/faults", { method: "POST", body: { orderId, failures } });
  if (!response.ok) throw new Error(`faults answered ${response.status}: ${await response.text()}`);
}

/** The page's own read, as the browser makes it (no key). */
export async function checkoutOrder(order: CreatedOrder): Promise<CheckoutOrder> {
  const response = await fetch(new URL(checkoutOrderPath(order.integrationId, order.orderId), E2E.serviceOrigin));
  return (await json(response, 200)) as CheckoutOrder;
}

/** A transfer the chain has only seen (sandbox): pending, 0 of N confirmations. */
export async function detect(orderId: string, amount?: string): Promise<Transaction> {
  const body = await json(
    await call(`/_sandbox/orders/${encodeURIComponent(orderId)}/payments`, {
      method: "POST",
      body: { confirmed: false, ...(amount === undefined ? {} : { amount }) },
    }),
    201,
  );
  return Transaction.parse(body);
}

/** New blocks on a pending transfer (sandbox); all that are missing when confirmations is omitted. */
export async function confirm(transactionId: string, confirmations?: number): Promise<Transaction> {
  const body = await json(
    await call(`/_sandbox/transactions/${encodeURIComponent(transactionId)}/confirm`, {
      method: "POST",
      body: confirmations === undefined ? {} : { confirmations },
    }),
    200,
  );
  return Transaction.parse(body);
}

/**
 * A payment order of an integration of its own, with its payment settings: a journey that sets
 * a support contact or tolerance must not change the seeded integration other journeys share.
 */
export async function createOwnPaymentOrder(
  settings: { supportUrl?: string; supportEmail?: string; showExternalIdToPayer?: boolean },
  amount = "25.00",
  assetId = "USDT_TRC20",
  externalId?: string,
): Promise<CreatedOrder> {
  const integration = (await json(await call("/_sandbox/integrations", { method: "POST", body: { name: "Bookshop", url: "https://books.example/shop" } }), 201)) as { id: string };
  await json(await call(`/_sandbox/integrations/${integration.id}/payment-settings`, { method: "PUT", body: settings }), 200);
  const body = await json(
    await call("/api/v1/order/payment", {
      method: "POST",
      body: { integrationId: integration.id, amount, assetId, customer, ...(externalId === undefined ? {} : { externalId }) },
    }),
    201,
  );
  return { ...IncomingOrderCreated.parse(body), integrationId: integration.id };
}

export interface PaymentSettings {
  supportUrl?: string;
  supportEmail?: string;
  showExternalIdToPayer?: boolean;
  /** Decimal text, percent ("0.5"). */
  paymentTolerancePercent?: string;
}

/** An integration of a test's own (sandbox), with its payment settings, shared by the orders it creates. */
export async function createIntegration(name: string, url: string, settings: PaymentSettings = {}): Promise<string> {
  const integration = (await json(await call("/_sandbox/integrations", { method: "POST", body: { name, url } }), 201)) as { id: string };
  await json(await call(`/_sandbox/integrations/${integration.id}/payment-settings`, { method: "PUT", body: settings }), 200);
  return integration.id;
}

/** A payment order (amount given) or a deposit order (amount omitted) of that integration. */
export async function createOrderOf(integrationId: string, assetId: string, amount?: string): Promise<CreatedOrder> {
  const kind = amount === undefined ? "deposit" : "payment";
  const body = await json(
    await call(`/api/v1/order/${kind}`, {
      method: "POST",
      body: { integrationId, assetId, customer, ...(amount === undefined ? {} : { amount }) },
    }),
    201,
  );
  return { ...IncomingOrderCreated.parse(body), integrationId };
}
