// What real nodes and providers answer when they say no, word for word (from their sources,
// documentation and users' reports, as docs/operations.md's providers table records them), and a
// rewrite for the fault proxy that answers one kind of call with such a refusal while every
// other call of the same request (a batch included) gets anvil's real answer.

export interface NodeError {
  code: number;
  message: string;
}

/**
 * java-tron before the `finalized` tag (4.7), and so QuickNode's TRON endpoint (whose docs say
 * only `latest` is served): a tag it does not know is "neither valid hex nor a valid tag".
 */
export const JAVA_TRON_UNKNOWN_TAG: NodeError = { code: -32602, message: "invalid block number" };

/** BSC's public dataseed endpoints, where eth_getLogs is switched off: every call, even of one block. */
export const BSC_DATASEED_GET_LOGS: NodeError = { code: -32005, message: "limit exceeded" };

/** Alchemy's free tier, for an eth_getLogs over more than 10 blocks. */
export const ALCHEMY_FREE_TIER_RANGE: NodeError = {
  code: -32600,
  message: "Under the Free tier plan, you can make eth_getLogs requests with up to a 10 block range.",
};

/** geth (and its forks) for a method it does not serve. */
export const gethMethodNotFound = (method: string): NodeError => ({
  code: -32601,
  message: `the method ${method} does not exist/is not available`,
});

export interface Call {
  id: unknown;
  method: string;
  params: unknown[];
}

/** A proxy rewrite: the calls `refused` picks are answered `error`, the others as the node answered them. */
export function refuseCalls(refused: (call: Call) => boolean, error: NodeError) {
  return (body: string, _path: string, request: string): string => {
    let asked: Call | Call[];
    let answered: unknown;
    try {
      asked = JSON.parse(request) as Call | Call[];
      answered = JSON.parse(body);
    } catch {
      return body;
    }
    const ids = new Set((Array.isArray(asked) ? asked : [asked]).filter(refused).map((c) => c.id));
    if (ids.size === 0) return body;
    const answer = (a: { id?: unknown }) => (ids.has(a.id) ? { jsonrpc: "2.0", id: a.id, error } : a);
    return JSON.stringify(Array.isArray(answered) ? answered.map(answer) : answer(answered as { id?: unknown }));
  };
}

/** eth_getBlockByNumber with the `finalized` tag. */
export const asksFinalized = (call: Call) => call.method === "eth_getBlockByNumber" && call.params[0] === "finalized";

/**
 * geth's answer to a transaction that would replace a pending one of the same sender and nonce
 * without paying enough more (core/txpool's ErrReplaceUnderpriced; an error without a code of
 * its own is -32000 over JSON-RPC).
 */
export const GETH_REPLACEMENT_UNDERPRICED: NodeError = { code: -32000, message: "replacement transaction underpriced" };

/** geth's default --txpool.pricebump: a replacement pays at least this many percent more, on the tip and on the max fee both. */
export const GETH_PRICE_BUMP_PERCENT = 10n;

/** The prices a pool compares: a legacy transaction's gas price is both its tip and its cap. */
export interface PoolPrice {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/**
 * Whether geth's pool takes `next` in place of `old` (legacypool's list.Add): strictly more on
 * both prices, and at least old × (100 + bump) / 100 on each, rounded down as geth's big.Int
 * division does.
 */
export function gethTakesReplacement(old: PoolPrice, next: PoolPrice, bump = GETH_PRICE_BUMP_PERCENT): boolean {
  if (old.maxFeePerGas >= next.maxFeePerGas || old.maxPriorityFeePerGas >= next.maxPriorityFeePerGas) return false;
  const threshold = (value: bigint) => (value * (100n + bump)) / 100n;
  return next.maxFeePerGas >= threshold(old.maxFeePerGas) && next.maxPriorityFeePerGas >= threshold(old.maxPriorityFeePerGas);
}
