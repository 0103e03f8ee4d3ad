// Types of the React component, shipped as dist/embed/react.d.ts (embed/react/index.ts is
// checked against them by the compiler in index.test.ts).
import type { ReactElement } from "react";
import type { CheckoutEventDetail, MountOptions } from "../embed.d.ts";

export interface CryptoCheckoutProps extends Omit<MountOptions, "onReady" | "onStatus" | "onComplete"> {
  onReady?: (detail: CheckoutEventDetail) => void;
  onStatus?: (detail: CheckoutEventDetail) => void;
  onComplete?: (detail: CheckoutEventDetail) => void;
  /** On the holder element, for the page's own layout. */
  className?: string;
}

/** The checkout for paymentLink, mounted in the browser; one empty <div> on the server. */
export declare function CryptoCheckout(props: CryptoCheckoutProps): ReactElement;
export default CryptoCheckout;
