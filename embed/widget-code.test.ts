// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { widgetAttributes, widgetCode as serviceWidgetCode } from "../src/shared/widget-code.ts";
import { widgetCode } from "./widget-code.ts";

const LINK = "https://pay.example/pay?integrationId=int_1&orderId=ord_1";

/** The attributes of the one element an HTML snippet holds, as the browser parses them. */
function parsed(code: string) {
  const body = new DOMParser().parseFromString(code, "text/html").body;
  const iframe = body.firstElementChild!;
  return { count: body.children.length, attributes: iframe.getAttributeNames().map((name) => [name, iframe.getAttribute(name)]) };
}

describe("widgetCode (the service's, in src/shared)", () => {
  it("is the spec's iframe: src = paymentLink, width 100%, height 800px, clipboard-write for any origin, a title, no border", () => {
    expect(serviceWidgetCode(LINK)).toBe(
      '<iframe src="https://pay.example/pay?integrationId=int_1&#38;orderId=ord_1" width="100%" height="800px"' +
        ' allow="clipboard-write *" title="Crypto payment checkout" frameborder="0"></iframe>',
    );
  });

  it("escapes what it puts into attributes", () => {
    const code = serviceWidgetCode(`${LINK}&x="><script>`, `Tom's "shop" <b>`);
    expect(code).not.toMatch(/<script|<b>|'s/);
    expect(code).toContain('title="Tom&#39;s &#34;shop&#34; &#60;b&#62;"');
    expect(code.match(/"/g)).toHaveLength(12);
  });

  it("lists the attributes mount() sets, in the snippet's order", () => {
    expect(Object.keys(widgetAttributes(LINK))).toEqual(["src", "width", "height", "allow", "title", "frameborder"]);
  });
});

describe("widgetCode (the embed's)", () => {
  it("is the same iframe as the service's, attribute by attribute, escaping included", () => {
    for (const [link, title] of [
      [LINK, undefined],
      [`${LINK}&x="><script>`, `Tom's "shop" <b>`],
    ] as const) {
      const code = widgetCode(link, title);
      expect(parsed(code)).toEqual(parsed(serviceWidgetCode(link, title)));
      expect(parsed(code).count).toBe(1);
      expect(code).not.toMatch(/<script|<b>/);
    }
  });

  it("refuses a paymentLink that is not an absolute http(s) URL", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,x", "/pay?orderId=1", "", "ftp://pay.example/"]) {
      expect(() => widgetCode(link)).toThrow("paymentLink must be an absolute http(s) URL");
      expect(() => serviceWidgetCode(link)).toThrow("paymentLink must be an absolute http(s) URL");
    }
  });
});
