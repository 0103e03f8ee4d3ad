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
  /** Mainnet's explorer; a test network's is the order's (CheckoutOrder chain.explorerUrl). */
  explorerUrl: string;
  /** Explorer page of a transaction on mainnet. */
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
    explorerUrl: "https://tronscan.org",
    explorerTxUrl: (hash) => explorerTxLink("tron", "https://tronscan.org", hash),
  },
  ethereum: {
    id: "ethereum",
    displayName: "Ethereum",
    tokenStandard: "ERC-20",
    nativeAssetId: "ETH",
    addressFormat: "evm",
    chainId: 1,
    explorerUrl: "https://etherscan.io",
    explorerTxUrl: (hash) => explorerTxLink("ethereum", "https://etherscan.io", hash),
  },
  bsc: {
    id: "bsc",
    displayName: "BNB Smart Chain",
    tokenStandard: "BEP-20",
    nativeAssetId: "BNB",
    addressFormat: "evm",
    chainId: 56,
    explorerUrl: "https://bscscan.com",
    explorerTxUrl: (hash) => explorerTxLink("bsc", "https://bscscan.com", hash),
  },
};

export function isNetworkId(value: string): value is NetworkId {
  return Object.hasOwn(NETWORKS, value);
}

/**
 * A transaction's page on an explorer of the network's kind, mainnet's or a test network's
 * (https://nile.tronscan.org): Tronscan routes by fragment, Etherscan and BscScan by path.
 */
export function explorerTxLink(network: NetworkId, explorerUrl: string, hash: string): string {
  const id = encodeURIComponent(hash);
  return network === "tron" ? `${explorerUrl}/#/transaction/${id}` : `${explorerUrl}/tx/${id}`;
}

/** A token contract's page on an explorer of the network's kind, where a payer can check the token is the real one. */
export function explorerTokenLink(network: NetworkId, explorerUrl: string, contract: string): string {
  const id = encodeURIComponent(contract);
  return network === "tron" ? `${explorerUrl}/#/token20/${id}` : `${explorerUrl}/token/${id}`;
}
