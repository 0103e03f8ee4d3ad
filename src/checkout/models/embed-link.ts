// Tells the embedding page about the order: the bridge starts once the order is
// known and hears every status change. What it posts, and to whom, is the bridge's business.
// The bridge is a chunk, loaded only where someone can hear the page (a parent window, a
// native app's bridge): a page opened in a browser tab of its own, the usual case, has nobody
// to tell, and its first load does not carry the bridge.
import { effect, type ReadonlySignal, signal } from "@preact/signals";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { appBridgeOf } from "../lib/app-bridge.ts";
import type { BackWay, startEmbedBridge } from "../lib/embed-bridge.ts";
import { paymentStateOf } from "../lib/payment-state.ts";

type StartBridge = typeof startEmbedBridge;
type Bridge = ReturnType<StartBridge>;

/** Where the page's "Back to …" link leads (the bridge decides: see BackWay). */
export const backWay = signal<BackWay>({ kind: "merchant" });

/** Whether anyone can hear this window: a parent (a frame), or a native app's bridge. */
export function heard(win: Window): boolean {
  return win.parent !== win || appBridgeOf(win) !== undefined;
}

/**
 * Links the order to the bridge `start` makes; without one, to the bridge's chunk, loaded at
 * once where `win` is heard (nothing is loaded, and nothing posted, where it is not). Until
 * the chunk is here the page's links are the merchant's, as the service drew them; a chunk
 * that fails to load leaves them so, and tells nobody.
 */
export function linkEmbedBridge(
  order: ReadonlySignal<CheckoutOrder | null>,
  start?: StartBridge,
  win: Window | undefined = typeof window === "undefined" ? undefined : window,
): () => void {
  if (start) return link(order, start);
  if (!win || !heard(win)) return () => {};
  let unlink: (() => void) | null = null;
  let stopped = false;
  import("../lib/embed-bridge.ts").then(
    (module) => {
      if (!stopped) unlink = link(order, (options) => module.startEmbedBridge({ ...options, win }));
    },
    () => {},
  );
  return () => {
    stopped = true;
    unlink?.();
  };
}

function link(order: ReadonlySignal<CheckoutOrder | null>, start: StartBridge): () => void {
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
