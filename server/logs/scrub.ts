// Secrets by their shape, masked wherever they reach a log message: an error's text can quote a
// key a client sent, a provider URL with its key in the path or query (a node's refusal, a
// fetch failure), or an extended public key. Masking keeps enough to tell one from another (a
// key's prefix and first characters, as the portal's key lists show) and nothing that works.

/** API keys: the service's own prefixes, and a test deployment's. */
const API_KEY = /\b(sk_(?:live|test|sandbox)_)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]*/g;
/** Webhook signing secrets (Standard Webhooks' whsec_ and base64). */
const WEBHOOK_SECRET = /\bwhsec_[A-Za-z0-9+/=_-]+/g;
/** Extended keys (BIP32 and its SLIP-132 variants), whose holder can derive every address of a wallet. */
const EXTENDED_KEY = /\b([xyztuvXYZ]pub|[xyztuvXYZ]prv)[1-9A-HJ-NP-Za-km-z]{100,}/g;
/** A URL: its userinfo, query and long path segments are where providers put their keys. */
const URL_TEXT = /\b(?:https?|wss?):\/\/[^\s"'<>]+/g;
/** A path segment long and random enough to be a key (a project id, a token), not a word. */
const KEY_LIKE_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{16,}$/;
/** The service's own ids (int_…, ord_…): a prefix a provider's key does not have. */
const OWN_ID = /^(?!sk_)[a-z]{2,5}_[A-Za-z0-9_-]+$/;
/** Query parameters that carry credentials by their name; others (an order's id in a link) stay. */
const SECRET_PARAMETER = /key|token|secret|auth|pass|sig|session|credential|code/i;

export const MASK = "[redacted]";

/** An http(s)/ws(s) URL with its credentials masked: userinfo, every query value, key-like path segments. */
export function maskUrl(text: string): string {
  const hashAt = text.indexOf("#");
  const withoutHash = hashAt >= 0 ? text.slice(0, hashAt) : text;
  const match = /^([a-z]+:\/\/)(?:[^@/?]*@)?([^/?]*)([^?]*)(\?.*)?$/i.exec(withoutHash);
  if (!match) return MASK;
  const [, scheme, host, path = "", query] = match;
  const userinfo = withoutHash
    .slice((scheme ?? "").length)
    .split(/[/?]/, 1)[0]
    ?.includes("@")
    ? `${MASK}@`
    : "";
  const maskedPath = path
    .split("/")
    .map((segment) => (KEY_LIKE_SEGMENT.test(segment) && !OWN_ID.test(segment) ? MASK : segment))
    .join("/");
  const maskedQuery = query
    ? `?${query
        .slice(1)
        .split("&")
        .map((pair) => {
          const name = pair.includes("=") ? pair.slice(0, pair.indexOf("=")) : pair;
          const value = pair.slice(name.length + 1);
          return SECRET_PARAMETER.test(name) || (KEY_LIKE_SEGMENT.test(value) && !OWN_ID.test(value)) ? `${name}=${MASK}` : pair;
        })
        .join("&")}`
    : "";
  return `${scheme}${userinfo}${host}${maskedPath}${maskedQuery}`;
}

/** `text` with every secret of a known shape masked. */
export function scrubSecrets(text: string): string {
  return text
    .replace(URL_TEXT, (url) => maskUrl(url))
    .replace(API_KEY, (_, prefix: string, first: string) => `${prefix}${first}…${MASK}`)
    .replace(WEBHOOK_SECRET, `whsec_${MASK}`)
    .replace(EXTENDED_KEY, (_, kind: string) => `${kind}…${MASK}`);
}
