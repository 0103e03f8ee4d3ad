// Who "one client" is, for the per-client rate limits. By default the TCP peer's
// address: the only thing a client cannot choose. Behind a reverse proxy every request comes
// from the proxy, so TRUST_PROXY=n (the number of proxies in front of the service) takes the
// address the n-th proxy from us appended to X-Forwarded-For. Never trusted by default: a
// client can send any X-Forwarded-For it likes, and would get a fresh limit with each.
import { isIP } from "node:net";
import type { Context } from "hono";
import { ipv6Groups } from "../webhooks/destination.ts";

/** The TCP peer, or null where there is none (app.request() in tests). */
function peerAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}

/**
 * An IPv6 client usually holds a whole /64, so it is one client: keyed by its first 64 bits.
 * An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(bare) !== 6) return bare;
  return `${ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export function clientKey(c: Context, trustProxy: number): string {
  return clientKeyOf(peerAddress(c), c.req.header("X-Forwarded-For"), trustProxy);
}

/** The same key from the parts a node:http request has (the order read's fast lane). */
export function clientKeyOf(peer: string | null, forwardedFor: string | undefined, trustProxy: number): string {
  let address = peer;
  if (trustProxy > 0) {
    const forwarded = (forwardedFor ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
    // The last entry was appended by the proxy nearest to us, and so on outwards.
    const hop = forwarded[forwarded.length - trustProxy];
    if (hop && isIP(hop) !== 0) address = hop;
  }
  return address === null ? "local" : addressKey(address);
}

/** The last key worked out on each connection, with the X-Forwarded-For it came from. */
const connectionKeys = new WeakMap<object, { forwardedFor: string | undefined; key: string }>();

/**
 * clientKeyOf for a request on a node:http connection, remembered per connection: an open page
 * asks again and again over one keep-alive socket, whose peer never changes, and working the
 * key out (address parsing, IPv6 grouping) on every read was a tenth of the read's CPU. Behind
 * trusted proxies the key also depends on each request's X-Forwarded-For, so it is worked out
 * again whenever that header differs from the last request's on the connection.
 */
export function connectionClientKey(connection: object & { remoteAddress?: string | undefined }, forwardedFor: string | undefined, trustProxy: number): string {
  const known = connectionKeys.get(connection);
  if (known && (trustProxy === 0 || known.forwardedFor === forwardedFor)) return known.key;
  const key = clientKeyOf(connection.remoteAddress ?? null, forwardedFor, trustProxy);
  connectionKeys.set(connection, { forwardedFor, key });
  return key;
}
