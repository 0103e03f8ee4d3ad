// A native app's own link as an order's return URL (myshop://paid): which schemes a merchant
// may list for an integration, and which no list can allow. Shared by the service (which
// checks the list and each order's returnUrl), the portal's form and the checkout (which
// offers the link only in a shape the service could have accepted).

/** A URL scheme as RFC 3986 spells it, lower case, short enough for a settings screen. */
export const APP_SCHEME = /^[a-z][a-z0-9+.-]{0,31}$/;

/** Most schemes one integration lists: a shop has an app or two, and each its own scheme. */
export const MAX_APP_RETURN_SCHEMES = 10;

/**
 * Schemes no merchant may allow: each runs script, reads the payer's device, or hands the
 * page's own content or another app's intent to the WebView, instead of opening the app.
 * http and https are not app schemes: an https return URL (a universal link included) is
 * already allowed for every integration.
 */
export const REFUSED_SCHEMES: readonly string[] = ["javascript", "data", "file", "intent", "vbscript", "blob", "http", "https"];

/** Why a scheme cannot be listed, naming the field, or null. */
export function appSchemeProblem(scheme: string, field: string): string | null {
  if (!APP_SCHEME.test(scheme)) {
    return `${field} must be a URL scheme such as "myshop": a lower-case letter, then up to 31 letters, digits, "+", "-" or "."; got ${JSON.stringify(scheme.slice(0, 40))}`;
  }
  if (REFUSED_SCHEMES.includes(scheme)) {
    return scheme.startsWith("http")
      ? `${field} must not be ${scheme}: an https return URL is always allowed, list only an app's own scheme`
      : `${field} must not be ${scheme}: it runs or reads something on the payer's device instead of opening an app`;
  }
  return null;
}

/** The scheme of an absolute URL's text, without its colon (lower case), or null. */
export function schemeOf(text: string): string | null {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text);
  return match ? (match[1] as string).toLowerCase() : null;
}
