// Who "one client" is, for the per-client rate limits. By default the TCP peer's
// address: the only thing a client cannot choose. Behind a reverse proxy every request comes
// from the proxy, so TRUST_PROXY=n (the number of proxies in front of the service) takes the
// address the n-th proxy from us appended to X-Forwarded-For. Never trusted by default: a
// client can send any X-Forwarded-For it likes, and would get a fresh limit with each.
import { isIP } from "node:net";
import type { Context } from "hono";
import { requestHeader } from "./answer.ts";
import { ipv6Groups, v4FromGroups } from "./ip-address.ts";

/** The TCP peer, or null where there is none (app.request() in tests). */
function peerAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}

/**
 * An IPv6 client usually holds a whole /64, so it is one client: keyed by its first 64 bits.
 * An IPv4-mapped IPv6 address is its IPv4 address, however it is written: a proxy may write
 * ::ffff:1.2.3.4 as ::ffff:102:304, and keyed by its /64 every IPv4 client behind it would
 * share the one bucket of ::/64. No network is handed out inside ::/64, so any other address
 * there (IPv4-compatible, IPv4-translated) is keyed whole, each its own client.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0) {
    if (g4 === 0 && g5 === 0xffff) return v4FromGroups(g6, g7);
    return `${groups.map((group) => group.toString(16)).join(":")}/128`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

export function clientKey(c: Context, trustProxy: number): string {
  // Read only when trusted, and from Node's own headers: Hono's c.req.header() builds a whole
  // Headers object from the request on first use, which cost an API call (whose wrong-key
  // counter asks for its client on every request) more than its key check.
  return clientKeyOf(peerAddress(c), trustProxy > 0 ? requestHeader(c, "x-forwarded-for") : undefined, trustProxy);
}

/**
 * The address in one X-Forwarded-For entry: proxies write "10.0.0.1", "10.0.0.1:5555",
 * "2001:db8::1", "[2001:db8::1]" or "[2001:db8::1]:443". Null for anything else (a name,
 * "unknown", garbage), which leaves the client named by the peer's address.
 */
export function forwardedAddress(entry: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(entry);
  if (bracketed) return isIP(bracketed[1]!) === 6 ? bracketed[1]! : null;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(entry);
  const bare = v4WithPort ? v4WithPort[1]! : entry;
  return isIP(bare) !== 0 ? bare : null;
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
    const hop = forwardedAddress(forwarded[forwarded.length - trustProxy] ?? "");
    if (hop !== null) address = hop;
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
export function connectionClientKey(
  connection: object & { remoteAddress?: string | undefined },
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const known = connectionKeys.get(connection);
  if (known && (trustProxy === 0 || known.forwardedFor === forwardedFor)) return known.key;
  const key = clientKeyOf(connection.remoteAddress ?? null, forwardedFor, trustProxy);
  connectionKeys.set(connection, { forwardedFor, key });
  return key;
}
