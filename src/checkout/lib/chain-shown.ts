// What the page names of the chain an order is watched on, from the order read (never mainnet's
// tables): a rehearsal on a test network shows that network's name and explorer, so a payer is
// not told "Ethereum" and linked to etherscan.io while the service watches Sepolia.
import { explorerTxLink, isNetworkId, type Network } from "../../shared/networks.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

/** "Ethereum", or "Ethereum Sepolia" on a test network. */
export function networkName(order: CheckoutOrder, network: Network): string {
  const test = order.chain?.testNetwork;
  return test ? `${network.displayName} ${test}` : network.displayName;
}

/** A transfer's page on the watched chain's explorer; null where the order read names none (a private chain). */
export function transferUrl(order: CheckoutOrder, hash: string): string | null {
  const explorer = order.chain?.explorerUrl;
  const network = order.asset.networkId;
  return explorer && isNetworkId(network) ? explorerTxLink(network, explorer, hash) : null;
}
