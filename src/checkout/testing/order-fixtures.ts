// Orders as the service's checkout read returns them, for the checkout's own tests only.
import { isAssetId, ASSETS } from "../../shared/assets.ts";
import { TOKEN_CONTRACTS } from "../../shared/asset-contracts.ts";
import { NETWORKS } from "../../shared/networks.ts";
import type { CheckoutChain, CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

/** TRON mainnet's id as its node answers eth_chainId. */
const TRON_MAINNET_CHAIN_ID = 728126428;

/** Mainnet's chain for an asset, as the sandbox's order read carries it; null for an asset the page does not know. */
export function mainnetChain(assetId: string): CheckoutChain | null {
  if (!isAssetId(assetId)) return null;
  const network = NETWORKS[ASSETS[assetId].network];
  return {
    chainId: network.chainId ?? TRON_MAINNET_CHAIN_ID,
    testNetwork: null,
    mainnet: true,
    contract: TOKEN_CONTRACTS[assetId],
    explorerUrl: network.explorerUrl,
  };
}

export const TRON_ADDRESS = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
export const EVM_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
export const TX_HASH = "a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";
/** The payer's wallet a transfer came from. */
export const SENDER_ADDRESS = "TNoemdUyV8uFtsio4B2WgVzoZwG3NWKEKh";

const zero = (currency: string) => ({ amount: "0.000000", currency });

/** An order whose `chain` is mainnet's for its asset unless the overrides name one. */
export function tronPayment(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  const order: CheckoutOrder = {
    id: "ord_1",
    kind: "payment",
    status: "inProgress",
    asset: {
      id: "USDT_TRC20",
      currencyCode: "USDT",
      displayName: "Tether USD",
      networkId: "tron",
      networkDisplayName: "Tron",
    },
    address: TRON_ADDRESS,
    requestedAmount: { amount: "25.500000", currency: "USDT" },
    requestedFiatAmount: { amount: "25.50", currency: "USD" },
    minimumAmount: { amount: "1.000000", currency: "USDT" },
    receivedAmount: zero("USDT"),
    pendingAmount: zero("USDT"),
    remainingAmount: { amount: "25.500000", currency: "USDT" },
    overpaidAmount: zero("USDT"),
    transactions: [],
    merchant: { name: "Acme Books", url: "https://acme.example/shop", supportUrl: null, supportEmail: null },
    reference: { kind: "orderId", value: "ord_1" },
    createdAt: "2026-11-22T06:00:00Z",
    updatedAt: "2026-11-22T06:00:00Z",
    completedAt: null,
    chain: null,
    ...overrides,
  };
  return "chain" in overrides ? order : { ...order, chain: mainnetChain(order.asset.id) };
}

export function ethPayment(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return tronPayment({
    asset: { id: "ETH", currencyCode: "ETH", displayName: "Ether", networkId: "ethereum", networkDisplayName: "Ethereum" },
    address: EVM_ADDRESS,
    requestedAmount: { amount: "1.500000", currency: "ETH" },
    requestedFiatAmount: { amount: "4500.00", currency: "USD" },
    minimumAmount: { amount: "0.001000", currency: "ETH" },
    receivedAmount: zero("ETH"),
    pendingAmount: zero("ETH"),
    remainingAmount: { amount: "1.500000", currency: "ETH" },
    overpaidAmount: zero("ETH"),
    ...overrides,
  });
}

export function tronDeposit(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return tronPayment({
    kind: "deposit",
    requestedAmount: null,
    requestedFiatAmount: null,
    remainingAmount: null,
    overpaidAmount: null,
    ...overrides,
  });
}

/** A transfer as the read lists it: confirmed unless `confirmations` falls short of 19. */
export function transfer(
  amount: string,
  currency: string,
  fields: Partial<CheckoutOrder["transactions"][number]> = {},
): CheckoutOrder["transactions"][number] {
  const confirmations = fields.confirmations ?? 19;
  const done = confirmations >= 19;
  return {
    id: "tx_1",
    hash: TX_HASH,
    senderAddress: SENDER_ADDRESS,
    status: done ? "completed" : "pending",
    amount: { amount, currency },
    confirmations,
    requiredConfirmations: 19,
    late: false,
    createdAt: "2026-11-22T06:05:00Z",
    confirmedAt: done ? "2026-11-22T06:06:00Z" : null,
    ...fields,
  };
}

export function completed(order: CheckoutOrder, received: string): CheckoutOrder {
  const currency = order.asset.currencyCode;
  const requested = order.requestedAmount?.amount;
  return {
    ...order,
    status: "completed",
    receivedAmount: { amount: received, currency },
    remainingAmount: order.remainingAmount === null ? null : { amount: "0.000000", currency },
    overpaidAmount: order.overpaidAmount === null || requested === undefined ? null : { amount: overpaid(received, requested), currency },
    transactions: [transfer(received, currency)],
    updatedAt: "2026-11-22T06:06:00Z",
    completedAt: "2026-11-22T06:06:00Z",
  };
}

/** received − requested, at least zero, for fixtures (6 fraction digits). */
function overpaid(received: string, requested: string): string {
  const units = (text: string) => BigInt(text.replace(".", ""));
  const diff = units(received) - units(requested);
  if (diff <= 0n) return "0.000000";
  const digits = diff.toString().padStart(7, "0");
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
}
