// java-tron's HTTP API as the TRON tests need it, in front of the TRON-like anvil: POST
// /wallet/gettransactionbyid answers a transaction the node has the way java-tron prints
// protocol.Transaction (raw_data.contract[0] with its type and parameter, addresses in hex),
// and `{}` for one it does not have. anvil knows nothing of TRON's kinds, so a value transfer
// is a TransferContract and a call a TriggerSmartContract unless a test names another kind
// for a transaction (a TRC-10 transfer, say). It can also be down (503) or behind (`{}` for
// everything), as a provider can.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Anvil } from "./anvil.ts";

export interface TronHttpApi {
  /** The API's base URL (CHAIN_TRON_API_URL). */
  url: string;
  /** txids asked about so far, without 0x. */
  readonly asked: string[];
  /** Makes `txHash` a transaction of another kind: TransferAssetContract (a TRC-10 token) with its token id. */
  setKind(txHash: string, type: string, tokenId?: string): void;
  /** "up": answers; "down": HTTP 503; "behind": `{}` for every transaction. */
  setState(state: "up" | "down" | "behind"): void;
  close(): Promise<void>;
}

interface NodeTransaction {
  hash: string;
  from: string;
  to: string | null;
  value: string;
  input: string;
}

const hexOf = (text: string) => Buffer.from(text, "latin1").toString("hex");
/** TRON's hex form of an account: 0x41 and its 20 bytes. */
const tronHex = (account: string | null) => (account ? `41${account.slice(2).toLowerCase()}` : "");

async function body(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

export async function startTronHttpApi(anvil: Anvil): Promise<TronHttpApi> {
  const kinds = new Map<string, { type: string; tokenId?: string }>();
  const asked: string[] = [];
  let state: "up" | "down" | "behind" = "up";

  function contractOf(tx: NodeTransaction) {
    const txid = tx.hash.slice(2).toLowerCase();
    const kind = kinds.get(txid);
    const owner_address = tronHex(tx.from);
    const amount = Number(BigInt(tx.value));
    if (kind?.type === "TransferAssetContract") {
      return {
        type: kind.type,
        parameter: {
          value: { amount, asset_name: hexOf(kind.tokenId ?? "1002000"), owner_address, to_address: tronHex(tx.to) },
          type_url: "type.googleapis.com/protocol.TransferAssetContract",
        },
      };
    }
    const type = kind?.type ?? (tx.input === "0x" ? "TransferContract" : "TriggerSmartContract");
    const value =
      type === "TriggerSmartContract"
        ? { data: tx.input.slice(2), owner_address, contract_address: tronHex(tx.to), call_value: amount }
        : { amount, owner_address, to_address: tronHex(tx.to) };
    return { type, parameter: { value, type_url: `type.googleapis.com/protocol.${type}` } };
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const json = (status: number, value: unknown): void => {
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
    };
    if (req.method !== "POST" || req.url?.split("?")[0] !== "/wallet/gettransactionbyid") return json(404, {});
    const { value } = JSON.parse((await body(req)) || "{}") as { value?: string };
    asked.push(value ?? "");
    if (state === "down") return json(503, { Error: "service unavailable" });
    if (state === "behind" || typeof value !== "string" || !/^[0-9a-f]{64}$/i.test(value)) return json(200, {});
    const tx = await anvil.rpc<NodeTransaction | null>("eth_getTransactionByHash", [`0x${value}`]);
    if (!tx) return json(200, {});
    json(200, {
      ret: [{ contractRet: "SUCCESS" }],
      signature: [],
      txID: value.toLowerCase(),
      raw_data: { contract: [contractOf(tx)], ref_block_bytes: "0000", ref_block_hash: "0000000000000000", expiration: 0, timestamp: 0 },
      raw_data_hex: "",
    });
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    setKind(txHash, type, tokenId) {
      kinds.set(txHash.replace(/^0x/, "").toLowerCase(), tokenId === undefined ? { type } : { type, tokenId });
    },
    setState(next) {
      state = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
