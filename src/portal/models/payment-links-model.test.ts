// @vitest-environment jsdom
// The payment link form's checks and request: most mistakes shown next to their field before
// any round trip, the service's own refusals (the spec's 400 array) next to the same fields,
// and every asset ticked sent as none named (the service's "every enabled asset").
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSET_IDS } from "../../shared/index.ts";
import { EMPTY_DRAFT, PaymentLinksModel, checkLink, linkRequest } from "./payment-links-model.ts";

afterEach(() => vi.unstubAllGlobals());

const valid = { ...EMPTY_DRAFT, integrationId: "int_1", name: "T-shirt", amount: "10" };

describe("the payment link form", () => {
  it("finds nothing wrong with a named item at a price", () => {
    expect(checkLink(valid)).toEqual({});
  });

  it("names each wrong field by the request's own field names", () => {
    const errors = checkLink({ ...EMPTY_DRAFT, name: " ", amount: "0", assetIds: [], returnUrl: "shop.example", expiresInMinutes: "0" });
    expect(Object.keys(errors).sort()).toEqual(["assetIds", "expiresInMinutes", "name", "price.amount", "returnUrl"]);
    expect(checkLink({ ...valid, amount: "1,5" })["price.amount"]).toMatch(/price such as 10/);
    expect(checkLink({ ...valid, expiresInMinutes: "10081" }).expiresInMinutes).toMatch(/from 1 to 10080/);
  });

  it("sends every asset as none named, a choice of some as their ids, and leaves out an empty return URL", () => {
    expect(linkRequest(valid)).toEqual({
      integrationId: "int_1",
      name: "T-shirt",
      price: { amount: "10", currency: "USD" },
      expiresInMinutes: 15,
    });
    const some = linkRequest({ ...valid, assetIds: ["ETH", "USDT_TRC20"], returnUrl: " https://shop.example/thanks?x=1 " });
    expect(some.assetIds).toEqual(ASSET_IDS.filter((id) => id === "ETH" || id === "USDT_TRC20"));
    expect(some.returnUrl).toBe("https://shop.example/thanks?x=1");
  });

  it("offers only the service's assets: all of them ticked at first and sent as none named, an asset no longer offered never sent", () => {
    const offered = ["ETH", "USDT_ERC20", "USDC_ERC20"];
    const model = new PaymentLinksModel((work) => work(), offered);
    expect(model.draft.value.assetIds).toEqual(offered);
    const draft = { ...model.draft.value, integrationId: "int_1", name: "T-shirt", amount: "10" };
    expect(linkRequest(draft, offered)).not.toHaveProperty("assetIds");
    expect(linkRequest({ ...draft, assetIds: ["TRX", "ETH"] }, offered).assetIds).toEqual(["ETH"]);
  });

  it("puts the service's refusal next to its field and keeps the draft", async () => {
    const refusal = [{ code: "wrongData", field: "returnUrl", message: "returnUrl must use https outside localhost" }];
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(refusal), { status: 400, headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const model = new PaymentLinksModel((work) => work());
    model.edit({ name: "T-shirt", amount: "10", returnUrl: "http://shop.example/thanks" });
    expect(await model.create("int_1")).toBe(false);
    expect(model.form.errors.value).toEqual({ returnUrl: "returnUrl must use https outside localhost" });
    expect(model.draft.value.name).toBe("T-shirt");
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/portal/api/payment-links");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
