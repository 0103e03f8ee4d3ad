import { signal } from "@preact/signals";
import { describe, expect, it, vi } from "vitest";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { completed, tronPayment } from "../testing/order-fixtures.ts";
import { linkEmbedBridge } from "./embed-link.ts";

describe("linkEmbedBridge", () => {
  it("starts the bridge once, when the order is known, and hands it every order update's status", () => {
    const bridge = { status: vi.fn(), stop: vi.fn() };
    const start = vi.fn(() => bridge);
    const order = signal<CheckoutOrder | null>(null);
    const unlink = linkEmbedBridge(order, start);
    expect(start).not.toHaveBeenCalled();
    order.value = tronPayment();
    expect(start).toHaveBeenCalledWith({ orderId: "ord_1" });
    order.value = tronPayment({ updatedAt: "later" });
    order.value = completed(tronPayment(), "25.500000");
    expect(start).toHaveBeenCalledTimes(1);
    // Repeats are the bridge's to drop (embed-bridge.test.ts).
    expect(bridge.status.mock.calls).toEqual([["inProgress"], ["inProgress"], ["completed"]]);
    unlink();
    expect(bridge.stop).toHaveBeenCalled();
  });
});
