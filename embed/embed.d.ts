// Types of the embed script, shipped as dist/embed/embed.d.ts. Hand-written so the public
// surface is deliberate; embed/index.ts is checked against it by the compiler.

/** What the checkout tells the host page: which order, and the service's order status. */
export interface CheckoutEventDetail {
  orderId: string;
  /** The service's order status: "inProgress", "completed", or another the spec may add. */
  status: string;
}

/** Where the payment stands, with the order's amounts (decimal text as the service sends it). */
export interface PaymentEventDetail {
  orderId: string;
  /** waiting, detected, underpaid, completed, overpaid, or processing (a status the page does not know). */
  state: string;
  /** What a payment order asks for; null for a deposit order. */
  requested: string | null;
  /** Confirmed so far (every confirmed transfer). */
  received: string;
  currency: string;
}

/** How the checkout looks: presentation only (what the payer pays always comes from the service). */
export interface Appearance {
  /**
   * "light" or "dark" forces one; "auto" (the default) follows prefers-color-scheme, the same
   * preference the host page sees, and keeps following it while the checkout is open.
   */
  theme?: "light" | "dark" | "auto";
  /**
   * The checkout's language, e.g. "de" or "pt" (one of its 25). Default: the payer's browser
   * languages. A language the payer picked in the checkout itself on this device still wins.
   */
  locale?: string;
}

export interface MountOptions extends Appearance {
  /** The order's paymentLink exactly as POST /api/v1/order/payment (or /deposit) returned it. */
  paymentLink: string;
  /** The iframe's accessible name. Default "Crypto payment checkout". */
  title?: string;
  /**
   * Where the checkout's "Back to …" link takes your page (an http(s) URL, e.g. your cart or
   * order page): the whole window follows it. Without it, an inline checkout shows no such
   * link, since your page around it is already the shop.
   */
  returnUrl?: string;
  /** The checkout has loaded the order (once per mount). */
  onReady?: (detail: CheckoutEventDetail) => void;
  /** The order's status changed (not called again for the same status). */
  onStatus?: (detail: CheckoutEventDetail) => void;
  /** The order completed (at most once per mount). Confirm on your server before shipping. */
  onComplete?: (detail: CheckoutEventDetail) => void;
}

export interface Mounted {
  /** The checkout iframe, already in the element. */
  readonly iframe: HTMLIFrameElement;
  /** Removes the iframe and stops its events. Safe to call twice. */
  unmount(): void;
}

/** How the modal ended: the order, and its last status the checkout reported (if any). */
export interface CloseDetail {
  /** The order shown; null for a payment link's page closed before the payer picked an asset (no order yet). */
  orderId: string | null;
  /** The service's order status when the payer closed it, e.g. "inProgress" or "completed"; undefined before the checkout loaded. */
  status: string | undefined;
}

export interface OpenOptions extends Appearance {
  /** The dialog's accessible name (and the iframe's). Default "Crypto payment checkout". */
  title?: string;
  onReady?: (detail: CheckoutEventDetail) => void;
  onStatus?: (detail: CheckoutEventDetail) => void;
  onComplete?: (detail: CheckoutEventDetail) => void;
  /** The modal closed (close button, Escape, or close()); once. Focus is back on the opener. */
  onClose?: (detail: CloseDetail) => void;
}

export interface Opened {
  /** Closes the modal (onClose is called). Safe to call twice, and before the modal appeared. */
  close(): void;
}

export interface CryptoCheckoutApi {
  /** Puts the checkout for paymentLink into element (replacing an earlier mount there). */
  mount(element: Element, options: MountOptions): Mounted;
  /** Mounts every `[data-crypto-checkout]` element under root that is not mounted yet. */
  scan(root?: ParentNode): void;
  /**
   * Opens the checkout for paymentLink in a modal dialog over the page (loading its small
   * module, embed-modal.js, on the first call). Throws at once for a link mount() would refuse.
   */
  open(paymentLink: string, options?: OpenOptions): Opened;
  /** The spec's iframe snippet for paymentLink, the same as the API's widgetCode. */
  widgetCode(paymentLink: string, title?: string): string;
}

declare const CryptoCheckout: CryptoCheckoutApi;
export default CryptoCheckout;

export interface CryptoCheckoutEventMap {
  "crypto-checkout:ready": CustomEvent<CheckoutEventDetail>;
  "crypto-checkout:status": CustomEvent<CheckoutEventDetail>;
  "crypto-checkout:completed": CustomEvent<CheckoutEventDetail>;
  /** The payment's state changed (not fired again for the same state). */
  "crypto-checkout:payment": CustomEvent<PaymentEventDetail>;
  /** The payer pressed Escape inside the checkout (the modal closes on it; an inline mount may too). */
  "crypto-checkout:close": CustomEvent<{ orderId: string }>;
  /** A `data-crypto-checkout` element could not be mounted; detail.message says why. */
  "crypto-checkout:error": CustomEvent<{ message: string }>;
}

declare global {
  interface Window {
    /** Set by the <script src=".../embed.js"> build. */
    CryptoCheckout?: CryptoCheckoutApi;
  }
  interface HTMLElementEventMap extends CryptoCheckoutEventMap {}
  interface DocumentEventMap extends CryptoCheckoutEventMap {}
}
