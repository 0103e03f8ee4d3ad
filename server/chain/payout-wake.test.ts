// A payout's creation wakes a quiet watcher, as an order's does: with nothing waiting the loop
// sleeps its idle poll (an hour here), and a withdrawal made then is an open payout the next
// tick must read transfers for, so its payment is seen within a poll, not an idle poll.
import { describe, expect, it } from "vitest";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { until } from "../../test/support/until.ts";
import { CUSTOMER, INTEGRATION_ID } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
/** anvil's second default account: the operator's declared payout wallet here. */
const DECLARED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const DESTINATION = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

const chain = chainAppOnAnvil(
  "ethereum",
  { chainId: 1, tokens: [USDT], decimals: 6 },
  {
    CHAIN_CONFIRMATIONS_ETHEREUM: "2",
    CHAIN_POLL_MS_ETHEREUM: "100",
    CHAIN_IDLE_POLL_MS_ETHEREUM: "3600000",
    // No late window after a completed payment: with it the network is never quiet here.
    CHAIN_LATE_WINDOW_DAYS: "0",
    PAYOUT_ADDRESSES_ETHEREUM: DECLARED,
  },
);

describe("a quiet watcher and a new payout", () => {
  it("wakes at the withdrawal's creation and completes it from the chain though the idle poll is an hour", async () => {
    const { app, anvil } = chain;
    const paid = await app.createOrder("payment", "USDT_ERC20", "5");
    await anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 5_000_000n) });
    await anvil.mine(3);
    await until(
      async () => {
        await app.watcher.tick();
        return (await app.order(paid.orderId)).status === "completed";
      },
      "the payment credited",
      15_000,
      20,
    );

    app.watcher.start();
    try {
      await until(() => app.watcher.quiet(), "the watcher quiet with nothing waiting", 15_000, 20);
      const res = await app.call("POST", "/api/v1/order/withdrawal", {
        integrationId: INTEGRATION_ID,
        assetId: "USDT_ERC20",
        amount: "4",
        destinationAddress: DESTINATION,
        customer: CUSTOMER,
      });
      expect(res.status).toBe(201);
      const { orderId } = (await res.json()) as { orderId: string };
      await until(() => !app.watcher.quiet(), "the watcher woken by the payout", 15_000, 20);

      await anvil.rpc("anvil_impersonateAccount", [DECLARED]);
      await anvil.send({ to: USDT, data: tokenCalls.mint(DECLARED, 4_000_000n) });
      const hash = await anvil.send({ from: DECLARED, to: USDT, data: tokenCalls.transfer(DESTINATION, 4_000_000n) });
      await anvil.mine(2);
      await until(async () => (await app.order(orderId)).payout?.state === "completed", "the payout completed", 15_000, 20);
      expect((await app.order(orderId)).payout).toMatchObject({ state: "completed", hash, senderAddress: DECLARED });
    } finally {
      await app.watcher.stop();
    }
  }, 60_000);
});
