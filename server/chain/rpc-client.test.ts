// The JSON-RPC client against a stub node on loopback that answers as providers and hostile
// nodes do: an answer far larger than the cap is refused at the cap without the process's
// memory following it, a body that never ends meets the time limit, a redirect is never
// followed (the next host never sees the key), a refusal inside a 4xx is read and classified,
// batches never exceed 50 calls, a node refusing batches gets single requests (found once,
// remembered, tried again later), and a calls-per-second ceiling holds.
import { afterEach, describe, expect, it } from "vitest";
import {
  answerEach,
  neverEnding,
  rpcError,
  startStubNode,
  streamed,
  type JsonRpcCall,
  type StubNode,
} from "../../test/support/chain/stub-node.ts";
import { postToNode } from "./node-post.ts";
import type { CeilingClock } from "./rate-ceiling.ts";
import { readLogs } from "./scanner.ts";
import {
  BATCH_RETRY_MS,
  createRpcClient,
  MAX_BATCH,
  RpcFault,
  splitsRange,
  TOO_LARGE_PAUSE_MS,
  tooLargePauseMs,
  type RpcCall,
} from "./rpc-client.ts";

const nodes: StubNode[] = [];
const stub = async (...args: Parameters<typeof startStubNode>) => {
  const node = await startStubNode(...args);
  nodes.push(node);
  return node;
};

afterEach(async () => {
  await Promise.all(nodes.splice(0).map((n) => n.close()));
});

const fault = async (promise: Promise<unknown>): Promise<RpcFault> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RpcFault);
  return error as RpcFault;
};

const blocks = (n: number): RpcCall[] =>
  Array.from({ length: n }, (_, i) => ({ method: "eth_getBlockByNumber", params: [`0x${i.toString(16)}`, false] }));
const isBatch = (body: unknown): body is JsonRpcCall[] => Array.isArray(body);

/** A clock whose sleeps only move its own time: what the ceiling asks to wait, without waiting. */
function fakeClock(): CeilingClock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe("an answer's size and time", () => {
  it("refuses a 512 MiB answer at the cap, named, while the process's memory stays far below the answer", async () => {
    const MiB = 1024 * 1024;
    const node = await stub(() => streamed(512 * MiB));
    const rpc = createRpcClient({ url: node.url, maxBodyBytes: 32 * MiB, timeoutMs: 60_000 });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      const error = await fault(rpc.call("eth_getLogs", [{}]));
      expect(error.kind).toBe("tooLarge");
      expect(error.failure).toBe("tooLarge");
      expect(error.message).toMatch(/answer larger than 32 MiB \(CHAIN_RPC_MAX_BODY_MB\)/);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // At the peak: the cap's 32 MiB body buffer (and the test runner's own noise); the whole
    // answer read would be 512 MiB and its text as much again.
    const grewMiB = (peak - before) / MiB;
    expect(grewMiB).toBeLessThan(128);
  }, 60_000);

  it("asks for a pause after an answer over the cap, doubling for each in a row of the same method, and a whole answer ends the row", async () => {
    const MiB = 1024 * 1024;
    let huge = true;
    const node = await stub(({ body }) =>
      huge && !isBatch(body) && (body as JsonRpcCall).method === "eth_getLogs" ? streamed(4 * MiB) : answerEach(body),
    );
    const rpc = createRpcClient({ url: node.url, maxBodyBytes: MiB });
    const pauses = [];
    for (let i = 0; i < 8; i++) pauses.push((await fault(rpc.call("eth_getLogs", [{}]))).retryAfterMs);
    // 5 s, doubling, never past the minute Retry-After is honoured up to: asked again at once,
    // each retry reads the cap's megabytes again.
    expect(pauses).toEqual([TOO_LARGE_PAUSE_MS, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
    // Another method answering whole does not end the log queries' row.
    await rpc.call("eth_blockNumber", []);
    expect((await fault(rpc.call("eth_getLogs", [{}]))).retryAfterMs).toBe(60_000);
    huge = false;
    await rpc.call("eth_getLogs", [{}]);
    huge = true;
    expect((await fault(rpc.call("eth_getLogs", [{}]))).retryAfterMs).toBe(TOO_LARGE_PAUSE_MS);
    expect([1, 2, 3, 30].map(tooLargePauseMs)).toEqual([5000, 10_000, 20_000, 60_000]);
  });

  it("refuses an answer whose announced length is over the cap without reading it", async () => {
    const node = await stub(() => ({ headers: { "Content-Length": String(2 * 1024 * 1024) }, text: " ".repeat(2 * 1024 * 1024) }));
    const error = await fault(createRpcClient({ url: node.url, maxBodyBytes: 1024 * 1024 }).call("eth_blockNumber", []));
    expect(error.message).toMatch(/^eth_blockNumber: answer larger than 1 MiB/);
  });

  it("gives up on an answer that never completes within its time limit", async () => {
    const node = await stub(() => neverEnding);
    const error = await fault(createRpcClient({ url: node.url, timeoutMs: 300 }).call("eth_blockNumber", []));
    expect(error.kind).toBe("timeout");
    expect(error.failure).toBe("transient");
    expect(error.message).toMatch(/no complete answer within 300 ms/);
  });
});

describe("redirects", () => {
  it("are never followed: the host a 307 names never sees the node's headers", async () => {
    const elsewhere = await stub((request) => answerEach(request.body));
    const node = await stub(() => ({ status: 307, headers: { Location: `${elsewhere.url}v3/key` }, text: "" }));
    const rpc = createRpcClient({ url: node.url, headers: { "X-Node-Key": "k3y-for-the-node-only" } });
    const error = await fault(rpc.call("eth_blockNumber", []));
    expect(error.failure).toBe("redirect");
    expect(error.message).toMatch(/HTTP 307 \(a redirect to 127\.0\.0\.1:\d+\); redirects are not followed/);
    expect(error.message).not.toContain("k3y");
    expect(node.requests[0]?.headers["x-node-key"]).toBe("k3y-for-the-node-only");
    expect(elsewhere.requests).toHaveLength(0);
  });
});

describe("refusals inside a 4xx", () => {
  it("reads a range refusal inside a 400 (Alchemy) with the range it suggests, and it splits a range", async () => {
    const node = await stub((request) => ({
      status: 400,
      json: rpcError(-32602, "Log response size exceeded. … this block range should work: [0x10, 0x1f]", (request.body as JsonRpcCall).id),
    }));
    const error = await fault(createRpcClient({ url: node.url }).call("eth_getLogs", [{ fromBlock: "0x10", toBlock: "0x100" }]));
    expect(error).toMatchObject({ kind: "rpc", failure: "range", code: -32602, range: { blocks: 16, from: 16, to: 31 } });
    expect(error.message).toMatch(/^eth_getLogs: HTTP 400: Log response size exceeded/);
    expect(splitsRange(error)).toBe(true);
  });

  it("reads a range cap inside a 413 (QuickNode), and a bare 413 as a range too", async () => {
    let bare = false;
    const node = await stub((request) =>
      bare
        ? { status: 413, text: "Request Entity Too Large" }
        : { status: 413, json: rpcError(-32614, "eth_getLogs is limited to a 5 range", (request.body as JsonRpcCall).id) },
    );
    const rpc = createRpcClient({ url: node.url });
    expect(await fault(rpc.call("eth_getLogs", [{}]))).toMatchObject({ failure: "range", range: { blocks: 5 } });
    bare = true;
    expect(await fault(rpc.call("eth_getLogs", [{}]))).toMatchObject({ kind: "http", failure: "range", code: 413 });
  });

  it("takes a rate limit in a 200's error (BSC) or a 429's body as a wait, never a range to halve, with Retry-After up to a minute", async () => {
    let status = 200;
    const node = await stub((request) => ({
      status,
      headers: status === 429 ? { "Retry-After": "3600" } : ({} as Record<string, string>),
      json: rpcError(-32005, "limit exceeded", (request.body as JsonRpcCall).id),
    }));
    const rpc = createRpcClient({ url: node.url });
    const inBody = await fault(rpc.call("eth_getLogs", [{}]));
    expect(inBody).toMatchObject({ failure: "rateLimit", code: -32005 });
    expect(splitsRange(inBody)).toBe(false);
    status = 429;
    expect(await fault(rpc.call("eth_getLogs", [{}]))).toMatchObject({ failure: "rateLimit", retryAfterMs: 60_000 });
  });

  it("names a disabled method and a refused key for what they are", async () => {
    let answer = rpcError(-32601, "the method eth_getLogs does not exist/is not available", 1);
    let status = 200;
    const node = await stub(() => ({ status, json: answer }));
    const rpc = createRpcClient({ url: node.url });
    expect(await fault(rpc.call("eth_getLogs", [{}]))).toMatchObject({ failure: "method", code: -32601 });
    status = 401;
    answer = { jsonrpc: "2.0", id: 1 } as typeof answer;
    expect(await fault(rpc.call("eth_getLogs", [{}]))).toMatchObject({ failure: "denied", code: 401 });
  });
});

describe("the scanner's log range on a refusal", () => {
  const account = "ab".repeat(20);

  it("is halved on a range refusal inside a 400 until the node answers", async () => {
    const node = await stub((request) => {
      const call = request.body as JsonRpcCall;
      const { fromBlock, toBlock } = call.params[0] as { fromBlock: string; toBlock: string };
      return Number(toBlock) - Number(fromBlock) + 1 > 10
        ? {
            status: 400,
            json: rpcError(-32600, "Under the Free tier plan, you can make eth_getLogs requests with up to a 10 block range.", call.id),
          }
        : { json: { jsonrpc: "2.0", id: call.id, result: [] } };
    });
    const chunk = { size: 2000, max: 2000 };
    expect(await readLogs(createRpcClient({ url: node.url }), "ethereum", 0, 99, [account], chunk)).toEqual([]);
    // Every block from 0 to 99 was read in a range the node took (at most 10 blocks).
    const read = new Set<number>();
    for (const call of node.calls()) {
      const { fromBlock, toBlock } = call.params[0] as { fromBlock: string; toBlock: string };
      if (Number(toBlock) - Number(fromBlock) + 1 > 10) continue;
      for (let n = Number(fromBlock); n <= Number(toBlock); n++) read.add(n);
    }
    expect(read.size).toBe(100);
  });

  it("is left as it was on a rate limit in the error's words (BSC's -32005): halving would only multiply the requests", async () => {
    const node = await stub((request) => ({ json: rpcError(-32005, "limit exceeded", (request.body as JsonRpcCall).id) }));
    const chunk = { size: 2000, max: 2000 };
    const error = await fault(readLogs(createRpcClient({ url: node.url }), "bsc", 0, 5000, [account], chunk));
    expect(error.failure).toBe("rateLimit");
    expect(chunk.size).toBe(2000);
    expect(node.requests).toHaveLength(1);
  });
});

describe("batches", () => {
  it("never carry more than 50 calls: 120 go as 50, 50 and 20, in order", async () => {
    const node = await stub((request) => answerEach(request.body, (c) => ({ jsonrpc: "2.0", id: c.id, result: c.params[0] })));
    const rpc = createRpcClient({ url: node.url });
    const results = await rpc.batch<string>(blocks(120));
    expect(results).toEqual(blocks(120).map((c) => c.params[0]));
    expect(node.requests.map((r) => (isBatch(r.body) ? r.body.length : 1))).toEqual([MAX_BATCH, MAX_BATCH, 20]);
  });

  it("follow the network's setting, and 0 sends every call alone", async () => {
    const node = await stub((request) => answerEach(request.body));
    await createRpcClient({ url: node.url, batchMax: 10 }).batch(blocks(25));
    expect(node.requests.map((r) => (isBatch(r.body) ? r.body.length : 1))).toEqual([10, 10, 5]);
    node.requests.length = 0;
    const alone = createRpcClient({ url: node.url, batchMax: 0 });
    await alone.batch(blocks(3));
    expect(node.requests.map((r) => isBatch(r.body))).toEqual([false, false, false]);
    expect(alone.batching).toBe(false);
  });

  it.each([
    [
      "erigon's batch limit, one error object for the batch",
      (b: JsonRpcCall[]) => ({
        json: rpcError(-32000, `batch limit 2 exceeded (can increase by --rpc.batch.limit). Requested batch of size: ${b.length}`),
      }),
    ],
    ["geth's batch too large, one error in an array", (b: JsonRpcCall[]) => ({ json: [rpcError(-32600, "batch too large", b[0]?.id)] })],
    [
      "a gateway refusing batches with a 400",
      () => ({ status: 400, json: rpcError(-32600, "Batch requests are not supported on this plan") }),
    ],
    ["a gateway refusing batches with a bare 413", () => ({ status: 413, text: "Request Entity Too Large" })],
  ])("refused (%s) are found once, remembered, answered one by one, and tried again later", async (_name, refuse) => {
    const node = await stub((request) => (isBatch(request.body) ? refuse(request.body) : answerEach(request.body)));
    const clock = fakeClock();
    const rpc = createRpcClient({ url: node.url, clock });
    expect(await rpc.batch(blocks(3))).toEqual(["0x10", "0x10", "0x10"]);
    expect(rpc.batching).toBe(false);
    // The next batches go one by one at once: the refusal is not met again.
    await rpc.batch(blocks(3));
    expect(node.requests.filter((r) => isBatch(r.body))).toHaveLength(1);
    expect(node.requests.filter((r) => !isBatch(r.body))).toHaveLength(6);
    // Later, batches are tried again (the provider's plan may have changed).
    await clock.sleep(BATCH_RETRY_MS);
    expect(rpc.batching).toBe(true);
    await rpc.batch(blocks(2));
    expect(node.requests.filter((r) => isBatch(r.body))).toHaveLength(2);
  });

  it("are not given up for a rate limit answered to the whole batch: that is a wait", async () => {
    const node = await stub((request) => (isBatch(request.body) ? { json: rpcError(-32005, "limit exceeded") } : answerEach(request.body)));
    const rpc = createRpcClient({ url: node.url });
    expect(await fault(rpc.batch(blocks(3)))).toMatchObject({ failure: "rateLimit" });
    expect(rpc.batching).toBe(true);
    expect(node.requests).toHaveLength(1);
  });
});

describe("a calls-per-second ceiling", () => {
  it("spaces requests so that no second holds more calls than the ceiling, batches counted by their calls", async () => {
    const node = await stub((request) => answerEach(request.body));
    const clock = fakeClock();
    const sentAt: number[] = [];
    const rpc = createRpcClient({
      url: node.url,
      maxRps: 5,
      clock,
      post: (url, request) => {
        const body = JSON.parse(request.body) as unknown;
        for (let i = 0; i < (Array.isArray(body) ? body.length : 1); i++) sentAt.push(clock.now());
        return postToNode(url, request);
      },
    });
    for (let i = 0; i < 12; i++) await rpc.call("eth_blockNumber", []);
    await rpc.batch(blocks(10));
    for (let i = 0; i < 3; i++) await rpc.call("eth_blockNumber", []);
    expect(sentAt).toHaveLength(25);
    // Calls in any one-second window of the (fake) clock: at most the ceiling plus the first
    // second's burst when a batch is larger than the bucket.
    for (const start of sentAt) {
      const inWindow = sentAt.filter((t) => t >= start && t < start + 1000).length;
      expect(inWindow).toBeLessThanOrEqual(10);
    }
    // And on the whole: 25 calls at 5 a second, a full bucket at the start, take about 4 s.
    expect(clock.now()).toBeGreaterThanOrEqual(((25 - 5) / 5) * 1000 - 1);
  });
});
