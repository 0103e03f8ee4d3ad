// The service's side of the signer: the routes it reads and the one it writes, each answer
// parsed with its schema (an answer that breaks the contract is said as such, not as a refusal).
// Only the API key, the routes' parameters and a broadcast hash are ever sent: no key, no
// signature, nothing derived from the wallet's secret.
import { z } from "zod";

// These schemas are a copy of the service's (src/shared/schemas/payouts.ts, in zod's mini
// dialect there): the package is installed alone and cannot import the service's sources. A
// test holds the two to the same JSON Schema, so a change on either side fails there first,
// not in an operator's run.

export const PAYOUT_STATES = ["awaitingPayment", "seen", "completed", "cancelled"] as const;
export const PayoutState = z.enum(PAYOUT_STATES);
export type PayoutState = z.infer<typeof PayoutState>;

export const PayoutLinks = z.object({
  eip681: z.string().optional(),
  metamask: z.string().optional(),
  trustWallet: z.string().optional(),
  plain: z.object({ address: z.string(), amount: z.string() }),
});
export type PayoutLinks = z.infer<typeof PayoutLinks>;

/** A transfer seen for a payout that did not pay it (a stranger's, or one after its cancel). */
export const PayoutSighting = z.object({
  hash: z.string(),
  /** Which transfer of the transaction (its log index; 0 for a top-level native transfer). */
  logIndex: z.int(),
  senderAddress: z.string(),
  blockNumber: z.int(),
  seenAt: z.string(),
});

export const Payout = z.object({
  state: PayoutState,
  network: z.string(),
  assetId: z.string(),
  destination: z.string(),
  /** Decimal text: what the destination must receive, exactly. */
  amount: z.string(),
  /** The same amount in the asset's base units (integer text): what the transfer must carry. */
  baseUnits: z.string(),
  /** The token contract; absent for the network's own coin. */
  contract: z.string().optional(),
  walletLinks: PayoutLinks,
  createdAt: z.string(),
  seenAt: z.string().optional(),
  completedAt: z.string().optional(),
  cancelledAt: z.string().optional(),
  /** The transfer that paid it, once the service saw it on the chain. */
  hash: z.string().optional(),
  senderAddress: z.string().optional(),
  /** Hashes a signer said it sent: shown, never trusted to complete anything. */
  broadcasts: z.array(z.object({ hash: z.string(), at: z.string() })).optional(),
  /** Exact transfers from a wallet the service does not know: never completing it; the merchant answers in the portal. */
  strangers: z.array(PayoutSighting).optional(),
  /** Transfers from the merchant's wallets after it was cancelled: recorded, never completing it. */
  late: z.array(PayoutSighting).optional(),
  /** Who marked it paid with a stranger's transfer. */
  markedPaidBy: z.string().optional(),
  /** A reorg took away the block of the transfer that completed it: the completion stands. */
  reorgedAfterCompletion: z.object({ at: z.string(), blockNumber: z.int() }).optional(),
});
export type Payout = z.infer<typeof Payout>;

/** GET /api/v1/payouts and /api/v1/payouts/{orderId}: the payout with the order it belongs to. */
export const PayoutItem = z.object({
  orderId: z.string(),
  type: z.enum(["refund", "withdrawal"]),
  integrationId: z.string(),
  refundOf: z.string().nullable(),
  requestedBy: z.string(),
  payout: Payout,
});
export type PayoutItem = z.infer<typeof PayoutItem>;

export const PayoutList = z.object({ items: z.array(PayoutItem), nextCursor: z.string().nullable() });
export type PayoutList = z.infer<typeof PayoutList>;

/** GET /api/v1/chain/keys: per key family, the first addresses and the highest index handed out (null: none yet); never the key. */
export const ChainKey = z.object({
  family: z.enum(["evm", "tron"]),
  firstAddresses: z.array(z.string()),
  highestIndex: z.int().nullable(),
});
export type ChainKey = z.infer<typeof ChainKey>;
export const ChainKeys = z.object({ families: z.array(ChainKey) });
export type ChainKeys = z.infer<typeof ChainKeys>;

/** One order address with what was credited to it (GET /api/v1/chain/addresses?funded=true). */
export const ChainAddress = z.object({
  index: z.int(),
  address: z.string(),
  orderId: z.string(),
  assetId: z.string(),
  /** Decimal text credited to it so far. */
  amount: z.string(),
  lastCreditAt: z.string().nullable(),
});
export type ChainAddress = z.infer<typeof ChainAddress>;
export const ChainAddressList = z.object({ items: z.array(ChainAddress), nextCursor: z.string().nullable() });
export type ChainAddressList = z.infer<typeof ChainAddressList>;

/**
 * What the signer works from: the payout's fields, its order, the last hash a signer reported
 * (null: none) and every hash reported, oldest first (a replacement the node refused leaves its
 * hash reported after the one it was to replace, which may still be pending, or paid).
 */
export interface PayoutToPay extends Payout {
  orderId: string;
  broadcast: string | null;
  reported: string[];
}

export function payoutToPay(item: PayoutItem): PayoutToPay {
  const reported = (item.payout.broadcasts ?? []).map(({ hash }) => hash);
  return { ...item.payout, orderId: item.orderId, broadcast: reported.at(-1) ?? null, reported };
}

/** The service answered with an error status; the message says which route and why. */
export class ServiceRefused extends Error {
  override name = "ServiceRefused";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ServiceOptions {
  serviceUrl: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

export function createServiceClient({ serviceUrl, apiKey, fetch = globalThis.fetch }: ServiceOptions) {
  async function call<T>(schema: z.ZodType<T>, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, serviceUrl), {
      method,
      headers: { "X-API-Key": apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      // fetch would follow a redirect with the X-API-Key still on it, to whatever host the
      // Location names (a lapsed domain, a proxy misconfigured): none is followed.
      redirect: "manual",
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const where = response.headers.get("location") ?? "an unnamed place";
      throw new ServiceRefused(
        `${method} ${path} was redirected (${response.status}) to ${where}: not followed, so the API key was not sent there; give the service's own URL as --service-url`,
        response.status,
      );
    }
    const text = await response.text();
    if (response.status === 401 || response.status === 403)
      throw new ServiceRefused(
        `the service refused the API key (${response.status}): check --api-key or CRYPTO_CHECKOUT_API_KEY`,
        response.status,
      );
    if (!response.ok) {
      const reason = text.length > 0 && text.length < 500 ? `: ${text}` : "";
      throw new ServiceRefused(`the service refused ${method} ${path} (${response.status})${reason}`, response.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`${method} ${path} answered outside its contract: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  async function* pages<T>(
    schema: z.ZodType<{ items: T[]; nextCursor: string | null }>,
    path: string,
    query: Record<string, string>,
  ): AsyncGenerator<T> {
    let cursor: string | null = null;
    do {
      const params: URLSearchParams = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
      const page: { items: T[]; nextCursor: string | null } = await call(schema, "GET", `${path}?${params}`);
      yield* page.items;
      cursor = page.nextCursor;
    } while (cursor);
  }

  return {
    keys: () => call(ChainKeys, "GET", "/api/v1/chain/keys"),
    payouts: (query: Record<string, string> = {}) => pages(PayoutList, "/api/v1/payouts", query),
    payout: (orderId: string) => call(PayoutItem, "GET", `/api/v1/payouts/${encodeURIComponent(orderId)}`),
    broadcast: (orderId: string, hash: string) =>
      call(PayoutItem, "POST", `/api/v1/payouts/${encodeURIComponent(orderId)}/broadcast`, { hash }),
    fundedAddresses: (network: string) => pages(ChainAddressList, "/api/v1/chain/addresses", { network, funded: "true" }),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
