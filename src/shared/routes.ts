// URL shapes shared by the service that serves them and the page and tests that call them.

/** The hosted checkout page; paymentLink = origin + CHECKOUT_PAGE_PATH + ?integrationId&orderId. */
export const CHECKOUT_PAGE_PATH = "/pay";

/** The public, read-only order read behind the hosted page (no API key). */
export function checkoutOrderPath(integrationId: string, orderId: string): string {
  return `/checkout/v1/integrations/${encodeURIComponent(integrationId)}/orders/${encodeURIComponent(orderId)}`;
}

export function paymentLink(origin: string, integrationId: string, orderId: string): string {
  const url = new URL(CHECKOUT_PAGE_PATH, origin);
  url.searchParams.set("integrationId", integrationId);
  url.searchParams.set("orderId", orderId);
  return url.toString();
}

/** Longest a page may ask the order read to hold a request (Prefer: wait=N). */
export const MAX_WAIT_SECONDS = 25;
