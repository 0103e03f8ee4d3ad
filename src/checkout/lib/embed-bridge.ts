// The checkout's side of the embed: tells the page that embeds it when the order is
// ready, when its status changes, when it completes, and how tall the checkout is, so the embed
// script can size the iframe to its content.
//
// It posts only non-secret fields (source, type, orderId, status, height; the payment state and
// the order's requested and received amounts) and only to the
// embedding origin the embed script put in the URL fragment (#embedOrigin=…), after checking
// that claim against what the browser itself reports about the parent. If the claim is missing
// or cannot be verified (a pasted widgetCode has no claim), it posts nothing at all: never '*'.
// Opened in a native app's WebView instead (a window of its own), it posts the same messages,
// less the height, as JSON text through the app's bridge (see app-bridge.ts).
// It listens to nothing from the parent, so the host page cannot change what the payer sees.
// It does listen for the payer's Escape: keys pressed inside a cross-origin frame never reach
// the host page, so a modal around the checkout learns of it only from this "close" message.
import {
  EMBED_BACK_KEY,
  EMBED_ORIGIN_KEY,
  MAX_CHECKOUT_HEIGHT,
  MESSAGE_SOURCE,
  type CheckoutMessage,
  type PaymentAmounts,
  type PaymentStateName,
} from "../../shared/embed-messages.ts";
import { parseHttpUrl } from "../../shared/http-url.ts";
import { isFinalStatus } from "../../shared/order-status.ts";
import { appBridgeOf } from "./app-bridge.ts";

/**
 * Where the page's "Back to …" link leads. `merchant`: the integration's URL, in the whole
 * window (a page of its own, or a frame the embed script did not make, such as the pasted
 * widgetCode). Inside the script's modal: `close`, which asks the host to close the dialog.
 * Inline: the return URL the merchant passed, or no link at all, since following the
 * integration's URL would take the merchant's whole page away from under its own checkout.
 */
export type BackWay = { kind: "merchant" } | { kind: "none" } | { kind: "url"; href: string } | { kind: "close"; close: () => void };

export interface EmbedBridge {
  /** Where the "Back to …" link leads in this window. */
  back: BackWay;
  /** Report the order's status; call it with every status the page shows (duplicates are fine). */
  status(status: string): void;
  /** Report where the payment stands, with its amounts; posted only when the state changes. */
  payment(state: PaymentStateName, amounts: PaymentAmounts): void;
  /** Stop posting and observing (the page is unmounting). */
  stop(): void;
}

export interface EmbedBridgeOptions {
  orderId: string;
  /** The checkout's window; injectable for tests. */
  win?: Window;
}

const MERCHANT: BackWay = { kind: "merchant" };
const inert: EmbedBridge = { back: MERCHANT, status() {}, payment() {}, stop() {} };

type Outgoing = CheckoutMessage extends infer M ? (M extends CheckoutMessage ? Omit<M, "source" | "orderId"> : never) : never;

export function startEmbedBridge({ orderId, win = window }: EmbedBridgeOptions): EmbedBridge {
  const framed = win.parent !== win;
  // A window of its own: a native app's WebView hears the same messages through its bridge
  // (no height: the app sizes its WebView itself); a browser tab has no one to tell.
  const app = framed ? undefined : appBridgeOf(win);
  if (!framed && !app) return inert;
  const target = framed ? verifiedEmbedOrigin(win) : "";
  const fragment = new URLSearchParams(win.location.hash.slice(1));
  // Made by the embed script, but for an embedder the browser does not confirm: no messages,
  // and no link that would navigate that page.
  if (target === undefined) return fragment.has(EMBED_ORIGIN_KEY) ? { ...inert, back: { kind: "none" } } : inert;

  const send = app ?? ((message: CheckoutMessage) => win.parent.postMessage(message, target));
  const doc = win.document;
  let stopped = false;
  let last: string | undefined;
  let lastState: string | undefined;
  let completed = false;
  let height = 0;
  // The payment state heard before the first status: the host hears ready first (as the
  // merchant's guide promises), then this.
  let early: Outgoing | undefined;

  const post = (message: Outgoing): void => {
    if (stopped) return;
    send({ source: MESSAGE_SOURCE, orderId, ...message } as CheckoutMessage);
  };

  const measure = (): void => {
    const next = Math.min(MAX_CHECKOUT_HEIGHT, contentHeight(doc));
    if (next < 1 || next === height) return;
    height = next;
    post({ type: "resize", height: next });
  };

  const Observer = (win as Window & typeof globalThis).ResizeObserver;
  const observer = framed && typeof Observer === "function" ? new Observer(measure) : undefined;
  observer?.observe(doc.documentElement);
  if (doc.body) observer?.observe(doc.body);
  if (framed) measure();

  // Escape that nothing inside the checkout used (an open <select> keeps its own).
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === "Escape" && !event.defaultPrevented) post({ type: "close" });
  };
  win.addEventListener("keydown", onKey);

  const asked = new URLSearchParams(win.location.search).get(EMBED_BACK_KEY);
  const returnUrl = asked === null ? undefined : parseHttpUrl(asked)?.href;
  // In an app the page is the whole window: its links lead where they lead in a browser tab.
  const back: BackWay = !framed
    ? MERCHANT
    : asked === "close"
      ? { kind: "close", close: () => post({ type: "close" }) }
      : returnUrl
        ? { kind: "url", href: returnUrl }
        : { kind: "none" };

  return {
    back,
    status(status: string) {
      if (stopped || status === last) return;
      post({ type: last === undefined ? "ready" : "status", status });
      last = status;
      if (early) post(early);
      early = undefined;
      // The same notion of "final" as the page's polling loop (its slower floor), so the two never disagree.
      if (isFinalStatus(status) && !completed) {
        completed = true;
        post({ type: "completed", status });
      }
    },
    payment(state, amounts) {
      if (stopped || state === lastState) return;
      lastState = state;
      const message: Outgoing = { type: "payment", state, ...amounts };
      if (last === undefined) early = message;
      else post(message);
    },
    stop() {
      stopped = true;
      observer?.disconnect();
      win.removeEventListener("keydown", onKey);
    },
  };
}

/**
 * The origin the embed script claimed, if the browser confirms it is the parent's.
 * Where location.ancestorOrigins exists (Chromium, WebKit) it alone decides: its first entry is
 * the parent's origin, and no page can forge it. Elsewhere (Firefox) the referrer's origin
 * must match; a parent with a no-referrer policy then gets nothing, which is the safe side.
 */
export function verifiedEmbedOrigin(win: Window): string | undefined {
  const claim = new URLSearchParams(win.location.hash.slice(1)).get(EMBED_ORIGIN_KEY);
  if (!claim || originOf(claim) !== claim) return undefined;
  const ancestors: DOMStringList | undefined = win.location.ancestorOrigins;
  if (ancestors) return ancestors.length > 0 && ancestors[0] === claim ? claim : undefined;
  return originOf(win.document.referrer) === claim ? claim : undefined;
}

/** The origin of an absolute http(s) URL; undefined for anything else (including "null"). */
function originOf(value: string): string | undefined {
  return parseHttpUrl(value)?.origin;
}

/**
 * The height of the checkout's content, in whole CSS pixels. The root element's box, not
 * documentElement.scrollHeight: scrollHeight is never less than the viewport, i.e. the iframe's
 * current height, so a frame sized 800 px would never shrink to a shorter checkout. The root's
 * box also holds the body's margins, collapsed ones included. scrollHeight is the fallback where
 * there is no layout (a zero-sized box).
 */
function contentHeight(doc: Document): number {
  const root = doc.documentElement;
  return Math.ceil(root.getBoundingClientRect().height) || root.scrollHeight;
}
