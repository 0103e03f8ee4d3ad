import { describe, expect, it } from "vitest";
import { CheckoutOrder, Spec, type SpecOrder } from "../../src/shared/index.ts";
import { toGatewayCheckoutOrder } from "./checkout-view.ts";
import { specOrder, specTransaction } from "./testing.ts";
import type { GatewayOrderRecord } from "./types.ts";

const record: GatewayOrderRecord = {
  linkId: "a".repeat(32),
  orderId: "ord_up_1",
  integrationId: "int_1",
  kind: "payment",
  assetId: "USDT_TRC20",
  address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
  amount: "25.000000",
  externalId: "inv-1",
  merchant: { name: "Shop", url: "https://shop.example" },
  idempotency: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  state: "created",
  recordedAt: "2026-01-01T00:00:01.000Z",
};

/**
 * The upstream's order wrapped so that reading any field the spec does not define fails the
 * test: the mapping must work from the spec's fields alone.
 */
function specOnly(order: SpecOrder): SpecOrder {
  const guard = <T extends object>(value: T, allowed: readonly string[], where: string): T =>
    new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === "string" && !allowed.includes(key) && !(key in Object.prototype) && !(key in Array.prototype)) {
          throw new Error(`the gateway read ${where}.${key}, which the spec does not define`);
        }
        return Reflect.get(target, key, receiver);
      },
    });
  const money = Object.keys(Spec.MoneyAmount.shape);
  const txKeys = Object.keys(Spec.OrderTransaction.shape);
  const moneyOf = (m: { amount: string; currency: string }, where: string) => guard({ ...m }, money, where);
  const transactions = order.transactions.map((tx, i) =>
    guard(
      {
        ...tx,
        primaryAmount: moneyOf(tx.primaryAmount, `transactions[${i}].primaryAmount`),
        secondaryAmount: moneyOf(tx.secondaryAmount, `transactions[${i}].secondaryAmount`),
        serviceFeeAmount: moneyOf(tx.serviceFeeAmount, `transactions[${i}].serviceFeeAmount`),
        totalAmount: moneyOf(tx.totalAmount, `transactions[${i}].totalAmount`),
      },
      txKeys,
      `transactions[${i}]`,
    ),
  );
  return guard({ ...order, transactions }, Object.keys(Spec.Order.shape), "order");
}

const view = (upstream: SpecOrder | null, r: GatewayOrderRecord = record) =>
  CheckoutOrder.parse(toGatewayCheckoutOrder(r, upstream && specOnly(upstream)));

describe("the page's order in gateway mode", () => {
  it("before any read: waiting at the recorded address and amount, with nothing invented", () => {
    const order = view(null);
    expect(order).toMatchObject({
      id: record.linkId,
      kind: "payment",
      status: "inProgress",
      address: record.address,
      asset: { id: "USDT_TRC20", currencyCode: "USDT", networkId: "tron" },
      requestedAmount: { amount: "25.000000", currency: "USDT" },
      requestedFiatAmount: null,
      minimumAmount: null,
      receivedAmount: { amount: "0.000000" },
      pendingAmount: { amount: "0.000000" },
      remainingAmount: { amount: "25.000000" },
      transactions: [],
      reference: { kind: "orderId", value: "ord_up_1" },
      completedAt: null,
    });
  });

  it("underpaid: in progress with completed transactions below the recorded amount", () => {
    const order = view(specOrder({ transactions: [specTransaction("10.000000")] }));
    expect(order.status).toBe("inProgress");
    expect(order.receivedAmount.amount).toBe("10.000000");
    expect(order.remainingAmount?.amount).toBe("15.000000");
    expect(order.transactions).toEqual([
      expect.objectContaining({ hash: "hash_10.000000", status: "completed", confirmations: 0, requiredConfirmations: 0 }),
    ]);
  });

  it("completed with hashes; more than asked is overpaid", () => {
    const paid = view(
      specOrder({ status: "completed", updatedAt: "2026-01-01T00:05:00.000Z", transactions: [specTransaction("25.000000")] }),
    );
    expect(paid).toMatchObject({ status: "completed", completedAt: "2026-01-01T00:05:00.000Z", overpaidAmount: { amount: "0.000000" } });
    expect(paid.transactions.map((tx) => tx.hash)).toEqual(["hash_25.000000"]);
    const over = view(specOrder({ status: "completed", transactions: [specTransaction("20.000000"), specTransaction("10.000000")] }));
    expect(over.overpaidAmount?.amount).toBe("5.000000");
    expect(over.remainingAmount?.amount).toBe("0.000000");
  });

  it("transactions in a status the spec does not know are not counted or shown; unknown order statuses pass as they are", () => {
    const order = view(specOrder({ status: "frozen", transactions: [specTransaction("25.000000", { status: "pending" })] }));
    expect(order.status).toBe("frozen");
    expect(order.receivedAmount.amount).toBe("0.000000");
    expect(order.pendingAmount.amount).toBe("0.000000");
    expect(order.transactions).toEqual([]);
  });

  it("a deposit asks for no amount and is never under- or overpaid", () => {
    const order = view(specOrder({ transactions: [specTransaction("3.000000")] }), { ...record, kind: "deposit", amount: null });
    expect(order).toMatchObject({
      kind: "deposit",
      requestedAmount: null,
      remainingAmount: null,
      overpaidAmount: null,
      receivedAmount: { amount: "3.000000" },
    });
  });

  it("amounts beyond 6 digits are kept exact, never rounded; beyond any asset's digits the page gets no transactions rather than an error", () => {
    expect(view(specOrder({ transactions: [specTransaction("1.0000001")] })).receivedAmount.amount).toBe("1.0000001");
    const odd = view(specOrder({ status: "completed", transactions: [specTransaction(`1.${"1".repeat(30)}`)] }));
    expect(odd).toMatchObject({ status: "completed", transactions: [] });
  });

  it("the guard fails a mapping that reads a field the spec does not define", () => {
    const guarded = specOnly(specOrder()) as unknown as Record<string, unknown>;
    expect(() => guarded.paymentAddress).toThrow(/does not define/);
    expect(() => guarded.id).not.toThrow();
  });
});
