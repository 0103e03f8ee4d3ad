import { describe, expect, it } from "vitest";
import { Order, OrderList, Transaction } from "../../src/shared/index.ts";
import { testApp } from "../testing.ts";

describe("order reads", () => {
  it("GET /api/v1/orders/{id} shows a completed order with its transaction and amounts", async () => {
    const t = await testApp();
    const created = await t.createPayment("200.00", "USDT_TRC20", { externalId: "inv-9" });
    const before = Order.parse(await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`)));
    const tx = await t.pay(created.orderId);
    const order = Order.parse(await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`)));
    expect(order).toMatchObject({
      status: "completed",
      externalId: "inv-9",
      operationId: created.operationId,
      transactionsCount: 1,
      primaryAmount: { amount: "200.000000", currency: "USDT" },
      serviceFeeAmount: { amount: "2.000000", currency: "USDT" },
      totalAmount: { amount: "198.000000", currency: "USDT" },
      secondaryAmount: { amount: "200.00", currency: "USD" },
    });
    expect(order.updatedAt).not.toBe(before.updatedAt);
    expect(order.transactions[0]).toMatchObject({ id: tx.id, status: "completed", receiverAddress: created.paymentAddress });

    const read = Transaction.parse(await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}/transactions/${tx.id}`)));
    expect(read).toMatchObject({
      orderId: created.orderId,
      primaryBlockchain: "tron",
      externalId: "inv-9",
      receiverAddress: created.paymentAddress,
    });
    expect(read.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("EVM transactions carry 0x hashes", async () => {
    const t = await testApp();
    const created = await t.createPayment("1", "ETH");
    const tx = await t.pay(created.orderId);
    expect(tx.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(tx.primaryBlockchain).toBe("ethereum");
    expect(tx.secondaryAmount).toEqual({ amount: "3500.00", currency: "USD" });
  });

  it("404s with an error array for an unknown order or transaction", async () => {
    const t = await testApp();
    const res = await t.call("GET", "/api/v1/orders/ord_nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "orderId" })]);
    const created = await t.createPayment();
    const tx = await t.call("GET", `/api/v1/orders/${created.orderId}/transactions/tx_nope`);
    expect(tx.status).toBe(404);
    expect(await tx.json()).toEqual([expect.objectContaining({ field: "transactionId" })]);
  });

  it("GET /api/v1/orders pages newest first and filters by status, type and externalId", async () => {
    const t = await testApp();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await t.createPayment("10", "USDT_TRC20", { externalId: `e${i}` })).orderId);
    ids.push((await t.createDeposit()).orderId);
    await t.pay(ids[0]!);

    const all = OrderList.parse(await t.json(await t.call("GET", "/api/v1/orders")));
    expect(all.data.map((o) => o.id)).toEqual([...ids].reverse());
    expect(all.pagination).toEqual({ quantity: 6, totalQuantity: 6, currentPage: 1, pages: 1 });

    const page2 = OrderList.parse(await t.json(await t.call("GET", "/api/v1/orders?page=2&perPage=4")));
    expect(page2.data.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect(page2.pagination).toEqual({ quantity: 2, totalQuantity: 6, currentPage: 2, pages: 2 });

    const completed = OrderList.parse(await t.json(await t.call("GET", "/api/v1/orders?status=completed")));
    expect(completed.data.map((o) => o.id)).toEqual([ids[0]]);
    const deposits = OrderList.parse(await t.json(await t.call("GET", "/api/v1/orders?type=deposit")));
    expect(deposits.data.map((o) => o.id)).toEqual([ids[5]]);
    const byExternal = OrderList.parse(await t.json(await t.call("GET", "/api/v1/orders?externalId=e3")));
    expect(byExternal.data.map((o) => o.externalId)).toEqual(["e3"]);
  });

  it.each(["page=0", "page=-1", "page=x", "perPage=101", "perPage=0", "status=done", "type=send", "page=1.5"])(
    "refuses a bad query %s with 400",
    async (query) => {
      const t = await testApp();
      const res = await t.call("GET", `/api/v1/orders?${query}`);
      expect(res.status).toBe(400);
      const [error] = await res.json();
      expect(error).toMatchObject({ code: "wrongData", field: query.split("=")[0] });
    },
  );
});
