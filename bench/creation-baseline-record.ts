// The payment order creation's baseline (bench/creation-baseline-server.ts) stores what the
// service stores: a record of the same fields, so its row has the same bytes to write. Its
// own module so that a test can hold it to the service's record.
import { randomBytes } from "node:crypto";
import { DEMO_CLIENT_ID } from "../server/domain/clients.ts";

const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString("base64url")}`;

/** A new payment order of 25.00 as the service stores it. */
export function orderRecord(id: string, body: { integrationId: string; assetId: string; customer?: unknown }) {
  const now = new Date().toISOString();
  return {
    id,
    type: "payment",
    integrationId: body.integrationId,
    clientId: DEMO_CLIENT_ID,
    assetId: body.assetId,
    status: "inProgress",
    createdAt: now,
    updatedAt: now,
    operationId: randomId("op"),
    customer: body.customer,
    requestedAmount: "25.000000",
    paymentAddress: `T${randomBytes(20).toString("hex").slice(0, 33)}`,
    destinationAddress: null,
    refundOf: null,
    refundedAmount: "0.000000",
    primaryAmount: "0.000000",
    serviceFeeAmount: "0.000000",
    totalAmount: "0.000000",
    secondaryAmount: "0.00",
    transactions: [],
  };
}
