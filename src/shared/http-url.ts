// The one test for "an absolute http(s) URL", used wherever a URL from outside (a merchant's
// link, a paymentLink, an origin claim) becomes a link, an iframe src or a trusted origin:
// javascript: and data: would run code, and "null" or a relative path is no origin at all.
// No dependencies: it ships in the page and the embed (whose budget counts every byte: hence
// the terse shape, and the test written once, in the function that throws).

/**
 * `link` parsed, if it is an absolute http: or https: URL; a TypeError otherwise. Its message
 * names the paymentLink: the one link whose refusal reaches a developer as an exception (the
 * embed's mount() and widgetCode(), the service's widgetCode); every other caller asks
 * parseHttpUrl.
 */
export function assertHttpUrl(link: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(link);
  } catch {}
  // The parsed protocol, lower-cased by the parser: "HTTPS://" and " http:" count too.
  if (!/^https?:$/.test(url?.protocol as string)) throw TypeError("paymentLink must be an absolute http(s) URL");
  return url!;
}

/** `value` parsed, if it is an absolute http: or https: URL; null for anything else. */
export function parseHttpUrl(value: string): URL | null {
  try {
    return assertHttpUrl(value);
  } catch {
    return null;
  }
}
