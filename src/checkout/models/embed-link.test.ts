import { signal } from "@preact/signals";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { completed, tronPayment } from "../testing/order-fixtures.ts";
import { linkEmbedBridge } from "./embed-link.ts";

describe("linkEmbedBridge", () => {
  it("starts the bridge once, when the order is known, and hands it every order update's status", () => {
    const bridge = { back: { kind: "merchant" as const }, status: vi.fn(), payment: vi.fn(), stop: vi.fn() };
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
    expect(bridge.payment.mock.calls.map(([state, amounts]) => [state, amounts.received])).toEqual([
      ["waiting", "0.000000"],
      ["waiting", "0.000000"],
      ["completed", "25.500000"],
    ]);
    expect(bridge.payment.mock.calls[2]![1]).toEqual({ requested: "25.500000", received: "25.500000", currency: "USDT" });
    unlink();
    expect(bridge.stop).toHaveBeenCalled();
  });

  it("names the merchant's orderId, not the gateway's link id, when the reference carries it", () => {
    const start = vi.fn(() => ({ back: { kind: "merchant" as const }, status: vi.fn(), payment: vi.fn(), stop: vi.fn() }));
    const unlink = linkEmbedBridge(
      signal<CheckoutOrder | null>(tronPayment({ id: "f".repeat(32), reference: { kind: "orderId", value: "ord_up_7" } })),
      start,
    );
    expect(start).toHaveBeenCalledWith({ orderId: "ord_up_7" });
    unlink();
  });

  it("keeps the order id when the reference is the merchant's externalId", () => {
    const start = vi.fn(() => ({ back: { kind: "merchant" as const }, status: vi.fn(), payment: vi.fn(), stop: vi.fn() }));
    const unlink = linkEmbedBridge(signal<CheckoutOrder | null>(tronPayment({ reference: { kind: "externalId", value: "inv-9" } })), start);
    expect(start).toHaveBeenCalledWith({ orderId: "ord_1" });
    unlink();
  });

  describe("the bridge's chunk", () => {
    afterEach(() => {
      vi.doUnmock("../lib/embed-bridge.ts");
      vi.resetModules();
    });

    /** A fresh embed-link whose bridge chunk records that it was loaded and what it started. */
    async function withChunk() {
      const loaded = vi.fn();
      const start = vi.fn((_options: { orderId: string; win?: Window }) => ({
        back: { kind: "none" as const },
        status: vi.fn(),
        payment: vi.fn(),
        stop: vi.fn(),
      }));
      vi.resetModules();
      vi.doMock("../lib/embed-bridge.ts", () => {
        loaded();
        return { startEmbedBridge: start };
      });
      const link = await import("./embed-link.ts");
      return { link, loaded, start };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it("is not loaded in a tab of its own, where nobody hears the page", async () => {
      const { link, loaded } = await withChunk();
      const tab = {} as Window & { parent: Window };
      tab.parent = tab;
      const unlink = link.linkEmbedBridge(signal<CheckoutOrder | null>(tronPayment()), undefined, tab);
      await settle();
      expect(loaded).not.toHaveBeenCalled();
      expect(link.backWay.value).toEqual({ kind: "merchant" });
      unlink();
    });

    it("is loaded in a frame and in a native app's WebView, and starts there with the order", async () => {
      const framed = { parent: {} } as unknown as Window;
      const app = { ReactNativeWebView: { postMessage() {} } } as unknown as Window & { parent: Window };
      app.parent = app;
      for (const win of [framed, app]) {
        const { link, loaded, start } = await withChunk();
        const unlink = link.linkEmbedBridge(signal<CheckoutOrder | null>(tronPayment()), undefined, win);
        await vi.waitFor(() => expect(start).toHaveBeenCalledWith({ orderId: "ord_1", win }));
        expect(loaded).toHaveBeenCalledTimes(1);
        expect(link.backWay.value).toEqual({ kind: "none" });
        unlink();
      }
    });
  });
});
