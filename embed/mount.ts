// mount(), scan(), open() and the one message listener they share.
import { EMBED_ORIGIN_KEY } from "../src/shared/embed-messages.ts";
import type { CryptoCheckoutApi, Mounted, MountOptions, Opened, OpenOptions } from "./embed.d.ts";
import { createReceiver, emit } from "./events.ts";
import { checkoutTarget } from "./origin.ts";
import { widgetCode, widgetFrame } from "./widget-code.ts";

/** What the modal module (embed-modal.js, loaded on the first open()) exports. */
export interface ModalModule {
  openModal(api: CryptoCheckoutApi, paymentLink: string, options: OpenOptions, opener: Element | null): Opened;
}

/** A mount as this instance keeps it: what mount() returned, and how its iframe is heard. */
type Mount = [mounted: Mounted, receive: (event: MessageEvent) => void];

/**
 * One embed instance: its mounts, and one `message` listener for all of them.
 * pinnedOrigin: the only origin paymentLinks may have (the script's own), when known.
 * loadModal: where open() gets the modal from, on the first open() only: a page that never
 * opens a modal never downloads it.
 */
export function createEmbed(win: Window, pinnedOrigin: string | undefined, loadModal: () => Promise<ModalModule>): CryptoCheckoutApi {
  const doc = win.document;
  // By element: one mount per element, and the elements scan() has done.
  const mounts = new Map<Element, Mount>();

  win.addEventListener("message", (event) => {
    // Only the window of one of our iframes may speak; a window that is not one of them, even
    // of the checkout's origin, is ignored (the receiver then checks origin, shape, order).
    // A browser-sent message always has a source; only this page's own script could dispatch
    // one without (matching a detached iframe's null window), and it needs no forgery to
    // call its own callbacks.
    for (const [mounted, receive] of mounts.values()) {
      if (mounted.iframe.contentWindow === event.source) return receive(event);
    }
  });

  const mount = (element: Element, options: MountOptions): Mounted => {
    const target = checkoutTarget(options.paymentLink, pinnedOrigin);
    const { url } = target;
    const { theme, locale } = options;
    mounts.get(element)?.[0].unmount();

    // Presentation only, in the checkout's own query parameters (it takes nothing else from its
    // URL: the address and the amount always come from the service). "auto", the default,
    // sends no theme: the checkout then follows prefers-color-scheme, as the host page does.
    if (theme && theme !== "auto") url.searchParams.set("theme", theme);
    if (locale) url.searchParams.set("lang", locale);
    // The embedding origin travels in the fragment: it never reaches a server or a log, and the
    // checkout posts to it only after checking it against what the browser reports.
    url.hash = `${EMBED_ORIGIN_KEY}=${encodeURIComponent(win.location.origin)}`;

    // The same attributes, in the same order, as widgetCode(); src also carries the fragment.
    const iframe = widgetFrame(doc, url.href, options.title);
    const mounted: Mounted = {
      iframe,
      unmount() {
        if (mounts.get(element)?.[0] === mounted) mounts.delete(element);
        iframe.remove();
      },
    };
    // Appended first: a missing element throws here, before anything is registered.
    element.appendChild(iframe);
    mounts.set(element, [mounted, createReceiver(element, iframe, target, options)]);
    return mounted;
  };

  const scan = (root: ParentNode = doc): void =>
    root.querySelectorAll("[data-crypto-checkout]").forEach((element) => {
      try {
        if (!mounts.has(element)) mount(element, { paymentLink: element.getAttribute("data-crypto-checkout")! });
      } catch (error) {
        // One bad element must not stop the others; the page can listen for this.
        emit(element, "error", { message: (error as Error).message });
      }
    });

  const open = (paymentLink: string, options: OpenOptions = {}): Opened => {
    // A bad link is refused at once, as mount() refuses it.
    checkoutTarget(paymentLink, pinnedOrigin);
    // The opener now, before the module arrives: focus returns there on close.
    const opener = doc.activeElement;
    // A close() before the module arrived runs right after it opens, before anything is drawn.
    const opened = loadModal().then((module) => module.openModal(api, paymentLink, options, opener));
    return { close: () => void opened.then((modal) => modal.close()) };
  };

  const api: CryptoCheckoutApi = { mount, scan, open, widgetCode };
  return api;
}
