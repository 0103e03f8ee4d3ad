// "Open in wallet": links that hand the payment to a wallet app on the payer's phone.
// Pure: built from the asset's facts (shared/assets.ts), the chain the order is watched on (its
// id and the token's contract, from the order read: a test network's in a rehearsal), the
// order's address and its exact amount as decimal text.
//
// - EIP-681 (ethereum/EIPs EIPS/eip-681.md): native `ethereum:<to>@<chainId>?value=<wei>`,
//   token `ethereum:<contract>@<chainId>/transfer?address=<to>&uint256=<base units>`. The chain
//   id is always there (MetaMask mobile falls back to mainnet without it); integers are written
//   out in full, never in exponent notation.
// - MetaMask (docs.metamask.io "Use deeplinks"): https://link.metamask.io/send/ followed by
//   the EIP-681 body; MetaMask reads uint256 as base units.
// - Trust Wallet (developer.trustwallet.com "Deep Linking"):
//   https://link.trustwallet.com/send?asset=<UAI>&address=<to>&amount=<human units>. Its asset
//   ids name mainnets only (c60 is Ethereum's), so on any other chain it gets no link rather
//   than one that opens a send on mainnet.
// - TronLink has no send link (its app link opens a dapp, not a send screen), so TRON gets
//   Trust Wallet only and the page says so instead of inventing one.
// Universal https links, not custom schemes, because iframes and in-app webviews drop
// `ethereum:`; the plain EIP-681 URI is offered besides for the network's own coin only.
import { ASSETS, type AssetId } from "../../shared/assets.ts";
import { trustAssetId } from "../../shared/asset-contracts.ts";
import { parseUnits, toPlainText } from "../../shared/money.ts";
import { NETWORKS } from "../../shared/networks.ts";
import type { CheckoutChain } from "../../shared/schemas/checkout-order.ts";

export type WalletId = "metamask" | "trust" | "eip681";

export interface WalletLink {
  wallet: WalletId;
  href: string;
}

export interface WalletRequest {
  assetId: AssetId;
  /** The order's deposit address (checked by the caller: EIP-55 or TRON base58check). */
  to: string;
  /** Exact decimal text to send; null for a deposit order (any amount). */
  amount: string | null;
  /** The chain the order is watched on, from the order read. */
  chain: Pick<CheckoutChain, "chainId" | "contract" | "mainnet">;
}

/** Decimal text to the asset's base units (wei, sun, 10^-6 USDT…) as integer text. */
export function baseUnits(assetId: AssetId, amount: string): string {
  return parseUnits(amount, ASSETS[assetId].decimals).toString();
}

const isEvm = (assetId: AssetId): boolean => NETWORKS[ASSETS[assetId].network].addressFormat === "evm";

/** The EIP-681 body without its scheme, or null off EVM chains. */
function eip681Body(request: WalletRequest): string | null {
  if (!isEvm(request.assetId)) return null;
  const { chainId, contract } = request.chain;
  const units = request.amount === null ? null : baseUnits(request.assetId, request.amount);
  if (contract === null) {
    return `${request.to}@${chainId}${units === null ? "" : `?value=${units}`}`;
  }
  return `${contract}@${chainId}/transfer?address=${request.to}${units === null ? "" : `&uint256=${units}`}`;
}

/** EIP-681 payment URI, or null on TRON. */
export function eip681Uri(request: WalletRequest): string | null {
  const body = eip681Body(request);
  return body === null ? null : `ethereum:${body}`;
}

/** MetaMask mobile's universal send link, or null on TRON (MetaMask has no TRON send link). */
export function metamaskLink(request: WalletRequest): string | null {
  const body = eip681Body(request);
  return body === null ? null : `https://link.metamask.io/send/${body}`;
}

/** Trust Wallet's universal send link: every asset on the three mainnets; null on any other chain. */
export function trustWalletLink(request: WalletRequest): string | null {
  if (!request.chain.mainnet) return null;
  const asset = ASSETS[request.assetId];
  const params = new URLSearchParams({ asset: trustAssetId(asset.network, request.chain.contract), address: request.to });
  if (request.amount !== null) params.set("amount", toPlainText(request.amount));
  return `https://link.trustwallet.com/send?${params.toString()}`;
}

/** One link per wallet that can take this payment, in the order the page shows them. */
export function walletLinks(request: WalletRequest): WalletLink[] {
  const links: WalletLink[] = [];
  const metamask = metamaskLink(request);
  if (metamask) links.push({ wallet: "metamask", href: metamask });
  const trust = trustWalletLink(request);
  if (trust) links.push({ wallet: "trust", href: trust });
  if (request.chain.contract === null) {
    const uri = eip681Uri(request);
    if (uri) links.push({ wallet: "eip681", href: uri });
  }
  return links;
}
