import { describe, expect, it } from "vitest";
import { widgetAttributes, widgetCode } from "./widget-code.ts";

const LINK = "https://pay.example/pay?integrationId=int_1&orderId=ord_1";

describe("widgetCode", () => {
  it("is the spec's iframe: src = paymentLink, width 100%, height 800px, clipboard-write for any origin, a title, no border", () => {
    expect(widgetCode(LINK)).toBe(
      '<iframe src="https://pay.example/pay?integrationId=int_1&#38;orderId=ord_1" width="100%" height="800px"' +
        ' allow="clipboard-write *" title="Crypto payment checkout" frameborder="0"></iframe>',
    );
  });

  it("escapes what it puts into attributes", () => {
    const code = widgetCode(`${LINK}&x="><script>`, `Tom's "shop" <b>`);
    expect(code).not.toMatch(/<script|<b>|'s/);
    expect(code).toContain('title="Tom&#39;s &#34;shop&#34; &#60;b&#62;"');
    expect(code.match(/"/g)).toHaveLength(12);
  });

  it("refuses a paymentLink that is not an absolute http(s) URL", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,x", "/pay?orderId=1", "", "ftp://pay.example/"]) {
      expect(() => widgetCode(link)).toThrow("paymentLink must be an absolute http(s) URL");
    }
  });

  it("lists the attributes mount() sets, in the snippet's order", () => {
    expect(widgetAttributes(LINK).map(([name]) => name)).toEqual(["src", "width", "height", "allow", "title", "frameborder"]);
  });
});
