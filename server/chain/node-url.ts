// Whether a node's URL may be plain http://. Outside the sandbox the node's answers decide what
// is credited, and its URL or headers often carry a provider's key: over http:// both cross the
// network readable and changeable by anyone on the path. Allowed only where the path does not
// leave the machine or the private network (loopback, RFC 1918, IPv6 unique-local), decided from
// the URL's literal host before any connection (a name's DNS answer could change after the
// check), or when the operator says the path is private another way (CHAIN_RPC_ALLOW_HTTP=1).

/** IPv4 dotted quad as four numbers, or null. */
function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return a === 127 || a === 10 || (a === 172 && b !== undefined && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function privateIpv6(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "::1") return true;
  // An IPv4 address mapped into IPv6 (the URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1).
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (mapped?.[1] && mapped[2]) {
    const high = Number.parseInt(mapped[1], 16);
    const low = Number.parseInt(mapped[2], 16);
    return privateIpv4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  // fc00::/7, unique local addresses.
  return /^f[cd][0-9a-f]{0,2}:/.test(bare);
}

/** True for loopback and private hosts as written in a URL (`localhost` and `*.localhost` count as loopback). */
export function isLoopbackOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const v4 = ipv4(host);
  if (v4) return privateIpv4(v4);
  if (host.includes(":")) return privateIpv6(host);
  return false;
}

/** Why `url` may not be used as the node of `variable`, or null when it may. */
export function plainHttpRefusal(variable: string, url: string, allowHttp: boolean): string | null {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" || allowHttp || isLoopbackOrPrivateHost(parsed.hostname)) return null;
  return `${variable} is http:// to ${parsed.host}, neither loopback nor a private address: the node's answers and any key in the URL or headers would cross the network unprotected; use https://, or set CHAIN_RPC_ALLOW_HTTP=1 if the path is private (a VPN, a container network)`;
}
