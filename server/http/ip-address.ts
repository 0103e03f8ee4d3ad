// Reading IP addresses as numbers: shared by who "one client" is (client-key.ts) and where a
// callback may go (webhooks/destination.ts). Node's isIP says whether text is an address;
// these say which address it is.

/** A dotted IPv4 address as a number (0 to 2^32 - 1). */
export function ipv4ToNumber(ip: string): number {
  return ip.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
}

/** Whether the IPv4 address `value` lies in base/bits. */
export function inV4(value: number, base: string, bits: number): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(ipv4ToNumber(base) / size);
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

/** The dotted IPv4 address held in two 16-bit groups. */
export function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
