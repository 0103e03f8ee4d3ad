// The portal's first screen: the getting-started checklist ticks itself from the account's
// state, the latest orders come newest first, and the volume per asset is summed and valued
// with exact decimal arithmetic at the service's rates, for the session's client only.
import { describe, expect, it } from "vitest";
import { cryptoToFiat } from "../../src/shared/index.ts";
import { PortalOverview } from "../../src/shared/schemas/portal-overview.ts";
import { CATALOG } from "../domain/catalog.ts";
import { browser, portalTestApp } from "../../test/support/portal-app.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

describe("the portal's overview", () => {
  it("ticks each step from the account's state and values what came in per asset", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    await b.signUp("ada@example.com");
    const read = async (query = "") => PortalOverview.parse(await (await b.request("GET", `/portal/api/overview${query}`)).json());
    expect(await read()).toMatchObject({
      checklist: { integration: false, apiKey: false, callbackUrl: false, testPayment: false },
      recent: [],
      volume: [],
      currency: "USD",
    });

    const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
    const integrationId: string = created.integration.id;
    expect((await read()).checklist).toEqual({ integration: true, apiKey: false, callbackUrl: false, testPayment: false });
    await b.request("PUT", `/portal/api/integrations/${integrationId}/webhook`, {
      callbackUrl: "http://localhost:4000/hooks",
      orderTypes: ["Payment"],
    });
    expect((await b.request("POST", "/portal/api/keys", { name: "Shop server" })).status).toBe(201);
    const pay = async (amount: string) => {
      const order = await (
        await b.request("POST", "/portal/api/orders/payment", { integrationId, assetId: "USDT_TRC20", amount, customer: CUSTOMER })
      ).json();
      expect((await b.request("POST", `/portal/api/sandbox/orders/${order.orderId}/payments`, { confirmed: true })).status).toBe(201);
      return order.orderId as string;
    };
    await pay("40.1");
    const last = await pay("2.000003");
    await b.request("POST", "/portal/api/orders/payment", { integrationId, assetId: "USDT_TRC20", amount: "5", customer: CUSTOMER });

    const usd = await read();
    expect(usd.checklist).toEqual({ integration: true, apiKey: true, callbackUrl: true, testPayment: true });
    expect(usd.recent).toHaveLength(3);
    expect(usd.recent[1]?.order.id).toBe(last);
    // Only what completed counts; the sum and its value are exact text.
    const rate = CATALOG.USDT_TRC20.rates.USD;
    expect(usd.volume).toEqual([
      { assetId: "USDT_TRC20", currency: "USDT", amount: "42.100003", orders: 2, value: cryptoToFiat("42.100003", rate) },
    ]);
    const eur = await read("?currency=EUR");
    expect(eur.volume[0]?.value).toBe(cryptoToFiat("42.100003", CATALOG.USDT_TRC20.rates.EUR));
    expect((await b.request("GET", "/portal/api/overview?currency=GBP")).status).toBe(400);

    // Another merchant sees none of it.
    const eve = browser(t);
    await eve.signUp("eve@example.com");
    const theirs = PortalOverview.parse(await (await eve.request("GET", "/portal/api/overview")).json());
    expect(theirs.recent).toEqual([]);
    expect(theirs.volume).toEqual([]);
    expect((await browser(t).request("GET", "/portal/api/overview")).status).toBe(401);
  });
});
