// The built page and embed script, served by this service (one origin, one CSP). Files are
// read once and kept with their gzip and brotli forms: hashed assets never change, and the
// bench measures transferred bytes. dist/ may be missing (tests run without a build): then
// the page's routes answer 503 saying how to build it.
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { CHECKOUT_PAGE_PATH } from "../../src/shared/index.ts";
import { apiError } from "../domain/failure.ts";
import { etagMatches, strongEtag } from "../checkout/conditional.ts";
import { errorResponse } from "./errors.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=UTF-8",
  ".js": "text/javascript; charset=UTF-8",
  ".mjs": "text/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".webmanifest": "application/manifest+json; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".map", ".ico"]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";
const REVALIDATE = "no-cache";

interface Asset {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
}

async function load(file: string): Promise<Asset | null> {
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch {
    return null;
  }
  const ext = extname(file);
  const compress = COMPRESSIBLE.has(ext) && raw.length > 256;
  return {
    raw,
    br: compress ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : null,
    gzip: compress ? gzipSync(raw, { level: 9 }) : null,
    type: TYPES[ext] ?? "application/octet-stream",
    etag: strongEtag(raw),
  };
}

export interface StaticOptions {
  distDir: string | null;
}

export function staticRoutes(app: Hono, options: StaticOptions): void {
  const cache = new Map<string, Promise<Asset | null>>();

  /** Reads (once) a file under dist/; null for anything outside it or missing. */
  const asset = (relative: string): Promise<Asset | null> => {
    if (!options.distDir) return Promise.resolve(null);
    const root = normalize(options.distDir);
    const file = normalize(join(root, relative));
    if (!file.startsWith(root + sep)) return Promise.resolve(null);
    let entry = cache.get(file);
    if (!entry) {
      entry = load(file);
      cache.set(file, entry);
      // A missing file is not remembered: a build may land while the server runs.
      void entry.then((found) => {
        if (!found) cache.delete(file);
      });
    }
    return entry;
  };

  const send = (c: Context, found: Asset, cacheControl: string, extra: Record<string, string> = {}): Response => {
    const headers: Record<string, string> = { "Cache-Control": cacheControl, ETag: found.etag, Vary: "Accept-Encoding", ...extra };
    if (etagMatches(c.req.header("If-None-Match"), found.etag)) return c.body(null, 304, headers);
    const accepts = (c.req.header("Accept-Encoding") ?? "").toLowerCase();
    headers["Content-Type"] = found.type;
    let body = found.raw;
    if (found.br && /\bbr\b/.test(accepts)) {
      body = found.br;
      headers["Content-Encoding"] = "br";
    } else if (found.gzip && /\bgzip\b/.test(accepts)) {
      body = found.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    return c.body(new Uint8Array(body), 200, headers);
  };

  const notBuilt = (c: Context, what: string) =>
    errorResponse(c, 503, [apiError("unknownError", "path", `${what} is not built yet: run npm run build (npm start does it for you)`)], {
      "Retry-After": "5",
    });

  app.get(CHECKOUT_PAGE_PATH, async (c) => {
    const page = await asset("checkout/index.html");
    return page ? send(c, page, REVALIDATE) : notBuilt(c, "The checkout page (dist/checkout/index.html)");
  });

  // Hashed file names: the content never changes under a name, so caches may keep it a year.
  app.get("/assets/:file{.+}", async (c) => {
    const name = c.req.param("file");
    if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(name) || name.includes("..")) return c.notFound();
    const found = await asset(join("checkout", "assets", name));
    return found ? send(c, found, IMMUTABLE) : c.notFound();
  });

  // The merchant-side script: a stable URL, so a short cache; any site may load it.
  for (const [path, file] of [
    ["/embed.js", "embed/embed.js"],
    ["/embed.mjs", "embed/embed.mjs"],
  ] as const) {
    app.get(path, async (c) => {
      const found = await asset(file);
      return found
        ? send(c, found, SHORT, { "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" })
        : notBuilt(c, `The embed script (dist/${file})`);
    });
  }

  // Top-level files of public/ that Vite copies beside index.html (icons, manifest).
  app.get("/:file{[\\w-]+\\.(?:svg|png|ico|webmanifest|txt|json)}", async (c) => {
    const found = await asset(join("checkout", c.req.param("file")));
    return found ? send(c, found, SHORT) : c.notFound();
  });
}
