// The service's side of the signer: the routes it reads and the one it writes, each answer
// parsed with its schema (an answer that breaks the contract is said as such, not as a refusal).
// Only the API key, the routes' parameters and a broadcast hash are ever sent: no key, no
// signature, nothing derived from the wallet's secret.
import { z } from "zod";

const Family = z.enum(["evm", "tron"]);
const NetworkId = z.enum(["ethereum", "bsc", "tron"]);
/** Decimal text, as the service writes money. */
const Amount = z.string().regex(/^\d+(\.\d+)?$/);

/** GET /api/v1/chain/keys: per family, the first three addresses and the highest index handed out (never the xpub). */
export const ChainKey = z.object({
  family: Family,
  addresses: z.array(z.string()),
  highestIndex: z.number().int().min(-1),
});
export type ChainKey = z.infer<typeof ChainKey>;
export const ChainKeys = z.object({ data: z.array(ChainKey) });
export type ChainKeys = z.infer<typeof ChainKeys>;

/** One payout as GET /api/v1/payouts lists it. */
export const Payout = z.object({
  orderId: z.string(),
  state: z.enum(["awaitingPayment", "seen", "completed", "cancelled"]),
  network: NetworkId,
  assetId: z.string(),
  amount: Amount,
  baseUnits: z.string().regex(/^\d+$/),
  destination: z.string(),
  contract: z.string().nullable().optional(),
  /** What a signer said it broadcast, or null. */
  hash: z.string().nullable(),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof Payout>;
export const PayoutPage = z.object({ data: z.array(Payout), nextCursor: z.string().nullable() });
export type PayoutPage = z.infer<typeof PayoutPage>;

/** One order address with what was credited to it (GET /api/v1/chain/addresses?funded=true). */
export const FundedAddress = z.object({
  index: z.number().int().min(0),
  address: z.string(),
  assetId: z.string(),
  amount: Amount,
  lastCreditAt: z.string(),
});
export type FundedAddress = z.infer<typeof FundedAddress>;
export const FundedAddressPage = z.object({ data: z.array(FundedAddress), nextCursor: z.string().nullable() });
export type FundedAddressPage = z.infer<typeof FundedAddressPage>;

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
    schema: z.ZodType<{ data: T[]; nextCursor: string | null }>,
    path: string,
    query: Record<string, string>,
  ): AsyncGenerator<T> {
    let cursor: string | null = null;
    do {
      const params: URLSearchParams = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
      const page: { data: T[]; nextCursor: string | null } = await call(schema, "GET", `${path}?${params}`);
      yield* page.data;
      cursor = page.nextCursor;
    } while (cursor);
  }

  return {
    keys: () => call(ChainKeys, "GET", "/api/v1/chain/keys"),
    payouts: (query: Record<string, string> = {}) => pages(PayoutPage, "/api/v1/payouts", query),
    payout: (orderId: string) => call(Payout, "GET", `/api/v1/payouts/${encodeURIComponent(orderId)}`),
    broadcast: (orderId: string, hash: string) =>
      call(z.unknown(), "POST", `/api/v1/payouts/${encodeURIComponent(orderId)}/broadcast`, { hash }),
    fundedAddresses: (network: string) => pages(FundedAddressPage, "/api/v1/chain/addresses", { network, funded: "true" }),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
