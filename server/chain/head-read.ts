// A tick's first question, in one batched request: the node's head with its block (one answer,
// `latest`: a head asked apart from its block can name a block another node behind a balancer
// lacks), its finalized block, the cursor's block and the blocks holding detected transfers. The `finalized` tag is optional: a
// node that does not know it (java-tron before 4.8 answers "invalid block number", and QuickNode's
// TRON endpoint serves only `latest`) would otherwise fail every tick for ever, so its refusal is
// recognised once (the tag asked alone), remembered, and the network credits by confirmations.
import type { RpcCall, RpcClient } from "./rpc-client.ts";
import { failureOf, RpcFault } from "./rpc-client.ts";
import { hexHeight } from "./scanner.ts";

/** Whether the node's finalized block is asked, and what it answered when it refused the tag. */
export interface FinalizedTag {
  state: "used" | "refused" | "unused";
  /** The node's refusal, as it answered it (while "refused"). */
  answer: string | null;
}

export interface HeadRead {
  /**
   * The head the node gave with its block's hash. Its height is proven apart, by the block at that
   * height asked by number (readRange's check of its top, or node-evidence.ts provenHead).
   */
  latest: { height: number; hash: string };
  finalized: number | null;
  cursorBlock: { hash: string } | null;
  /** Each detected transfer's height and the hash the node gives there (null: no block yet). */
  verified: Map<number, string | null>;
}

const FINALIZED: RpcCall = { method: "eth_getBlockByNumber", params: ["finalized", false] };

/**
 * Whether an answer to the `finalized` tag asked alone says the node does not know the tag: a
 * refusal of the request as asked, or of the method with it. A rate limit, a 5xx or a timeout
 * says nothing about the tag.
 */
export function refusesTag(error: unknown): boolean {
  const failure = failureOf(error);
  return failure === "refused" || failure === "method";
}

export async function readHead(
  rpc: RpcClient,
  ask: { finalized: FinalizedTag; cursorHeight: number | null; heights: readonly number[] },
  /** Told once, when the node refuses the tag: the refusal as it answered it. */
  onRefused: (answer: string) => void,
): Promise<HeadRead> {
  const withFinalized = ask.finalized.state === "used";
  const calls = (finalized: boolean): RpcCall[] => [
    { method: "eth_getBlockByNumber", params: ["latest", false] },
    ...(finalized ? [FINALIZED] : []),
    ...(ask.cursorHeight !== null ? [{ method: "eth_getBlockByNumber", params: [hexHeight(ask.cursorHeight), false] }] : []),
    ...ask.heights.map((h) => ({ method: "eth_getBlockByNumber", params: [hexHeight(h), false] })),
  ];
  let answers: unknown[];
  let finalizedAsked = withFinalized;
  try {
    answers = await rpc.batch<unknown>(calls(withFinalized));
  } catch (error) {
    if (!withFinalized) throw error;
    // Which call of the batch failed is not said: the tag alone tells whether it was the tag.
    const refusal = await rpc.call("eth_getBlockByNumber", FINALIZED.params).then(
      () => null,
      (alone: unknown) => (refusesTag(alone) ? alone : null),
    );
    if (refusal === null) throw error;
    onRefused(refusal instanceof Error ? refusal.message : String(refusal));
    finalizedAsked = false;
    answers = await rpc.batch<unknown>(calls(false));
  }
  let i = 0;
  const head = answers[i++] as { number?: unknown; hash?: unknown } | null;
  const height = typeof head?.number === "string" ? Number(head.number) : Number.NaN;
  if (!Number.isSafeInteger(height) || typeof head?.hash !== "string") {
    throw new RpcFault("garbage", "eth_getBlockByNumber(latest) answered no block");
  }
  const finalizedBlock = finalizedAsked ? (answers[i++] as { number: string } | null) : null;
  const cursorBlock = ask.cursorHeight !== null ? (answers[i++] as { hash: string } | null) : null;
  const verified = new Map<number, string | null>();
  for (const h of ask.heights) {
    const block = answers[i++] as { hash: string } | null;
    verified.set(h, block ? block.hash.toLowerCase() : null);
  }
  return {
    latest: { height, hash: head.hash.toLowerCase() },
    finalized: finalizedBlock ? Number(finalizedBlock.number) : null,
    cursorBlock,
    verified,
  };
}
