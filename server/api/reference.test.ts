import { describe, expect, it } from "vitest";
import { ASSET_IDS, AssetList, ExchangeRates, IntegrationList } from "../../src/shared/index.ts";
import { INTEGRATION_ID, testApp } from "../testing.ts";

describe("reference reads", () => {
  it("GET /api/v1/integrations lists the seed integration in a paginated envelope", async () => {
    const t = await testApp();
    const body = IntegrationList.parse(await t.json(await t.call("GET", "/api/v1/integrations")));
    expect(body.data).toEqual([
      {
        id: INTEGRATION_ID,
        name: "Demo Store",
        url: "http://localhost:8081",
        status: "active",
        webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"], eventTypes: ["order.status"], statuses: ["completed"] },
      },
    ]);
    expect(body.pagination).toEqual({ quantity: 1, totalQuantity: 1, currentPage: 1, pages: 1 });
    expect((await t.call("GET", "/api/v1/integrations?perPage=500")).status).toBe(400);
  });

  it("GET /api/v1/assets lists the ten assets, BUSD_BEP20 disabled", async () => {
    const t = await testApp();
    const { assets } = AssetList.parse(await t.json(await t.call("GET", "/api/v1/assets")));
    expect(assets.map((a) => a.id)).toEqual([...ASSET_IDS]);
    expect(assets.filter((a) => a.disabled).map((a) => a.id)).toEqual(["BUSD_BEP20"]);
    expect(assets.find((a) => a.id === "USDT_TRC20")).toEqual({
      id: "USDT_TRC20",
      currencyCode: "USDT",
      displayName: "Tether USD",
      blockchainId: "tron",
      blockchainDisplayName: "Tron",
      name: "Tether USD (TRC-20)",
      disabled: false,
    });
  });

  it("GET /api/v1/exchange-rates converts a fiat amount per asset, as text", async () => {
    const t = await testApp();
    const { rates } = ExchangeRates.parse(await t.json(await t.call("GET", "/api/v1/exchange-rates?amount=100&currency=USD")));
    expect(rates).toHaveLength(10);
    expect(rates.find((r) => r.assetId === "ETH")).toEqual({
      assetId: "ETH",
      rate: "3500.000000",
      crypto: { amount: "0.028571", currency: "ETH" },
    });
    expect(rates.find((r) => r.assetId === "TRX")?.crypto).toEqual({ amount: "400.000000", currency: "TRX" });
    const eur = ExchangeRates.parse(await t.json(await t.call("GET", "/api/v1/exchange-rates?amount=92&currency=EUR")));
    expect(eur.rates.find((r) => r.assetId === "USDT_TRC20")?.crypto.amount).toBe("100.000000");
    const defaults = ExchangeRates.parse(await t.json(await t.call("GET", "/api/v1/exchange-rates")));
    expect(defaults.rates.find((r) => r.assetId === "USDC_ERC20")?.crypto.amount).toBe("1.000000");
  });

  it.each(["amount=-1", "amount=1e3", "amount=abc", "amount=0", "amount=1.001", "currency=GBP", "currency=usd"])(
    "refuses exchange-rates?%s with 400",
    async (query) => {
      const t = await testApp();
      const res = await t.call("GET", `/api/v1/exchange-rates?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual([expect.objectContaining({ code: "wrongData", field: query.split("=")[0] })]);
    },
  );
});
