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

export interface MountOptions {
  /** The order's paymentLink exactly as POST /api/v1/order/payment (or /deposit) returned it. */
  paymentLink: string;
  /** The iframe's accessible name. Default "Crypto payment checkout". */
  title?: string;
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

export interface CryptoCheckoutApi {
  /** Puts the checkout for paymentLink into element (replacing an earlier mount there). */
  mount(element: Element, options: MountOptions): Mounted;
  /** Mounts every `[data-crypto-checkout]` element under root that is not mounted yet. */
  scan(root?: ParentNode): void;
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
