// A small merchant shop on a second origin (docs/merchants.md, "Embed the checkout in your site"): it shows a
// newcomer both ways to put the checkout into a site, and gives the end-to-end tests a real
// cross-origin host page. Orders are created here, server-side, with the API key: the key
// never reaches the browser, which only ever sees paymentLinks and the widgetCode.
//
// Routes:
//   GET /                              what the shop shows, and a button that creates two orders
//   POST /orders                       the button: two fresh orders (same-origin only, limited), then 303 to:
//   GET /orders?widget=…&script=…      the two orders: one pasted widgetCode, one mounted by the script
//   GET /embed/widget?paymentLink=…    one given order, pasted widgetCode
//   GET /embed/script?paymentLink=…    one given order, mounted by the script
//        &via=attribute|mount          (data-crypto-checkout, the default; or CryptoCheckout.mount)
//        &loads=1|2                    (load embed.js twice, to show it is harmless)
//   GET /lab                           embed.js and an empty mount point, for tests' own scripts
//   GET /demo.js, /demo.css            the page's script and styles (no inline code: strict CSP)
//
// Orders are created only by the POST: a crawler following links, a prefetch or
// another site's <img src> creates nothing, another site's form is refused (Origin and Fetch
// Metadata), one client may create only so many per window, and the shop stops at a total.
import { readFileSync } from "node:fs";
import { Hono, type Context } from "hono";
import { CHECKOUT_PAGE_PATH, IncomingOrderCreated, parseHttpUrl } from "../../src/shared/index.ts";
import { escapeAttribute, widgetCode } from "../../src/shared/widget-code.ts";
import { perClientRateLimit, type RateLimitRule } from "../http/rate-limit.ts";

export interface MerchantSiteOptions {
  /** Where the payment service runs, e.g. http://127.0.0.1:8080; the checkout and embed.js come from there. */
  serviceOrigin: string;
  apiKey: string;
  integrationId: string;
  fetch?: typeof fetch;
  /** What the shop may create: see DEMO_LIMITS. */
  limits?: { perClient: RateLimitRule; maxOrders: number };
  /** Proxies in front of the shop whose X-Forwarded-For is believed (TRUST_PROXY; default 0). */
  trustProxy?: number;
}

/**
 * Defaults (docs/operations.md, "Security"): a person clicking the button gets 20 presses (40 orders) per
 * 10 minutes; the shop creates at most 500 orders while the service runs.
 */
export const DEMO_LIMITS = { perClient: { limit: 20, windowMs: 10 * 60_000 }, maxOrders: 500 } as const;

/** What an order id in the shop's own URLs may look like (it goes into a link and a command). */
const ORDER_ID = /^[A-Za-z0-9_-]{1,80}$/;

const ASSETS = {
  "/demo.js": { file: "public/demo.js", type: "text/javascript; charset=UTF-8" },
  "/demo.css": { file: "public/demo.css", type: "text/css; charset=UTF-8" },
} as const;

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;

export function createMerchantSite(options: MerchantSiteOptions): Hono {
  const serviceOrigin = new URL(options.serviceOrigin).origin;
  const doFetch = options.fetch ?? fetch;
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Content-Security-Policy", contentSecurityPolicy(serviceOrigin));
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    // The merchant's own choice. strict-origin-when-cross-origin (the browsers' default) lets
    // the checkout check its embedding origin against the referrer where ancestorOrigins is missing.
    c.res.headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  for (const [path, asset] of Object.entries(ASSETS)) {
    const body = readFileSync(new URL(asset.file, import.meta.url), "utf8");
    app.get(path, (c) => c.body(body, 200, { "Content-Type": asset.type, "Cache-Control": "no-cache" }));
  }

  /** POST /api/v1/order/payment with the key, from this server: the spec's way to get a paymentLink. */
  async function createOrder(amount: string, externalId: string): Promise<IncomingOrderCreated> {
    const response = await doFetch(`${serviceOrigin}/api/v1/order/payment`, {
      method: "POST",
      headers: { "X-API-Key": options.apiKey, Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ integrationId: options.integrationId, amount, assetId: "USDT_TRC20", customer: CUSTOMER, externalId }),
    });
    const body: unknown = await response.json().catch(() => null);
    const parsed = IncomingOrderCreated.safeParse(body);
    if (response.status !== 201 || !parsed.success) {
      throw new Error(`POST ${serviceOrigin}/api/v1/order/payment answered ${response.status}: ${JSON.stringify(body)}`);
    }
    return parsed.data;
  }

  /** A paymentLink from the query, accepted only if it is this service's checkout page. */
  function linkFrom(c: Context): string | Response {
    const raw = c.req.query("paymentLink") ?? "";
    const url = parseHttpUrl(raw);
    if (!url) {
      return badRequest(c, "paymentLink must be an absolute http(s) URL: pass the paymentLink the API returned, URL-encoded");
    }
    if (url.origin !== serviceOrigin || url.pathname !== CHECKOUT_PAGE_PATH || !url.searchParams.get("orderId")) {
      return badRequest(c, `paymentLink must be a checkout link of ${serviceOrigin}${CHECKOUT_PAGE_PATH}?integrationId=…&orderId=…`);
    }
    return url.href;
  }

  const limits = options.limits ?? DEMO_LIMITS;
  let ordersCreated = 0;

  app.get("/", (c) =>
    c.html(
      page({
        title: "Demo shop: two ways to embed the crypto checkout",
        serviceOrigin,
        body: `
<h1>Demo shop</h1>
<p class="lead">This page runs on <code>${text(new URL(c.req.url).origin)}</code>, a different origin than the payment service
(<code>${text(serviceOrigin)}</code>). The button creates two orders on this shop's server with its API key (the key never
reaches this page) and embeds each one in one of the two ways: the pasted <code>widgetCode</code>, and the script.</p>
${createForm("Create two demo orders")}`,
      }),
    ),
  );

  app.post(
    "/orders",
    (c, next) => {
      const refusal = crossSiteRefusal(c.req.header("Origin"), c.req.header("Sec-Fetch-Site"), new URL(c.req.url).origin);
      return refusal ? c.text(refusal, 403) : next();
    },
    perClientRateLimit(limits.perClient, {
      what: "the demo shop's order button",
      trustProxy: options.trustProxy ?? 0,
      setting: "DEMO_ORDERS_PER_CLIENT",
    }),
    async (c) => {
      if (ordersCreated + 2 > limits.maxOrders) {
        return c.text(
          `The demo shop has created the ${limits.maxOrders} orders it may while the service runs (DEMO_MAX_ORDERS). Restart the service, or create orders through the API (POST /api/v1/order/payment).`,
          503,
        );
      }
      ordersCreated += 2;
      let widgetOrder: IncomingOrderCreated;
      let scriptOrder: IncomingOrderCreated;
      try {
        const stamp = Date.now().toString(36);
        [widgetOrder, scriptOrder] = await Promise.all([
          createOrder("25.00", `demo-widget-${stamp}`),
          createOrder("12.50", `demo-script-${stamp}`),
        ]);
      } catch (error) {
        return c.html(
          page({
            title: "Demo shop: the service is not answering",
            serviceOrigin,
            body: `<h1>The payment service is not answering</h1><p>Creating a demo order failed. Is the service running on ${text(serviceOrigin)}?</p><pre>${text((error as Error).message)}</pre>`,
          }),
          502,
        );
      }
      // Post/redirect/get: a reload shows the same orders rather than creating two more.
      return c.redirect(`/orders?widget=${encodeURIComponent(widgetOrder.orderId)}&script=${encodeURIComponent(scriptOrder.orderId)}`, 303);
    },
  );

  app.get("/orders", (c) => {
    const ids = [c.req.query("widget") ?? "", c.req.query("script") ?? ""];
    if (!ids.every((id) => ORDER_ID.test(id)))
      return badRequest(c, "widget and script must be order ids: press the button on / to create two orders");
    const [widgetOrder, scriptOrder] = ids.map((orderId) => {
      const paymentLink = `${serviceOrigin}${CHECKOUT_PAGE_PATH}?${new URLSearchParams({ integrationId: options.integrationId, orderId })}`;
      return { orderId, paymentLink, widgetCode: widgetCode(paymentLink) };
    }) as [
      Pick<IncomingOrderCreated, "orderId" | "paymentLink" | "widgetCode">,
      Pick<IncomingOrderCreated, "orderId" | "paymentLink" | "widgetCode">,
    ];
    const scriptSnippet = `<script src="${serviceOrigin}/embed.js" defer></script>\n<div data-crypto-checkout="${escapeAttribute(scriptOrder.paymentLink)}"></div>`;
    const payCommand = (orderId: string) =>
      `curl -X POST -H "X-API-Key: $API_KEY" -H "Content-Type: application/json" -d '{}' ${serviceOrigin}/_sandbox/orders/${orderId}/payments`;
    return c.html(
      page({
        title: "Demo shop: two ways to embed the crypto checkout",
        serviceOrigin,
        withEmbed: true,
        body: `
<h1>Demo shop</h1>
<p class="lead">This page runs on <code>${text(new URL(c.req.url).origin)}</code>, a different origin than the payment service
(<code>${text(serviceOrigin)}</code>). It created two orders on its server with its API key (the key never reaches this page),
and embeds each one in one of the two ways. Pay either one through the sandbox route (the command under each order; the
API key is the one <code>npm start</code> printed) and watch the checkout and the event log.</p>
${createForm("Create two more")}
<div class="ways">
  <section aria-labelledby="way-1">
    <h2 id="way-1">1. Paste the widgetCode</h2>
    <p>The order's <code>widgetCode</code>, pasted as it is: a fixed 800&nbsp;px iframe. It needs no script and sends the page no events.</p>
    <pre><code>${text(widgetOrder.widgetCode)}</code></pre>
    <p class="order">Order <code>${text(widgetOrder.orderId)}</code>, 25.00 USDT (TRC-20). Pay it:</p>
    <pre><code>${text(payCommand(widgetOrder.orderId))}</code></pre>
    ${widgetOrder.widgetCode}
  </section>
  <section aria-labelledby="way-2">
    <h2 id="way-2">2. Load the script</h2>
    <p>The script mounts the same iframe, sizes it to the checkout's content and turns the checkout's news into events on this page.</p>
    <pre><code>${text(scriptSnippet)}</code></pre>
    <p class="order">Order <code>${text(scriptOrder.orderId)}</code>, 12.50 USDT (TRC-20). Pay it:</p>
    <pre><code>${text(payCommand(scriptOrder.orderId))}</code></pre>
    <div class="mount" data-crypto-checkout="${escapeAttribute(scriptOrder.paymentLink)}"></div>
  </section>
</div>
${logSection()}`,
      }),
    );
  });

  app.get("/embed/widget", (c) => {
    const link = linkFrom(c);
    if (typeof link !== "string") return link;
    return c.html(
      page({
        title: "Demo shop: pasted widgetCode",
        serviceOrigin,
        body: `<h1>Pasted widgetCode</h1>\n<main class="single">${widgetCode(link)}</main>`,
      }),
    );
  });

  app.get("/embed/script", (c) => {
    const link = linkFrom(c);
    if (typeof link !== "string") return link;
    const via = c.req.query("via") === "mount" ? "mount" : "attribute";
    const loads = c.req.query("loads") === "2" ? 2 : 1;
    const mountPoint =
      via === "mount"
        ? `<div class="mount" id="checkout" data-mount-link="${escapeAttribute(link)}"></div>`
        : `<div class="mount" id="checkout" data-crypto-checkout="${escapeAttribute(link)}"></div>`;
    return c.html(
      page({
        title: "Demo shop: checkout mounted by the script",
        serviceOrigin,
        withEmbed: loads,
        body: `<h1>Mounted by the script</h1>\n<main class="single">${mountPoint}</main>\n${logSection()}`,
      }),
    );
  });

  app.get("/lab", (c) =>
    c.html(
      page({
        title: "Demo shop: lab",
        serviceOrigin,
        withEmbed: true,
        body: `<h1>Lab</h1>\n<main class="single"><div class="mount" id="checkout"></div></main>\n${logSection()}`,
      }),
    ),
  );

  app.get("/favicon.ico", (c) => c.body(null, 204));

  app.notFound((c) => c.text("Not found. Try / for the demo shop.", 404));
  return app;
}

/**
 * The shop's own policy, as strict as the checkout's: scripts only from itself and the
 * service (embed.js), frames only from the service, no inline code, and Trusted Types
 * enforced, which the embed script works under (it never writes HTML).
 */
export function contentSecurityPolicy(serviceOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${serviceOrigin}`,
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    `frame-src ${serviceOrigin}`,
    "base-uri 'none'",
    // The shop's one form posts to itself.
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join("; ");
}

/** The one way to create orders: a same-origin form POST. */
function createForm(label: string): string {
  return `<form method="post" action="/orders">
  <button type="submit" class="create">${text(label)}</button>
</form>`;
}

/**
 * Why a POST to /orders is refused as cross-site, or null. Browsers send Origin with every POST
 * and Sec-Fetch-Site with every request; a request from this shop's own page has Origin equal
 * to the shop's origin and Sec-Fetch-Site "same-origin". Another site's form or fetch has
 * neither, and a sandboxed frame sends Origin "null". A request with neither header is not from
 * a browser page (curl, a script of the person running the demo) and is let through to the
 * per-client limit.
 */
export function crossSiteRefusal(origin: string | undefined, fetchSite: string | undefined, ownOrigin: string): string | null {
  const fromElsewhere = (origin !== undefined && origin !== ownOrigin) || (fetchSite !== undefined && fetchSite !== "same-origin");
  return fromElsewhere ? `Orders are created only from the demo shop's own page (${ownOrigin}/): press its button.` : null;
}

function logSection(): string {
  return `<section class="log" aria-labelledby="log-title">
  <h2 id="log-title">Events on this page</h2>
  <ol id="log" aria-live="polite"></ol>
</section>`;
}

function page(input: { title: string; serviceOrigin: string; body: string; withEmbed?: boolean | number }): string {
  const loads = input.withEmbed === true ? 1 : Number(input.withEmbed ?? 0);
  const embed = `<script src="${escapeAttribute(input.serviceOrigin)}/embed.js" defer></script>\n`.repeat(loads);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(input.title)}</title>
<link rel="stylesheet" href="/demo.css">
${embed}<script src="/demo.js" defer></script>
</head>
<body>
${input.body}
</body>
</html>
`;
}

function badRequest(c: Context, message: string): Response {
  return c.text(message, 400);
}

function text(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
