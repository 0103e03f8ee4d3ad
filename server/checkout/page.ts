// The hosted page, /pay: the built index.html with the checkout's first screen rendered into
// it for this link (src/checkout/prerender.tsx), so the payer sees the order before any
// script has run. The state block carries the order and its ETag; the page hydrates and
// goes straight to the long poll. Never cached: it holds a live order's state.
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context, Hono } from "hono";
import {
  fillStaticTemplate,
  fillTemplate,
  prerender,
  prerenderLinkPage,
  prerenderTooManyRequests,
  qrDrawing,
  type QrDrawing,
} from "../../src/checkout/prerender.tsx";
import { CHECKOUT_PAGE_PATH, LINK_PAGE_PATH, paymentLink } from "../../src/shared/index.ts";
import { EMBED_BACK_KEY } from "../../src/shared/embed-messages.ts";
import { bodyText } from "../http/body.ts";
import type { ChoiceRefusal, LinkPages } from "./link-choice.ts";
import { LINK_FORM_TOKEN_FIELD, type LinkChoiceGuard } from "./link-form-token.ts";
import { contentSecurityPolicy } from "../http/security-headers.ts";
import { type Asset, type Assets, negotiateEncoding, notBuilt } from "../http/static.ts";
import { inlineScriptHashes, inlineStyleHashes } from "./inline-styles.ts";
import type { OrderViews } from "./order-view.ts";

/** Drawings kept for the orders' payloads: an order's code never changes, and drawing costs ms. */
const QR_CACHE_SIZE = 1_000;

function cachedQr(): (text: string) => QrDrawing {
  const cache = new Map<string, QrDrawing>();
  return (text) => {
    let drawing = cache.get(text);
    if (!drawing) {
      drawing = qrDrawing(text);
      if (cache.size >= QR_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(text, drawing);
    }
    return drawing;
  };
}

/** The template's inline style and script hashes, computed once per read of the file. */
const inlineHashes = new WeakMap<Asset, { styles: string[]; scripts: string[] }>();

function hashesOf(template: Asset): { styles: string[]; scripts: string[] } {
  let found = inlineHashes.get(template);
  if (!found) {
    const html = template.raw.toString("utf8");
    found = { styles: inlineStyleHashes(html), scripts: inlineScriptHashes(html) };
    inlineHashes.set(template, found);
  }
  return found;
}

/** Compressed as the browser asks, with the page's headers (quick settings: a few KB per request). */
function pageBody(c: Context, html: Buffer, headers: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
  let body: Buffer = html;
  if (encoding === "br") body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  else if (encoding === "gzip") body = gzipSync(html, { level: 6 });
  if (encoding) headers["Content-Encoding"] = encoding;
  return new Uint8Array(body);
}

/**
 * The page's answer past its per-client rate limit: the error screen, in the payer's
 * language, saying to wait a minute and reload. No order is looked up and no QR drawn: the
 * point of the limit is that this answer is cheap. The limiter adds Retry-After.
 */
export function tooManyRequestsPage(assets: Assets): (c: Context) => Promise<Response> {
  return async (c) => {
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding, Accept-Language",
    };
    const template = await assets.get("checkout/index.html", { stable: true });
    if (!template)
      return c.body("Too many requests: wait a minute, then reload the page.", 429, {
        ...headers,
        "Content-Type": "text/plain; charset=UTF-8",
      });
    const page = prerenderTooManyRequests({ search: new URL(c.req.url).search, acceptLanguage: c.req.header("Accept-Language") ?? null });
    // The static page goes without the template's script (fillStaticTemplate): no script hash.
    headers["Content-Security-Policy"] = contentSecurityPolicy("*", hashesOf(template).styles);
    return c.body(pageBody(c, Buffer.from(fillStaticTemplate(template.raw.toString("utf8"), page)), headers), 429, headers);
  };
}

/**
 * `frameAncestors(integrationId)`: the CSP frame-ancestors of the page of an order of that
 * integration (its allowed embedding origins); pages that show no order keep the default "*".
 */
export function checkoutPageRoutes(
  app: Hono,
  assets: Assets,
  view: OrderViews,
  frameAncestors: (integrationId: string) => Promise<string> = async () => "*",
  pseudoLocale = false,
): void {
  const drawQr = cachedQr();

  app.get(CHECKOUT_PAGE_PATH, async (c) => {
    const template = await assets.get("checkout/index.html", { stable: true });
    if (!template) return notBuilt(c, "The checkout page (dist/checkout/index.html)");
    const search = new URL(c.req.url).search;
    // prerender looks the order up synchronously: read it from the database first.
    const params = new URLSearchParams(search);
    const wanted = { integrationId: params.get("integrationId") ?? "", orderId: params.get("orderId") ?? "" };
    const found = wanted.integrationId && wanted.orderId ? await view(wanted.integrationId, wanted.orderId) : null;
    const page = prerender({
      search,
      acceptLanguage: c.req.header("Accept-Language") ?? null,
      lookup: (integrationId, orderId) =>
        found && integrationId === wanted.integrationId && orderId === wanted.orderId ? { order: found.order, etag: found.etag } : null,
      drawQr,
      pseudoLocale,
    });
    const html = Buffer.from(fillTemplate(template.raw.toString("utf8"), page));
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding, Accept-Language",
    };
    // Its own policy on every page it renders: the inline style sheet and the script that
    // starts the page are allowed by their hashes, and the page of an order is framed only
    // where its integration allows.
    const { styles, scripts } = hashesOf(template);
    headers["Content-Security-Policy"] = contentSecurityPolicy(found ? await frameAncestors(wanted.integrationId) : "*", styles, scripts);
    // A few KB per request: quick settings, not the ones the static files are stored with.
    const body = pageBody(c, html, headers);
    return c.body(body, 200, headers);
  });
}

/**
 * A payment link's page (GET /link/{linkId}) and the payer's choice (POST, a plain form): a
 * new order, answered with a redirect to its checkout, lang= and theme= carried over. A refused
 * choice shows the page again with a note. Static pages: no script, no state block; the form
 * posts only to this origin.
 */
export function linkPageRoutes(
  app: Hono,
  assets: Assets,
  pages: LinkPages,
  publicOrigin: string,
  guard?: LinkChoiceGuard,
  pseudoLocale = false,
): void {
  const render = async (c: Context, linkId: string, refusal: ChoiceRefusal | "again" | "capped" | null) => {
    const template = await assets.get("checkout/index.html", { stable: true });
    if (!template) return notBuilt(c, "The checkout page (dist/checkout/index.html)");
    const offer = await pages.offer(linkId);
    // Every drawn form carries a fresh token: a page shown again after a refusal can be chosen from.
    const formToken = guard && offer?.active ? await guard.token(offer.linkId) : undefined;
    const search = new URL(c.req.url).search;
    const page = prerenderLinkPage({
      search,
      acceptLanguage: c.req.header("Accept-Language") ?? null,
      offer,
      notice: refusal === null ? null : refusal === "quoteInvalid" ? "quoteChanged" : refusal,
      ...(formToken ? { formToken } : {}),
      pseudoLocale,
    });
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding, Accept-Language",
      "Content-Security-Policy": contentSecurityPolicy("*", hashesOf(template).styles, [], "'self'"),
    };
    // A quote the service did not sign is a bad request (400); a refused or outdated choice a
    // conflict with the link's state (409); either way the page shows the current amounts.
    // A choice not from this page is forbidden (403): nothing was made, the page offers it again.
    const status = !offer ? 404 : refusal === "quoteInvalid" ? 400 : refusal === "again" ? 403 : refusal ? 409 : 200;
    return c.body(pageBody(c, Buffer.from(fillStaticTemplate(template.raw.toString("utf8"), page)), headers), status, headers);
  };

  app.get(`${LINK_PAGE_PATH}/:linkId`, (c) => render(c, c.req.param("linkId"), null));

  app.post(`${LINK_PAGE_PATH}/:linkId`, async (c) => {
    const linkId = c.req.param("linkId");
    const form = new URLSearchParams(await bodyText(c));
    // Only from the link's own page: another site's form (its visitors' browsers posting for
    // it) is shown the page to choose from instead, and nothing is made.
    if (guard && !(await guard.accepts(linkId, form.get(LINK_FORM_TOKEN_FIELD), c.req.header("Sec-Fetch-Site")))) {
      return render(c, linkId, "again");
    }
    const chosen = await pages.choose(linkId, form.get("assetId") ?? "", form.get("quote"));
    if ("capped" in chosen) return render(c, linkId, "capped");
    if ("refused" in chosen) return render(c, linkId, chosen.refused);
    const target = new URL(paymentLink(publicOrigin, chosen.order.integrationId, chosen.order.id));
    const asked = new URL(c.req.url).searchParams;
    // Inside the embed's frame, "Back to …" (close the modal, or the merchant's return URL)
    // goes on as well. The embedding origin is in the fragment the browser keeps: no Location
    // here has one, so it inherits the posted URL's.
    for (const name of ["lang", "theme", EMBED_BACK_KEY]) {
      const value = asked.get(name);
      if (value) target.searchParams.set(name, value);
    }
    // 303: the browser follows with a GET, and a reload of the checkout does not post again.
    return c.redirect(target.href, 303);
  });
}
