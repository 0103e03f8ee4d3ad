// Types of the Vue component, shipped as dist/embed/vue.d.ts (embed/vue/index.ts is checked
// against them by the compiler in index.test.ts).
import type { DefineComponent } from "vue";
import type { Appearance, CheckoutEventDetail } from "../embed.d.ts";

export interface CryptoCheckoutProps extends Appearance {
  paymentLink: string;
  title?: string;
  onReady?: (detail: CheckoutEventDetail) => void;
  onStatus?: (detail: CheckoutEventDetail) => void;
  onComplete?: (detail: CheckoutEventDetail) => void;
}

/** The checkout for paymentLink, mounted in the browser; one empty <div> on the server. Events: ready, status, complete. */
export declare const CryptoCheckout: DefineComponent<CryptoCheckoutProps>;
export default CryptoCheckout;
