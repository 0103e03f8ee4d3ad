import { describe, expect, it } from "vitest";
import { parseHttpUrl } from "./http-url.ts";

describe("parseHttpUrl", () => {
  it.each(["https://shop.example/", "http://localhost:4311/back?x=1#y", "HTTPS://Shop.Example"])("parses %s", (value) => {
    const url = parseHttpUrl(value);
    expect(url).toBeInstanceOf(URL);
    expect(url?.href).toBe(new URL(value).href);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<p>",
    "ftp://files.example/",
    "mailto:a@example.com",
    "/relative",
    "null",
    "",
    "https://",
  ])("refuses %s", (value) => expect(parseHttpUrl(value)).toBeNull());
});
