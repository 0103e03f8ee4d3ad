// The pinned contracts as the tests install the test token at them (20-byte hex, TRON's too).
import { ASSETS, type AssetId, type NetworkId } from "../../../src/shared/index.ts";
import { TOKEN_CONTRACTS } from "../../../src/shared/asset-contracts.ts";
import { contractAccount } from "../../../server/domain/chain-codec.ts";

export { ASSETS };
export type { AssetId, NetworkId };

/** 0x + the 20 account bytes of each pinned token contract of the network. */
export function TOKEN_CONTRACTS_FOR_TESTS(network: NetworkId): Partial<Record<AssetId, string>> {
  const out: Partial<Record<AssetId, string>> = {};
  for (const [id, contract] of Object.entries(TOKEN_CONTRACTS) as [AssetId, string | null][]) {
    if (contract !== null && ASSETS[id].network === network) out[id] = `0x${contractAccount(network, contract)}`;
  }
  return out;
}
