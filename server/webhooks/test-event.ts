// The body of a test event: the order status callback's own shape, for an order that does not
// exist, marked `test: true` in its data so a receiver can tell it from a real one (and must
// not ship goods for it). It lets a merchant try a receiver before the integration has any
// order, as a payment provider's "send test webhook" does.
import type { CallbackPayment, Order } from "../../src/shared/schemas/index.ts";
import { orderStatusCallbackBody } from "./payload.ts";

const usdt = (amount: string) => ({ amount, currency: "USDT" });
const usd = (amount: string) => ({ amount, currency: "USD" });

/** TRON's well-known burn address: a valid address nobody can spend from, so never a payer's. */
const NOBODYS_ADDRESS = "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb";

/** A completed 25 USDT (TRC-20) payment order, paid in one transfer, as the service would send it. */
export function testOrder(ids: { orderId: string; transactionId: string }, at: Date): { order: Order; payment: CallbackPayment } {
  const when = at.toISOString();
  const amounts = {
    primaryAmount: usdt("25.000000"),
    secondaryAmount: usd("25.00"),
    serviceFeeAmount: usdt("0.250000"),
    totalAmount: usdt("24.750000"),
  };
  const order: Order = {
    id: ids.orderId,
    type: "payment",
    assetId: "USDT_TRC20",
    status: "completed",
    createdAt: when,
    updatedAt: when,
    transactions: [
      {
        id: ids.transactionId,
        hash: null,
        status: "completed",
        createdAt: when,
        updatedAt: when,
        receiverAddress: NOBODYS_ADDRESS,
        ...amounts,
        confirmations: 19,
        requiredConfirmations: 19,
      },
    ],
    transactionsCount: 1,
    ...amounts,
    externalId: "test-event",
  };
  const payment: CallbackPayment = {
    event: "completed",
    transactionId: ids.transactionId,
    requestedAmount: usdt("25.000000"),
    receivedAmount: usdt("25.000000"),
    overpaidAmount: usdt("0.000000"),
  };
  return { order, payment };
}

/** The signed-to-be body of a test event for the integration. */
export function testEventBody(input: { integrationId: string; orderId: string; transactionId: string; at: Date }): string {
  const { order, payment } = testOrder(input, input.at);
  return orderStatusCallbackBody({ integrationId: input.integrationId, order, at: input.at, payment, test: true });
}
