// Where a callback may go. A callback URL is chosen by the merchant, but the
// request comes from the service's own network: without a rule, "http://169.254.169.254/…" or
// "http://10.0.0.5:6379/" would make the service probe its neighbours on the merchant's behalf.
// The rule is applied to the address actually connected to (guarded-fetch.ts), so a hostname
// that resolves elsewhere at delivery time than at configuration time (DNS rebinding) is caught.
import { isIP } from "node:net";
import { inV4, ipv4ToNumber, ipv6Groups, v4FromGroups } from "../http/ip-address.ts";

/** Why an address is not an ordinary public unicast address; null when it is one. */
export type AddressRange = "metadata" | "unspecified" | "multicast" | "reserved" | "loopback" | "private" | "link-local" | "shared";

export interface DestinationPolicy {
  /**
   * Allow loopback, private (RFC 1918, fc00::/7), link-local and shared (CGNAT) addresses.
   * True in sandbox mode, so a receiver on the merchant's own machine works. The metadata,
   * unspecified, multicast and reserved ranges are refused whatever this says.
   */
  allowPrivate: boolean;
}

export interface LookupAddress {
  address: string;
  family: number;
}

/** dns.lookup with { all: true }, as a promise; injectable so tests need no resolver. */
export type Lookup = (hostname: string) => Promise<LookupAddress[]>;

const DESCRIPTION: Record<AddressRange, string> = {
  metadata: "a cloud metadata address",
  unspecified: "an unspecified address",
  multicast: "a multicast address",
  reserved: "a reserved or broadcast address",
  loopback: "a loopback address",
  private: "a private-network address",
  "link-local": "a link-local address",
  shared: "a shared (carrier-grade NAT) address",
};

/** Ranges refused only when private destinations are not allowed. */
const PRIVATE_RANGES: ReadonlySet<AddressRange> = new Set(["loopback", "private", "link-local", "shared"]);

// The IANA IPv4 and IPv6 special-purpose address registries (RFC 6890 and its updates): every
// block there that is not globally reachable has a rule below; a callback goes only to an
// ordinary public unicast address.
function classifyV4(ip: string): AddressRange | null {
  const n = ipv4ToNumber(ip);
  // AWS, GCP, Azure, Oracle (169.254.169.254) and Alibaba (100.100.100.200).
  if (ip === "169.254.169.254" || ip === "100.100.100.200") return "metadata";
  if (inV4(n, "0.0.0.0", 8)) return "unspecified";
  if (inV4(n, "127.0.0.0", 8)) return "loopback";
  if (inV4(n, "10.0.0.0", 8) || inV4(n, "172.16.0.0", 12) || inV4(n, "192.168.0.0", 16)) return "private";
  if (inV4(n, "169.254.0.0", 16)) return "link-local";
  if (inV4(n, "100.64.0.0", 10)) return "shared";
  if (inV4(n, "224.0.0.0", 4)) return "multicast";
  if (inV4(n, "240.0.0.0", 4)) return "reserved";
  // IETF protocol assignments (192.0.0.0/24: DS-Lite, NAT64 discovery, PCP...), the three
  // documentation networks, benchmarking (198.18.0.0/15, often routed to test gear inside a
  // network) and the retired 6to4 relay anycast: none is a merchant's server.
  if (inV4(n, "192.0.0.0", 24) || inV4(n, "192.0.2.0", 24) || inV4(n, "198.51.100.0", 24) || inV4(n, "203.0.113.0", 24)) return "reserved";
  if (inV4(n, "198.18.0.0", 15) || inV4(n, "192.88.99.0", 24)) return "reserved";
  return null;
}

function classifyV6(ip: string): AddressRange | null {
  const g = ipv6Groups(ip);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (end: number) => g.slice(0, end).every((group) => group === 0);
  if (zeroTo(8)) return "unspecified";
  if (zeroTo(7) && g7 === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): the kernel connects to the IPv4 address.
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return classifyV4(v4FromGroups(g6, g7));
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address through the operator's gateway.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyV4(v4FromGroups(g6, g7));
  // Local-use NAT64 (64:ff9b:1::/48) is a translator of the operator's own network, so private
  // at best; judged by the IPv4 address in its last 32 bits (the /96 layout) where that is worse.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) {
    const embedded = classifyV4(v4FromGroups(g6, g7));
    return embedded === null || PRIVATE_RANGES.has(embedded) ? (embedded ?? "private") : embedded;
  }
  // 6to4 (2002::/16) embeds an IPv4 address in bits 16-47.
  if (g0 === 0x2002) return classifyV4(v4FromGroups(g1, g2));
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 0x254) return "metadata";
  if ((g0 & 0xfe00) === 0xfc00) return "private";
  // fec0::/10, deprecated site-local: private by intent.
  if ((g0 & 0xffc0) === 0xfec0) return "private";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  // IETF protocol assignments 2001::/23: Teredo (2001::/32, whose IPv4 parts are obfuscated and
  // relayed), benchmarking (2001:2::/48), ORCHID; and documentation (2001:db8::/32, 3fff::/20).
  if (g0 === 0x2001 && g1 < 0x200) return "reserved";
  if (g0 === 0x2001 && g1 === 0x0db8) return "reserved";
  if ((g0 & 0xfff0) === 0x3ff0) return "reserved";
  // Everything outside global unicast 2000::/3 (the discard prefix 100::/64, the SRv6 block
  // 5f00::/16, the unassigned rest) is not a server on the internet.
  if ((g0 & 0xe000) !== 0x2000) return "reserved";
  return null;
}

/** The range of a literal IP address, null for a public one (or for text that is not an IP). */
export function classifyAddress(ip: string): AddressRange | null {
  const bare = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  const version = isIP(bare.replace(/%.*$/, ""));
  if (version === 4) return classifyV4(bare);
  if (version === 6) return classifyV6(bare);
  return null;
}

/** Why a connection to `ip` is refused under `policy`, or null when it may go ahead. */
export function addressProblem(ip: string, policy: DestinationPolicy): string | null {
  const range = classifyAddress(ip);
  if (range === null) return null;
  if (PRIVATE_RANGES.has(range)) {
    if (policy.allowPrivate) return null;
    return `callback destination ${ip} is ${DESCRIPTION[range]}: refused outside sandbox mode (rule "${range}"; WEBHOOK_ALLOW_PRIVATE=1 allows it)`;
  }
  return `callback destination ${ip} is ${DESCRIPTION[range]}: callbacks never go there (rule "${range}")`;
}

/**
 * Why a callback URL's host is refused, or null. A literal IP is judged as it is; a hostname by
 * every address it resolves to now. A name that does not resolve is let through: it may resolve
 * later, and every delivery checks the address it connects to anyway.
 */
export async function hostProblem(hostname: string, policy: DestinationPolicy, lookup: Lookup, timeoutMs = 2_000): Promise<string | null> {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (isIP(bare) !== 0) return addressProblem(bare, policy);
  let addresses: LookupAddress[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A slow resolver must not hold the configuring request: unanswered counts as unresolved.
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("lookup timed out")), timeoutMs);
    });
    addresses = await Promise.race([lookup(bare), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  for (const { address } of addresses) {
    const problem = addressProblem(address, policy);
    if (problem) return `${hostname} resolves to ${address}; ${problem}`;
  }
  return null;
}
