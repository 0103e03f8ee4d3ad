import { describe, expect, it } from "vitest";
import { type SellKind, SellForm } from "./sell-form.ts";

function form() {
  const sent: [SellKind, Record<string, unknown>][] = [];
  const model = new SellForm({
    create: async (kind, body) => void sent.push([kind, body]),
  });
  return { model, sent };
}

describe("the single order's form", () => {
  it("names a payment's amount that is not decimal text and each empty name, before anything is sent", () => {
    const { model } = form();
    model.amount.value = "1e3";
    model.customer.firstName.value = "  ";
    expect(model.check()).toEqual({
      amount: expect.any(String),
      "customer.firstName": expect.any(String),
      "customer.lastName": expect.any(String),
    });
    model.amount.value = "12";
    model.customer.firstName.value = "Ada";
    model.customer.lastName.value = "Lovelace";
    expect(model.check()).toEqual({});
  });

  it("sends a payment's amount as the decimal text typed, trimmed, from the integration chosen, else the first", async () => {
    const { model, sent } = form();
    expect(model.chosen("int_first")).toBe("int_first");
    model.integrationId.value = "int_b";
    model.amount.value = " 12.50 ";
    model.reference.value = " inv-7 ";
    model.customer.firstName.value = " Ada ";
    model.customer.lastName.value = "Lovelace ";
    await model.send(model.chosen("int_first"));
    expect(sent).toEqual([
      [
        "payment",
        {
          integrationId: "int_b",
          assetId: "USDT_TRC20",
          amount: "12.50",
          externalId: "inv-7",
          customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" },
        },
      ],
    ]);
  });

  it("asks no amount of a deposit, sends none, and leaves an empty reference out", async () => {
    const { model, sent } = form();
    model.kind.value = "deposit";
    model.amount.value = "not a number";
    model.reference.value = "   ";
    model.customer.firstName.value = "Ada";
    model.customer.lastName.value = "Lovelace";
    expect(model.check()).toEqual({});
    await model.send("int_1");
    expect(sent).toEqual([
      [
        "deposit",
        { integrationId: "int_1", assetId: "USDT_TRC20", customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" } },
      ],
    ]);
  });

  it("starts on USDT on TRON when it is offered, else on the first asset the service offers", () => {
    expect(form().model.assetId.value).toBe("USDT_TRC20");
    const ethereumOnly = new SellForm({ create: async () => {} }, ["ETH", "USDT_ERC20"]);
    expect(ethereumOnly.assetId.value).toBe("ETH");
  });
});
