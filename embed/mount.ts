// mount(), scan() and the one message listener they share.
import { EMBED_ORIGIN_KEY } from "../src/shared/embed-messages.ts";
import type { CryptoCheckoutApi, Mounted, MountOptions } from "./embed.d.ts";
import { createReceiver, emit } from "./events.ts";
import { checkoutTarget } from "./origin.ts";
import { widgetAttributes, widgetCode } from "./widget-code.ts";

/**
 * One embed instance: its mounts, and one `message` listener for all of them.
 * pinnedOrigin: the only origin paymentLinks may have (the script's own), when known.
 */
export function createEmbed(win: Window, pinnedOrigin?: string): CryptoCheckoutApi {
  const doc = win.document;
  const receivers = new Map<HTMLIFrameElement, (event: MessageEvent) => void>();
  const byElement = new WeakMap<Element, Mounted>();

  win.addEventListener("message", (event) => {
    // Only the window of one of our iframes may speak; a window that is not one of them, even
    // of the checkout's origin, is ignored (the receiver then checks origin, shape, order).
    // A browser-sent message always has a source; only this page's own script could dispatch
    // one without (matching a detached iframe's null window), and it needs no forgery to
    // call its own callbacks.
    for (const [iframe, receive] of receivers) {
      if (iframe.contentWindow === event.source) return receive(event);
    }
  });

  function mount(element: Element, options: MountOptions): Mounted {
    const target = checkoutTarget(options.paymentLink, pinnedOrigin);
    byElement.get(element)?.unmount();

    // The embedding origin travels in the fragment: it never reaches a server or a log, and the
    // checkout posts to it only after checking it against what the browser reports.
    target.url.hash = `${EMBED_ORIGIN_KEY}=${encodeURIComponent(win.location.origin)}`;

    const iframe = doc.createElement("iframe");
    // The same attributes, in the same order, as widgetCode(); src also carries the fragment.
    for (const [name, value] of widgetAttributes(target.url.href, options.title)) iframe.setAttribute(name, value);

    const mounted: Mounted = {
      iframe,
      unmount() {
        receivers.delete(iframe);
        if (byElement.get(element) === mounted) byElement.delete(element);
        iframe.remove();
      },
    };
    // Appended first: a missing element throws here, before anything is registered.
    element.appendChild(iframe);
    receivers.set(iframe, createReceiver(element, iframe, target, options));
    byElement.set(element, mounted);
    return mounted;
  }

  function scan(root: ParentNode = doc): void {
    root.querySelectorAll("[data-crypto-checkout]").forEach((element) => {
      try {
        if (!byElement.has(element)) mount(element, { paymentLink: element.getAttribute("data-crypto-checkout")! });
      } catch (error) {
        // One bad element must not stop the others; the page can listen for this.
        emit(element, "error", { message: (error as Error).message });
      }
    });
  }

  return { mount, scan, widgetCode };
}
