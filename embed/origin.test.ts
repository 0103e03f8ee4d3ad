import { describe, expect, it } from "vitest";
import { checkoutTarget, scriptOrigin } from "./origin.ts";

describe("scriptOrigin", () => {
  it("is the origin of the service's <script src=…/embed.js>", () => {
    expect(scriptOrigin("https://pay.example/embed.js")).toBe("https://pay.example");
    expect(scriptOrigin("https://pay.example:8443/static/embed.js?v=2")).toBe("https://pay.example:8443");
  });

  it("is unknown for an inline script or a merchant's bundle of the ESM build", () => {
    expect(scriptOrigin("")).toBe(false); // an inline script
    expect(scriptOrigin("https://shop.example/assets/app-3f9a.js")).toBe(false);
    expect(scriptOrigin("https://shop.example/embed.json")).toBe(false);
  });
});

describe("checkoutTarget", () => {
  it("takes the origin and the order from the paymentLink", () => {
    const target = checkoutTarget("https://pay.example/pay?integrationId=int_1&orderId=ord_1", undefined);
    expect(target.origin).toBe("https://pay.example");
    expect(target.searchParams.get("orderId")).toBe("ord_1");
  });

  it("takes a payment link's page, whose order the payer's choice makes, on the pinned origin only", () => {
    expect(checkoutTarget("https://pay.example/link/lnk_1", "https://pay.example").pathname).toBe("/link/lnk_1");
    expect(() => checkoutTarget("https://evil.example/link/lnk_1", "https://pay.example")).toThrow("paymentLink must be on");
    expect(() => checkoutTarget("https://pay.example/linked", undefined)).toThrow("paymentLink has no orderId");
  });

  it("holds the paymentLink to the pinned origin exactly (scheme, host and port)", () => {
    for (const link of [
      "http://pay.example/pay?orderId=1",
      "https://pay.example:444/pay?orderId=1",
      "https://pay.example.evil/pay?orderId=1",
    ]) {
      expect(() => checkoutTarget(link, "https://pay.example")).toThrow("paymentLink must be on https://pay.example");
    }
  });
});
