// The merchant's order calls as the chain tests make them, over whatever answers the API: an
// app in this process (chain-app.ts) or the service as a process (chain-service.ts).
import { CUSTOMER, INTEGRATION_ID } from "../../../server/testing.ts";
import type { AssetId } from "./token-contracts.ts";

/** Sends one API request with the merchant's key (ChainApp.call, ServiceProcess.call). */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<Response>;

export interface CreatedOrder {
  orderId: string;
  paymentAddress: string;
}

/** The merchant's read of an order, as far as the chain tests look. */
export interface OrderRead {
  status: string;
  primaryAmount: { amount: string };
  transactions: { hash: string; status: string; totalAmount: { amount: string } }[];
}

/** Creates a payment (of `amount`) or a deposit for the test customer; anything but 201 fails the test. */
export async function createOrder(call: ApiCall, kind: "payment" | "deposit", assetId: AssetId, amount = "25"): Promise<CreatedOrder> {
  const res = await call("POST", `/api/v1/order/${kind}`, {
    integrationId: INTEGRATION_ID,
    assetId,
    customer: CUSTOMER,
    ...(kind === "payment" ? { amount } : {}),
  });
  if (res.status !== 201) throw new Error(`creation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedOrder;
}

/** GET /api/v1/orders/{id}. */
export async function readOrder(call: ApiCall, orderId: string): Promise<OrderRead> {
  return (await (await call("GET", `/api/v1/orders/${orderId}`)).json()) as OrderRead;
}
