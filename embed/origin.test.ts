import { describe, expect, it } from "vitest";
import { checkoutTarget, ownScript } from "./origin.ts";

const doc = (src: string | null) => ({ currentScript: src === null ? null : { src } }) as unknown as Document;

describe("ownScript", () => {
  it("is the origin of the service's <script src=…/embed.js>", () => {
    expect(ownScript(doc("https://pay.example/embed.js"))?.origin).toBe("https://pay.example");
    expect(ownScript(doc("https://pay.example:8443/static/embed.js?v=2"))?.origin).toBe("https://pay.example:8443");
  });

  it("is unknown for a module (no currentScript) or a merchant's bundle of the ESM build", () => {
    expect(ownScript(doc(null))).toBeUndefined();
    expect(ownScript(doc(""))).toBeUndefined(); // an inline script
    expect(ownScript(doc("https://shop.example/assets/app-3f9a.js"))).toBeUndefined();
  });
});

describe("checkoutTarget", () => {
  it("takes the origin and the order from the paymentLink", () => {
    const target = checkoutTarget("https://pay.example/pay?integrationId=int_1&orderId=ord_1", undefined);
    expect(target.url.origin).toBe("https://pay.example");
    expect(target.orderId).toBe("ord_1");
  });

  it("holds the paymentLink to the pinned origin exactly (scheme, host and port)", () => {
    for (const link of ["http://pay.example/pay?orderId=1", "https://pay.example:444/pay?orderId=1", "https://pay.example.evil/pay?orderId=1"]) {
      expect(() => checkoutTarget(link, "https://pay.example")).toThrow("paymentLink must be on https://pay.example");
    }
  });
});
