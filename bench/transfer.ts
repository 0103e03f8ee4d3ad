// What a payer downloads for the page: the HTML document, JS and CSS the browser really
// requested while loading a real order's page, each re-fetched with Accept-Encoding: gzip (and
// br) to count the bytes the service sends. If it sent them uncompressed, gzip -9 of the served
// bytes is counted instead and the result says so. The document counts: the style sheet is
// inlined in it, so JS + CSS alone would hide bytes moved into the HTML.
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright";
import type { CreatedOrder as BenchOrder } from "../test/support/sandbox-client.ts";

export interface TransferFile {
  url: string;
  kind: "html" | "js" | "css";
  raw: number;
  gzip: number;
  br: number | null;
}

export interface TransferResult {
  /** "server" when the service itself answered gzip; "local gzip -9" otherwise. */
  gzipSource: "server" | "local gzip -9";
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  htmlBr: number | null;
  jsBr: number | null;
  cssBr: number | null;
  jsRaw: number;
  cssRaw: number;
  files: TransferFile[];
}

function get(url: string, encoding: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }));
      res.on("error", reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout fetching ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

export async function measureTransfer(browser: Browser, order: BenchOrder): Promise<TransferResult> {
  const page = await browser.newPage();
  const seen = new Map<string, TransferFile["kind"]>();
  const origin = new URL(order.paymentLink).origin;
  page.on("request", (req) => {
    if (new URL(req.url()).origin !== origin) return;
    if (req.resourceType() === "document") seen.set(req.url(), "html");
    if (req.resourceType() === "script") seen.set(req.url(), "js");
    if (req.resourceType() === "stylesheet") seen.set(req.url(), "css");
  });
  try {
    await page.goto(order.paymentLink);
    await page.locator('main[data-status-group="waiting"]').waitFor({ timeout: 15_000 });
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
  } finally {
    await page.close();
  }

  let serverGzip = true;
  const files: TransferFile[] = [];
  for (const [url, kind] of seen) {
    const identity = await get(url, "identity");
    const gz = await get(url, "gzip");
    const br = await get(url, "br");
    const gzipped = gz.encoding === "gzip";
    if (!gzipped) serverGzip = false;
    files.push({
      url,
      kind,
      raw: identity.body.length,
      gzip: gzipped ? gz.body.length : gzipSync(identity.body, { level: 9 }).length,
      br: br.encoding === "br" ? br.body.length : null,
    });
  }
  const sum = (kind: TransferFile["kind"], pick: (f: TransferFile) => number | null) =>
    files
      .filter((f) => f.kind === kind)
      .reduce<number | null>((total, f) => {
        const v = pick(f);
        return total === null || v === null ? null : total + v;
      }, 0);
  return {
    gzipSource: serverGzip ? "server" : "local gzip -9",
    htmlGzip: sum("html", (f) => f.gzip) ?? 0,
    jsGzip: sum("js", (f) => f.gzip) ?? 0,
    cssGzip: sum("css", (f) => f.gzip) ?? 0,
    htmlBr: sum("html", (f) => f.br),
    jsBr: sum("js", (f) => f.br),
    cssBr: sum("css", (f) => f.br),
    jsRaw: sum("js", (f) => f.raw) ?? 0,
    cssRaw: sum("css", (f) => f.raw) ?? 0,
    files,
  };
}
