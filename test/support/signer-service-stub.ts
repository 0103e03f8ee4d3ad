// A stand-in for the service's routes the operator's signer talks to (GET /api/v1/chain/keys,
// GET /api/v1/payouts[/{orderId}], POST /api/v1/payouts/{orderId}/broadcast,
// GET /api/v1/chain/addresses), on loopback. It answers from what the test gives it, pages by
// cursor, answers in the service's own shapes (typed by src/shared's schemas, so the stub cannot
// drift from the service without tsc saying so), records every request whole (method, path, headers, body) so that a test can look for
// anything that should never have been sent, and keeps the broadcast hashes it was told.
import { createServer, type IncomingMessage } from "node:http";
import type { ChainAddressList, ChainKeys, PayoutItem, PayoutList } from "../../src/shared/index.ts";

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface StubPayout {
  orderId: string;
  state: "awaitingPayment" | "seen" | "completed" | "cancelled";
  network: "ethereum" | "bsc" | "tron";
  assetId: string;
  amount: string;
  baseUnits: string;
  destination: string;
  contract?: string;
  /** The last hash a signer reported (the service lists every one in `broadcasts`), or null. */
  hash: string | null;
  createdAt: string;
}

/** The payout as the service answers it: its order's fields around it, the reported hash as a broadcast. */
function itemOf(p: StubPayout): PayoutItem {
  const { orderId, hash, ...fields } = p;
  return {
    orderId,
    type: "refund",
    integrationId: "int_stub",
    refundOf: null,
    requestedBy: "API key",
    payout: {
      ...fields,
      walletLinks: { plain: { address: p.destination, amount: p.amount } },
      ...(hash === null ? {} : { broadcasts: [{ hash, at: p.createdAt }] }),
    },
  };
}

export interface StubState {
  apiKey: string;
  keys: ChainKeys["families"];
  payouts: StubPayout[];
  addresses: Record<string, ChainAddressList["items"]>;
  /** Items per page of the listing routes. */
  pageSize: number;
}

export interface SignerServiceStub {
  url: string;
  state: StubState;
  requests: StubRequest[];
  close(): Promise<void>;
}

function page<T>(items: T[], cursor: string | null, size: number): { items: T[]; nextCursor: string | null } {
  const start = cursor === null ? 0 : Number(cursor);
  const end = start + size;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

export async function startSignerServiceStub(initial: Partial<StubState> & { apiKey: string }): Promise<SignerServiceStub> {
  const state: StubState = { keys: [], payouts: [], addresses: {}, pageSize: 2, ...initial };
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    const url = new URL(req.url ?? "/", "http://stub.invalid");
    const send = (status: number, value: unknown) =>
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (req.headers["x-api-key"] !== state.apiKey) return send(401, { errors: [{ code: "unauthorized" }] });
    const cursor = url.searchParams.get("cursor");
    if (req.method === "GET" && url.pathname === "/api/v1/chain/keys") return send(200, { families: state.keys } satisfies ChainKeys);
    if (req.method === "GET" && url.pathname === "/api/v1/payouts") {
      const wanted = url.searchParams.get("state");
      const listed = state.payouts.filter((p) => !wanted || p.state === wanted).map(itemOf);
      return send(200, page(listed, cursor, state.pageSize) satisfies PayoutList);
    }
    const one = /^\/api\/v1\/payouts\/([^/]+)(\/broadcast)?$/.exec(url.pathname);
    const payout = one && state.payouts.find((p) => p.orderId === decodeURIComponent(one[1] as string));
    if (one && !payout) return send(404, { errors: [{ code: "notFound" }] });
    if (req.method === "GET" && payout && !one?.[2]) return send(200, itemOf(payout));
    if (req.method === "POST" && payout && one?.[2]) {
      const { hash } = JSON.parse(body) as { hash: string };
      payout.hash = hash;
      return send(200, itemOf(payout));
    }
    if (req.method === "GET" && url.pathname === "/api/v1/chain/addresses") {
      const network = url.searchParams.get("network") ?? "";
      return send(200, page(state.addresses[network] ?? [], cursor, state.pageSize) satisfies ChainAddressList);
    }
    return send(404, { errors: [{ code: "notFound" }] });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
