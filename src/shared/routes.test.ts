import { describe, expect, it } from "vitest";
import { paymentLink } from "./routes.ts";

/** What paymentLink gave when it built each link on a fresh URL. */
function throughUrl(origin: string, integrationId: string, orderId: string): string {
  const url = new URL("/pay", origin);
  url.searchParams.set("integrationId", integrationId);
  url.searchParams.set("orderId", orderId);
  return url.toString();
}

describe("paymentLink", () => {
  const ids: Array<[string, string]> = [
    ["int_abc", "ord_Z9-_x"],
    ["int a&b=c", "ord/?#%"],
    ["int_ü✓", "ord_+ 1"],
  ];
  const origins = ["http://127.0.0.1:4310", "https://pay.example.com/", "https://pay.example.com/base/?q=1#h", "HTTP://Example.COM:80"];

  it("is the link a URL built for each order gives, on every origin, one after another", () => {
    for (const origin of origins) {
      for (const [integrationId, orderId] of ids)
        expect(paymentLink(origin, integrationId, orderId)).toBe(throughUrl(origin, integrationId, orderId));
    }
    // Back to the first origin: the kept page URL follows the origin asked for.
    expect(paymentLink(origins[0] ?? "", "int_abc", "ord_1")).toBe("http://127.0.0.1:4310/pay?integrationId=int_abc&orderId=ord_1");
  });
});
