import { describe, expect, it } from "vitest";
import { WithdrawalForm } from "./withdrawal-form.ts";

const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

function form() {
  const sent: Record<string, unknown>[] = [];
  const model = new WithdrawalForm({
    withdraw: async (body) => {
      sent.push(body);
      return "ord_w1";
    },
  });
  return { model, sent };
}

describe("the withdrawal form", () => {
  it("names every field it cannot send, before anything is sent", () => {
    const { model } = form();
    model.amount.value = "1e3";
    model.destination.value = "0x52908400098527886E0F7030069857D2E4169EE7";
    expect(Object.keys(model.check()).sort()).toEqual(["amount", "customer.firstName", "customer.lastName", "destinationAddress"]);
  });

  it("sends trimmed text from the integration chosen, else the first, and says what it made", async () => {
    const { model, sent } = form();
    expect(model.chosen("int_first")).toBe("int_first");
    model.integrationId.value = "int_b";
    expect(model.chosen("int_first")).toBe("int_b");
    model.amount.value = " 12.50 ";
    model.destination.value = ` ${TRON} `;
    model.customer.firstName.value = " Ada ";
    model.customer.lastName.value = "Lovelace";
    expect(model.check()).toEqual({});
    await model.send(model.chosen("int_first"));
    expect(sent).toEqual([
      {
        integrationId: "int_b",
        assetId: "USDT_TRC20",
        amount: "12.50",
        destinationAddress: TRON,
        customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" },
      },
    ]);
    expect(model.done.value).toContain("ord_w1");
  });
});
