// Where a callback may go. A callback URL is chosen by the merchant, but the
// request comes from the service's own network: without a rule, "http://169.254.169.254/…" or
// "http://10.0.0.5:6379/" would make the service probe its neighbours on the merchant's behalf.
// The rule is applied to the address actually connected to (guarded-fetch.ts), so a hostname
// that resolves elsewhere at delivery time than at configuration time (DNS rebinding) is caught.
import { isIP } from "node:net";

/** Why an address is not an ordinary public unicast address; null when it is one. */
export type AddressRange =
  | "metadata"
  | "unspecified"
  | "multicast"
  | "reserved"
  | "loopback"
  | "private"
  | "link-local"
  | "shared";

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

function ipv4ToNumber(ip: string): number {
  return ip.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inV4(value: number, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(ipv4ToNumber(base) / size);
}

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
  return null;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const n = ipv4ToNumber(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
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
  // 6to4 (2002::/16) embeds an IPv4 address in bits 16-47.
  if (g0 === 0x2002) return classifyV4(v4FromGroups(g1, g2));
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 0x254) return "metadata";
  if ((g0 & 0xfe00) === 0xfc00) return "private";
  // fec0::/10, deprecated site-local: private by intent.
  if ((g0 & 0xffc0) === 0xfec0) return "private";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
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
