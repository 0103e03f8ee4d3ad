// The chain an order's payer is sent to: its id, the asset's contract and the explorer, as the
// checkout's order read carries them. In chain mode they are the watched chain's (a rehearsal on
// Sepolia must not hand the payer a wallet link to mainnet, nor mainnet's contract); in the
// sandbox and in gateway mode, mainnet's, the chains those modes stand for.
import { ASSETS, NETWORKS, type AssetId, type CheckoutChain } from "../../src/shared/index.ts";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import { chainIdOf, explorerOf, testNetworkName } from "./network-variants.ts";
import type { ChainSettings, NetworkSettings } from "./settings.ts";

/** Mainnet's facts for an asset: the sandbox's and the gateway's orders. */
export function mainnetChain(assetId: AssetId): CheckoutChain {
  const network = ASSETS[assetId].network;
  return {
    chainId: chainIdOf(network, "mainnet"),
    testNetwork: null,
    mainnet: true,
    contract: TOKEN_CONTRACTS[assetId],
    explorerUrl: NETWORKS[network].explorerUrl,
  };
}

/**
 * The watched chain's facts for an asset, or null where this start watches no chain for it (its
 * network has no node now, or the token has no contract on that chain): the page then offers no
 * wallet link, contract or explorer rather than mainnet's.
 */
export function watchedChain(assetId: AssetId, settings: ChainSettings): CheckoutChain | null {
  const network = ASSETS[assetId].network;
  const watched = settings.networks[network];
  if (!watched) return null;
  const contract = watched.contracts[assetId];
  if (contract === undefined) return null;
  return {
    chainId: watched.chainId,
    testNetwork: testNetworkName(watched.variant),
    mainnet: watched.variant === "mainnet" && isPublished(watched),
    contract,
    explorerUrl: watchedExplorer(watched),
  };
}

/**
 * A chain id set by hand (CHAIN_ID_<NETWORK>) is a private chain: no public explorer shows it,
 * and no wallet link that can name only a mainnet applies.
 */
const isPublished = (watched: NetworkSettings): boolean => watched.chainId === chainIdOf(watched.network, watched.variant);

const watchedExplorer = (watched: NetworkSettings): string | null =>
  isPublished(watched) ? explorerOf(watched.network, watched.variant) : null;

/**
 * The explorer of the chain an order's transfers are on, for the portal's links: mainnet's
 * without chain settings, the watched chain's in chain mode, null where no node watches the
 * network now or its chain is private.
 */
export function explorerOfOrder(assetId: AssetId, settings: ChainSettings | null): string | null {
  const network = ASSETS[assetId].network;
  if (!settings) return NETWORKS[network].explorerUrl;
  const watched = settings.networks[network];
  return watched ? watchedExplorer(watched) : null;
}

/** The order read's chain for an asset: the watched chain's in chain mode, mainnet's otherwise. */
export function checkoutChainOf(assetId: AssetId, settings: ChainSettings | null): CheckoutChain | null {
  return settings ? watchedChain(assetId, settings) : mainnetChain(assetId);
}
