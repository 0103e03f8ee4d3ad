// @vitest-environment node
// Server rendering with React's own renderer, where there is no window at all: any touch of it
// would throw here.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CryptoCheckout } from "./index.ts";

describe("<CryptoCheckout> on the server", () => {
  it("renders one empty element and touches no window", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      createElement(CryptoCheckout, { paymentLink: "https://pay.example/pay?integrationId=i&orderId=o", onComplete() {} }),
    );
    expect(html).toBe("<div></div>");
  });
});
