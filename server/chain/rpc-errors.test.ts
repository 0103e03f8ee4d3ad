// The providers' refusals as they send them, each classified before anyone acts on it: a range
// refusal (with the range it suggests), a rate limit (never a range to halve), a refused batch,
// a disabled method. The words and codes are the providers' and nodes' own (docs/operations.md,
// "Providers").
import { describe, expect, it } from "vitest";
import {
  classifyHttpStatus,
  classifyRpcError,
  errorInBody,
  retryAfterMs,
  retryHint,
  suggestedRange,
  type RpcFailure,
} from "./rpc-errors.ts";

const cases: [string, { code?: number; message: string; data?: unknown }, RpcFailure][] = [
  [
    "Alchemy's result cap",
    {
      code: -32602,
      message:
        "Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters and the response size limit, this block range should work: [0x0, 0xd043b8]",
    },
    "range",
  ],
  [
    "Alchemy's free tier",
    { code: -32600, message: "Under the Free tier plan, you can make eth_getLogs requests with up to a 10 block range." },
    "range",
  ],
  [
    "Infura's result cap",
    {
      code: -32005,
      message: "query returned more than 10000 results. Try with this block range [0xBDE5F8, 0x102DBCC].",
      data: { from: "0xBDE5F8", limit: 10000, to: "0x102DBCC" },
    },
    "range",
  ],
  ["geth's result cap", { code: -32005, message: "query returned more than 10000 results" }, "range"],
  ["QuickNode's range cap", { code: -32614, message: "eth_getLogs is limited to a 10,000 range" }, "range"],
  ["BSC's and publicnode's range cap", { code: -32000, message: "exceed maximum block range: 5000" }, "range"],
  ["Ankr's range cap", { code: -32600, message: "block range is too wide" }, "range"],
  ["reth's result cap", { code: -32602, message: "query exceeds max results 20000, retry with the range 23879634-23879696" }, "range"],
  ["erigon's and reth's range cap", { code: -32602, message: "query exceeds max block range 100000" }, "range"],
  ["BlockPI's range cap", { code: -32602, message: "eth_getLogs is limited to 1024 block range." }, "range"],
  ["BSC public dataseed (eth_getLogs switched off)", { code: -32005, message: "limit exceeded" }, "rateLimit"],
  ["Infura's rate limit", { code: -32005, message: "project ID request rate exceeded", data: { backoff_seconds: 30 } }, "rateLimit"],
  ["Alchemy's rate limit", { code: 429, message: "Your app has exceeded its compute units per second capacity." }, "rateLimit"],
  [
    "QuickNode's rate limit",
    { code: -32007, message: "15/second request limit reached - reduce calls per second or upgrade your account" },
    "rateLimit",
  ],
  ["a gateway's rate limit", { code: -32090, message: "Too many requests, reason: call rate limit exhausted, retry in 10s" }, "rateLimit"],
  ["geth's batch cap", { code: -32600, message: "batch too large" }, "batch"],
  [
    "erigon's batch cap",
    { code: -32000, message: "batch limit 100 exceeded (can increase by --rpc.batch.limit). Requested batch of size: 120" },
    "batch",
  ],
  ["a provider without batches", { code: -32600, message: "Batch requests are not supported on this plan" }, "batch"],
  ["geth's method not found", { code: -32601, message: "the method eth_getLogs does not exist/is not available" }, "method"],
  ["a method unsupported", { code: -32000, message: "method eth_getBlockReceipts is not supported" }, "method"],
  ["geth's finalized tag unknown to java-tron", { code: -32602, message: "invalid block number" }, "refused"],
  ["a node behind", { code: -32000, message: "header not found" }, "transient"],
  ["geth's timeout", { code: -32002, message: "request timed out" }, "transient"],
];

describe("a JSON-RPC error's meaning", () => {
  it.each(cases)("%s", (_name, error, expected) => {
    expect(classifyRpcError(error)).toBe(expected);
  });

  it("is a rate limit whatever it says when it comes inside a 429", () => {
    expect(classifyRpcError({ code: -32000, message: "query returned more than 10000 results" }, { status: 429 })).toBe("rateLimit");
  });

  it("is a refused batch when geth answers a batch's items with 'response too large'", () => {
    expect(classifyRpcError({ code: -32003, message: "response too large" }, { inBatch: true })).toBe("batch");
    expect(classifyRpcError({ code: -32003, message: "response too large" })).toBe("range");
  });
});

describe("the range a refusal suggests", () => {
  it.each([
    ["Alchemy", { message: "… this block range should work: [0x0, 0xd043b8]" }, { blocks: 0xd043b8 + 1, from: 0, to: 0xd043b8 }],
    [
      "Infura",
      { message: "query returned more than 10000 results. Try with this block range [0xBDE5F8, 0x102DBCC]." },
      { blocks: 0x102dbcc - 0xbde5f8 + 1, from: 0xbde5f8, to: 0x102dbcc },
    ],
    [
      "Infura's data",
      { message: "query returned more than 10000 results", data: { from: "0x10", to: "0x1f" } },
      { blocks: 16, from: 16, to: 31 },
    ],
    ["reth", { message: "query exceeds max results 20000, retry with the range 100-199" }, { blocks: 100, from: 100, to: 199 }],
    ["Alchemy's cap", { message: "you can make eth_getLogs requests with up to a 2K block range" }, { blocks: 2000, from: null, to: null }],
    ["Alchemy's free tier", { message: "with up to a 10 block range." }, { blocks: 10, from: null, to: null }],
    ["QuickNode", { message: "eth_getLogs is limited to a 10,000 range" }, { blocks: 10_000, from: null, to: null }],
    ["BSC and publicnode", { message: "exceed maximum block range: 5000" }, { blocks: 5000, from: null, to: null }],
    ["a provider's 1k", { message: "eth_getLogs range is too large, max is 1k blocks" }, { blocks: 1000, from: null, to: null }],
    ["reth's cap", { message: "query exceeds max block range 100000" }, { blocks: 100_000, from: null, to: null }],
  ])("%s", (_name, error, expected) => {
    expect(suggestedRange(error)).toEqual(expected);
  });

  it("is none where the words name none, or name a range backwards", () => {
    expect(suggestedRange({ message: "query returned more than 10000 results" })).toBeNull();
    expect(suggestedRange({ message: "Try with this block range [0x20, 0x10]" })).toBeNull();
  });
});

describe("an HTTP status without a JSON-RPC error", () => {
  it.each([
    [429, false, "rateLimit"],
    [413, false, "range"],
    [413, true, "batch"],
    [307, false, "redirect"],
    [401, false, "denied"],
    [403, false, "denied"],
    [404, false, "denied"],
    [502, false, "transient"],
    [503, true, "transient"],
    [408, false, "transient"],
    [400, false, "refused"],
  ] as const)("%i (batch: %s) is %s", (status, inBatch, expected) => {
    expect(classifyHttpStatus(status, { inBatch })).toBe(expected);
  });
});

describe("waits and bodies", () => {
  it("honours Retry-After up to a minute, as seconds or a date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs("3600")).toBe(60_000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 0)).toBe(10_000);
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it("reads a wait from the refusal's words or Infura's backoff_seconds", () => {
    expect(retryHint({ message: "call rate limit exhausted, retry in 10s" })).toBe(10_000);
    expect(retryHint({ message: "project ID request rate exceeded", data: { backoff_seconds: 30 } })).toBe(30_000);
    expect(
      retryHint({
        message: "project ID request rate exceeded",
        data: { rate: { allowed_rps: 50, backoff_seconds: 2, current_rps: 52.3 } },
      }),
    ).toBe(2000);
    expect(retryHint({ message: "try again after 900 seconds" })).toBe(60_000);
    expect(retryHint({ message: "limit exceeded" })).toBeNull();
  });

  it("finds the JSON-RPC error in a body, alone or in a batch's answer, and nothing in HTML", () => {
    expect(errorInBody('{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"limit exceeded"}}')).toEqual({
      code: -32005,
      message: "limit exceeded",
    });
    expect(errorInBody('[{"id":1,"result":"0x1"},{"id":2,"error":{"code":-32600,"message":"batch too large"}}]')).toMatchObject({
      message: "batch too large",
    });
    expect(errorInBody("<html>Bad Gateway</html>")).toBeNull();
    expect(errorInBody('{"error":"not an object"}')).toBeNull();
  });
});
