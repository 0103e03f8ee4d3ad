// The fetch that delivers callbacks, with the destination rule (destination.ts) applied where
// it cannot be dodged: in the connector, on the very address the socket is opened to. The host
// is resolved once, every address it resolves to is judged, and the socket goes to that vetted
// address (TLS still verifies the hostname). A name that answers a public address when the
// webhook is configured and 127.0.0.1 when it is delivered (DNS rebinding) is refused here.
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";
import { addressProblem, type DestinationPolicy, type Lookup } from "./destination.ts";

export const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A refused destination, as the connector reports it (the delivery records the message). */
export class DestinationRefused extends Error {
  readonly code = "ERR_CALLBACK_DESTINATION";
  constructor(message: string) {
    super(message);
    this.name = "DestinationRefused";
  }
}

/** The address to connect to for `hostname`: every address it resolves to must pass the rule. */
export async function vettedAddress(hostname: string, policy: DestinationPolicy, lookup: Lookup): Promise<string> {
  if (isIP(hostname) !== 0) {
    const problem = addressProblem(hostname, policy);
    if (problem) throw new DestinationRefused(problem);
    return hostname;
  }
  const addresses = await lookup(hostname);
  const first = addresses[0];
  if (!first) throw new DestinationRefused(`${hostname} resolves to no address`);
  for (const { address } of addresses) {
    const problem = addressProblem(address, policy);
    if (problem) throw new DestinationRefused(`${hostname} resolves to ${address}; ${problem}`);
  }
  return first.address;
}

export interface GuardedFetch {
  fetch: typeof fetch;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

export function createGuardedFetch(policy: DestinationPolicy, lookup: Lookup = systemLookup): GuardedFetch {
  const connect = buildConnector({});
  const agent = new Agent({
    connect(options, callback) {
      vettedAddress(options.hostname, policy, lookup).then(
        (address) =>
          connect(
            {
              ...options,
              hostname: address,
              // TLS checks the certificate against the name, not the address we chose.
              ...(isIP(options.hostname) === 0 ? { servername: options.servername ?? options.hostname } : {}),
            },
            callback,
          ),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  });
  const guarded = (input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input as string, { ...(init as object), dispatcher: agent } as Parameters<typeof undiciFetch>[1]);
  return { fetch: guarded as unknown as typeof fetch, close: () => agent.close() };
}
