// What the checkout's messages do on the host page: a module of its own
// (dist/embed/embed-events.js), which the embed script starts loading on its first mount(),
// right after that mount's iframe (so the checkout's document is asked for first, and this
// module has almost always arrived before the checkout has anything to say). The script keeps
// the one message listener, from its start, and hands every message to hear() in the order
// they came: none is lost while this module loads, and each is checked here as strictly as if
// it had just arrived.
import { MAX_CHECKOUT_HEIGHT, MESSAGE_SOURCE, type CheckoutMessage } from "../src/shared/embed-messages.ts";
import type { CheckoutEventDetail, Mounted, MountOptions } from "./embed.d.ts";
import { resizeFrame } from "./resize.ts";

/** Bubbling, so one listener on document can follow every mount on the page. */
function emit(element: Element, type: string, detail: unknown): void {
  element.dispatchEvent(new CustomEvent(`crypto-checkout:${type}`, { detail, bubbles: true }));
}

/** An element scan() could not mount: why, for the page's developer. */
export const refused = (element: Element, error: Error) => emit(element, "error", { message: error.message });

const CALLBACKS: Record<string, "onReady" | "onStatus" | "onComplete"> = { ready: "onReady", status: "onStatus", completed: "onComplete" };

/**
 * A mount as this instance keeps it: what mount() returned, its options (the paymentLink, which
 * says the checkout's origin and the order it shows, and the callbacks), what it has heard
 * so far (the message rules keep it), and the order its messages must name.
 */
export type MountRecord = [mounted: Mounted, options: MountOptions, heard?: Record<string, unknown>, orderId?: string];

/**
 * Handles one message the page received. Only the window of one of the mounted iframes may
 * speak; a window that is not one of them, even of the checkout's origin, is ignored. A
 * browser-sent message always has a source; only the page's own script could dispatch one
 * without (matching a detached iframe's null window, which a mounted one never has), and it
 * needs no forgery to call its own callbacks. Then the origin, the envelope and the order are
 * checked, then each type's one field; a message in another shape, or of a type it does not
 * know, is ignored.
 *
 * ready and completed fire once per mount, status and payment only on a change, even when the
 * checkout reloads inside the frame and says it all again. close (the payer's Escape) fires
 * every time: it is a request, not news.
 */
export function hear(event: MessageEvent, mounts: Map<Element, MountRecord>): void {
  const { source: from, origin, data } = event;
  for (const [element, record] of mounts) {
    const [{ iframe }, options] = record;
    if (iframe.contentWindow !== from) continue;
    // The checkout's origin and the order the mount shows, from its paymentLink (which mount()
    // has checked: an http(s) URL with an orderId, or a payment link's page, on the pinned
    // origin if there is one). A payment link's page has no order until the payer picks an
    // asset, inside this same frame: the first order this iframe's window speaks of, from the
    // checkout's origin, is the mount's from then on, and any other is ignored.
    const link = new URL(options.paymentLink);
    if (
      origin !== link.origin ||
      data?.source !== MESSAGE_SOURCE ||
      data.orderId !== (record[3] ||= link.searchParams.get("orderId") || data.orderId)
    )
      return;
    // The detail is the message less its envelope: orderId, status or state, and amounts.
    const { source, type, ...detail } = data as CheckoutMessage;
    const { status, state, height } = data;
    const callback = CALLBACKS[type];
    // The mount's memory, kept on its record: ready and status share "status" (a status is news
    // only if it differs from the last one), ready and completed are marked once, payment keeps
    // its state.
    const last = (record[2] ||= {});
    if (type === "close") emit(element, type, detail);
    // isInteger is false for anything but a number; the cap keeps a runaway report from
    // stretching the host page.
    else if (type === "resize") Number.isInteger(height) && height > 0 && height <= MAX_CHECKOUT_HEIGHT && resizeFrame(iframe, height);
    // Ready comes first, as the guide promises: a state heard before it (a checkout of an
    // earlier build said it first) is kept, the latest one, and heard again right after ready.
    // Then it compares the last state with the new one and keeps the new one, in one expression.
    else if (type === "payment")
      typeof state === "string" &&
        (last.ready ? last.payment !== (last.payment = state) && emit(element, type, detail) : (last.held = event));
    else if (callback && typeof status === "string" && !(type === "status" ? status === last.status : last[type])) {
      last[type] = 1;
      // completed is an event of its own, not a status change: it leaves the last status alone.
      if (type !== "completed") last.status = status;
      emit(element, type, detail);
      options[callback]?.(detail as CheckoutEventDetail);
      const held = last.held as MessageEvent | undefined;
      if (held) {
        last.held = 0;
        hear(held, mounts);
      }
    }
    return;
  }
}
