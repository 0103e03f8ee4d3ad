import { describe, expect, it } from "vitest";
import { contrast, merchantBrand } from "./branding.ts";

const merchant = (extra: { logoUrl?: string; accentColor?: string }) => ({
  name: "Acme",
  url: "https://acme.example",
  supportUrl: null,
  supportEmail: null,
  ...extra,
});

describe("merchant brand", () => {
  it("takes a logo over https only", () => {
    expect(merchantBrand(merchant({ logoUrl: "https://acme.example/logo.svg" })).logoUrl).toBe("https://acme.example/logo.svg");
    for (const logoUrl of ["http://acme.example/logo.svg", "javascript:alert(1)", "data:image/svg+xml,<svg/>", "/logo.svg"]) {
      expect(merchantBrand(merchant({ logoUrl })).logoUrl, logoUrl).toBeNull();
    }
  });

  it("pairs an accent with the text colour that reads on it, and drops one nothing reads on", () => {
    expect(merchantBrand(merchant({ accentColor: "#0F766E" })).accent).toEqual({ color: "#0f766e", text: "#ffffff" });
    expect(merchantBrand(merchant({ accentColor: "#FFD400" })).accent).toEqual({ color: "#ffd400", text: "#111418" });
    // Mid grey: neither white nor near-black reaches 4.5:1 on it.
    expect(contrast("#7a7a7a", "#ffffff")).toBeLessThan(4.5);
    expect(contrast("#7a7a7a", "#111418")).toBeLessThan(4.5);
    expect(merchantBrand(merchant({ accentColor: "#7a7a7a" })).accent).toBeNull();
    for (const accentColor of ["red", "#fff", "#12345g", "url(x)"])
      expect(merchantBrand(merchant({ accentColor })).accent, accentColor).toBeNull();
  });
});
