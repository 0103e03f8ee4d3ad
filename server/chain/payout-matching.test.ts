// Payouts matched on a real node (anvil): a payment credited by the watcher, a refund of part of
// it as a payout, and the merchant's wallet paying it from the order's own address (anvil lets
// the test send as any address). Seen at once with the transaction's hash and sender, completed
// at the network's confirmations; a transfer one base unit short, and a stranger's exact one,
// never complete it: the stranger's is shown on the payout, and one that arrives after a cancel is
// recorded on it as late. A withdrawal paid from a declared payout address completes too.
import { describe, expect, it } from "vitest";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
/** anvil's second default account: the operator's declared payout wallet here. */
const DECLARED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
/** A wallet nobody declared and the xpub never handed out. */
const STRANGER = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const OTHER_DESTINATION = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

const chain = chainAppOnAnvil(
  "ethereum",
  { chainId: 1, tokens: [USDT], decimals: 6 },
  { CHAIN_CONFIRMATIONS_ETHEREUM: "3", PAYOUT_ADDRESSES_ETHEREUM: DECLARED },
);

/** Sends `baseUnits` of the test USDT from any address (impersonated, given gas money). */
async function sendAs(from: string, to: string, baseUnits: bigint): Promise<string> {
  await chain.anvil.rpc("anvil_impersonateAccount", [from]);
  await chain.anvil.rpc("anvil_setBalance", [from, "0xde0b6b3a7640000"]);
  return chain.anvil.send({ from, to: USDT, data: tokenCalls.transfer(to, baseUnits) });
}

const payoutOf = async (orderId: string) => (await chain.app.order(orderId)).payout;

describe("payouts matched on the chain", () => {
  it("completes a refund paid from the order's own address (seen with hash and sender, then completed at 3 confirmations); 1 base unit short and a stranger's exact transfer never complete it", async () => {
    const paid = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 25_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    expect((await chain.app.order(paid.orderId)).status).toBe("completed");

    const res = await chain.app.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "USDT_ERC20",
      amount: "10",
      destinationAddress: EVM_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    expect(await payoutOf(orderId)).toMatchObject({ state: "awaitingPayment", baseUnits: "10000000" });

    // One base unit short, from the merchant's own address; the exact amount from a stranger.
    await sendAs(paid.paymentAddress, EVM_DESTINATION, 9_999_999n);
    await chain.anvil.send({ to: USDT, data: tokenCalls.mint(STRANGER, 10_000_000n) });
    await sendAs(STRANGER, EVM_DESTINATION, 10_000_000n);
    await chain.app.watcher.tick();
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    expect(await payoutOf(orderId)).toMatchObject({ state: "awaitingPayment" });
    const awaiting = await chain.app.order(orderId);
    expect(awaiting.transactions[0]).toMatchObject({ hash: null });
    expect(awaiting.payout.senderAddress).toBeUndefined();

    const hash = await sendAs(paid.paymentAddress, EVM_DESTINATION, 10_000_000n);
    await chain.app.watcher.tick();
    const seen = await chain.app.order(orderId);
    // Seen at once with the transaction's hash (on the spec's transaction too) and its sender.
    expect(seen.payout).toMatchObject({ state: "seen", hash, senderAddress: paid.paymentAddress });
    expect(seen.status).toBe("inProgress");
    expect(seen.transactions[0]).toMatchObject({ hash });
    const stored = await chain.app.store.getOrder(orderId);
    expect(stored?.transactions[0]?.senderAddress).toBe(paid.paymentAddress);

    await chain.anvil.mine(1); // 2 confirmations of 3: not yet
    await chain.app.watcher.tick();
    expect(await payoutOf(orderId)).toMatchObject({ state: "seen" });
    await chain.anvil.mine(1);
    await chain.app.watcher.tick();
    const done = await chain.app.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: paid.paymentAddress });
    expect(done.status).toBe("completed");
    expect(done.transactions[0]).toMatchObject({ hash, status: "completed" });
    await chain.app.watcher.tick(); // read again over the overlap: still the one completion
    expect((await chain.app.order(orderId)).payout).toMatchObject({ state: "completed", completedAt: done.payout.completedAt });
  });

  it("records a stranger's exact transfer on the payout (shown, never completing it), and one from the merchant's address after the cancel as late, never completing it either", async () => {
    const paid = await chain.app.createOrder("payment", "USDT_ERC20", "8");
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 8_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    expect((await chain.app.order(paid.orderId)).status).toBe("completed");
    const res = await chain.app.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "USDT_ERC20",
      amount: "7.25",
      destinationAddress: OTHER_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };

    await chain.anvil.send({ to: USDT, data: tokenCalls.mint(STRANGER, 7_250_000n) });
    const strangers = await sendAs(STRANGER, OTHER_DESTINATION, 7_250_000n);
    await chain.app.watcher.tick();
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    const shown = await chain.app.order(orderId);
    expect(shown.status).toBe("inProgress");
    expect(shown.payout).toMatchObject({ state: "awaitingPayment", strangers: [{ hash: strangers, senderAddress: STRANGER }] });
    expect(shown.payout.strangers).toHaveLength(1);

    expect((await chain.app.call("POST", `/api/v1/payouts/${orderId}/cancel`, {})).status).toBe(200);
    const late = await sendAs(paid.paymentAddress, OTHER_DESTINATION, 7_250_000n);
    await chain.app.watcher.tick();
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    const after = await chain.app.order(orderId);
    expect(after.status).toBe("inProgress");
    expect(after.transactions[0]).toMatchObject({ hash: null });
    expect(after.payout).toMatchObject({ state: "cancelled", late: [{ hash: late, senderAddress: paid.paymentAddress }] });
    expect(after.payout.late).toHaveLength(1);
    expect(after.payout.strangers).toBeUndefined();
  });

  it("completes a withdrawal paid from a declared payout address", async () => {
    const paid = await chain.app.createOrder("payment", "USDT_ERC20", "5");
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 5_000_000n) });
    await chain.anvil.mine(3);
    await chain.app.watcher.tick();
    const res = await chain.app.call("POST", "/api/v1/order/withdrawal", {
      integrationId: INTEGRATION_ID,
      assetId: "USDT_ERC20",
      amount: "4",
      destinationAddress: OTHER_DESTINATION,
      customer: CUSTOMER,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    await chain.anvil.send({ to: USDT, data: tokenCalls.mint(DECLARED, 4_000_000n) });
    const hash = await sendAs(DECLARED, OTHER_DESTINATION, 4_000_000n);
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    const done = await chain.app.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: DECLARED });
    expect(done.transactions[0]).toMatchObject({ hash });
  });

  it("sends a seen payout back to awaiting when a reorg takes its transfer's block, then completes it once on the payment in the new chain", async () => {
    const paid = await chain.app.createOrder("payment", "USDT_ERC20", "6");
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 6_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    expect((await chain.app.order(paid.orderId)).status).toBe("completed");
    const res = await chain.app.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "USDT_ERC20",
      amount: "2",
      destinationAddress: OTHER_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    await sendAs(paid.paymentAddress, OTHER_DESTINATION, 2_000_000n);
    await chain.app.watcher.tick();
    expect(await payoutOf(orderId)).toMatchObject({ state: "seen" });

    // The tip re-mined empty: the transfer is gone before its confirmations.
    await chain.anvil.rpc("anvil_reorg", [1, []]);
    await chain.app.watcher.tick();
    const back = await chain.app.order(orderId);
    expect(back.payout.state).toBe("awaitingPayment");
    expect(back.payout.hash).toBeUndefined();
    expect(back.transactions[0]).toMatchObject({ hash: null });

    const hash = await sendAs(paid.paymentAddress, OTHER_DESTINATION, 2_000_000n);
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    await chain.app.watcher.tick();
    const done = await chain.app.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: paid.paymentAddress });
    expect(done.status).toBe("completed");
  });

  it("flags a completed payout when a reorg past its confirmations takes its transfer's block, keeping it and its order completed", async () => {
    const paid = await chain.app.createOrder("payment", "USDT_ERC20", "7");
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 7_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    const res = await chain.app.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "USDT_ERC20",
      amount: "1.75",
      destinationAddress: OTHER_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const hash = await sendAs(paid.paymentAddress, OTHER_DESTINATION, 1_750_000n);
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    expect(await payoutOf(orderId)).toMatchObject({ state: "completed", hash });

    // The transfer's block and the two above it re-mined without it: past the 3 confirmations.
    await chain.anvil.rpc("anvil_reorg", [3, []]);
    await chain.app.watcher.tick();
    await chain.app.watcher.tick();
    const after = await chain.app.order(orderId);
    expect(after.status).toBe("completed");
    expect(after.transactions[0]).toMatchObject({ hash, status: "completed" });
    expect(after.payout).toMatchObject({ state: "completed", hash, reorgedAfterCompletion: { blockNumber: expect.any(Number) } });
  });
});
