// @vitest-environment node
// Server rendering with Vue's own renderer, where there is no window at all: any touch of it
// would throw here.
import { describe, expect, it } from "vitest";
import { createSSRApp, h } from "vue";
import { renderToString } from "vue/server-renderer";
import { CryptoCheckout } from "./index.ts";

describe("<CryptoCheckout> on the server", () => {
  it("renders one empty element and touches no window", async () => {
    expect(typeof window).toBe("undefined");
    const app = createSSRApp({
      render: () => h(CryptoCheckout, { paymentLink: "https://pay.example/pay?integrationId=i&orderId=o", onComplete() {} }),
    });
    expect(await renderToString(app)).toBe("<div></div>");
  });
});
