// Which chain each network's watcher reads: its mainnet or a public test network, with that
// chain's id and the token contracts it accepts. The mainnet contracts are src/shared's pinned
// table (what the page shows); a test network's are written here, each from its issuer's or
// its explorer's published list (sources in docs/operations.md). Where nobody publishes one,
// the entry is null: that asset is not accepted on that network unless the operator names a
// contract (CHAIN_TOKEN_<ASSET>), rather than the service guessing one.
import { ASSETS, ASSET_IDS, NETWORKS, type AssetId, type NetworkId } from "../../src/shared/index.ts";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";

export const NETWORK_VARIANTS = {
  ethereum: ["mainnet", "sepolia"],
  bsc: ["mainnet", "testnet"],
  tron: ["mainnet", "nile"],
} as const satisfies Record<NetworkId, readonly string[]>;

export type NetworkVariant = (typeof NETWORK_VARIANTS)[NetworkId][number];

/**
 * EIP-155 chain ids as each node's eth_chainId answers them: Sepolia 11155111, BSC's testnet
 * 97, TRON's mainnet 0x2b6653dc and Nile 0xcd8690dc (java-tron's JSON-RPC).
 */
const CHAIN_IDS: Record<NetworkVariant, Partial<Record<NetworkId, number>>> = {
  mainnet: { ethereum: 1, bsc: 56, tron: 728126428 },
  sepolia: { ethereum: 11155111 },
  testnet: { bsc: 97 },
  nile: { tron: 3448148188 },
};

/**
 * Each chain's explorer, as its operators publish it: Sepolia's in its network details
 * (Alchemy's Sepolia page, viem's chain definitions), BSC's testnet in BscScan's
 * (https://testnet.bscscan.com), Nile in TRON's developer docs ("Networks"). Mainnet's is
 * src/shared's.
 */
const TEST_EXPLORERS: Record<Exclude<NetworkVariant, "mainnet">, string> = {
  sepolia: "https://sepolia.etherscan.io",
  testnet: "https://testnet.bscscan.com",
  nile: "https://nile.tronscan.org",
};

/** A test network's name as its explorers and wallets write it, shown to the payer beside the network's own. */
const TEST_NAMES: Record<Exclude<NetworkVariant, "mainnet">, string> = {
  sepolia: "Sepolia",
  testnet: "Testnet",
  nile: "Nile",
};

export function explorerOf(network: NetworkId, variant: NetworkVariant): string {
  return variant === "mainnet" ? NETWORKS[network].explorerUrl : TEST_EXPLORERS[variant];
}

export function testNetworkName(variant: NetworkVariant): string | null {
  return variant === "mainnet" ? null : TEST_NAMES[variant];
}

/**
 * Test networks' token contracts. Circle publishes USDC on Sepolia; Tether publishes no test
 * token anywhere, and TRON's Nile faucet hands out its USDT at the contract below. The issuers
 * of the Binance-Peg tokens pinned on BNB Smart Chain publish none for its testnet, and
 * Circle's list has no USDC on Nile.
 */
const TEST_CONTRACTS: Record<Exclude<NetworkVariant, "mainnet">, Partial<Record<AssetId, string | null>>> = {
  sepolia: { USDT_ERC20: null, USDC_ERC20: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238" },
  testnet: { USDT_BEP20: null, USDC_BEP20: null, BUSD_BEP20: null },
  nile: { USDT_TRC20: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf", USDC_TRC20: null },
};

export function chainIdOf(network: NetworkId, variant: NetworkVariant): number {
  const id = CHAIN_IDS[variant][network];
  if (id === undefined) throw new Error(`${network} has no ${variant}`);
  return id;
}

/** The network's assets with their contract on this chain (null: the network's own coin); undefined: none published. */
export function defaultContracts(network: NetworkId, variant: NetworkVariant): Partial<Record<AssetId, string | null | undefined>> {
  const out: Partial<Record<AssetId, string | null | undefined>> = {};
  for (const id of ASSET_IDS) {
    if (ASSETS[id].network !== network) continue;
    if (ASSETS[id].native) out[id] = null;
    else if (variant === "mainnet") out[id] = TOKEN_CONTRACTS[id];
    else out[id] = TEST_CONTRACTS[variant][id] ?? undefined;
  }
  return out;
}
