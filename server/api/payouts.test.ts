// Chain mode's payouts at the API: a refund or withdrawal the balance covers is accepted as the
// spec's 201 and becomes a payout the merchant's wallet pays (the order in progress, its
// transaction without a hash, the balance debited at once); the routes beside it; and the
// sandbox unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID, SECOND_KEY, testApp } from "../testing.ts";
import { creditAsPaid, startPayoutApp, TEST_CHAIN_ID } from "../../test/support/chain/payout-app.ts";
import type { ChainApp } from "../../test/support/chain/chain-app.ts";
import { PayoutItem, PayoutList } from "../../src/shared/index.ts";

const PAYER = "0x000000000000000000000000000000000000dEaD";
const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";

let chain: ChainApp;
beforeAll(async () => {
  chain = await startPayoutApp({ CHAIN_PAYOUT_FEE_USDC_ERC20: "0.5" });
});
afterAll(async () => {
  await chain.close();
});

const balance = async (assetId: string) => (await chain.store.balances(INTEGRATION_ID))[assetId as "ETH"] ?? "0.000000";
const asSecond = (method: string, path: string, body?: unknown) =>
  chain.app.request(path, {
    method,
    headers: { "X-API-Key": SECOND_KEY, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function paidOrder(assetId: "USDT_ERC20" | "USDC_ERC20" | "ETH", amount: string) {
  const order = await chain.createOrder("payment", assetId, amount);
  await creditAsPaid(chain.store, order.orderId, amount, PAYER);
  return order;
}

const refund = (refundOrderId: string, amount: string, assetId = "USDT_ERC20", destinationAddress = EVM_DESTINATION) =>
  chain.call("POST", "/api/v1/order/refund", { refundOrderId, assetId, amount, destinationAddress });
const withdrawal = (amount: string, assetId = "USDT_ERC20", destinationAddress = EVM_DESTINATION) =>
  chain.call("POST", "/api/v1/order/withdrawal", {
    integrationId: INTEGRATION_ID,
    assetId,
    amount,
    destinationAddress,
    customer: CUSTOMER,
  });

describe("payouts in chain mode: creation", () => {
  it("accepts a covered refund as the spec's 201: the order in progress, its transaction without hash, the balance debited at once, the payout awaiting the wallet", async () => {
    const paid = await paidOrder("USDT_ERC20", "25");
    const before = await balance("USDT_ERC20");
    const res = await refund(paid.orderId, "10");
    expect(res.status).toBe(201);
    const created = (await res.json()) as { orderId: string; transactionId: string };
    expect(created).toMatchObject({ orderId: expect.any(String), transactionId: expect.any(String) });

    const order = await chain.order(created.orderId);
    expect(order.status).toBe("inProgress");
    expect(order.transactions).toHaveLength(1);
    expect(order.transactions[0]).toMatchObject({ id: created.transactionId, hash: null, receiverAddress: EVM_DESTINATION });
    expect(Number.parseFloat(before) - Number.parseFloat(await balance("USDT_ERC20"))).toBe(10);
    expect(order.payout).toMatchObject({
      state: "awaitingPayment",
      network: "ethereum",
      destination: EVM_DESTINATION,
      amount: "10.000000",
      baseUnits: "10000000",
      contract: USDT,
      walletLinks: {
        eip681: `ethereum:${USDT}@${TEST_CHAIN_ID}/transfer?address=${EVM_DESTINATION}&uint256=10000000`,
        metamask: `https://link.metamask.io/send/${USDT}@${TEST_CHAIN_ID}/transfer?address=${EVM_DESTINATION}&uint256=10000000`,
      },
    });
    // Trust Wallet's asset ids name mainnet: on a test chain its link would send on mainnet.
    expect(order.payout.walletLinks.trustWallet).toBeUndefined();
    // What may still be refunded went down by what was asked.
    expect((await refund(paid.orderId, "15.000001")).status).toBe(400);
  });

  it("values a payout only at a rate really read: USDT at par, ETH without a feed at 0.00, never the sandbox's catalog", async () => {
    await paidOrder("ETH", "0.5");
    await paidOrder("USDT_ERC20", "30");
    const eth = (await (await withdrawal("0.2", "ETH")).json()) as { orderId: string };
    const usdt = (await (await withdrawal("12", "USDT_ERC20")).json()) as { orderId: string };
    const ethOrder = await chain.order(eth.orderId);
    // The sandbox's catalog prices ETH at 3,500 USD: 700.00 would be a number nobody read.
    expect([ethOrder.secondaryAmount.amount, ethOrder.transactions[0].secondaryAmount.amount]).toEqual(["0.00", "0.00"]);
    expect((await chain.order(usdt.orderId)).secondaryAmount).toEqual({ amount: "12.00", currency: "USD" });
  });

  it("a native payout links the wei value", async () => {
    await paidOrder("ETH", "0.05");
    const res = await withdrawal("0.05", "ETH");
    expect(res.status).toBe(201);
    const order = await chain.order(((await res.json()) as { orderId: string }).orderId);
    expect(order.payout.walletLinks.eip681).toBe(`ethereum:${EVM_DESTINATION}@${TEST_CHAIN_ID}?value=50000000000000000`);
    expect(order.payout.contract).toBeUndefined();
  });

  it("two payouts cannot spend the same money: concurrent withdrawals draw the balance down to what it holds", async () => {
    await paidOrder("USDT_ERC20", "7");
    const start = await balance("USDT_ERC20");
    const whole = Math.floor(Number.parseFloat(start) / 3);
    const answers = await Promise.all(Array.from({ length: whole + 4 }, () => withdrawal("3")));
    const accepted = answers.filter((r) => r.status === 201).length;
    expect(accepted).toBe(whole);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(4);
    expect(Number.parseFloat(await balance("USDT_ERC20"))).toBeGreaterThanOrEqual(0);
    expect(Number.parseFloat(await balance("USDT_ERC20"))).toBeLessThan(3);
  });

  it("debits the service's own fee setting with the amount, and shows it as the order's service fee", async () => {
    await paidOrder("USDC_ERC20", "10");
    const res = await withdrawal("9.5", "USDC_ERC20");
    expect(res.status).toBe(201);
    const order = await chain.order(((await res.json()) as { orderId: string }).orderId);
    expect(order.serviceFeeAmount.amount).toBe("0.500000");
    expect(order.totalAmount.amount).toBe("10.000000");
    expect(await balance("USDC_ERC20")).toBe("0.000000");
    expect((await withdrawal("0.000001", "USDC_ERC20")).status).toBe(400);
  });

  it("refuses as the sandbox does, naming the field: notEnoughFunds, invalidAddress, limitExceeded, wrongData", async () => {
    const paid = await paidOrder("USDT_ERC20", "5");
    const codes = async (res: Response) => {
      expect(res.status).toBe(400);
      return ((await res.json()) as { code: string; field: string }[]).map((e) => `${e.code} ${e.field}`);
    };
    expect(await codes(await withdrawal("1000000"))).toEqual(["notEnoughFunds amount"]);
    expect(await codes(await refund(paid.orderId, "1", "USDT_ERC20", "0x1234"))).toEqual(["invalidAddress destinationAddress"]);
    expect(await codes(await refund(paid.orderId, "5.5"))).toEqual(["limitExceeded amount"]);
    expect(await codes(await refund(paid.orderId, "1", "USDC_ERC20"))).toEqual(["wrongData assetId"]);
  });

  it("refuses a destination that is one of the service's own order addresses", async () => {
    const paid = await paidOrder("USDT_ERC20", "5");
    const other = await chain.createOrder("deposit", "USDT_ERC20");
    const res = await refund(paid.orderId, "1", "USDT_ERC20", other.paymentAddress);
    expect(res.status).toBe(400);
    const errors = (await res.json()) as { code: string; field: string; message: string }[];
    expect(errors[0]).toMatchObject({ code: "invalidAddress", field: "destinationAddress" });
    expect(errors[0]?.message).toContain("own order addresses");
    // All lower case: the same address.
    expect((await refund(paid.orderId, "1", "USDT_ERC20", other.paymentAddress.toLowerCase())).status).toBe(400);
  });
});

describe("payouts in chain mode: routes", () => {
  it("lists open payouts first, reads one, records a broadcast without trusting it, cancels with the balance restored", async () => {
    const paid = await paidOrder("USDT_ERC20", "20");
    const made = (await (await refund(paid.orderId, "4")).json()) as { orderId: string };
    const before = await balance("USDT_ERC20");

    const list = (await (await chain.call("GET", "/api/v1/payouts?state=awaitingPayment")).json()) as {
      items: { orderId: string; payout: { state: string } }[];
    };
    expect(list.items.map((i) => i.orderId)).toContain(made.orderId);
    expect(list.items.every((i) => i.payout.state === "awaitingPayment")).toBe(true);

    const one = await chain.call("GET", `/api/v1/payouts/${made.orderId}`);
    expect(one.status).toBe(200);
    // The answers keep their contracts (the OpenAPI document is converted from the same schemas).
    expect(PayoutItem.parse(await one.json())).toMatchObject({ orderId: made.orderId, type: "refund", refundOf: paid.orderId });
    PayoutList.parse(list);

    const hash = `0x${"ab".repeat(32)}`;
    const told = await chain.call("POST", `/api/v1/payouts/${made.orderId}/broadcast`, { hash });
    expect(told.status).toBe(200);
    expect(await told.json()).toMatchObject({ payout: { state: "awaitingPayment", broadcasts: [{ hash }] } });
    const badHash = await chain.call("POST", `/api/v1/payouts/${made.orderId}/broadcast`, { hash: "0x12" });
    expect(badHash.status).toBe(400);
    expect(JSON.stringify(await badHash.json())).toContain('"field":"hash"');

    const cancelled = await chain.call("POST", `/api/v1/payouts/${made.orderId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ payout: { state: "cancelled" } });
    expect(Number.parseFloat(await balance("USDT_ERC20")) - Number.parseFloat(before)).toBe(4);
    // What the order may refund came back too.
    expect((await refund(paid.orderId, "20")).status).toBe(201);
    const again = await chain.call("POST", `/api/v1/payouts/${made.orderId}/cancel`);
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain("cancelled");
  });

  it("the order list carries each refund's and withdrawal's payout, as the single read does; payment orders carry none", async () => {
    const paid = await paidOrder("USDT_ERC20", "20");
    const made = (await (await refund(paid.orderId, "1.25")).json()) as { orderId: string };
    const res = await chain.call("GET", "/api/v1/orders?perPage=100");
    expect(res.status).toBe(200);
    const list = (await res.json()) as { data: { id: string; type: string; payout?: unknown }[] };
    const single = (await (await chain.call("GET", `/api/v1/orders/${made.orderId}`)).json()) as { payout: unknown };
    expect(list.data.find((o) => o.id === made.orderId)?.payout).toEqual(single.payout);
    expect(single.payout).toMatchObject({ state: "awaitingPayment", amount: "1.250000" });
    expect(list.data.find((o) => o.id === paid.orderId)?.payout).toBeUndefined();
    expect(list.data.filter((o) => o.type === "refund" || o.type === "withdrawal").every((o) => o.payout !== undefined)).toBe(true);
  });

  it("another client's payout answers as an unknown id; its lists hold none of ours", async () => {
    const paid = await paidOrder("USDT_ERC20", "5");
    const made = (await (await refund(paid.orderId, "1")).json()) as { orderId: string };
    expect((await asSecond("GET", `/api/v1/payouts/${made.orderId}`)).status).toBe(404);
    expect((await asSecond("POST", `/api/v1/payouts/${made.orderId}/cancel`)).status).toBe(400);
    expect((await asSecond("POST", `/api/v1/payouts/${made.orderId}/broadcast`, { hash: `0x${"cd".repeat(32)}` })).status).toBe(400);
    expect(await (await asSecond("GET", "/api/v1/payouts")).json()).toEqual({ items: [], nextCursor: null });
    expect(await (await asSecond("GET", "/api/v1/chain/addresses?network=ethereum")).json()).toEqual({ items: [], nextCursor: null });
    expect((await chain.call("GET", `/api/v1/payouts/${made.orderId}`)).status).toBe(200);
  });

  it("shows the keys' first addresses and the highest index handed out, never the key; the client's funded addresses with what each received", async () => {
    const paid = await paidOrder("USDT_ERC20", "6.5");
    const keys = (await (await chain.call("GET", "/api/v1/chain/keys")).json()) as {
      families: { family: string; firstAddresses: string[]; highestIndex: number | null }[];
    };
    expect(JSON.stringify(keys)).not.toMatch(/pub/);
    const evm = keys.families.find((f) => f.family === "evm");
    expect(evm?.firstAddresses).toHaveLength(3);
    expect(evm?.highestIndex).toBeGreaterThanOrEqual(0);
    const funded = (await (await chain.call("GET", "/api/v1/chain/addresses?network=ethereum&funded=true")).json()) as {
      items: { orderId: string; amount: string; address: string; lastCreditAt: string | null }[];
    };
    expect(funded.items.find((i) => i.orderId === paid.orderId)).toMatchObject({ amount: "6.500000", lastCreditAt: expect.any(String) });
    const unfunded = await chain.createOrder("deposit", "ETH");
    const all = (await (await chain.call("GET", "/api/v1/chain/addresses?network=ethereum")).json()) as { items: { orderId: string }[] };
    expect(all.items.map((i) => i.orderId)).toContain(unfunded.orderId);
    const missing = await chain.call("GET", "/api/v1/chain/addresses");
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain("network");
  });
});

describe("payouts outside chain mode", () => {
  it("the sandbox's refunds stay instantly completed, and the payouts routes do not exist", async () => {
    const { app } = await testApp();
    const call = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { "X-API-Key": "sk_test_unit_0123456789abcdef", "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await call("GET", "/api/v1/payouts")).status).toBe(404);
    expect((await call("GET", "/api/v1/chain/keys")).status).toBe(404);
    const paid = (await (
      await call("POST", "/api/v1/order/payment", { integrationId: INTEGRATION_ID, assetId: "USDT_TRC20", amount: "5", customer: CUSTOMER })
    ).json()) as { orderId: string };
    expect((await call("POST", `/_sandbox/orders/${paid.orderId}/payments`, {})).status).toBeLessThan(300);
    const res = await call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "USDT_TRC20",
      amount: "1",
      destinationAddress: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
    });
    expect(res.status).toBe(201);
    const order = (await (await call("GET", `/api/v1/orders/${((await res.json()) as { orderId: string }).orderId}`)).json()) as {
      status: string;
      payout?: unknown;
      transactions: { hash: string | null }[];
    };
    expect(order.status).toBe("completed");
    expect(order.payout).toBeUndefined();
    expect(order.transactions[0]?.hash).toEqual(expect.any(String));
  });
});
