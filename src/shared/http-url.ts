// The one test for "an absolute http(s) URL", used wherever a URL from outside (a merchant's
// link, a paymentLink, an origin claim) becomes a link, an iframe src or a trusted origin:
// javascript: and data: would run code, and "null" or a relative path is no origin at all.
// No dependencies: it ships in the page and the embed (whose budget counts every byte: hence
// the terse shape).

/** `value` parsed, if it is an absolute http: or https: URL; null for anything else. */
export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    // The parsed protocol, lower-cased by the parser: "HTTPS://" and " http:" count too.
    if (/^https?:$/.test(url.protocol)) return url;
  } catch {}
  return null;
}
