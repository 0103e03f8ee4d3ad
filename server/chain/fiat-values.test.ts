// Chain mode's dollar values (secondaryAmount on an order and its transactions) come from the
// service's real rates only: a checked feed (EXCHANGE_RATES_URL), or without one the dollar
// stablecoins at par. The sandbox's catalog prices ETH at 3,500 USD, a figure nobody read: it
// must appear nowhere a merchant reads a chain-mode order.
import { describe, expect, it } from "vitest";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, startChainApp, TOKEN_CONTRACTS_FOR_TESTS, type ChainApp } from "../../test/support/chain/chain-app.ts";
import { systemClock } from "../domain/clock.ts";
import { feedRateSource } from "../exchange-rates/rate-source.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const chain = chainAppOnAnvil("ethereum", { chainId: 1, tokens: [USDT], decimals: 6 });

/** A feed that says ETH is 2,000 USD, answered in process (its host is a reserved name, never asked). */
const feedAt2000 = () =>
  feedRateSource({
    url: "https://rates.invalid/feed.json",
    clock: systemClock,
    fetch: async () => Response.json({ rates: { ETH: { USD: "2000.00" }, USDT_ERC20: { USD: "1.00" } } }),
  });

/** Pays 0.5 ETH to a new order and mines it to its 12th confirmation; the merchant's read of it. */
async function paidHalfEth(app: ChainApp): Promise<any> {
  const order = await app.createOrder("payment", "ETH", "0.5");
  await chain.anvil.send({ to: order.paymentAddress, value: 5n * 10n ** 17n });
  await app.watcher.tick();
  await chain.anvil.mine(11);
  await app.watcher.tick();
  const read = await app.order(order.orderId);
  expect(read.status).toBe("completed");
  return read;
}

const dollarsOf = (read: any) => [read.secondaryAmount, ...read.transactions.map((t: any) => t.secondaryAmount)];

// The app with a feed runs last: with a database of its own, its first order gets the same
// address as the other app's first, whose watcher (scanning from block 0) would see its payment.
describe("chain mode's secondaryAmount", () => {
  it("without a feed, an ETH payment is not valued (0.00) and the sandbox's 3,500 USD shows nowhere", async () => {
    const read = await paidHalfEth(chain.app);
    expect(dollarsOf(read)).toEqual([
      { amount: "0.00", currency: "USD" },
      { amount: "0.00", currency: "USD" },
    ]);
    const portal = await chain.app.portalOrder(read.id);
    const csv = await (await chain.app.portalRequest("GET", "/portal/api/orders/export.csv")).text();
    for (const text of [JSON.stringify(read), JSON.stringify(portal), csv]) expect(text).not.toMatch(/1750\.00|3500/);
  });

  it("without a feed, the dollar stablecoins are valued at par: 25 USDT is 25.00 USD", async () => {
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    const read = await chain.app.order(order.orderId);
    expect(read.status).toBe("completed");
    expect(dollarsOf(read)).toEqual([
      { amount: "25.00", currency: "USD" },
      { amount: "25.00", currency: "USD" },
    ]);
  });
  it("with a feed at 2,000 USD, 0.5 ETH is valued 1,000.00 USD on the order and its transaction", async () => {
    const fed = await startChainApp(
      chain.anvil,
      "ethereum",
      { CHAIN_START_BLOCK_ETHEREUM: String(await chain.anvil.head()) },
      undefined,
      undefined,
      undefined,
      feedAt2000(),
    );
    try {
      const read = await paidHalfEth(fed);
      expect(dollarsOf(read)).toEqual([
        { amount: "1000.00", currency: "USD" },
        { amount: "1000.00", currency: "USD" },
      ]);
      const [listed] = read.transactions;
      const single = await (await fed.call("GET", `/api/v1/orders/${read.id}/transactions/${listed.id}`)).json();
      expect(single.secondaryAmount).toEqual({ amount: "1000.00", currency: "USD" });
    } finally {
      await fed.close();
    }
  });
});
