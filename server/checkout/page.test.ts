import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_STATE_ID, type PageState } from "../../src/checkout/lib/page-state.ts";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, testApp } from "../testing.ts";
import { changeIntegration } from "../../test/support/integration-change.ts";

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "page-dist-"));
  await mkdir(join(dist, "checkout"), { recursive: true });
  // The source template: the built one differs only in its script and style tags.
  await copyFile(join(import.meta.dirname, "..", "..", "index.html"), join(dist, "checkout", "index.html"));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const app = () => testApp({ config: { publicOrigin: "http://x", distDir: dist } });

function stateOf(html: string): PageState {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`, "s").exec(html);
  if (!match?.[1]) throw new Error("no state block");
  return JSON.parse(match[1]) as PageState;
}

const appOf = (html: string) => /<div id="app" class="app">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? "";

describe("GET /pay", () => {
  it("renders the order's first screen, with the order read's ETag in the state block", async () => {
    const t = await app();
    const created = await t.createPayment("25.50", "USDT_TRC20");
    const res = await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Vary")).toBe("Accept-Encoding, Accept-Language");
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    const html = await res.text();
    const screen = appOf(html);
    expect(screen).toContain('data-screen="order"');
    expect(screen).toContain(`data-address="${created.paymentAddress}"`);
    expect(screen).toContain("25.500000");
    expect(screen).toContain(`data-qr-value="${created.paymentAddress}"`);
    const state = stateOf(html);
    const read = await t.app.request(checkoutOrderPath(INTEGRATION_ID, created.orderId));
    expect(state).toMatchObject({ screen: "order", locale: "en", theme: null, etag: read.headers.get("ETag") });
    expect(state.order).toEqual(await read.json());
    expect(state.qr?.value).toBe(created.paymentAddress);
    // An extra address= in the link changes nothing.
    const crafted = await (
      await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}&address=TXattacker&amount=1`)
    ).text();
    expect(crafted).not.toContain("TXattacker");
    expect(appOf(crafted)).toBe(screen);
  });

  it("speaks the link's language, else the first of Accept-Language it has, with direction and theme", async () => {
    const t = await app();
    const created = await t.createDeposit();
    const path = `/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`;
    const arabic = await (await t.app.request(path, { headers: { "Accept-Language": "kl-GL, ar;q=0.8, en;q=0.5" } })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(stateOf(arabic).locale).toBe("ar");
    const linked = await (await t.app.request(`${path}&lang=ru&theme=dark`, { headers: { "Accept-Language": "ar" } })).text();
    expect(linked).toContain('<html lang="ru" dir="ltr" data-theme="dark">');
    expect(linked).toContain("<title>Оплата криптовалютой</title>");
    expect(stateOf(linked)).toMatchObject({ locale: "ru", theme: "dark", screen: "order" });
  });

  it("renders not-found for an unknown order or another integration's, and echoes nothing of a bad link", async () => {
    const t = await app();
    const created = await t.createPayment();
    for (const path of [
      `/pay?integrationId=${INTEGRATION_ID}&orderId=ord_unknown`,
      `/pay?integrationId=int_other&orderId=${created.orderId}`,
    ]) {
      const html = await (await t.app.request(path)).text();
      expect(stateOf(html)).toMatchObject({ screen: "not-found", order: null, etag: null, qr: null });
      expect(appOf(html)).toContain('data-screen="not-found"');
      expect(html).not.toContain(created.paymentAddress);
    }
    const hostile = await (
      await t.app.request("/pay?integrationId=%3Cimg%20src=x%3E&orderId=%22%3E%3Cscript%3Ealert(1)%3C/script%3E")
    ).text();
    expect(stateOf(hostile).screen).toBe("invalid-link");
    expect(appOf(hostile)).toContain('data-screen="invalid-link"');
    expect(hostile).not.toMatch(/alert|<img/);
  });

  it("keeps the merchant's name inside the state block, whatever it says", async () => {
    const t = await app();
    const created = await t.createPayment();
    const integration = (await changeIntegration(t.app.services.store, DEMO_CLIENT_ID, INTEGRATION_ID, (record) => ({
      ...record,
      name: "</script><script>alert(1)</script><!--",
    })))!;
    const html = await (await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`)).text();
    // One data block and the module script of the template: no other script element.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(stateOf(html).order?.merchant.name).toBe(integration.name);
    expect(appOf(html)).toContain("&lt;/script>&lt;script>alert(1)&lt;/script>&lt;!--");
  });

  it("renders the latest 50 transfers of an order paid 600 times and says how many there are", async () => {
    const t = await app();
    const created = await t.createDeposit("TRX");
    for (let i = 0; i < 600; i++) await t.pay(created.orderId, "20");
    const html = await (await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`)).text();
    const screen = appOf(html);
    expect(stateOf(html).order?.transactions).toHaveLength(50);
    expect(stateOf(html).order?.transactionsCount).toBe(600);
    expect(screen.match(/class="receipt-tx"/g)?.length ?? 0).toBeLessThanOrEqual(50);
    expect(screen).toContain("Showing the latest 50 of 600 transfers.");
    expect(screen).toContain("600 payments received");
  }, 60_000);

  it("answers 429 with the error screen and Retry-After past its per-client limit, for that client only", async () => {
    const t = await testApp({ config: { publicOrigin: "http://x", distDir: dist, rateLimits: { page: { limit: 3, windowMs: 60_000 } } } });
    const created = await t.createPayment();
    const path = `/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`;
    const from = (peer: string, headers: Record<string, string> = {}) =>
      t.app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } });
    for (let i = 0; i < 3; i++) expect((await from("2001:db8:1:2::1")).status).toBe(200);
    // The same /64 is the same client; unknown ids count as well.
    const limited = await from("2001:db8:1:2::ffff", { "Accept-Language": "de" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect(limited.headers.get("Content-Type")).toContain("text/html");
    const html = await limited.text();
    expect(html).toContain('data-screen="too-many-requests"');
    expect(html).toContain("Zu viele Anfragen");
    expect(html).toContain('<html lang="de"');
    // Nothing to hydrate: no state block, no order, no script.
    expect(html).not.toContain(PAGE_STATE_ID);
    expect(html).not.toContain(created.paymentAddress);
    expect(html).not.toMatch(/<script\b/);
    expect((await from("198.51.100.1")).status).toBe(200);
  });

  it("compresses the page for a browser that accepts brotli", async () => {
    const t = await app();
    const created = await t.createPayment();
    const res = await t.app.request(`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`, {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(stateOf(html).screen).toBe("order");
  });

  it("allows the template's inline style sheet by its hash, and nothing else inline", async () => {
    const own = await mkdtemp(join(tmpdir(), "page-style-"));
    try {
      await mkdir(join(own, "checkout"), { recursive: true });
      // As the build writes it: the sheet inlined in the head (vite.config.ts, inlineStylesheets).
      const css = ":root{--bg:#fff}.app{color:red}";
      const source = await readFile(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
      await writeFile(join(own, "checkout", "index.html"), source.replace("</head>", `<style>${css}</style></head>`));
      const t = await testApp({ config: { publicOrigin: "http://x", distDir: own } });
      const created = await t.createPayment();
      for (const path of [`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`, "/pay?orderId=ord_unknown"]) {
        const res = await t.app.request(path);
        const styleSrc = (res.headers.get("Content-Security-Policy") ?? "").split(";").find((d) => d.trim().startsWith("style-src"));
        const hash = createHash("sha256").update(css).digest("base64");
        expect(styleSrc?.trim()).toBe(`style-src 'self' 'sha256-${hash}'`);
        expect(await res.text()).toContain(`<style>${css}</style>`);
      }
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it("allows the template's inline start script by its hash on the pages that keep it, and drops it from the 429 page", async () => {
    const own = await mkdtemp(join(tmpdir(), "page-script-"));
    try {
      await mkdir(join(own, "checkout"), { recursive: true });
      // As the build writes it: the entry's <script src> replaced by an inline module that
      // imports it after the first paint (vite.config.ts, bootAfterFirstPaint).
      const boot = 'const g=()=>{import("/assets/index-x.js")};document.hidden?g():requestAnimationFrame(()=>setTimeout(g))';
      const source = await readFile(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
      await writeFile(
        join(own, "checkout", "index.html"),
        source.replace(/<script type="module" src="[^"]+"><\/script>/, `<script type="module">${boot}</script>`),
      );
      const t = await testApp({ config: { publicOrigin: "http://x", distDir: own, rateLimits: { page: { limit: 2, windowMs: 60_000 } } } });
      const created = await t.createPayment();
      const scriptSrc = (res: Response) =>
        (res.headers.get("Content-Security-Policy") ?? "")
          .split(";")
          .find((d) => d.trim().startsWith("script-src"))
          ?.trim();
      const hash = createHash("sha256").update(boot).digest("base64");
      for (const path of [`/pay?integrationId=${INTEGRATION_ID}&orderId=${created.orderId}`, "/pay?orderId=ord_unknown"]) {
        const res = await t.app.request(path);
        expect(scriptSrc(res)).toBe(`script-src 'self' 'sha256-${hash}'`);
        expect(await res.text()).toContain(`<script type="module">${boot}</script>`);
      }
      const limited = await t.app.request("/pay?orderId=ord_unknown");
      expect(limited.status).toBe(429);
      expect(scriptSrc(limited)).toBe("script-src 'self'");
      expect(await limited.text()).not.toMatch(/<script\b/);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it("serves a rebuilt template without a restart", async () => {
    const own = await mkdtemp(join(tmpdir(), "page-rebuild-"));
    try {
      await mkdir(join(own, "checkout"), { recursive: true });
      const template = join(own, "checkout", "index.html");
      await copyFile(join(import.meta.dirname, "..", "..", "index.html"), template);
      const t = await testApp({ config: { publicOrigin: "http://x", distDir: own } });
      expect(await (await t.app.request("/pay")).text()).not.toContain("rebuilt");
      await writeFile(
        template,
        (await (await t.app.request("/pay")).text())
          .replace("<head>", "<head><!-- rebuilt -->")
          .replace(/<div id="app" class="app">.*<\/script>/s, '<div id="app" class="app"></div>'),
      );
      const later = new Date(Date.now() + 5_000);
      await utimes(template, later, later);
      expect(await (await t.app.request("/pay")).text()).toContain("<!-- rebuilt -->");
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it("answers 503 with how to build when the page is not built", async () => {
    const res = await (await testApp()).app.request("/pay");
    expect(res.status).toBe(503);
    expect((await res.json())[0].message).toContain("npm run build");
  });
});
