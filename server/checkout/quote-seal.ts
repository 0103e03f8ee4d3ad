// A link page's quote as its form carries it: the quote's JSON and an HMAC-SHA256 of it under
// the service's quote key (LINK_QUOTE_KEY), both base64url. Any process holding the key can
// check a choice's quote without a shared store, and a payer who edits the amounts or the time
// gets nothing but the page again: the quote is not believed unless the key signed it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { LinkQuote } from "../domain/link-quotes.ts";

/** Longer is refused before any work: a real quote is a few hundred characters. */
const MAX_SEALED_CHARS = 4096;

const mac = (key: string, payload: string) => createHmac("sha256", key).update(`link-quote\0${payload}`).digest();

export function sealQuote(quote: LinkQuote, key: string): string {
  const payload = Buffer.from(JSON.stringify(quote)).toString("base64url");
  return `${payload}.${mac(key, payload).toString("base64url")}`;
}

/** The quote, or null when it is malformed or the key did not sign it. */
export function openQuote(sealed: string, key: string): LinkQuote | null {
  if (sealed.length > MAX_SEALED_CHARS) return null;
  const [payload = "", signature = "", ...rest] = sealed.split(".");
  if (rest.length > 0 || payload === "") return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = LinkQuote.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
