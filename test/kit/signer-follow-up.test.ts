// `payouts pay` on a payout that already has hashes: every hash a signer reported is followed,
// newest first, not only the last. A replacement the node refused ("replacement transaction
// underpriced") was reported before it was sent, so the service's last hash is one the node never
// took, while the transaction it was to replace may be mined (the payout is paid: said, nothing
// sent) or still pending (followed, never sent anew). The node is a stub on loopback answering
// eth_getTransactionByHash as geth does, read through the signer's own viem client.
import { afterEach, describe, expect, it } from "vitest";
import { createEvmNode, payPayouts } from "../../kit/signer/src/index.ts";
import type { PayoutItem, ServiceClient } from "../../kit/signer/src/service.ts";
import { answerEach, type JsonRpcCall, result, startStubNode, type StubNode } from "../support/chain/stub-node.ts";

const EARLIER = `0x${"e1".repeat(32)}`;
const REFUSED = `0x${"e2".repeat(32)}`;
const SENDER = "0x9858EfFD232B4033E47d90003D41EC34EcaEda94";
const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const gwei = (n: number) => `0x${(BigInt(n) * 1_000_000_000n).toString(16)}`;

/** A refund's payout with the hashes reported, oldest first. */
function payoutItem(hashes: string[]): PayoutItem {
  return {
    orderId: "ord_refund_1",
    type: "refund",
    integrationId: "int_1",
    refundOf: "ord_paid_1",
    requestedBy: "api",
    payout: {
      state: "awaitingPayment",
      network: "ethereum",
      assetId: "USDT_ERC20",
      destination: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
      amount: "10.000000",
      baseUnits: "10000000",
      contract: USDT,
      walletLinks: { plain: { address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", amount: "10.000000" } },
      createdAt: "2026-11-29T04:00:00.000Z",
      broadcasts: hashes.map((hash, i) => ({ hash, at: `2026-11-29T04:0${i + 1}:00.000Z` })),
    },
  };
}

/** The service's side: one open payout; nothing is ever posted (a followed payout is never sent anew). */
function serviceWith(item: PayoutItem): ServiceClient {
  return {
    async *payouts() {
      yield item;
    },
    broadcast: async () => {
      throw new Error("nothing may be broadcast for a payout with hashes");
    },
  } as unknown as ServiceClient;
}

/** A transaction as geth answers it by hash: mined in `block`, or pending (null). */
function transaction(hash: string, block: number | null) {
  return {
    hash,
    type: "0x2",
    chainId: "0x1",
    nonce: "0x1",
    from: SENDER,
    to: USDT,
    value: "0x0",
    gas: "0xc350",
    input: "0xa9059cbb",
    maxFeePerGas: gwei(50),
    maxPriorityFeePerGas: gwei(1),
    accessList: [],
    blockHash: block === null ? null : `0x${"b7".repeat(32)}`,
    blockNumber: block === null ? null : `0x${block.toString(16)}`,
    transactionIndex: block === null ? null : "0x0",
    r: `0x${"11".repeat(32)}`,
    s: `0x${"22".repeat(32)}`,
    v: "0x0",
    yParity: "0x0",
  };
}

const nodes: StubNode[] = [];
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.close()));
});

/** A node that knows `known` (hash → its block, null: pending) and nothing else; the base fee is 10 gwei. */
async function nodeKnowing(known: Map<string, number | null>) {
  const node = await startStubNode(({ body }) =>
    answerEach(body, (call: JsonRpcCall) => {
      if (call.method === "eth_getTransactionByHash") {
        const hash = String(call.params[0]);
        return result(call, known.has(hash) ? transaction(hash, known.get(hash) ?? null) : null);
      }
      if (call.method === "eth_getBlockByNumber")
        return result(call, { number: "0x10", hash: `0x${"c1".repeat(32)}`, baseFeePerGas: gwei(10), timestamp: "0x1", transactions: [] });
      if (call.method === "eth_gasPrice") return result(call, gwei(11));
      if (call.method === "eth_maxPriorityFeePerGas") return result(call, gwei(1));
      return result(call, null);
    }),
  );
  nodes.push(node);
  return node;
}

async function followUp(hashes: string[], known: Map<string, number | null>) {
  const node = await nodeKnowing(known);
  const lines: string[] = [];
  const outcome = await payPayouts({
    service: serviceWith(payoutItem(hashes)),
    nodes: { ethereum: createEvmNode(node.url) },
    secret: { kind: "privateKey", key: `0x${"42".repeat(32)}` },
    account: 0,
    ids: [],
    maxFee: null,
    confirm: async () => true,
    print: (line) => lines.push(line),
  });
  return {
    outcome,
    lines,
    asked: node
      .calls()
      .filter((c) => c.method === "eth_getTransactionByHash")
      .map((c) => c.params[0]),
  };
}

describe("a payout whose last reported hash the node refused", () => {
  it("is paid by the earlier hash when that one is mined: said so, nothing sent", async () => {
    const { outcome, asked } = await followUp([EARLIER, REFUSED], new Map([[EARLIER, 7]]));
    expect(outcome.sent).toEqual([]);
    expect(outcome.skipped).toEqual([{ orderId: "ord_refund_1", why: `already paid by ${EARLIER} (block 7)` }]);
    // Newest first: the refused one, then the one it was to replace.
    expect(asked).toEqual([REFUSED, EARLIER]);
  });

  it("follows the earlier hash while it is pending at a price the network takes", async () => {
    const { outcome } = await followUp([EARLIER, REFUSED], new Map([[EARLIER, null]]));
    expect(outcome.skipped).toEqual([
      { orderId: "ord_refund_1", why: `broadcast ${EARLIER} is pending at a price the network still takes` },
    ]);
  });

  it("names every hash when the node knows none of them, and sends nothing anew", async () => {
    const { outcome } = await followUp([EARLIER, REFUSED], new Map());
    expect(outcome.sent).toEqual([]);
    expect(outcome.skipped[0]?.why).toBe(
      `broadcasts ${REFUSED}, ${EARLIER} are unknown to the node: not sent again, so it cannot be paid twice (check them on an explorer)`,
    );
  });
});
