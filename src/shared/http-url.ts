// The one test for "an absolute http(s) URL", used wherever a URL from outside (a merchant's
// link, a paymentLink, an origin claim) becomes a link, an iframe src or a trusted origin:
// javascript: and data: would run code, and "null" or a relative path is no origin at all.
// No dependencies: it ships in the page and the embed.

/** `value` parsed, if it is an absolute http: or https: URL; null for anything else. */
export function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? url : null;
}
