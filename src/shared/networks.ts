// The three networks the spec's assetIds live on, with what a payer must know about each.

export type AddressFormat = "tron" | "evm";

export interface Network {
  id: NetworkId;
  /** The name payers know: "Tron", "Ethereum", "BNB Smart Chain". */
  displayName: string;
  /** Token standard on this network, shown beside the network name. */
  tokenStandard: "TRC-20" | "ERC-20" | "BEP-20";
  /** The coin that pays fees; a token transfer fails without some of it. */
  nativeAssetId: "TRX" | "ETH" | "BNB";
  addressFormat: AddressFormat;
  /** EIP-155 chain id for EIP-681 URIs; null where the network is not EVM. */
  chainId: number | null;
  /** Explorer page of a transaction: prefix + hash. */
  explorerTxUrl: (hash: string) => string;
}

export type NetworkId = "tron" | "ethereum" | "bsc";

export const NETWORKS: Record<NetworkId, Network> = {
  tron: {
    id: "tron",
    displayName: "Tron",
    tokenStandard: "TRC-20",
    nativeAssetId: "TRX",
    addressFormat: "tron",
    chainId: null,
    explorerTxUrl: (hash) => `https://tronscan.org/#/transaction/${encodeURIComponent(hash)}`,
  },
  ethereum: {
    id: "ethereum",
    displayName: "Ethereum",
    tokenStandard: "ERC-20",
    nativeAssetId: "ETH",
    addressFormat: "evm",
    chainId: 1,
    explorerTxUrl: (hash) => `https://etherscan.io/tx/${encodeURIComponent(hash)}`,
  },
  bsc: {
    id: "bsc",
    displayName: "BNB Smart Chain",
    tokenStandard: "BEP-20",
    nativeAssetId: "BNB",
    addressFormat: "evm",
    chainId: 56,
    explorerTxUrl: (hash) => `https://bscscan.com/tx/${encodeURIComponent(hash)}`,
  },
};

export function isNetworkId(value: string): value is NetworkId {
  return Object.hasOwn(NETWORKS, value);
}
