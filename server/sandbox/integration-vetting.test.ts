// An integration's name and URL become "Back to <name>" linking to <url> on the
// payer's page, so neither may say one thing and lead to another.
import { describe, expect, it } from "vitest";
import { seedIntegrationUrl } from "../domain/integrations.ts";
import { testApp } from "../testing.ts";

async function app(config: { sandbox?: boolean } = {}) {
  const t = await testApp();
  Object.assign(t.app.services.config, config);
  const create = (name: string, url: string) => t.call("POST", "/_sandbox/integrations", { name, url });
  return { ...t, create };
}

async function refusedField(res: Response): Promise<string[]> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { field: string }[]).map((e) => e.field);
}

describe("integration URLs", () => {
  it.each([
    ["userinfo that looks like a host", "https://www.amazon.com@evil.example/"],
    ["a user and password", "https://user:pass@shop.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,hi"],
    ["ftp:", "ftp://shop.example/"],
    ["plain http to a public host", "http://shop.example/"],
    ["a right-to-left override", "https://shop.example/\u202Egnp.exe"],
    ["a left-to-right isolate", "https://shop.example/\u2066x"],
    ["a tab (which the URL parser would silently drop)", "https://shop.exa\tmple/"],
    ["a newline", "https://shop.example/\npath"],
    ["a C1 control", "https://shop.example/\u0085"],
    ["not a URL", "shop.example"],
  ])("refuses %s", async (_what, url) => {
    const t = await app();
    expect(await refusedField(await t.create("Shop", url))).toEqual(["url"]);
  });

  it.each(["https://shop.example/", "http://localhost:3000/", "http://127.0.0.1/", "http://[::1]:8081/"])(
    "accepts %s in sandbox mode",
    async (url) => {
      expect((await (await app()).create("Shop", url)).status).toBe(201);
    },
  );

  it("refuses an http: support URL outside sandbox mode, as the integration URL", async () => {
    const t = await app({ sandbox: false });
    const put = (supportUrl: string) => t.call("PUT", "/_sandbox/integrations/int_seed/payment-settings", { supportUrl });
    expect(await refusedField(await put("http://localhost:3000/help"))).toEqual(["supportUrl"]);
    expect(await refusedField(await put("http://shop.example/help"))).toEqual(["supportUrl"]);
    expect((await put("https://shop.example/help")).status).toBe(200);
    const sandbox = await app();
    expect(
      (await sandbox.call("PUT", "/_sandbox/integrations/int_seed/payment-settings", { supportUrl: "http://localhost:3000/help" })).status,
    ).toBe(200);
    expect(
      await refusedField(
        await sandbox.call("PUT", "/_sandbox/integrations/int_seed/payment-settings", { supportUrl: "http://shop.example/help" }),
      ),
    ).toEqual(["supportUrl"]);
  });

  it("the seed integration keeps the demo shop's http://localhost only in sandbox mode; none outside it", () => {
    expect(seedIntegrationUrl("http://localhost:8081", { sandbox: true })).toBe("http://localhost:8081");
    expect(seedIntegrationUrl("http://localhost:8081", { sandbox: false })).toBe("");
    expect(seedIntegrationUrl("https://shop.example", { sandbox: false })).toBe("https://shop.example");
  });

  it("refuses http: even for localhost outside sandbox mode", async () => {
    const t = await app({ sandbox: false });
    expect(await refusedField(await t.create("Shop", "http://localhost:3000/"))).toEqual(["url"]);
    expect((await t.create("Shop", "https://shop.example/")).status).toBe(201);
  });
});

describe("integration names", () => {
  it.each([
    ["U+202E right-to-left override", "Amazon\u202Emoc.live"],
    ["U+202A left-to-right embedding", "\u202AShop"],
    ["U+2066 left-to-right isolate", "Shop\u2066"],
    ["U+2069 pop directional isolate", "Shop\u2069"],
    ["U+200E left-to-right mark", "Shop\u200E"],
    ["U+200F right-to-left mark", "Shop\u200F"],
    ["NUL", "Shop\u0000"],
    ["ESC", "Shop\u001b[31m"],
    ["DEL", "Shop\u007f"],
    ["a C1 control", "Shop\u009b"],
    ["a newline", "Shop\nBank"],
  ])("refuses %s", async (_what, name) => {
    const t = await app();
    expect(await refusedField(await t.create(name, "https://shop.example/"))).toEqual(["name"]);
  });

  it.each([
    ["spaces", "   "],
    ["NBSP", "\u00a0\u00a0"],
    ["U+3164 Hangul filler", "\u3164"],
    ["U+115F and U+1160 Hangul fillers", "\u115f\u1160"],
    ["U+FFA0 halfwidth Hangul filler", "\uffa0"],
    ["word joiners and zero-width spaces", "\u2060\u200b\u200c\u200d"],
    ["a BOM", "\ufeff"],
    ["U+180E Mongolian vowel separator", "\u180e"],
    ["an ideographic space", "\u3000"],
    ["a Braille blank", "\u2800"],
    ["variation selectors", "\ufe0f\udb40\udd00"],
  ])("refuses a name of only %s, saying it has nothing visible", async (_what, name) => {
    const t = await app();
    const res = await t.create(name, "https://shop.example/");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      expect.objectContaining({ field: "name", message: expect.stringContaining("no visible character") }),
    ]);
  });

  it("accepts names in any script", async () => {
    for (const name of ["Книжный магазин", "مكتبة", "書店", "Café Ünal", " Shop\u00a0", "한글"]) {
      expect((await (await app()).create(name, "https://shop.example/")).status).toBe(201);
    }
  });
});
