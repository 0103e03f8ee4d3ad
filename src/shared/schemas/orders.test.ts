import { describe, expect, it } from "vitest";
import { PaymentOrderRequest, RefundRequest } from "./orders.ts";

const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" };
const valid = { integrationId: "int_1", amount: "10.50", assetId: "USDT_TRC20", customer };

function messages(input: unknown): Record<string, string> {
  const result = PaymentOrderRequest.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("PaymentOrderRequest", () => {
  it("accepts a valid body", () => {
    expect(PaymentOrderRequest.safeParse(valid).success).toBe(true);
  });
  it("refuses a JSON number amount and says why", () => {
    expect(messages({ ...valid, amount: 10.5 }).amount).toMatch(/not a JSON number/);
  });
  it("bounds the integer digits of an amount", () => {
    expect(PaymentOrderRequest.safeParse({ ...valid, amount: "9".repeat(18) + ".5" }).success).toBe(true);
    expect(messages({ ...valid, amount: "9".repeat(19) }).amount).toMatch(/more than 18 digits before the dot/);
    expect(messages({ ...valid, amount: "1".repeat(5000) }).amount).toBeDefined();
  });
  it.each(["-1", "0", "0.000000", "1e3", "1.1234567", "ten", " 1"])("refuses amount %j", (amount) => {
    expect(messages({ ...valid, amount }).amount).toBeDefined();
  });
  it("requires customer (release 15.09.2025)", () => {
    const { customer: _omit, ...body } = valid;
    expect(messages(body).customer).toMatch(/required/);
  });
  it("names nested customer fields", () => {
    expect(Object.keys(messages({ ...valid, customer: { type: "individual" } }))).toEqual(["customer.firstName", "customer.lastName"]);
  });
});

describe("RefundRequest", () => {
  it("lists every missing field", () => {
    const result = RefundRequest.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["amount", "assetId", "destinationAddress", "refundOrderId"]);
  });
});
