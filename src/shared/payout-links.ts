// The links a merchant opens to pay a payout from its own wallet: the service holds no key, so
// the wallet signs. Built from the pinned facts (assets.ts, asset-contracts.ts) and the chain id
// the deployment watches (a test chain has its own), the destination and the exact base units.
//
// - EIP-681 (ethereum/EIPs EIPS/eip-681.md): native `ethereum:<to>@<chainId>?value=<wei>`,
//   token `ethereum:<contract>@<chainId>/transfer?address=<to>&uint256=<base units>`; the chain
//   id always written (MetaMask mobile falls back to mainnet without it), integers in full.
// - MetaMask (docs.metamask.io "Use deeplinks"): https://link.metamask.io/send/ then the EIP-681
//   body; it reads uint256 as base units.
// - Trust Wallet (developer.trustwallet.com "Deep Linking"): amount in human units, the asset as
//   its universal asset id, which names a mainnet (not offered on other chains). TRON has no EIP-681 and no MetaMask: Trust Wallet and the plain
//   address and amount, which every TRON wallet accepts.
import { ASSETS, type AssetId } from "./assets.ts";
import { trustAssetId } from "./asset-contracts.ts";
import { parseUnits, toPlainText } from "./money.ts";

export interface PayoutLinkRequest {
  assetId: AssetId;
  /** The EVM chain id the deployment watches; ignored on TRON. */
  chainId: number;
  /** The token contract on the chain watched (a test network's differs from mainnet's); null for the coin. */
  contract: string | null;
  /** Trust Wallet's asset ids name mainnets: on any other chain its link would open a send on mainnet. */
  mainnet: boolean;
  destination: string;
  /** Decimal text. */
  amount: string;
}

export interface PayoutWalletLinks {
  /** EIP-681 URI (EVM networks only). */
  eip681?: string;
  /** MetaMask's universal send link (EVM networks only). */
  metamask?: string;
  /** Trust Wallet's universal link (mainnet only). */
  trustWallet?: string;
  /** What any wallet takes by hand: the destination and the amount in the asset's unit. */
  plain: { address: string; amount: string };
}

/** Decimal text to the asset's base units (wei, sun, 10^-18 BNB Smart Chain USDT) as integer text. */
export function payoutBaseUnits(assetId: AssetId, amount: string): string {
  return parseUnits(amount, ASSETS[assetId].decimals).toString();
}

export function payoutWalletLinks(request: PayoutLinkRequest): PayoutWalletLinks {
  const asset = ASSETS[request.assetId];
  const contract = request.contract;
  const amount = toPlainText(request.amount);
  const links: PayoutWalletLinks = { plain: { address: request.destination, amount } };
  if (request.mainnet) {
    const trust = new URLSearchParams({ asset: trustAssetId(asset.network, contract), address: request.destination, amount });
    links.trustWallet = `https://link.trustwallet.com/send?${trust.toString()}`;
  }
  if (asset.network === "tron") return links;
  const units = payoutBaseUnits(request.assetId, request.amount);
  const body =
    contract === null
      ? `${request.destination}@${request.chainId}?value=${units}`
      : `${contract}@${request.chainId}/transfer?address=${request.destination}&uint256=${units}`;
  links.eip681 = `ethereum:${body}`;
  links.metamask = `https://link.metamask.io/send/${body}`;
  return links;
}
