// The built page's files and the embed script, served by this service (one origin, one CSP).
// Files are read once and kept with their gzip and brotli forms: hashed assets never change,
// and the bench measures transferred bytes. Files with stable names (index.html, embed.js)
// are checked against the disk on every request, so a rebuild is served without a restart.
// dist/ may be missing (tests run without a build): then those routes answer 503 saying how
// to build it. The page itself (/pay) is rendered per request: server/checkout/page.ts.
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import { apiError } from "./failure.ts";
import { etagMatches, strongEtag } from "./conditional.ts";
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
  // The embed's declarations (embed.d.ts): TypeScript source, as Deno and editors fetch it.
  ".ts": "application/typescript; charset=UTF-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".map", ".ico", ".ts"]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=300";

export interface Asset {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  type: string;
  etag: string;
  /** The file's modification time when it was read. */
  mtimeMs: number;
}

async function load(file: string): Promise<Asset | null> {
  let raw: Buffer;
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
    raw = await readFile(file);
  } catch {
    return null;
  }
  const ext = extname(file);
  const compress = COMPRESSIBLE.has(ext) && raw.length > 256;
  return {
    raw,
    br: compress
      ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : null,
    gzip: compress ? gzipSync(raw, { level: 9 }) : null,
    type: TYPES[ext] ?? "application/octet-stream",
    etag: strongEtag(raw),
    mtimeMs,
  };
}

/** The encoding to answer with: brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepts = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepts)) return "br";
  if (/\bgzip\b/.test(accepts)) return "gzip";
  return null;
}

export interface Assets {
  /**
   * A file under dist/, read once; null for anything outside it or missing. `stable`: the
   * name does not change with the content, so the disk is checked for a newer file first.
   */
  get(relative: string, options?: { stable?: boolean }): Promise<Asset | null>;
}

export function createAssets(distDir: string | null): Assets {
  const cache = new Map<string, Promise<Asset | null>>();
  const read = (file: string) => {
    const entry = load(file);
    cache.set(file, entry);
    // A missing file is not remembered: a build may land while the server runs.
    void entry.then((found) => {
      if (!found && cache.get(file) === entry) cache.delete(file);
    });
    return entry;
  };
  return {
    async get(relative, options = {}) {
      if (!distDir) return null;
      const root = normalize(distDir);
      const file = normalize(join(root, relative));
      if (!file.startsWith(root + sep)) return null;
      const entry = cache.get(file);
      if (!entry) return read(file);
      if (!options.stable) return entry;
      const known = await entry;
      const now = await stat(file).then(
        (found) => found.mtimeMs,
        () => null,
      );
      return known && now === known.mtimeMs ? known : read(file);
    },
  };
}

export function sendAsset(c: Context, found: Asset, cacheControl: string, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { "Cache-Control": cacheControl, ETag: found.etag, Vary: "Accept-Encoding", ...extra };
  if (etagMatches(c.req.header("If-None-Match"), found.etag)) return c.body(null, 304, headers);
  headers["Content-Type"] = found.type;
  let body = found.raw;
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
  const compressed = encoding === "br" ? found.br : encoding === "gzip" ? found.gzip : null;
  if (encoding && compressed) {
    body = compressed;
    headers["Content-Encoding"] = encoding;
  }
  return c.body(new Uint8Array(body), 200, headers);
}

export const notBuilt = (c: Context, what: string) =>
  errorResponse(c, 503, [apiError("unknownError", "path", `${what} is not built yet: run npm run build (npm start does it for you)`)], {
    "Retry-After": "5",
  });

export function staticRoutes(app: Hono, assets: Assets): void {
  // Hashed file names: the content never changes under a name, so caches may keep it a year.
  app.get("/assets/:file{.+}", async (c) => {
    const name = c.req.param("file");
    if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(name) || name.includes("..")) return c.notFound();
    const found = await assets.get(join("checkout", "assets", name));
    return found ? sendAsset(c, found, IMMUTABLE) : c.notFound();
  });

  // The merchant-side script: a stable URL, so a short cache; any site may load it.
  for (const [path, file] of [
    ["/embed.js", "embed/embed.js"],
    ["/embed.mjs", "embed/embed.mjs"],
    // What the checkout's messages do, imported by either of the two above on the first mount().
    ["/embed-events.js", "embed/embed-events.js"],
    // open()'s modal, imported by either of the two above on the first open().
    ["/embed-modal.js", "embed/embed-modal.js"],
    // The types of /embed.mjs, so a merchant with only the service's URL can type what it imports.
    ["/embed.d.ts", "embed/embed.d.ts"],
  ] as const) {
    app.get(path, async (c) => {
      const found = await assets.get(file, { stable: true });
      return found
        ? sendAsset(c, found, SHORT, { "Access-Control-Allow-Origin": "*", "Cross-Origin-Resource-Policy": "cross-origin" })
        : notBuilt(c, `The embed script (dist/${file})`);
    });
  }

  // Top-level files of public/ that Vite copies beside index.html (icons, manifest, and the
  // no-script style sheet index.html loads inside <noscript>).
  app.get("/:file{[\\w-]+\\.(?:svg|png|ico|webmanifest|txt|json|css)}", async (c) => {
    const found = await assets.get(join("checkout", c.req.param("file")), { stable: true });
    return found ? sendAsset(c, found, SHORT) : c.notFound();
  });
}
