// Orders as the service's checkout read returns them, for the checkout's own tests only.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

export const TRON_ADDRESS = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
export const EVM_ADDRESS = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
export const TX_HASH = "a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";

const zero = (currency: string) => ({ amount: "0.000000", currency });

export function tronPayment(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
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
    serviceFeeAmount: zero("USDT"),
    totalAmount: zero("USDT"),
    transactions: [],
    merchant: { name: "Acme Books", url: "https://acme.example/shop" },
    createdAt: "2026-11-22T06:00:00Z",
    updatedAt: "2026-11-22T06:00:00Z",
    ...overrides,
  };
}

export function ethPayment(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return tronPayment({
    asset: { id: "ETH", currencyCode: "ETH", displayName: "Ether", networkId: "ethereum", networkDisplayName: "Ethereum" },
    address: EVM_ADDRESS,
    requestedAmount: { amount: "1.500000", currency: "ETH" },
    requestedFiatAmount: { amount: "4500.00", currency: "USD" },
    minimumAmount: { amount: "0.001000", currency: "ETH" },
    receivedAmount: zero("ETH"),
    serviceFeeAmount: zero("ETH"),
    totalAmount: zero("ETH"),
    ...overrides,
  });
}

export function tronDeposit(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return tronPayment({ kind: "deposit", requestedAmount: null, requestedFiatAmount: null, ...overrides });
}

export function completed(order: CheckoutOrder, received: string, fee = "0.000000"): CheckoutOrder {
  const currency = order.asset.currencyCode;
  return {
    ...order,
    status: "completed",
    receivedAmount: { amount: received, currency },
    serviceFeeAmount: { amount: fee, currency },
    totalAmount: { amount: received, currency },
    transactions: [
      { id: "tx_1", hash: TX_HASH, status: "completed", amount: { amount: received, currency }, createdAt: "2026-11-22T06:05:00Z" },
    ],
    updatedAt: "2026-11-22T06:05:00Z",
  };
}
