// What the page may show for an order, decided in one pure place: which network it is on,
// whether the asset is the network's own coin, whether the address can be trusted on screen,
// and what the QR code carries. The chain's id, the token's contract and the explorer come from
// the order read (the chain the service watches: a test network's in a rehearsal), never from
// mainnet's tables, so a payer is not sent to mainnet while the service watches Sepolia.
import { ASSETS, isAssetId } from "../../shared/assets.ts";
import { APP_SCHEME, REFUSED_SCHEMES, schemeOf } from "../../shared/app-return.ts";
import { parseHttpUrl } from "../../shared/http-url.ts";
import { compareCrypto, toBaseUnitsText, toCryptoText, toFiatText, toPlainText } from "../../shared/money.ts";
import { explorerTokenLink, isNetworkId, NETWORKS, type Network } from "../../shared/networks.ts";
import type { CheckoutChain, CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { addressPasses, needsAddressCheck } from "./address-check.ts";
import { networkName } from "./chain-shown.ts";
import { type WalletLink, walletLinks } from "./wallet-links.ts";
import { amountToAsk } from "./payment-state.ts";

export interface PaymentView {
  network: Network;
  /** The network as the payer must pick it in a wallet: "Ethereum", or "Ethereum Sepolia" on a test network. */
  networkName: string;
  /** The network's own coin (TRX, ETH, BNB) rather than a token contract on it. */
  native: boolean;
  /** Asset code the payer sends ("USDT"). */
  currency: string;
  /** Exact crypto amount to send, 6 fraction digits: the remainder once part arrived; null for a deposit order. */
  amount: string | null;
  /** The same amount as a payer reads and types it: "25", "12.5", "0.05". */
  amountText: string | null;
  /** The amount is what is still missing, not the requested amount. */
  remainder: boolean;
  /** What the QR code encodes. */
  qrValue: string;
  /** The token's contract and its explorer page, so a payer can check the token; null for a coin. */
  token: { contract: string; explorerUrl: string | null } | null;
  /** "Open in wallet" links, one per wallet that supports the asset (none for an unknown asset). */
  wallets: WalletLink[];
}

/** Decimal text shown with the 6 crypto digits; text the service sent with more stays as sent. */
export function cryptoText(amount: string): string {
  try {
    return toCryptoText(amount);
  } catch {
    return amount;
  }
}

/** The exact amount without meaningless zeros ("25.500000" -> "25.5"); odd text stays as sent. */
export function plainText(amount: string): string {
  try {
    return toPlainText(amount);
  } catch {
    return amount;
  }
}

/** Fiat to its 2 fraction digits (spec: Money amount); text that isn't decimal stays as sent. */
export function fiatText(amount: string): string {
  try {
    return toFiatText(amount);
  } catch {
    return amount;
  }
}

export function isPositive(amount: string): boolean {
  try {
    return compareCrypto(amount, "0") > 0;
  } catch {
    return false;
  }
}

function isNative(order: CheckoutOrder, network: Network): boolean {
  const id = order.asset.id;
  if (isAssetId(id)) return ASSETS[id].native && ASSETS[id].network === network.id;
  return id === network.nativeAssetId;
}

/**
 * The QR payload: an EIP-681 URI with chain id and the amount in wei only for a
 * payment order in the EVM network's own coin; tokens, TRX and deposits get the plain address,
 * because wallets mishandle token URIs and have sent funds to the token contract itself.
 */
export function qrPayload(address: string, network: Network, native: boolean, amount: string | null, chainId: number | null): string {
  if (native && network.addressFormat === "evm" && chainId !== null && amount !== null) {
    return `ethereum:${address}@${chainId}?value=${toBaseUnitsText(amount, ASSETS[network.nativeAssetId].decimals)}`;
  }
  return address;
}

/**
 * Null when the page must not show payment details: unknown network, an address that fails
 * its network's check (TRON base58check, EVM EIP-55), or an asset on a network it isn't on.
 */
export function paymentView(order: CheckoutOrder): PaymentView | null {
  const networkId = order.asset.networkId;
  if (!isNetworkId(networkId)) return null;
  const network = NETWORKS[networkId];
  if (isAssetId(order.asset.id) && ASSETS[order.asset.id].network !== networkId) return null;
  if (!addressPasses(order.address, network)) return null;
  const native = isNative(order, network);
  const chain: CheckoutChain | null = order.chain;
  // Once part has arrived, the amount (its copy button and QR too) is the remainder, never the original.
  const ask = amountToAsk(order);
  const amount = order.kind === "payment" && ask !== null ? cryptoText(ask) : null;
  if (order.kind === "payment" && amount === null) return null;
  let qrValue: string;
  try {
    qrValue = qrPayload(order.address, network, native, amount, chain?.chainId ?? null);
  } catch {
    return null;
  }
  const remainder = amount !== null && order.requestedAmount !== null && amount !== cryptoText(order.requestedAmount.amount);
  const assetId = isAssetId(order.asset.id) ? order.asset.id : null;
  const contract = assetId && chain ? chain.contract : null;
  const explorer = chain?.explorerUrl ?? null;
  let wallets: WalletLink[] = [];
  try {
    // No chain known: no hand-off, rather than one to mainnet.
    if (assetId && chain) wallets = walletLinks({ assetId, to: order.address, amount, chain });
  } catch {
    // An amount finer than the asset's decimals: no hand-off rather than a rounded one.
    wallets = [];
  }
  return {
    network,
    networkName: networkName(order, network),
    native,
    currency: order.asset.currencyCode,
    amount,
    remainder,
    amountText: amount === null ? null : plainText(amount),
    qrValue,
    token: contract ? { contract, explorerUrl: explorer === null ? null : explorerTokenLink(network.id, explorer, contract) } : null,
    wallets,
  };
}

/**
 * Whether the order's address can be judged only once the address check's chunk is here: an
 * address the service did not draw, before the chunk arrives (the screen waits, never shows it unchecked).
 */
export function awaitsAddressCheck(order: CheckoutOrder): boolean {
  const networkId = order.asset.networkId;
  return isNetworkId(networkId) && needsAddressCheck(order.address, NETWORKS[networkId]);
}

/** The address in groups of 4 characters, for comparison against the wallet's screen. */
export function addressGroups(address: string): string[] {
  const groups: string[] = [];
  for (let i = 0; i < address.length; i += 4) groups.push(address.slice(i, i + 4));
  return groups;
}

/** Indexes of the groups to emphasise: first, middle and last. */
export function emphasisedGroups(count: number): Set<number> {
  return new Set(count === 0 ? [] : [0, Math.floor((count - 1) / 2), count - 1]);
}

/** The merchant's URL, only if it is an absolute http(s) URL (never javascript:, data:, …). */
export function safeHttpUrl(url: string): string | null {
  return parseHttpUrl(url)?.href ?? null;
}

/**
 * An order's return URL: http(s), or the merchant's app link (myshop://paid) that the service
 * accepted on a scheme the integration lists. The schemes that run script or read the device
 * are refused here too, so a page never offers one whatever an answer carries.
 */
export function safeReturnUrl(url: string): string | null {
  const scheme = schemeOf(url);
  return scheme && APP_SCHEME.test(scheme) && !REFUSED_SCHEMES.includes(scheme) ? url : safeHttpUrl(url);
}
