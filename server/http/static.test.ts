import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../testing.ts";

let dist: string;
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "sandbox-dist-"));
  await mkdir(join(dist, "checkout", "assets"), { recursive: true });
  await mkdir(join(dist, "embed"), { recursive: true });
  await writeFile(join(dist, "checkout", "index.html"), `<!doctype html><title>Pay</title>${"<p>".repeat(200)}`);
  await writeFile(join(dist, "checkout", "assets", "index-abc123.js"), script);
  await writeFile(join(dist, "checkout", "favicon.svg"), "<svg/>");
  await writeFile(join(dist, "embed", "embed.js"), "window.CryptoCheckout={};");
  await writeFile(join(dist, "embed", "embed.mjs"), "export {};");
  await writeFile(join(dist, "embed", "embed.d.ts"), "export interface Mounted {}");
  await writeFile(join(dist, "embed", "embed-modal.js"), "export const openModal = () => ({});");
  await writeFile(join(dist, "embed", "embed-events.js"), "export const hear = () => {};");
  await writeFile(join(dist, "secret.txt"), "not served");
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("static files", () => {
  it("serves hashed assets compressed with a year-long immutable cache", async () => {
    const t = await testApp({ config: { publicOrigin: "http://x", distDir: dist } });
    const br = await t.app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);
    const gz = await t.app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await t.app.request("/assets/index-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("serves the embed script with a short cache and CORS", async () => {
    const t = await testApp({ config: { publicOrigin: "http://x", distDir: dist } });
    for (const path of ["/embed.js", "/embed.mjs", "/embed-events.js", "/embed-modal.js"]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toContain("text/javascript");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    }
    expect((await t.app.request("/favicon.svg")).status).toBe(200);
  });

  it("serves the ES module's types beside it, with the same cache and CORS", async () => {
    const t = await testApp({ config: { publicOrigin: "http://x", distDir: dist } });
    const res = await t.app.request("/embed.d.ts");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/typescript; charset=UTF-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(await res.text()).toBe("export interface Mounted {}");
  });

  it("never serves files outside the build and 404s missing assets", async () => {
    const t = await testApp({ config: { publicOrigin: "http://x", distDir: dist } });
    for (const path of [
      "/assets/../../secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/assets/missing.js",
      "/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });

  it("answers 503 with how to build when dist/ is missing", async () => {
    const t = await testApp();
    for (const path of ["/embed.js", "/embed.mjs"]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(503);
      expect((await res.json())[0].message).toContain("npm run build");
    }
  });
});
