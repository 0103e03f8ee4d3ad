// Chain mode's settings, read from the environment once at start. Any CHAIN_RPC_URL_<NETWORK>
// turns chain mode on; whatever is inconsistent refuses the start with one line that names the
// variable (never its value when the value may be a secret: extended keys, RPC credentials).
import { ASSETS, ASSET_IDS, isAssetId, isEvmAddress, isTronAddress, type AssetId, type NetworkId } from "../../src/shared/index.ts";
import type { AddressFamily } from "../store/chain-records.ts";
import { chainIdOf, defaultContracts, NETWORK_VARIANTS, type NetworkVariant } from "./network-variants.ts";
import { plainHttpRefusal } from "./node-url.ts";
import { readServiceFeeBasisPoints } from "./service-fee.ts";
import { readPayoutSettings, type PayoutSettings } from "./payout-settings.ts";
import { watchOnlyKey, type WatchOnlyKey } from "./watch-only-keys.ts";

export const CHAIN_NETWORKS: readonly NetworkId[] = ["ethereum", "bsc", "tron"];

/** EIP-155 chain ids (TRON's JSON-RPC answers 0x2b6653dc = 728126428 on mainnet). */
export const MAINNET_CHAIN_IDS: Record<NetworkId, number> = {
  ethereum: chainIdOf("ethereum", "mainnet"),
  bsc: chainIdOf("bsc", "mainnet"),
  tron: chainIdOf("tron", "mainnet"),
};

/**
 * Confirmations before a transfer is credited, and whether the node's `finalized` block credits
 * earlier (BNB Smart Chain: final two blocks on under fast finality; TRON: solidified after 19 of
 * 27 producers). Ethereum's `finalized` trails by about 13 minutes, so its 12 blocks come first.
 */
export const DEFAULT_CONFIRMATIONS: Record<NetworkId, { blocks: number; finalized: boolean }> = {
  ethereum: { blocks: 12, finalized: false },
  bsc: { blocks: 15, finalized: true },
  tron: { blocks: 19, finalized: true },
};

/** Poll intervals near each network's block time (12 s, 0.45 s, 3 s). */
/**
 * The poll while nothing waits on a network: about 2,880 ticks a day, each one request
 * when idle, under 10,000 requests a day per network (a free plan's daily allowance is 100,000 on
 * TronGrid, and Alchemy's, Infura's and QuickNode's are counted in credits of the same order).
 */
export const DEFAULT_IDLE_POLL_MS = 30_000;
/**
 * Watched addresses from which logs are read by contract: 4 queries a range by recipient, where
 * one by contract reads every transfer of the pinned tokens (hundreds a block on Ethereum, a few
 * thousand on TRON), which few sets of addresses are worth.
 */
export const DEFAULT_CONTRACT_SCAN_AT = 2000;
/**
 * TRON's is its block time: a poll of 2 s found a new block two ticks in three and spent about
 * 130,000 TronGrid requests a day with orders open, over its free 100,000.
 */
export const DEFAULT_POLL_MS: Record<NetworkId, number> = { ethereum: 4000, bsc: 1000, tron: 3000 };

export const DEFAULT_LATE_WINDOW_DAYS = 7;

export const familyOf = (network: NetworkId): AddressFamily => (network === "tron" ? "tron" : "evm");

export interface NetworkSettings {
  network: NetworkId;
  url: string;
  headers: Record<string, string>;
  /** mainnet, or the test network CHAIN_NETWORK_<NETWORK> names. */
  variant: NetworkVariant;
  chainId: number;
  /**
   * The network's accepted assets and their contract on this chain, as written there (EIP-55
   * hex, TRON base58check); null for the network's own coin. An asset missing here is not
   * accepted (a test network where nobody publishes it and no CHAIN_TOKEN_<ASSET> names one).
   */
  contracts: Partial<Record<AssetId, string | null>>;
  /** The assets whose contract CHAIN_TOKEN_<ASSET> set (the start says so). */
  overridden: AssetId[];
  /**
   * TRON only: java-tron's HTTP API (its /wallet/… routes), asked which kind of contract a
   * transaction is before TRX counts; sent the node's headers too.
   */
  tronApiUrl: string | null;
  confirmations: number;
  useFinalized: boolean;
  pollMs: number;
  /**
   * How often the node is asked while nothing waits on the network (no watched address, open
   * payout or transfer awaiting confirmations): a network nobody pays on costs a few thousand
   * requests a day, not one every poll. A new order wakes the loop at once where its creation
   * is heard; this bounds the delay where it is not.
   */
  idlePollMs: number;
  /**
   * From this many watched addresses (and payout destinations) on, a range's Transfer logs are
   * read by the pinned token contracts, recipients matched in memory (one query a range, not one
   * per 500 addresses); below it, by recipient (unpinned tokens' transfers are seen then too).
   */
  contractScanAt: number;
  /** The first block scanned on a first start (default: the head then). */
  startBlock: number | null;
  /** Calls per batch to the node (at most 50; 0 or 1: never batch). */
  batchMax: number;
  /** Calls per second to the node; null: no ceiling. */
  maxRps: number | null;
  /**
   * A second node (CHAIN_RPC_URL_<NETWORK>_CHECK, its headers CHAIN_RPC_HEADERS_<NETWORK>_CHECK)
   * that must return the same receipt before a transfer is credited; null: none.
   */
  check: { url: string; headers: Record<string, string> } | null;
}

export interface ChainSettings {
  networks: Partial<Record<NetworkId, NetworkSettings>>;
  keys: Partial<Record<AddressFamily, WatchOnlyKey>>;
  lateWindowDays: number;
  /** A node's answer is read up to this many bytes. */
  maxBodyBytes: number;
  /** CHAIN_SERVICE_FEE_PERCENT in basis points (default 0): the fee booked on each credited transfer. */
  serviceFeeBasisPoints: bigint;
  /** The service's own payout fees and the operator's declared payout addresses (payout-settings.ts). */
  payouts: PayoutSettings;
}

const SUFFIX: Record<NetworkId, string> = { ethereum: "ETHEREUM", bsc: "BSC", tron: "TRON" };

/** Longer than any number these settings take: a value this long is repeated in no message. */
const SHOWN_VALUE_MAX = 16;

function whole(env: Record<string, string | undefined>, name: string, min: number, max: number): number | null {
  const text = env[name];
  if (text === undefined || text.trim() === "") return null;
  if (!/^\d{1,12}$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    // A long value is likely a key or a URL pasted on the wrong line of the environment: not repeated.
    const shown = text.length <= SHOWN_VALUE_MAX ? `${name}=${text}` : `${name} (a value of ${text.length} characters, not repeated)`;
    throw new Error(`${shown} is not a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

/** A network's number settings, read whether or not it has a node: a malformed one is a mistake either way. */
function numbers(env: Record<string, string | undefined>, network: NetworkId) {
  const suffix = SUFFIX[network];
  return {
    chainId: whole(env, `CHAIN_ID_${suffix}`, 1, 2 ** 48),
    confirmations: whole(env, `CHAIN_CONFIRMATIONS_${suffix}`, 1, 10_000),
    pollMs: whole(env, `CHAIN_POLL_MS_${suffix}`, 50, 600_000),
    idlePollMs: whole(env, `CHAIN_IDLE_POLL_MS_${suffix}`, 50, 3_600_000),
    contractScanAt: whole(env, `CHAIN_CONTRACT_SCAN_AT_${suffix}`, 1, 100_000_000),
    startBlock: whole(env, `CHAIN_START_BLOCK_${suffix}`, 0, 2 ** 48),
    batchMax: whole(env, `CHAIN_RPC_BATCH_MAX_${suffix}`, 0, 50),
    maxRps: whole(env, `CHAIN_RPC_MAX_RPS_${suffix}`, 0, 100_000),
  };
}

function headers(env: Record<string, string | undefined>, name: string): Record<string, string> {
  const text = env[name];
  if (text === undefined || text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const ok =
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([k, v]) => /^[A-Za-z0-9-]+$/.test(k) && typeof v === "string");
  // The value is not repeated: it is usually an API key.
  if (!ok) throw new Error(`${name} is not a JSON object of header names and text values, such as {"TRON-PRO-API-KEY":"…"}`);
  return value as Record<string, string>;
}

/** CHAIN_RPC_ALLOW_HTTP: 1 lets a node's URL be http:// to any host (the operator vouches for the path). */
function allowHttp(env: Record<string, string | undefined>): boolean {
  const text = (env.CHAIN_RPC_ALLOW_HTTP ?? "").trim();
  if (text !== "" && text !== "0" && text !== "1")
    throw new Error(`CHAIN_RPC_ALLOW_HTTP is 1 (allow) or 0 (refuse), not ${text.slice(0, 16)}`);
  return text === "1";
}

/** CHAIN_NETWORK_<NETWORK>: mainnet (the default) or the network's public test network. */
function variant(env: Record<string, string | undefined>, network: NetworkId): NetworkVariant {
  const name = `CHAIN_NETWORK_${SUFFIX[network]}`;
  const text = (env[name] ?? "").trim();
  if (text === "") return "mainnet";
  const choices: readonly string[] = NETWORK_VARIANTS[network];
  if (!choices.includes(text)) {
    const shown = text.length <= SHOWN_VALUE_MAX ? `${name}=${text}` : `${name} (a value of ${text.length} characters, not repeated)`;
    throw new Error(`${shown} is not one of ${choices.join(", ")}`);
  }
  return text as NetworkVariant;
}

const TOKEN_PREFIX = "CHAIN_TOKEN_";

/**
 * CHAIN_TOKEN_<ASSET>=<contract>: one token's contract on a private or forked chain, or on a
 * test network nobody publishes it for. Read whether or not its network has a node, as the
 * numbers are: a mistyped contract is a mistake either way.
 */
function tokenOverrides(env: Record<string, string | undefined>): Partial<Record<AssetId, string>> {
  const out: Partial<Record<AssetId, string>> = {};
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(TOKEN_PREFIX) || raw === undefined || raw.trim() === "") continue;
    const id = name.slice(TOKEN_PREFIX.length);
    const tokens = ASSET_IDS.filter((a) => !ASSETS[a].native);
    if (!isAssetId(id) || ASSETS[id].native) {
      throw new Error(`${name} names no token the service accepts: set one of ${tokens.map((a) => TOKEN_PREFIX + a).join(", ")}`);
    }
    const contract = raw.trim();
    // A contract address is public: repeated in full so the operator sees what was read.
    if (ASSETS[id].network === "tron") {
      if (!isTronAddress(contract))
        throw new Error(`${name}=${contract} is not a TRON contract address (base58check, T followed by 33 characters)`);
    } else if (!isEvmAddress(contract, true)) {
      throw new Error(
        `${name}=${contract} is not a contract address (0x and 40 hex digits, with a correct EIP-55 checksum when in mixed case)`,
      );
    }
    out[id] = contract;
  }
  return out;
}

/** java-tron's HTTP API beside its JSON-RPC: the same URL without its /jsonrpc path (TronGrid: https://api.trongrid.io). */
export function defaultTronApiUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.pathname = url.pathname.replace(/\/jsonrpc\/?$/, "");
  return url.toString();
}

/** An RPC URL for the log: its host only (a provider's key often sits in the path or query). */
export const rpcHost = (url: string): string => new URL(url).host;

/** Chain mode's settings, or null when no CHAIN_RPC_URL_<NETWORK> is set (the sandbox or a gateway). */
export function readChainSettings(env: Record<string, string | undefined>): ChainSettings | null {
  const configured = CHAIN_NETWORKS.filter((network) => (env[`CHAIN_RPC_URL_${SUFFIX[network]}`] ?? "").trim() !== "");
  if (configured.length === 0) return null;
  if ((env.UPSTREAM_URL ?? "").trim() !== "") {
    throw new Error(
      "CHAIN_RPC_URL_* and UPSTREAM_URL are both set: chain mode watches the chains itself, gateway mode asks an upstream; choose one",
    );
  }
  const read = Object.fromEntries(CHAIN_NETWORKS.map((network) => [network, numbers(env, network)])) as Record<
    NetworkId,
    ReturnType<typeof numbers>
  >;
  const variants = Object.fromEntries(CHAIN_NETWORKS.map((network) => [network, variant(env, network)])) as Record<
    NetworkId,
    NetworkVariant
  >;
  const overrides = tokenOverrides(env);
  const networks: Partial<Record<NetworkId, NetworkSettings>> = {};
  for (const network of configured) {
    const suffix = SUFFIX[network];
    const url = (env[`CHAIN_RPC_URL_${suffix}`] ?? "").trim();
    if (!/^https?:\/\/[^/?#\s]+/.test(url) || !URL.canParse(url)) {
      throw new Error(`CHAIN_RPC_URL_${suffix} is not an http(s) URL of a JSON-RPC endpoint`);
    }
    const plain = plainHttpRefusal(`CHAIN_RPC_URL_${suffix}`, url, allowHttp(env));
    if (plain) throw new Error(plain);
    const checkUrl = (env[`CHAIN_RPC_URL_${suffix}_CHECK`] ?? "").trim();
    if (checkUrl !== "") {
      if (!/^https?:\/\/[^/?#\s]+/.test(checkUrl) || !URL.canParse(checkUrl)) {
        throw new Error(
          `CHAIN_RPC_URL_${suffix}_CHECK is not an http(s) URL of a JSON-RPC endpoint (the second node that confirms receipts)`,
        );
      }
      const plainCheck = plainHttpRefusal(`CHAIN_RPC_URL_${suffix}_CHECK`, checkUrl, allowHttp(env));
      if (plainCheck) throw new Error(plainCheck);
    }
    const defaults = DEFAULT_CONFIRMATIONS[network];
    const contracts: Partial<Record<AssetId, string | null>> = {};
    const overridden: AssetId[] = [];
    for (const [id, published] of Object.entries(defaultContracts(network, variants[network])) as [AssetId, string | null | undefined][]) {
      const set = overrides[id];
      if (set !== undefined) overridden.push(id);
      const contract = set ?? published;
      if (contract === undefined) continue;
      // One contract is one asset: a transfer from it must not count as whichever came last.
      const same = (Object.entries(contracts) as [AssetId, string | null][]).find(
        ([, other]) => contract !== null && other !== null && other.toLowerCase() === contract.toLowerCase(),
      );
      if (same) {
        const names = [id, same[0]].filter((a) => overrides[a] !== undefined).map((a) => TOKEN_PREFIX + a);
        throw new Error(
          `${names.join(" and ")} name${names.length > 1 ? "" : "s"} the contract of both ${same[0]} and ${id}: one contract is one asset`,
        );
      }
      contracts[id] = contract;
    }
    let tronApiUrl: string | null = null;
    if (network === "tron") {
      tronApiUrl = (env.CHAIN_TRON_API_URL ?? "").trim() || defaultTronApiUrl(url);
      if (!/^https?:\/\/[^/?#\s]+/.test(tronApiUrl) || !URL.canParse(tronApiUrl)) {
        throw new Error("CHAIN_TRON_API_URL is not an http(s) URL of java-tron's HTTP API (the part before /wallet/…)");
      }
      // It gets the node's headers (a provider's key): the same rule as the node's own URL.
      const plainApi = plainHttpRefusal("CHAIN_TRON_API_URL", tronApiUrl, allowHttp(env));
      if (plainApi) throw new Error(plainApi);
    }
    networks[network] = {
      network,
      url,
      headers: headers(env, `CHAIN_RPC_HEADERS_${suffix}`),
      variant: variants[network],
      contracts,
      overridden,
      tronApiUrl,
      chainId: read[network].chainId ?? chainIdOf(network, variants[network]),
      confirmations: read[network].confirmations ?? defaults.blocks,
      useFinalized: defaults.finalized,
      pollMs: read[network].pollMs ?? DEFAULT_POLL_MS[network],
      idlePollMs: read[network].idlePollMs ?? Math.max(read[network].pollMs ?? DEFAULT_POLL_MS[network], DEFAULT_IDLE_POLL_MS),
      contractScanAt: read[network].contractScanAt ?? DEFAULT_CONTRACT_SCAN_AT,
      startBlock: read[network].startBlock,
      batchMax: read[network].batchMax ?? 50,
      maxRps: read[network].maxRps || null,
      check: checkUrl === "" ? null : { url: checkUrl, headers: headers(env, `CHAIN_RPC_HEADERS_${suffix}_CHECK`) },
    };
  }
  const keys: Partial<Record<AddressFamily, WatchOnlyKey>> = {};
  const wantsEvm = configured.some((n) => familyOf(n) === "evm");
  const wantsTron = configured.includes("tron");
  if (wantsEvm) {
    if (!env.XPUB_EVM) throw new Error("XPUB_EVM is required with CHAIN_RPC_URL_ETHEREUM or _BSC: the account's xpub at m/44'/60'/0'");
    keys.evm = watchOnlyKey(env.XPUB_EVM, "evm", "XPUB_EVM");
  }
  if (wantsTron) {
    if (!env.XPUB_TRON) throw new Error("XPUB_TRON is required with CHAIN_RPC_URL_TRON: the account's xpub at m/44'/195'/0'");
    keys.tron = watchOnlyKey(env.XPUB_TRON, "tron", "XPUB_TRON");
  }
  const lateWindowDays = whole(env, "CHAIN_LATE_WINDOW_DAYS", 0, 36_500) ?? DEFAULT_LATE_WINDOW_DAYS;
  const maxBodyBytes = (whole(env, "CHAIN_RPC_MAX_BODY_MB", 1, 1024) ?? 32) * 1024 * 1024;
  return {
    networks,
    keys,
    lateWindowDays,
    maxBodyBytes,
    serviceFeeBasisPoints: readServiceFeeBasisPoints(env),
    payouts: readPayoutSettings(env),
  };
}

/**
 * Assets of networks without an RPC URL, and tokens without a contract on the chain watched (a
 * test network nobody publishes them for): listed as disabled, refused for new orders.
 */
export function unwatchedAssets(settings: ChainSettings): ReadonlySet<AssetId> {
  return new Set(ASSET_IDS.filter((id) => settings.networks[ASSETS[id].network]?.contracts[id] === undefined));
}

/** The start's lines of a network's assets: each token's contract (and whether CHAIN_TOKEN_ set it), the coin's check, what is not accepted. */
function describeContracts(n: NetworkSettings): string[] {
  const pad = " ".repeat(12);
  const lines: string[] = [];
  const missing: AssetId[] = [];
  for (const id of ASSET_IDS) {
    if (ASSETS[id].network !== n.network) continue;
    const contract = n.contracts[id];
    if (contract === undefined) missing.push(id);
    else if (contract !== null)
      lines.push(`${pad}${id.padEnd(11)} ${contract}${n.overridden.includes(id) ? ` (${TOKEN_PREFIX}${id})` : ""}`);
    else if (n.tronApiUrl !== null)
      lines.push(`${pad}${id.padEnd(11)} counted once ${rpcHost(n.tronApiUrl)}/wallet/gettransactionbyid calls it a TransferContract`);
    else lines.push(`${pad}${id.padEnd(11)} the network's own coin`);
  }
  if (missing.length > 0) {
    lines.push(
      `${pad}not accepted (no published contract on ${n.variant}): ${missing.map((id) => `${id}, set ${TOKEN_PREFIX}${id}`).join("; ")}`,
    );
  }
  return lines;
}

/** What the start prints: each network's host and the first three addresses of each key, to check against the wallet. */
export function describeChainSettings(settings: ChainSettings): string[] {
  const lines: string[] = [];
  for (const network of CHAIN_NETWORKS) {
    const n = settings.networks[network];
    if (!n) continue;
    lines.push(
      `  ${network.padEnd(9)} ${rpcHost(n.url)} (${n.variant}, chain id ${n.chainId}; ${n.confirmations} confirmations${n.useFinalized ? " or finalized" : ""}; every ${n.pollMs} ms)`,
    );
    lines.push(...describeContracts(n));
  }
  for (const family of ["evm", "tron"] as const) {
    const key = settings.keys[family];
    if (!key) continue;
    const path = family === "evm" ? "m/44'/60'/0'/0" : "m/44'/195'/0'/0";
    lines.push(`  ${family === "evm" ? "XPUB_EVM " : "XPUB_TRON"} ${[0, 1, 2].map((i) => `${path}/${i} ${key.addressAt(i)}`).join(", ")}`);
  }
  return lines;
}
