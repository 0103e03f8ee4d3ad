// Helpers for the gateway's own tests (imported only by *.test.ts): spec-shaped upstream orders.
import type { SpecOrder, SpecOrderTransaction } from "../../src/shared/index.ts";

const usdt = (amount: string) => ({ amount, currency: "USDT" });
const usd = (amount: string) => ({ amount, currency: "USD" });

export function specTransaction(amount: string, extra: Partial<SpecOrderTransaction> = {}): SpecOrderTransaction {
  return {
    id: `tx_${amount}`,
    hash: `hash_${amount}`,
    status: "completed",
    createdAt: "2026-01-01T00:01:00.000Z",
    updatedAt: "2026-01-01T00:02:00.000Z",
    receiverAddress: "TAddress",
    primaryAmount: usdt(amount),
    secondaryAmount: usd("0.00"),
    serviceFeeAmount: usdt("0.000000"),
    totalAmount: usdt(amount),
    ...extra,
  };
}

export function specOrder(extra: Partial<SpecOrder> = {}): SpecOrder {
  return {
    id: "ord_up_1",
    status: "inProgress",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    transactions: [],
    primaryAmount: usdt("0.000000"),
    secondaryAmount: usd("0.00"),
    serviceFeeAmount: usdt("0.000000"),
    totalAmount: usdt("0.000000"),
    ...extra,
  };
}
