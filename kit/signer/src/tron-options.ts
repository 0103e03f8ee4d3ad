// The command's TRON settings: java-tron's HTTP API (its URL and a provider's key) and the fee
// limit of a token transfer, in TRX as the operator writes it, kept in sun.
import { parseUnits } from "viem";
import { createTronApi, type TronApi } from "./tron-api.ts";
import { DEFAULT_TRON_FEE_LIMIT } from "./tron-pay.ts";

interface TronFlags {
  "tron-api-url"?: string;
  "tron-api-key"?: string;
  "fee-limit"?: string;
}

/** The API and fee limit, or undefined without a URL (TRON payouts are then skipped with the flag named). */
export function tronOptions(
  values: TronFlags,
  env: Record<string, string | undefined>,
  fail: (message: string) => never,
): { api: TronApi; feeLimit: bigint } | undefined {
  const text = values["fee-limit"];
  // TRX has 6 decimals; a limit of 0 would make every token transfer fail on the chain, its fee burnt.
  if (text !== undefined && (!/^\d+(\.\d{1,6})?$/.test(text) || parseUnits(text, 6) === 0n))
    return fail(`--fee-limit must be an amount of TRX above 0 with at most 6 decimals, such as 30; got "${text}"`);
  const feeLimit = text === undefined ? DEFAULT_TRON_FEE_LIMIT : parseUnits(text, 6);
  const url = values["tron-api-url"] ?? env.CHAIN_TRON_API_URL;
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(`--tron-api-url must be an http(s) URL; got "${url}"`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return fail(`--tron-api-url must be an http(s) URL; got "${url}"`);
  const apiKey = values["tron-api-key"] ?? env.TRON_PRO_API_KEY;
  return { api: createTronApi({ url, ...(apiKey ? { apiKey } : {}) }), feeLimit };
}
