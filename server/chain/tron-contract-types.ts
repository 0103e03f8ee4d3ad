// TRX counts only as a TRON TransferContract. java-tron's JSON-RPC renders every transaction
// kind as an Ethereum-style one: a TRC-10 token transfer (TransferAssetContract) shows up as a
// top-level "value" to the recipient, in the token's units, so 20,000,000 units of any TRC-10
// token would read as 20 TRX. The kind is only in java-tron's own HTTP API
// (POST /wallet/gettransactionbyid, raw_data.contract[0].type), so each native candidate on
// TRON is asked about there before it counts: a TransferContract is TRX; any other kind is
// handed on marked as refused, with the reason the merchant sees; an API that does not answer,
// or does not know the transaction yet (it answers {}), is "not yet": a fault, so the tick
// fails, the cursor stays below the block, and the next tick asks again. Nothing is credited
// on the JSON-RPC's word alone.
import type { Sighting } from "../domain/chain-transfers.ts";
import { cappedText } from "../gateway/capped-body.ts";
import { failureOf, RpcFault, retryAfterMs } from "./rpc-client.ts";
import { defaultTronApiUrl, type NetworkSettings } from "./settings.ts";

export const TRX_TRANSFER = "TransferContract";
const TRC10_TRANSFER = "TransferAssetContract";

/** Requests in flight at once: java-tron has no batch form of this call, and providers limit a key's rate. */
const PARALLEL = 4;
/**
 * An answer is read up to this: java-tron refuses a transaction over 500 KB and prints its bytes
 * as hex, so a real answer stays far below; a hostile or broken API cannot grow memory past it.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** Native candidates in, the same out: each kept as it is (TRX), or marked refused with the reason. */
export type NativeCheck = (candidates: readonly Sighting[]) => Promise<Sighting[]>;

export interface TronApiOptions {
  /** The API's base URL (the part before /wallet/…). */
  url: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Each call counted as the network's JSON-RPC calls are (metrics: by method and outcome):
   * method `wallet/gettransactionbyid`, outcome "ok" or the fault's class.
   */
  count?: (method: string, outcome: string) => void;
}

/** The call's name in the counts: its path, one of a fixed few whatever the API answers. */
export const TRON_API_METHOD = "wallet/gettransactionbyid";

/** The part of java-tron's answer read here (protocol.Transaction as its HTTP API prints it, addresses in hex). */
interface TransactionAnswer {
  raw_data?: { contract?: { type?: unknown; parameter?: { value?: { asset_name?: unknown } } }[] };
}

/** A TRC-10 token's id as java-tron prints asset_name without `visible`: the hex of its digits ("1002000"). */
function tokenId(assetName: unknown): string | null {
  if (typeof assetName !== "string" || !/^([0-9a-fA-F]{2})+$/.test(assetName)) return null;
  const text = Buffer.from(assetName, "hex").toString("latin1");
  return /^\d{1,20}$/.test(text) ? text : null;
}

/** Why a transaction of this kind is not TRX, in the words the merchant reads; null for a TRX transfer. */
export function refusalOf(type: string, assetName?: unknown): string | null {
  if (type === TRX_TRANSFER) return null;
  if (type === TRC10_TRANSFER) {
    const id = tokenId(assetName);
    return `a TRC-10 token transfer (${TRC10_TRANSFER}${id ? `, token ${id}` : ""}), not TRX: its units are the token's`;
  }
  // The kind comes from outside and is shown to the merchant: only a contract type's name is repeated.
  const kind = /^[A-Za-z]{1,64}$/.test(type) ? type : "unknown";
  return `a TRON ${kind} transaction, not a TRX transfer (${TRX_TRANSFER})`;
}

export function createTronContractCheck(options: TronApiOptions): NativeCheck {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const endpoint = new URL(options.url);
  endpoint.pathname = `${endpoint.pathname.replace(/\/$/, "")}/${TRON_API_METHOD}`;
  const host = endpoint.host;

  const count = options.count;
  /** The call's outcome counted, whatever it was: a fault by its class, never by the API's words. */
  async function countedTypeOf(txHash: string): Promise<{ type: string; assetName?: unknown }> {
    if (!count) return typeOf(txHash);
    try {
      const kind = await typeOf(txHash);
      count(TRON_API_METHOD, "ok");
      return kind;
    } catch (error) {
      count(TRON_API_METHOD, failureOf(error));
      throw error;
    }
  }

  async function typeOf(txHash: string): Promise<{ type: string; assetName?: unknown }> {
    const txid = txHash.replace(/^0x/, "");
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let text: string | null;
    try {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...options.headers },
          body: JSON.stringify({ value: txid }),
          signal: controller.signal,
          // Never followed: fetch would send the node's headers (a provider's key) to whatever host it names.
          redirect: "manual",
        });
        if ((response.status >= 300 && response.status < 400) || response.type === "opaqueredirect") {
          throw new RpcFault(
            "redirect",
            `java-tron's HTTP API at ${host} answered a redirect (HTTP ${response.status}), not followed: set CHAIN_TRON_API_URL to where it leads`,
            null,
            response.status,
          );
        }
        text = await cappedText(response, MAX_ANSWER_BYTES, controller);
      } catch (error) {
        if (error instanceof RpcFault) throw error;
        if (controller.signal.aborted)
          throw new RpcFault("timeout", `java-tron's HTTP API at ${host} gave no answer within ${timeoutMs} ms`);
        throw new RpcFault("network", `could not reach java-tron's HTTP API at ${host} (${(error as Error).message})`);
      }
      if (text === null) {
        throw new RpcFault(
          "tooLarge",
          `java-tron's HTTP API at ${host}: an answer larger than ${MAX_ANSWER_BYTES} bytes, not read further`,
        );
      }
      if (!response.ok) {
        throw new RpcFault(
          "http",
          `java-tron's HTTP API at ${host}: HTTP ${response.status}`,
          retryAfterMs(response.headers.get("retry-after")),
          response.status,
        );
      }
    } finally {
      clearTimeout(timer);
    }
    let answer: TransactionAnswer;
    try {
      answer = JSON.parse(text) as TransactionAnswer;
    } catch {
      throw new RpcFault("garbage", `java-tron's HTTP API at ${host} answered no JSON`);
    }
    const contract = answer?.raw_data?.contract?.[0];
    // {} is java-tron's answer for a transaction it does not have: not yet (a node behind the JSON-RPC's).
    if (typeof contract?.type !== "string") {
      throw new RpcFault("garbage", `java-tron's HTTP API at ${host} does not know transaction ${txid} yet; its TRX waits`);
    }
    return { type: contract.type, assetName: contract.parameter?.value?.asset_name };
  }

  return async (candidates) => {
    const out: Sighting[] = [];
    for (let i = 0; i < candidates.length; i += PARALLEL) {
      const group = candidates.slice(i, i + PARALLEL);
      const kinds = await Promise.all(group.map((c) => countedTypeOf(c.txHash)));
      group.forEach((candidate, k) => {
        const kind = kinds[k] as { type: string; assetName?: unknown };
        const refused = refusalOf(kind.type, kind.assetName);
        out.push(refused === null ? candidate : { ...candidate, refused });
      });
    }
    return out;
  };
}

/** The check a network's native candidates go through: TRON's contract kind; none elsewhere (a value transfer is the coin). */
export function nativeCheckFor(settings: NetworkSettings, count?: TronApiOptions["count"]): NativeCheck | null {
  if (settings.network !== "tron") return null;
  return createTronContractCheck({
    ...(count ? { count } : {}),
    url: settings.tronApiUrl ?? defaultTronApiUrl(settings.url),
    headers: settings.headers,
    timeoutMs: Math.max(2000, Math.min(10_000, settings.pollMs * 4)),
  });
}
