// Tells the embedding page about the order: the bridge starts once the order is
// known and hears every status change. What it posts, and to whom, is the bridge's business.
import { effect, type ReadonlySignal, signal } from "@preact/signals";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { type BackWay, startEmbedBridge } from "../lib/embed-bridge.ts";
import { paymentStateOf } from "../lib/payment-state.ts";

type StartBridge = typeof startEmbedBridge;
type Bridge = ReturnType<StartBridge>;

/** Where the page's "Back to …" link leads (the bridge decides: see BackWay). */
export const backWay = signal<BackWay>({ kind: "merchant" });

export function linkEmbedBridge(order: ReadonlySignal<CheckoutOrder | null>, start: StartBridge = startEmbedBridge): () => void {
  let bridge: Bridge | null = null;
  const dispose = effect(() => {
    const current = order.value;
    if (!current) return;
    // The merchant's orderId: the page's own id is the gateway's link id in gateway mode, where
    // the receipt's reference carries the upstream's orderId (in the sandbox both are the same).
    if (!bridge) {
      bridge = start({ orderId: current.reference.kind === "orderId" ? current.reference.value : current.id });
      backWay.value = bridge.back;
    }
    // Every change of the order lands here; the bridge itself drops repeated statuses and states.
    // The state first: a host hears "payment: completed" (with the amounts) before "completed".
    bridge.payment(paymentStateOf(current), {
      requested: current.requestedAmount?.amount ?? null,
      received: current.receivedAmount.amount,
      currency: current.asset.currencyCode,
    });
    bridge.status(current.status);
  });
  return () => {
    dispose();
    bridge?.stop();
  };
}
