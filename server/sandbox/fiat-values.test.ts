// The dollar value (secondaryAmount) of a simulated payment: the sandbox values it at its own
// catalog, as it always has; a service run with SANDBOX=0 values it only at its rate source's
// real rates (a feed, or the dollar stablecoins at par), as its pages and rates answer do, and
// never at the catalog's made-up ETH price of 3,500 USD.
import { describe, expect, it } from "vitest";
import { manualClock } from "../domain/clock.ts";
import { feedRateSource } from "../exchange-rates/rate-source.ts";
import { ORIGIN, testApp } from "../testing.ts";

/** A feed that says ETH is 2,000 USD, answered in process (its host is a reserved name, never asked). */
const feedAt2000 = () =>
  feedRateSource({
    url: "https://rates.invalid/feed.json",
    clock: manualClock(),
    fetch: async () => Response.json({ rates: { ETH: { USD: "2000.00" } } }),
  });

async function paidHalfEth(t: Awaited<ReturnType<typeof testApp>>): Promise<string[]> {
  const created = await t.createPayment("0.5", "ETH");
  await t.pay(created.orderId);
  const read = await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`));
  expect(read.status).toBe("completed");
  return [
    read.secondaryAmount.amount,
    ...read.transactions.map((tx: { secondaryAmount: { amount: string } }) => tx.secondaryAmount.amount),
  ];
}

describe("a simulated payment's dollar value", () => {
  it("in the sandbox, at its own catalog: 0.5 ETH at 3,500 USD is 1,750.00", async () => {
    expect(await paidHalfEth(await testApp())).toEqual(["1750.00", "1750.00"]);
  });

  it("with SANDBOX=0 and a feed at 2,000 USD: 1,000.00", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, sandbox: false, exchangeRates: feedAt2000() } });
    expect(await paidHalfEth(t)).toEqual(["1000.00", "1000.00"]);
  });

  it("with SANDBOX=0 and no feed: not valued (0.00), never the catalog's 1,750.00", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, sandbox: false } });
    expect(await paidHalfEth(t)).toEqual(["0.00", "0.00"]);
  });
});
