// URL shapes shared by the service that serves them and the page and tests that call them.

/** The hosted checkout page; paymentLink = origin + CHECKOUT_PAGE_PATH + ?integrationId&orderId. */
export const CHECKOUT_PAGE_PATH = "/pay";

/** The public, read-only order read behind the hosted page (no API key). */
export function checkoutOrderPath(integrationId: string, orderId: string): string {
  return `/checkout/v1/integrations/${encodeURIComponent(integrationId)}/orders/${encodeURIComponent(orderId)}`;
}

/** The page's URL on the last origin asked for: a service asks with its one public origin for every order. */
const page = { origin: "", url: "" };

export function paymentLink(origin: string, integrationId: string, orderId: string): string {
  if (page.origin !== origin) {
    page.url = new URL(CHECKOUT_PAGE_PATH, origin).href;
    page.origin = origin;
  }
  // The same text as setting each on the URL's searchParams, without parsing the URL again
  // for every order.
  return `${page.url}?${new URLSearchParams({ integrationId, orderId })}`;
}

/** Longest a page may ask the order read to hold a request (Prefer: wait=N). */
export const MAX_WAIT_SECONDS = 25;

/** A reusable payment link's page, where the payer picks an asset: origin + LINK_PAGE_PATH + / + linkId. */
export const LINK_PAGE_PATH = "/link";

export function linkPageUrl(origin: string, linkId: string): string {
  return new URL(`${LINK_PAGE_PATH}/${encodeURIComponent(linkId)}`, origin).href;
}
