// The contract every order the page shows is held to: the checkout read's zod schema, and the
// order this page is for. A chunk of its own (zod is most of its 7 KB gzip): the first screen
// is the service's and the first status request needs no schema, so the boot script imports
// it beside the entry rather than in it, and a read's answer waits for it before it is shown.
import { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

/** The order if `body` is one and is the order this page is for; null otherwise. */
export function acceptOrder(body: unknown, orderId: string): CheckoutOrder | null {
  const parsed = CheckoutOrder.safeParse(body);
  return parsed.success && parsed.data.id === orderId ? parsed.data : null;
}
