// The merchant's side of a test, a bench or a script: create integrations and orders through the
// real service's API and move the simulated chain through its sandbox routes, with the API key
// (which never reaches a page). One client, bound to the service the caller started.
import { checkoutOrderPath, IncomingOrderCreated, IntegrationList, Transaction, type CheckoutOrder } from "../../src/shared/index.ts";

const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;

export interface CreatedOrder extends IncomingOrderCreated {
  integrationId: string;
}

/** The payment settings the sandbox lets a test set on an integration of its own. */
export interface PaymentSettings {
  supportUrl?: string;
  supportEmail?: string;
  showExternalIdToPayer?: boolean;
  /** Decimal text, percent ("0.5"). */
  paymentTolerancePercent?: string;
}

/** How the sandbox makes the page's next order reads fail (`/_sandbox/faults`). */
export type Fault = "error500" | "error429" | "garbage" | "hang" | "reset";

export interface OrderRequest {
  /** The seeded integration when omitted. */
  integrationId?: string;
  assetId?: string;
  /** A payment order of this decimal amount; a deposit order when omitted. */
  amount?: string;
  externalId?: string;
}

export interface SandboxClient {
  /** One authenticated call; fails naming the route and the answer unless it is `expected`. */
  call(method: string, path: string, body?: unknown, expected?: number): Promise<unknown>;
  /** The integration the service seeded (the first one its key lists). */
  seededIntegrationId(): Promise<string>;
  /** An integration of the caller's own, with its payment settings. */
  createIntegration(name: string, url: string, settings?: PaymentSettings): Promise<string>;
  createOrder(request?: OrderRequest): Promise<CreatedOrder>;
  createPaymentOrder(assetId?: string, amount?: string): Promise<CreatedOrder>;
  createDepositOrder(assetId?: string): Promise<CreatedOrder>;
  /** A payer's funds arrive and are confirmed. Omit amount for a payment order's exact remainder. */
  pay(orderId: string, amount?: string): Promise<Transaction>;
  /** A transfer the chain has only seen: pending, 0 of N confirmations. */
  detect(orderId: string, amount?: string): Promise<Transaction>;
  /** New blocks on a pending transfer; all that are missing when confirmations is omitted. */
  confirm(transactionId: string, confirmations?: number): Promise<Transaction>;
  /** The next checkout reads of this order fail in these ways, in order. */
  injectFaults(orderId: string, failures: Fault[]): Promise<void>;
  /** The page's own read, as the browser makes it (no key). */
  checkoutOrder(order: CreatedOrder): Promise<CheckoutOrder>;
}

export function sandboxClient(origin: string, apiKey: string): SandboxClient {
  async function call(method: string, path: string, body?: unknown, expected?: number): Promise<unknown> {
    const response = await fetch(new URL(path, origin), {
      method,
      headers: {
        "X-API-Key": apiKey,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const wrong = expected === undefined ? !response.ok : response.status !== expected;
    if (wrong) throw new Error(`${method} ${path} answered ${response.status}${expected ? `, expected ${expected}` : ""}: ${text}`);
    return text === "" ? undefined : JSON.parse(text);
  }

  let seeded: Promise<string> | undefined;
  const seededIntegrationId = () =>
    (seeded ??= call("GET", "/api/v1/integrations", undefined, 200).then((body) => {
      const first = IntegrationList.parse(body).data[0];
      if (!first) throw new Error("the service seeded no integration");
      return first.id;
    }));

  async function createOrder(request: OrderRequest = {}): Promise<CreatedOrder> {
    const integrationId = request.integrationId ?? (await seededIntegrationId());
    const { amount, externalId, assetId = "USDT_TRC20" } = request;
    const body = await call(
      "POST",
      `/api/v1/order/${amount === undefined ? "deposit" : "payment"}`,
      {
        integrationId,
        assetId,
        customer,
        ...(amount === undefined ? {} : { amount }),
        ...(externalId === undefined ? {} : { externalId }),
      },
      201,
    );
    return { ...IncomingOrderCreated.parse(body), integrationId };
  }

  const payments = (orderId: string, body: object) =>
    call("POST", `/_sandbox/orders/${encodeURIComponent(orderId)}/payments`, body, 201).then((tx) => Transaction.parse(tx));

  return {
    call,
    seededIntegrationId,
    async createIntegration(name, url, settings = {}) {
      const integration = (await call("POST", "/_sandbox/integrations", { name, url }, 201)) as { id: string };
      await call("PUT", `/_sandbox/integrations/${integration.id}/payment-settings`, settings, 200);
      return integration.id;
    },
    createOrder,
    createPaymentOrder: (assetId = "USDT_TRC20", amount = "25.00") => createOrder({ assetId, amount }),
    createDepositOrder: (assetId = "USDT_TRC20") => createOrder({ assetId }),
    pay: (orderId, amount) => payments(orderId, amount === undefined ? {} : { amount }),
    detect: (orderId, amount) => payments(orderId, { confirmed: false, ...(amount === undefined ? {} : { amount }) }),
    confirm: async (transactionId, confirmations) =>
      Transaction.parse(
        await call(
          "POST",
          `/_sandbox/transactions/${encodeURIComponent(transactionId)}/confirm`,
          confirmations === undefined ? {} : { confirmations },
          200,
        ),
      ),
    injectFaults: async (orderId, failures) => {
      await call("POST", "/_sandbox/faults", { orderId, failures });
    },
    checkoutOrder: async (order) => {
      const response = await fetch(new URL(checkoutOrderPath(order.integrationId, order.orderId), origin));
      const text = await response.text();
      if (response.status !== 200) throw new Error(`the page's read answered ${response.status}: ${text}`);
      return JSON.parse(text) as CheckoutOrder;
    },
  };
}
