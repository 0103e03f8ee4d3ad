// The TRON check as java-tron's HTTP API is asked and read: the call (its path after the base
// URL's, the node's headers, the txid without 0x), each kind of answer, and every way it can
// fail to answer, which is a fault to retry, never a credit. Over an injected fetch: nothing
// leaves the process.
import { describe, expect, it } from "vitest";
import type { Sighting } from "../domain/chain-transfers.ts";
import { RpcFault } from "./rpc-client.ts";
import { createTronContractCheck, MAX_ANSWER_BYTES, refusalOf } from "./tron-contract-types.ts";

const TXID = "ab".repeat(32);
const candidate: Sighting = {
  network: "tron",
  txHash: `0x${TXID}`,
  logIndex: -1,
  blockNumber: 7,
  blockHash: `0x${"cd".repeat(32)}`,
  from: "11".repeat(20),
  to: "22".repeat(20),
  contract: null,
  value: "20000000",
};

/** java-tron's answer for a transaction of `type` (protocol.Transaction as its HTTP API prints it). */
const transaction = (type: string, value: Record<string, unknown> = {}) => ({
  ret: [{ contractRet: "SUCCESS" }],
  txID: TXID,
  raw_data: { contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${type}` }, type }] },
});

function api(answer: () => Response) {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  const check = createTronContractCheck({
    url: "https://tron.example/t0ken/?apikey=k",
    headers: { "TRON-PRO-API-KEY": "h" },
    fetch: (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), headers: init.headers as Record<string, string>, body: String(init.body) });
      return answer();
    }) as unknown as typeof fetch,
  });
  return { check, calls };
}

const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json", ...headers } });

describe("TRON's check of a native candidate", () => {
  it("asks /wallet/gettransactionbyid after the base URL's path, with the node's headers and the txid without 0x; a TransferContract passes as it is", async () => {
    const { check, calls } = api(() => json(transaction("TransferContract", { amount: 20_000_000 })));
    expect(await check([candidate])).toEqual([candidate]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://tron.example/t0ken/wallet/gettransactionbyid?apikey=k");
    expect(calls[0]?.headers).toMatchObject({ "TRON-PRO-API-KEY": "h", "Content-Type": "application/json" });
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual({ value: TXID });
  });

  it("marks any other kind refused, with the reason the merchant reads", async () => {
    const trc10 = api(() => json(transaction("TransferAssetContract", { amount: 20_000_000, asset_name: "31303032303030" })));
    expect(await trc10.check([candidate])).toEqual([
      { ...candidate, refused: "a TRC-10 token transfer (TransferAssetContract, token 1002000), not TRX: its units are the token's" },
    ]);
    const call = api(() => json(transaction("TriggerSmartContract", { call_value: 20_000_000 })));
    expect((await call.check([candidate]))[0]?.refused).toBe(
      "a TRON TriggerSmartContract transaction, not a TRX transfer (TransferContract)",
    );
    expect(refusalOf("<script>alert(1)</script>\nTransferContract")).toBe(
      "a TRON unknown transaction, not a TRX transfer (TransferContract)",
    );
    expect(refusalOf("TransferAssetContract", "not hex")).toBe(
      "a TRC-10 token transfer (TransferAssetContract), not TRX: its units are the token's",
    );
  });

  it("is a fault, never a credit, when the API does not know the transaction yet, is down, limits the rate or answers garbage", async () => {
    const fault = async (answer: () => Response) => {
      try {
        await api(answer).check([candidate]);
      } catch (error) {
        return error as RpcFault;
      }
      throw new Error("no fault");
    };
    const unknown = await fault(() => json({}));
    expect(unknown.kind).toBe("garbage");
    expect(unknown.message).toMatch(/does not know transaction (ab){32} yet/);
    expect(await fault(() => json({ raw_data: { contract: [] } }))).toMatchObject({ kind: "garbage" });
    expect(await fault(() => json({ Error: "unavailable" }, 503))).toMatchObject({ kind: "http", code: 503 });
    expect(await fault(() => json({}, 429, { "Retry-After": "3" }))).toMatchObject({ kind: "http", retryAfterMs: 3000 });
    expect(await fault(() => new Response("<html>", { status: 200 }))).toMatchObject({ kind: "garbage" });
    // A redirect is not followed (the node's headers would go wherever it names); a huge answer is not read.
    expect(await fault(() => new Response(null, { status: 307, headers: { Location: "https://elsewhere.invalid/" } }))).toMatchObject({
      kind: "redirect",
    });
    expect(await fault(() => new Response("x".repeat(MAX_ANSWER_BYTES + 1), { status: 200 }))).toMatchObject({ kind: "tooLarge" });
    const unreachable = createTronContractCheck({
      url: "https://tron.example",
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as unknown as typeof fetch,
    });
    await expect(unreachable([candidate])).rejects.toBeInstanceOf(RpcFault);
  });
});
