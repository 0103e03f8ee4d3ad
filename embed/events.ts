// Turns the checkout's messages into the host page's callbacks and DOM events.
import { MAX_CHECKOUT_HEIGHT, MESSAGE_SOURCE, type CheckoutMessage } from "../src/shared/embed-messages.ts";
import type { CheckoutEventDetail, MountOptions } from "./embed.d.ts";
import type { CheckoutTarget } from "./origin.ts";
import { resizeFrame } from "./resize.ts";

/** Bubbling, so one listener on document can follow every mount on the page. */
export function emit(element: Element, type: string, detail: unknown): void {
  element.dispatchEvent(new CustomEvent(`crypto-checkout:${type}`, { detail, bubbles: true }));
}

const CALLBACKS: Record<string, "onReady" | "onStatus" | "onComplete"> = { ready: "onReady", status: "onStatus", completed: "onComplete" };

/**
 * Handles what one mount's iframe posted. The window's listener has already matched
 * event.source to this mount's iframe window; here the origin, the envelope and the order are
 * checked, then each type's one field (in one pass: the embed's budget counts every byte); a
 * message in another shape, or of a type it does not know, is ignored. ready and completed fire once per mount, status and
 * payment only on a change, even when the checkout reloads inside the frame and says it all
 * again. close (the payer's Escape) fires every time: it is a request, not news.
 */
export function createReceiver(element: Element, iframe: HTMLIFrameElement, target: CheckoutTarget, options: MountOptions) {
  // The last value heard per kind: ready and status share "status" (a status is news only if
  // it differs from the last one), ready and completed are marked once, payment keeps its state.
  const last: Record<string, unknown> = {};
  return ({ origin, data }: MessageEvent): void => {
    if (origin !== target.url.origin || data?.source !== MESSAGE_SOURCE || data.orderId !== target.orderId) return;
    // The detail is the message less its envelope: orderId, status or state, and amounts.
    const { source, type, ...detail } = data as CheckoutMessage;
    const { status, state, height } = data;
    const callback = CALLBACKS[type];
    if (type === "close") emit(element, type, detail);
    // isInteger is false for anything but a number; the cap keeps a runaway report from
    // stretching the host page.
    else if (type === "resize") Number.isInteger(height) && height > 0 && height <= MAX_CHECKOUT_HEIGHT && resizeFrame(iframe, height);
    // Compares the last state with the new one and keeps the new one, in one expression.
    else if (type === "payment") typeof state === "string" && last.payment !== (last.payment = state) && emit(element, type, detail);
    else if (callback && typeof status === "string" && !(type === "status" ? status === last.status : last[type])) {
      last[type] = 1;
      // completed is an event of its own, not a status change: it leaves the last status alone.
      if (type !== "completed") last.status = status;
      emit(element, type, detail);
      options[callback]?.(detail as CheckoutEventDetail);
    }
  };
}
