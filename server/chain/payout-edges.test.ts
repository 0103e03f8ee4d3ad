// Payouts at the edges of the matching rule, on real nodes (anvil): Ethereum, and a BNB Smart
// Chain of chain id 56 watched by the same app with the same xpub (so the merchant's order address
// is the merchant's on both). Two identical open payouts are paid oldest first, one transfer each,
// whether the transfers come one at a time, in one block, or as two logs of one transaction; a
// transfer of the exact amount to the destination from the merchant's own address in a token
// nobody pinned, or in the pinned token of the other network, completes nothing; a cancel (by API
// key, and in the portal after a fresh step-up) gives back exactly what the payout took, and the
// exact transfer that arrives after it is kept on the payout as late, never completing it and
// never touching the balance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployToken, startTokenAnvil, tokenCalls, type Anvil } from "../../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { addCrypto, subtractCrypto } from "../../src/shared/index.ts";
import { PASSWORD } from "../../test/support/portal-app.ts";
import { INTEGRATION_ID } from "../testing.ts";

const CONFIRMATIONS = 3;
/** The service's own fee on each USDT payout: taken with it, so a cancel must give it back too. */
const FEE = "0.010001";
const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const BSC_USDT = TOKEN_CONTRACTS_FOR_TESTS("bsc").USDT_BEP20 as string;
/** Each test pays its own destination, so an open payout of one test never takes another's transfer. */
const TWINS_ONE_BY_ONE = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const TWINS_IN_ONE_BLOCK = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const TWINS_IN_ONE_TX = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const WRONG_TOKEN_DESTINATION = "0x976EA74026E726554dB657fA54763abd0C3a0aa9";
const OTHER_NETWORK_DESTINATION = "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720";
const CANCEL_DESTINATION = "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955";

let eth: Anvil;
let bsc: Anvil;
let chain: ChainApp;
beforeAll(async () => {
  eth = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  // BSC's USDT has 18 decimals; its finalized block two behind the head, as BSC's fast finality.
  bsc = await startTokenAnvil({ chainId: 56, tokens: [BSC_USDT], decimals: 18, slotsInAnEpoch: 1 });
  chain = await startChainApp(eth, "ethereum", {
    CHAIN_CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS),
    CHAIN_PAYOUT_FEE_USDT_ERC20: FEE,
    CHAIN_RPC_URL_BSC: bsc.url,
    CHAIN_ID_BSC: "56",
    CHAIN_START_BLOCK_BSC: "0",
    CHAIN_POLL_MS_BSC: "50",
  });
}, 30_000);
afterAll(async () => {
  await chain?.close();
  await eth?.stop();
  await bsc?.stop();
});

/** Gives `from` (impersonated) gas money on `node`, so a test can send as the merchant's order address. */
async function actAs(node: Anvil, from: string): Promise<void> {
  await node.rpc("anvil_impersonateAccount", [from]);
  await node.rpc("anvil_setBalance", [from, "0xde0b6b3a7640000"]);
}

/** `baseUnits` of `token` on `node`, sent by `from` to `to` (mined in a block of its own unless `pending`). */
async function sendToken(node: Anvil, token: string, from: string, to: string, baseUnits: bigint, pending = false): Promise<string> {
  await actAs(node, from);
  const tx = { from, to: token, data: tokenCalls.transfer(to, baseUnits) };
  return pending ? node.sendPending(tx) : node.send(tx);
}

const tickEthereum = () => chain.watcher.tick();
const bscWatcher = () => {
  const watcher = chain.app.chain?.watchers.bsc;
  if (!watcher) throw new Error("the app does not watch BSC");
  return watcher;
};
const balance = async () => (await chain.store.balances(INTEGRATION_ID)).USDT_ERC20 ?? "0";
const payoutOf = async (orderId: string) => (await chain.order(orderId)).payout;

/** The log index of the transfer that paid a payout, as stored. */
async function paidByLog(orderId: string): Promise<number | undefined> {
  const read = await chain.store.transaction(async (tx) => tx.payouts.get(orderId, null), { now: new Date().toISOString() });
  if (read.kind !== "applied") throw new Error(`no payout ${orderId}`);
  return read.result?.paidBy?.logIndex;
}

/** A USDT payment of `amount`, paid by the test payer and credited at the confirmations. */
async function paidInUsdt(amount: string, baseUnits: bigint) {
  const paid = await chain.createOrder("payment", "USDT_ERC20", amount);
  await eth.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, baseUnits) });
  await tickEthereum();
  await eth.mine(CONFIRMATIONS - 1);
  await tickEthereum();
  expect((await chain.order(paid.orderId)).status).toBe("completed");
  return paid;
}

/** A refund of `amount` of the paid order to `destination`: the payout's order id. */
async function refund(refundOrderId: string, amount: string, destination: string): Promise<string> {
  const res = await chain.call("POST", "/api/v1/order/refund", {
    refundOrderId,
    assetId: "USDT_ERC20",
    amount,
    destinationAddress: destination,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

describe("two identical open payouts", () => {
  it("one transfer pays only the oldest; a second transfer pays the other, each completed with its own", async () => {
    const paid = await paidInUsdt("10", 10_000_000n);
    const older = await refund(paid.orderId, "3", TWINS_ONE_BY_ONE);
    const newer = await refund(paid.orderId, "3", TWINS_ONE_BY_ONE);

    const first = await sendToken(eth, USDT, paid.paymentAddress, TWINS_ONE_BY_ONE, 3_000_000n);
    await tickEthereum();
    expect(await payoutOf(older)).toMatchObject({ state: "seen", hash: first });
    expect(await payoutOf(newer)).toMatchObject({ state: "awaitingPayment" });
    await eth.mine(CONFIRMATIONS);
    await tickEthereum();
    await tickEthereum(); // read again over the overlap: the claimed transfer pays nothing else
    expect(await payoutOf(older)).toMatchObject({ state: "completed", hash: first });
    const waiting = await chain.order(newer);
    expect(waiting.payout.state).toBe("awaitingPayment");
    expect(waiting.payout.hash).toBeUndefined();
    expect(waiting.transactions[0]).toMatchObject({ hash: null });

    const second = await sendToken(eth, USDT, paid.paymentAddress, TWINS_ONE_BY_ONE, 3_000_000n);
    await eth.mine(CONFIRMATIONS - 1);
    await tickEthereum();
    expect(await payoutOf(newer)).toMatchObject({ state: "completed", hash: second, senderAddress: paid.paymentAddress });
    expect(await payoutOf(older)).toMatchObject({ state: "completed", hash: first });
    expect(second).not.toBe(first);
  });

  it("two transfers in one block pay both, each its own; the oldest takes the first", async () => {
    const paid = await paidInUsdt("5", 5_000_000n);
    const older = await refund(paid.orderId, "1.5", TWINS_IN_ONE_BLOCK);
    const newer = await refund(paid.orderId, "1.5", TWINS_IN_ONE_BLOCK);
    const first = await sendToken(eth, USDT, paid.paymentAddress, TWINS_IN_ONE_BLOCK, 1_500_000n, true);
    const second = await sendToken(eth, USDT, paid.paymentAddress, TWINS_IN_ONE_BLOCK, 1_500_000n, true);
    await eth.mine(1);
    const receipts = await Promise.all(
      [first, second].map((h) => eth.rpc<{ blockNumber: string; status: string }>("eth_getTransactionReceipt", [h])),
    );
    expect(receipts.map((r) => r.status)).toEqual(["0x1", "0x1"]);
    expect(receipts[0]?.blockNumber).toBe(receipts[1]?.blockNumber);
    await tickEthereum();
    expect(await payoutOf(older)).toMatchObject({ state: "seen", hash: first });
    expect(await payoutOf(newer)).toMatchObject({ state: "seen", hash: second });
    await eth.mine(CONFIRMATIONS - 1);
    await tickEthereum();
    expect(await payoutOf(older)).toMatchObject({ state: "completed", hash: first });
    expect(await payoutOf(newer)).toMatchObject({ state: "completed", hash: second });
  });

  it("two Transfer logs of one transaction pay both, each by its own log", async () => {
    const paid = await paidInUsdt("5", 5_000_000n);
    const older = await refund(paid.orderId, "0.75", TWINS_IN_ONE_TX);
    const newer = await refund(paid.orderId, "0.75", TWINS_IN_ONE_TX);
    await actAs(eth, paid.paymentAddress);
    const both = { to: TWINS_IN_ONE_TX, value: 750_000n };
    const hash = await eth.send({ from: paid.paymentAddress, to: USDT, data: tokenCalls.batch([both, both]) });
    await eth.mine(CONFIRMATIONS - 1);
    await tickEthereum();
    expect(await payoutOf(older)).toMatchObject({ state: "completed", hash });
    expect(await payoutOf(newer)).toMatchObject({ state: "completed", hash });
    const indexes = await Promise.all([older, newer].map(paidByLog));
    expect(indexes.every((i) => typeof i === "number")).toBe(true);
    expect(new Set(indexes).size).toBe(2);
  });
});

describe("transfers that pay the right amount to the right address, but not in the payout's asset", () => {
  /** The payout still waits, with nothing recorded against it. */
  async function untouched(orderId: string): Promise<void> {
    const order = await chain.order(orderId);
    expect(order.status).toBe("inProgress");
    expect(order.payout.state).toBe("awaitingPayment");
    expect(order.payout.hash).toBeUndefined();
    expect(order.payout.strangers).toBeUndefined();
    expect(order.payout.late).toBeUndefined();
    expect(order.transactions[0]).toMatchObject({ hash: null });
  }

  /** The right token from the same address completes it: the watcher did read the destination. */
  async function paidRightly(orderId: string, from: string, to: string, baseUnits: bigint): Promise<void> {
    const hash = await sendToken(eth, USDT, from, to, baseUnits);
    await eth.mine(CONFIRMATIONS - 1);
    await tickEthereum();
    expect(await payoutOf(orderId)).toMatchObject({ state: "completed", hash, senderAddress: from });
  }

  it("a token nobody pinned, from the merchant's own address, never completes a USDT payout", async () => {
    const paid = await paidInUsdt("6", 6_000_000n);
    const orderId = await refund(paid.orderId, "5", WRONG_TOKEN_DESTINATION);
    // Another ERC-20 (the same code, 6 decimals as USDT) at an address of its own.
    const lookAlike = await deployToken(eth, 6);
    await eth.send({ to: lookAlike, data: tokenCalls.mint(paid.paymentAddress, 5_000_000n) });
    await sendToken(eth, lookAlike, paid.paymentAddress, WRONG_TOKEN_DESTINATION, 5_000_000n);
    await tickEthereum();
    await eth.mine(CONFIRMATIONS);
    await tickEthereum();
    await untouched(orderId);
    await paidRightly(orderId, paid.paymentAddress, WRONG_TOKEN_DESTINATION, 5_000_000n);
  });

  it("USDT on BSC, from the same merchant address, never completes an Ethereum USDT payout", async () => {
    const paid = await paidInUsdt("7", 7_000_000n);
    const orderId = await refund(paid.orderId, "6", OTHER_NETWORK_DESTINATION);
    // The same base units, and the same amount in BSC's 18 decimals.
    await bsc.send({ to: BSC_USDT, data: tokenCalls.mint(paid.paymentAddress, 6_000_000n + 6n * 10n ** 18n) });
    await sendToken(bsc, BSC_USDT, paid.paymentAddress, OTHER_NETWORK_DESTINATION, 6_000_000n);
    await sendToken(bsc, BSC_USDT, paid.paymentAddress, OTHER_NETWORK_DESTINATION, 6n * 10n ** 18n);
    await bsc.mine(20);
    await bscWatcher().tick();
    await tickEthereum();
    await bscWatcher().tick();
    await untouched(orderId);
    await paidRightly(orderId, paid.paymentAddress, OTHER_NETWORK_DESTINATION, 6_000_000n);
  });
});

describe("a cancelled payout", () => {
  it("gives back exactly what it took (API key); its exact transfer afterwards is late, never completing it nor touching the balance", async () => {
    const paid = await paidInUsdt("9", 9_000_000n);
    const before = await balance();
    const orderId = await refund(paid.orderId, "2.345678", CANCEL_DESTINATION);
    expect(await balance()).toBe(subtractCrypto(before, addCrypto("2.345678", FEE)));

    const cancelled = await chain.call("POST", `/api/v1/payouts/${orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await balance()).toBe(before);
    // A second cancel gives nothing back twice.
    expect((await chain.call("POST", `/api/v1/payouts/${orderId}/cancel`, {})).status).toBeGreaterThanOrEqual(400);
    expect(await balance()).toBe(before);

    const late = await sendToken(eth, USDT, paid.paymentAddress, CANCEL_DESTINATION, 2_345_678n);
    await tickEthereum();
    await eth.mine(CONFIRMATIONS);
    await tickEthereum();
    await tickEthereum();
    const after = await chain.order(orderId);
    expect(after.payout).toMatchObject({ state: "cancelled", late: [{ hash: late, senderAddress: paid.paymentAddress }] });
    expect(after.payout.late).toHaveLength(1);
    expect(after.payout.hash).toBeUndefined();
    expect(after.status).not.toBe("completed");
    expect(after.transactions[0]).toMatchObject({ hash: null });
    expect(await balance()).toBe(before);
  });

  it("cancelled in the portal after a fresh step-up gives back exactly what it took; its late transfer changes nothing", async () => {
    const paid = await paidInUsdt("5", 5_000_000n);
    const before = await balance();
    const orderId = await refund(paid.orderId, "1.000001", CANCEL_DESTINATION);
    expect(await balance()).toBe(subtractCrypto(before, addCrypto("1.000001", FEE)));

    expect((await chain.portalRequest("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const cancelled = await chain.portalRequest("POST", `/portal/api/payouts/${orderId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ orderId, payout: { state: "cancelled" } });
    expect(await balance()).toBe(before);

    const late = await sendToken(eth, USDT, paid.paymentAddress, CANCEL_DESTINATION, 1_000_001n);
    await eth.mine(CONFIRMATIONS - 1);
    await tickEthereum();
    const after = await chain.order(orderId);
    expect(after.payout).toMatchObject({ state: "cancelled", late: [{ hash: late }] });
    expect(after.transactions[0]).toMatchObject({ hash: null });
    expect(await balance()).toBe(before);
  });

  it("a seen payout cannot be cancelled: the balance stays debited and the payout completes", async () => {
    const paid = await paidInUsdt("5", 5_000_000n);
    const orderId = await refund(paid.orderId, "1.25", CANCEL_DESTINATION);
    const debited = await balance();
    const hash = await sendToken(eth, USDT, paid.paymentAddress, CANCEL_DESTINATION, 1_250_000n);
    await tickEthereum();
    expect(await payoutOf(orderId)).toMatchObject({ state: "seen", hash });
    const refused = await chain.call("POST", `/api/v1/payouts/${orderId}/cancel`, {});
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await balance()).toBe(debited);
    await eth.mine(CONFIRMATIONS - 1);
    await tickEthereum();
    expect(await payoutOf(orderId)).toMatchObject({ state: "completed", hash });
    expect(await balance()).toBe(debited);
  });
});
