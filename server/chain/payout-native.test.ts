// Payouts in the network's own coin (ETH) on anvil: no token contract, so the proof is a
// top-level transfer (the transaction's own value) to the destination. A refund paid from the
// order's own address completes; the same from that address 1 wei short never does; a
// withdrawal paid from the operator's declared payout address completes.
import { describe, expect, it } from "vitest";
import { chainAppOnAnvil } from "../../test/support/chain/chain-app.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID } from "../testing.ts";

const CONFIRMATIONS = 3;
/** anvil's second default account (unlocked, funded): the operator's declared payout wallet here. */
const DECLARED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const OTHER_DESTINATION = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const WEI = 10n ** 18n;

const chain = chainAppOnAnvil(
  "ethereum",
  { chainId: 1, tokens: [], decimals: 6 },
  { CHAIN_CONFIRMATIONS_ETHEREUM: String(CONFIRMATIONS), PAYOUT_ADDRESSES_ETHEREUM: DECLARED },
);

/** Sends `wei` from any address (impersonated), as a plain value transfer in a block of its own. */
async function sendEthAs(from: string, to: string, wei: bigint): Promise<string> {
  await chain.anvil.rpc("anvil_impersonateAccount", [from]);
  return chain.anvil.send({ from, to, value: wei });
}

const payoutOf = async (orderId: string) => (await chain.app.order(orderId)).payout;

/** A payment of 0.5 ETH, paid and credited. */
async function paidInEth() {
  const paid = await chain.app.createOrder("payment", "ETH", "0.5");
  await chain.anvil.send({ to: paid.paymentAddress, value: WEI / 2n });
  await chain.app.watcher.tick();
  await chain.anvil.mine(CONFIRMATIONS - 1);
  await chain.app.watcher.tick();
  expect((await chain.app.order(paid.orderId)).status).toBe("completed");
  return paid;
}

describe("payouts in the native coin", () => {
  it("completes an ETH refund paid by a top-level transfer from the order's address; 1 wei short never completes it", async () => {
    const paid = await paidInEth();
    const res = await chain.app.call("POST", "/api/v1/order/refund", {
      refundOrderId: paid.orderId,
      assetId: "ETH",
      amount: "0.1",
      destinationAddress: EVM_DESTINATION,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const asked = await payoutOf(orderId);
    expect(asked).toMatchObject({ state: "awaitingPayment", baseUnits: (WEI / 10n).toString() });
    expect(asked.contract).toBeUndefined();

    await sendEthAs(paid.paymentAddress, EVM_DESTINATION, WEI / 10n - 1n);
    await chain.app.watcher.tick();
    await chain.anvil.mine(CONFIRMATIONS);
    await chain.app.watcher.tick();
    expect(await payoutOf(orderId)).toMatchObject({ state: "awaitingPayment" });

    const hash = await sendEthAs(paid.paymentAddress, EVM_DESTINATION, WEI / 10n);
    await chain.app.watcher.tick();
    expect(await payoutOf(orderId)).toMatchObject({ state: "seen", hash, senderAddress: paid.paymentAddress });
    await chain.anvil.mine(CONFIRMATIONS - 1);
    await chain.app.watcher.tick();
    const done = await chain.app.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: paid.paymentAddress });
    expect(done.status).toBe("completed");
    expect(done.transactions[0]).toMatchObject({ hash, status: "completed" });
  });

  it("completes an ETH withdrawal paid from a declared payout address", async () => {
    await paidInEth();
    const res = await chain.app.call("POST", "/api/v1/order/withdrawal", {
      integrationId: INTEGRATION_ID,
      assetId: "ETH",
      amount: "0.25",
      destinationAddress: OTHER_DESTINATION,
      customer: CUSTOMER,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const hash = await chain.anvil.send({ from: DECLARED, to: OTHER_DESTINATION, value: WEI / 4n });
    await chain.anvil.mine(CONFIRMATIONS - 1);
    await chain.app.watcher.tick();
    const done = await chain.app.order(orderId);
    expect(done.payout).toMatchObject({ state: "completed", hash, senderAddress: DECLARED });
    expect(done.transactions[0]).toMatchObject({ hash, status: "completed" });
  });
});
