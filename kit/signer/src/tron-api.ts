// java-tron's own HTTP API (the routes every full node serves under /wallet/, not a provider's
// extras), as the signer reads and writes TRON: the head block a transaction refers to, the
// chain's prices, a token balance and a call's energy by a dry run, an account's TRX, and the
// broadcast. Every answer is parsed by its schema; an answer outside it is said as such.
import { z } from "zod";

export interface TronApiOptions {
  /** The part before /wallet/ (TronGrid: https://api.trongrid.io; a node of one's own: http://host:8090). */
  url: string;
  /** Sent as TRON-PRO-API-KEY, the header TronGrid reads a key from. */
  apiKey?: string;
  fetch?: typeof globalThis.fetch;
}

export const NowBlock = z.object({
  blockID: z.string().regex(/^[0-9a-f]{64}$/i),
  block_header: z.object({ raw_data: z.object({ number: z.number().int().nonnegative(), timestamp: z.number().int().positive() }) }),
});
export type NowBlock = z.infer<typeof NowBlock>;

/** Each parameter's value is absent when it is 0 (java-tron leaves proto3 defaults out of its JSON). */
export const ChainParameters = z.object({
  chainParameter: z.array(z.object({ key: z.string(), value: z.number().int().optional() })),
});
export type ChainParameters = z.infer<typeof ChainParameters>;

export const ConstantCall = z.object({
  result: z.object({ result: z.boolean().optional(), code: z.string().optional(), message: z.string().optional() }),
  energy_used: z.number().int().nonnegative().optional(),
  constant_result: z.array(z.string()).optional(),
});
export type ConstantCall = z.infer<typeof ConstantCall>;

/** An account the chain has never seen is `{}`; one it has carries its address (its balance absent when 0). */
export const Account = z.object({ address: z.string().optional(), balance: z.number().int().nonnegative().optional() });

/** An included transaction's outcome: `{}` until it is in a block; `result` is FAILED and `receipt.result` the reason when it failed. */
export const TransactionInfo = z.object({
  id: z.string().optional(),
  blockNumber: z.number().int().nonnegative().optional(),
  fee: z.number().int().nonnegative().optional(),
  result: z.string().optional(),
  receipt: z.object({ result: z.string().optional() }).optional(),
});
export type TransactionInfo = z.infer<typeof TransactionInfo>;

export const BroadcastAnswer = z.object({
  result: z.boolean().optional(),
  code: z.string().optional(),
  txid: z.string().optional(),
  /** Hex of the node's text, as java-tron writes it. */
  message: z.string().optional(),
});
export type BroadcastAnswer = z.infer<typeof BroadcastAnswer>;

/** java-tron writes its error messages as the hex of their text; anything else is shown as it came. */
export function messageText(message: string | undefined): string {
  if (!message) return "no message";
  if (/^([0-9a-f]{2})+$/i.test(message)) return Buffer.from(message, "hex").toString("utf8");
  return message;
}

/** The node refused a broadcast; the message is the node's own, decoded. */
export class TronRefused extends Error {
  override name = "TronRefused";
}

export function createTronApi({ url, apiKey, fetch = globalThis.fetch }: TronApiOptions) {
  async function post<T>(schema: z.ZodType<T>, path: string, body: string): Promise<T> {
    const response = await fetch(new URL(path, url.endsWith("/") ? url : `${url}/`), {
      method: "POST",
      headers: { "content-type": "application/json", ...(apiKey ? { "TRON-PRO-API-KEY": apiKey } : {}) },
      body,
      // A redirect would carry the API key to wherever the Location names: none is followed.
      redirect: "manual",
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`the TRON API answered POST /${path} with HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`the TRON API answered POST /${path} with a body that is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`the TRON API's answer to POST /${path} is not java-tron's: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  const constant = (owner: string, contract: string, selector: string, parameter: string) =>
    post(
      ConstantCall,
      "wallet/triggerconstantcontract",
      JSON.stringify({ owner_address: owner, contract_address: contract, function_selector: selector, parameter, visible: false }),
    );

  return {
    url,
    nowBlock: () => post(NowBlock, "wallet/getnowblock", "{}"),
    async chainParameters(): Promise<Map<string, number>> {
      const { chainParameter } = await post(ChainParameters, "wallet/getchainparameters", "{}");
      return new Map(chainParameter.map(({ key, value }) => [key, value ?? 0]));
    },
    /** A dry run of `selector` with `parameter` (hex), from `owner` (41… hex): its result and energy. */
    constant,
    /** The account's TRX in sun, or null when the chain has never seen it (sending it TRX creates it, at a fee). */
    async account(address: string): Promise<{ balance: bigint } | null> {
      const found = await post(Account, "wallet/getaccount", JSON.stringify({ address, visible: false }));
      return found.address === undefined ? null : { balance: BigInt(found.balance ?? 0) };
    },
    async transactionKnown(txID: string): Promise<boolean> {
      const found = await post(z.object({ txID: z.string().optional() }), "wallet/gettransactionbyid", JSON.stringify({ value: txID }));
      return found.txID !== undefined;
    },
    /** What the chain says of an included transaction; null while it is in no block yet. */
    async transactionInfo(txID: string): Promise<TransactionInfo | null> {
      const found = await post(TransactionInfo, "wallet/gettransactioninfobyid", JSON.stringify({ value: txID }));
      return found.id === undefined || found.blockNumber === undefined ? null : found;
    },
    /** Sends a signed transaction's body; resolves when the node took it, throws TronRefused with its reason when not. */
    async broadcast(body: string): Promise<void> {
      const answer = await post(BroadcastAnswer, "wallet/broadcasttransaction", body);
      if (answer.result !== true)
        throw new TronRefused(`the TRON node refused the transaction: ${answer.code ?? "no code"}, ${messageText(answer.message)}`);
    },
  };
}

export type TronApi = ReturnType<typeof createTronApi>;
