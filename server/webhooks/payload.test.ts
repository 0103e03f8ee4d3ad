import { describe, expect, it } from "vitest";
import { OrderStatusCallback, type Order } from "../../src/shared/schemas/index.ts";
import { orderStatusCallbackBody } from "./index.ts";

const usdt = (amount: string) => ({ amount, currency: "USDT" });
const order: Order = {
  id: "ord_1",
  type: "payment",
  status: "completed",
  createdAt: "2026-11-22T08:00:00.000Z",
  updatedAt: "2026-11-22T08:01:00.000Z",
  transactions: [],
  primaryAmount: usdt("10.000000"),
  secondaryAmount: { amount: "10.00", currency: "USD" },
  serviceFeeAmount: usdt("0.100000"),
  totalAmount: usdt("10.000000"),
  externalId: "shop-42",
};

describe("order status callback body", () => {
  it("wraps the order in the { type, timestamp, data } envelope, with externalId and integrationId", () => {
    const body = orderStatusCallbackBody({ integrationId: "int_1", order, at: new Date("2026-11-22T08:01:00.000Z") });
    const parsed = OrderStatusCallback.parse(JSON.parse(body));
    expect(parsed).toEqual({ type: "order.status", timestamp: "2026-11-22T08:01:00.000Z", data: { ...order, integrationId: "int_1" } });
    expect(parsed.data.externalId).toBe("shop-42");
  });

  it("refuses an order that breaks the contract rather than sending it", () => {
    const broken = { ...order, primaryAmount: { amount: 10, currency: "USDT" } } as unknown as Order;
    expect(() => orderStatusCallbackBody({ integrationId: "int_1", order: broken, at: new Date() })).toThrow();
  });
});
