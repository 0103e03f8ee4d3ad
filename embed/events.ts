// Turns the checkout's messages into the host page's callbacks and DOM events.
import { isCheckoutMessage } from "../src/shared/embed-messages.ts";
import type { CheckoutEventDetail, MountOptions } from "./embed.d.ts";
import type { CheckoutTarget } from "./origin.ts";
import { resizeFrame } from "./resize.ts";

/** Bubbling, so one listener on document can follow every mount on the page. */
export function emit(element: Element, type: string, detail: unknown): void {
  element.dispatchEvent(new CustomEvent("crypto-checkout:" + type, { detail, bubbles: true }));
}

/**
 * Handles what one mount's iframe posted. The window's listener has already matched
 * event.source to this mount's iframe window; here the origin, the shape and the order are
 * checked. ready and completed fire once per mount, status and payment only on a change, even
 * when the checkout reloads inside the frame and says it all again.
 */
export function createReceiver(element: Element, iframe: HTMLIFrameElement, target: CheckoutTarget, options: MountOptions) {
  const fired = new Set<string>();
  let last: string | undefined;
  let state: string | undefined;
  return (event: MessageEvent): void => {
    const data: unknown = event.data;
    if (event.origin !== target.origin || !isCheckoutMessage(data) || data.orderId !== target.orderId) return;
    if (data.type === "resize") return resizeFrame(iframe, data.height);
    // The detail is the message less its envelope: orderId, status or state, and amounts.
    const { source, type, ...detail } = data;
    if (type === "payment") {
      // Compares the last state with the new one and keeps the new one, in one expression.
      if (state !== (state = data.state)) emit(element, type, detail);
      return;
    }
    if (type === "status" ? data.status === last : fired.has(type)) return;
    fired.add(type);
    // completed is an event of its own, not a status change: it leaves `last` alone.
    if (type !== "completed") last = data.status;
    emit(element, type, detail);
    (type === "ready" ? options.onReady : type === "status" ? options.onStatus : options.onComplete)?.(detail as CheckoutEventDetail);
  };
}
