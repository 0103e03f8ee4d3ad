// How each network writes what the watcher reads: accounts (20 bytes, as logs carry them) as
// the addresses payers know, transaction hashes as explorers show them, the pinned token
// contracts of src/shared as 20-byte hex, and base units as the service's decimal text.
import {
  ASSETS,
  ASSET_IDS,
  CRYPTO_SCALE,
  formatUnits,
  toChecksumAddress,
  tronAddressFromAccount,
  type AssetId,
  type NetworkId,
} from "../../src/shared/index.ts";
import { base58checkDecode } from "../../src/shared/base58check.ts";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** A pinned contract's 20 account bytes, 40 lower-case hex digits (TRON's base58 without its 0x41). */
export function contractAccount(network: NetworkId, contract: string): string {
  if (network !== "tron") return contract.slice(2).toLowerCase();
  const payload = base58checkDecode(contract);
  if (payload?.length !== 21) throw new Error(`${contract} is not a TRON address`);
  return toHex(payload.subarray(1));
}

/**
 * The accepted assets of a network by contract account; the native coin under "". `contracts`:
 * those of the chain watched (a test network's, or an operator's override); default: the
 * mainnet contracts pinned in src/shared.
 */
export function pinnedAssets(
  network: NetworkId,
  contracts: Partial<Record<AssetId, string | null>> = TOKEN_CONTRACTS,
): ReadonlyMap<string, AssetId> {
  const map = new Map<string, AssetId>();
  for (const id of ASSET_IDS) {
    if (ASSETS[id].network !== network) continue;
    const contract = contracts[id];
    if (contract === undefined) continue;
    map.set(contract === null ? "" : contractAccount(network, contract), id);
  }
  return map;
}

export function addressOfAccount(network: NetworkId, account: string): string {
  return network === "tron" ? tronAddressFromAccount(fromHex(account)) : toChecksumAddress(`0x${account}`);
}

/** TRON's explorers show a hash without 0x; the EVM networks with it. */
export const shownHash = (network: NetworkId, txHash: string): string => (network === "tron" ? txHash.replace(/^0x/, "") : txHash);

/**
 * Base units as the service's decimal text (6 fraction digits). An 18-decimal amount keeps its
 * first 6 fraction digits: the rest (under 0.000001 of a dollar stablecoin) is never credited
 * and the exact amount stays in the transfer's record.
 */
export function unitsToCrypto(units: string, decimals: number): string {
  const value = BigInt(units);
  const scaled = decimals >= CRYPTO_SCALE ? value / 10n ** BigInt(decimals - CRYPTO_SCALE) : value * 10n ** BigInt(CRYPTO_SCALE - decimals);
  return formatUnits(scaled, CRYPTO_SCALE);
}
