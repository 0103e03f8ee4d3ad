// mount(), scan(), open() and the one message listener they share: everything that must happen
// at once (the checkout's iframe starts loading in the same task as mount()). What the
// checkout's messages do is a module of its own, loaded beside it (embed-events.ts).
import { EMBED_BACK_KEY, EMBED_ORIGIN_KEY } from "../src/shared/embed-messages.ts";
import type { CryptoCheckoutApi, Mounted, MountOptions, Opened, OpenOptions } from "./embed.d.ts";
import type * as EventsModule from "./embed-events.ts";
import type { MountRecord } from "./embed-events.ts";
import { checkoutTarget } from "./origin.ts";
import { widgetCode, widgetFrame } from "./widget-code.ts";

/** What the modal module (embed-modal.js, loaded on the first open()) exports. */
export interface ModalModule {
  openModal(api: CryptoCheckoutApi, paymentLink: string, options?: OpenOptions, opener?: Element | null): Opened;
}

/** The modules loaded when first needed, by their file names beside the script. */
export interface LazyModules {
  "embed-modal.js": ModalModule;
  "embed-events.js": typeof EventsModule;
}

export type Load = <File extends keyof LazyModules>(file: File) => Promise<LazyModules[File]>;

/**
 * One embed instance: its mounts, and one `message` listener for all of them.
 * pinnedOrigin: the only origin paymentLinks may have (the script's own), when known.
 * load: where the lazily loaded modules come from. The modal on the first open() only (a page
 * that never opens a modal never downloads it); the message rules on the first mount(), once
 * its iframe has started loading (a page that only calls widgetCode() never downloads them).
 */
export function createEmbed(pinnedOrigin: string | false | undefined, load: Load): CryptoCheckoutApi {
  // By element: one mount per element, and the elements scan() has done.
  const mounts = new Map<Element, MountRecord>();
  let rules: Promise<typeof EventsModule> | undefined;
  const loadRules = () => (rules ||= load("embed-events.js"));

  // Listening from the start, so no message is lost while the rules load: each one waits for
  // them on one promise (so in the order the messages came; a microtask once they are here),
  // and they then match its window to a mount's iframe that is still mounted, then check
  // origin, shape and order, as if it had just arrived (an iframe's window is the same object
  // for as long as it is in the document). With no mount, no message can be ours.
  addEventListener("message", (event) => mounts.size && loadRules().then((events) => events.hear(event, mounts)));

  const mount = (element: Element, options: MountOptions): Mounted => {
    const url = checkoutTarget(options.paymentLink, pinnedOrigin);
    mounts.get(element)?.[0].unmount();

    // Presentation only, in the checkout's own query parameters (it takes nothing else from its
    // URL: the address and the amount always come from the service). "auto", the default, is
    // passed on as it is: the checkout knows only light and dark, and for anything else follows
    // prefers-color-scheme, as the host page does. And where "Back to …" leads (the checkout
    // shows it only then): the merchant's return URL, or "close" from the modal, which asks to
    // be closed; not secret, and the checkout follows it only inside a frame the script made.
    for (const [name, value] of [
      ["theme", options.theme],
      ["lang", options.locale],
      [EMBED_BACK_KEY, options.returnUrl],
    ])
      value && url.searchParams.set(name!, value);
    // The embedding origin travels in the fragment: it never reaches a server or a log, and the
    // checkout posts to it only after checking it against what the browser reports. An origin
    // needs no escaping there (scheme, host and port: no '&', '+', '%' or '#').
    url.hash = `${EMBED_ORIGIN_KEY}=${location.origin}`;

    // The same attributes, in the same order, as widgetCode(); src also carries the fragment.
    const iframe = widgetFrame(url.href, options.title);
    const mounted: Mounted = {
      iframe,
      unmount() {
        if (mounts.get(element)?.[0] === mounted) mounts.delete(element);
        iframe.remove();
      },
    };
    // Appended first: a missing element throws here, before anything is registered, and the
    // checkout's document is asked for before the rules are.
    element.appendChild(iframe);
    mounts.set(element, [mounted, options]);
    loadRules();
    return mounted;
  };

  const scan = (root: ParentNode = document): void =>
    root.querySelectorAll("[data-crypto-checkout]").forEach((element) => {
      try {
        if (!mounts.has(element)) mount(element, { paymentLink: element.getAttribute("data-crypto-checkout")! });
      } catch (error) {
        // One bad element must not stop the others; the page can listen for the event, which
        // the module that sends all the others sends.
        loadRules().then((events) => events.refused(element, error as Error));
      }
    });

  const open = (paymentLink: string, options?: OpenOptions): Opened => {
    // A bad link is refused at once, as mount() refuses it.
    checkoutTarget(paymentLink, pinnedOrigin);
    // The opener now, before the module arrives: focus returns there on close.
    const opener = document.activeElement;
    // A close() before the module arrived runs right after it opens, before anything is drawn.
    const opened = load("embed-modal.js").then((module) => module.openModal(api, paymentLink, options, opener));
    return { close: () => opened.then((modal) => modal.close()) };
  };

  const api: CryptoCheckoutApi = { mount, scan, open, widgetCode };
  return api;
}
