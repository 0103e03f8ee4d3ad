// Gateway mode's routes: the merchant's /api/v1 calls go to the upstream Payment Service API
// (creation proxied and recorded, everything else passed through with its answer unchanged),
// the page's order read is answered from the poller's last good snapshot, and the upstream's
// order status callback is taken as a hint to read again, never as the truth.
import { createHash, randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import { MAX_WAIT_SECONDS, Spec, paymentLink, widgetCode, type CheckoutOrder, type SpecOrder } from "../../src/shared/index.ts";
import { busyAnswer } from "../http/busy-answer.ts";
import { bodyText } from "../http/body.ts";
import { apiError } from "../http/failure.ts";
import { toGatewayCheckoutOrder } from "./checkout-view.ts";
import type { KeyVerdicts } from "./key-verdicts.ts";
import type { OrderPoller } from "./poller.ts";
import type { GatewayRecords } from "./records.ts";
import type { Timers } from "./timers.ts";
import { payerSafeMerchant } from "./upstream-text.ts";
import type { GatewayOrderRecord } from "./types.ts";
import type { UpstreamClient, UpstreamFailure } from "./upstream-client.ts";

export interface GatewayParts {
  upstream: UpstreamClient;
  poller: OrderPoller;
  records: GatewayRecords;
  timers: Timers;
  /** Origin of the gateway's own checkout (paymentLink). */
  publicOrigin: string;
  /** The gateway's link ids: 128 random bits, hex (injectable for tests). */
  linkId?: () => string;
  /** Most page reads held at once for `Prefer: wait` (MAX_HELD_READS); past it, a 503 with Retry-After. */
  maxHeldReads: number;
  /** The base of that 503's Retry-After (spread over [n, 2n] seconds). */
  busyRetryAfterSeconds: number;
  /** The upstream's verdicts on merchants' keys (the key guard in front of /api/v1 asked first). */
  verdicts: KeyVerdicts;
}

/** Where the integration's order status callback should point: `${origin}${CALLBACK_PATH}`. */
export const CALLBACK_PATH = "/gateway/v1/callbacks";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers } });

export function unavailable(failure: UpstreamFailure, now: number, what: string): Response {
  const seconds = Math.max(1, Math.ceil(((failure.retryAt ?? now + 1000) - now) / 1000));
  return json(
    503,
    [apiError("unknownError", "", `The payment service did not answer (${failure.kind}): ${what}. Ask again in ${seconds} s.`)],
    {
      "Retry-After": String(seconds),
    },
  );
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

export interface GatewayRoutes {
  /** The poller has a new snapshot of the order: its held reads answer. */
  changed(orderId: string): void;
  /** Page reads held now (GET /healthz). */
  heldReads(): number;
}

export function gatewayRoutes(app: Hono, parts: GatewayParts): GatewayRoutes {
  const { upstream, poller, records, timers } = parts;
  const newLinkId = parts.linkId ?? (() => randomBytes(16).toString("hex"));
  const waiters = new Map<string, Set<() => void>>();
  let held = 0;
  const merchants = new Map<string, GatewayOrderRecord["merchant"]>();

  const keyOf = (c: Context) => c.req.header("x-api-key") ?? "";

  /** The integration's name and URL as the upstream lists them (for the page's header). */
  async function merchantOf(apiKey: string, integrationId: string): Promise<GatewayOrderRecord["merchant"]> {
    const known = merchants.get(integrationId);
    if (known) return known;
    // The key's verdict read the key's integrations already.
    const verdict = parts.verdicts.known(apiKey);
    const listed = verdict?.kind === "good" ? verdict.merchants.get(integrationId) : undefined;
    if (listed) {
      merchants.set(integrationId, listed);
      return listed;
    }
    const answer = await upstream.send({ method: "GET", path: "/api/v1/integrations", apiKey });
    if (answer.ok && answer.value.status === 200) {
      try {
        const list = Spec.IntegrationList.parse(JSON.parse(answer.value.body));
        const found = list.data.find((i) => i.id === integrationId);
        if (found) {
          const merchant = payerSafeMerchant({ name: found.name, url: found.url });
          merchants.set(integrationId, merchant);
          return merchant;
        }
      } catch {
        // Not the spec's list: the page goes without the merchant's name rather than guess it.
      }
    }
    return { name: "", url: "" };
  }

  async function passThrough(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const method = c.req.method;
    const body = method === "GET" || method === "HEAD" ? undefined : await bodyText(c);
    const idempotencyKey = c.req.header("idempotency-key");
    const answer = await upstream.send({
      method,
      path: url.pathname + url.search,
      apiKey: keyOf(c),
      ...(body === undefined ? {} : { body }),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    if (!answer.ok) return unavailable(answer.failure, timers.now(), "nothing was changed by this gateway");
    const { status, body: answered, contentType, retryAfter } = answer.value;
    return new Response(status === 204 || status === 304 ? null : answered, {
      status,
      headers: {
        "Cache-Control": "no-store",
        ...(contentType ? { "Content-Type": contentType } : {}),
        ...(retryAfter ? { "Retry-After": retryAfter } : {}),
      },
    });
  }

  for (const kind of ["payment", "deposit"] as const) {
    app.post(`/api/v1/order/${kind}`, async (c) => {
      const raw = await bodyText(c);
      let request: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) request = parsed as Record<string, unknown>;
      } catch {
        // The upstream answers it with its own 400, passed back unchanged.
      }
      const apiKey = keyOf(c);
      const integrationId = text(request?.integrationId) ?? "";
      const idempotencyKey = c.req.header("idempotency-key");
      // Scoped by a digest of the key (never the key itself): one merchant's retry never finds another's.
      const idempotency = idempotencyKey
        ? `${createHash("sha256").update(apiKey).digest("hex").slice(0, 32)}:${kind}:${idempotencyKey}`
        : null;
      if (idempotency) {
        // A retry after a recorded 201: answered from the record, the upstream is not asked twice.
        const first = await records.byIdempotency(idempotency);
        if (first) return createdAnswer(first, true);
      }
      const linkId = newLinkId();
      // The intent first, committed: if the process dies after the upstream created the order,
      // the row says which request it was (link id, integration, asset, amount, reference).
      await records.intend({
        linkId,
        integrationId,
        kind,
        assetId: text(request?.assetId) ?? "",
        amount: kind === "payment" ? text(request?.amount) : null,
        externalId: text(request?.externalId),
        idempotency,
        createdAt: new Date(timers.now()).toISOString(),
      });
      const answer = await upstream.send({
        method: "POST",
        path: `/api/v1/order/${kind}`,
        apiKey,
        body: raw,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      if (!answer.ok) {
        // Left pending: the order may or may not exist upstream (a timeout); a retry with the
        // same Idempotency-Key (forwarded) settles it.
        return unavailable(answer.failure, timers.now(), "the order may not have been created; retry with the same Idempotency-Key");
      }
      const { status, body, contentType } = answer.value;
      if (status !== 201) {
        await records.refused(linkId, status);
        return new Response(body, {
          status,
          headers: { "Cache-Control": "no-store", ...(contentType ? { "Content-Type": contentType } : {}) },
        });
      }
      let created;
      try {
        created = Spec.IncomingOrderCreated.parse(JSON.parse(body));
      } catch {
        // Left pending: an order may exist upstream that no link names (a traceable orphan).
        return json(502, [
          apiError(
            "unknownError",
            "",
            "The payment service's answer to the creation was not the spec's: no payment link can be given for it.",
          ),
        ]);
      }
      const record = await records.created(linkId, {
        orderId: created.orderId,
        address: created.paymentAddress,
        merchant: await merchantOf(apiKey, integrationId),
      });
      return createdAnswer(record, record.linkId !== linkId);
    });
  }

  /** The 201 the merchant gets: the upstream's orderId and address, a link to the gateway's own page. */
  function createdAnswer(record: GatewayOrderRecord, replayed: boolean): Response {
    poller.follow(record.orderId);
    const link = paymentLink(parts.publicOrigin, record.integrationId, record.linkId);
    return json(
      201,
      { orderId: record.orderId, paymentLink: link, widgetCode: widgetCode(link), paymentAddress: record.address },
      replayed ? { "Idempotent-Replayed": "true" } : {},
    );
  }

  app.all("/api/v1/*", passThrough);

  // A hint only: its body is not read (the spec shows neither its fields nor how it is signed),
  // so a forged or replayed callback costs at most a read of the orders being followed.
  app.post(CALLBACK_PATH, (c) => {
    poller.wakeFollowed();
    return c.body(null, 204);
  });

  const NOT_FOUND = [apiError("wrongData", "orderId", "No such order for this integration: check that the payment link was copied whole.")];

  app.get("/checkout/v1/integrations/:integrationId/orders/:linkId", async (c) => {
    const record = await records.byLink(c.req.param("linkId"));
    if (!record || record.integrationId !== c.req.param("integrationId")) return json(404, NOT_FOUND);
    const release = poller.watch(record.orderId);
    try {
      const render = () => {
        const view = gatewayOrderView(record, poller.snapshot(record.orderId)?.order ?? null);
        return { body: view.json, etag: view.etag };
      };
      let now = render();
      const ifNoneMatch = c.req.header("if-none-match");
      const wait = waitSeconds(c.req.header("prefer"));
      if (ifNoneMatch === now.etag && wait > 0) {
        if (held >= parts.maxHeldReads) {
          const busy = busyAnswer(parts.maxHeldReads, parts.busyRetryAfterSeconds);
          return new Response(busy.body, { status: busy.status, headers: busy.headers });
        }
        held++;
        await new Promise<void>((resolve) => {
          const set = waiters.get(record.orderId) ?? new Set();
          waiters.set(record.orderId, set);
          const done = () => {
            if (!set.delete(done)) return;
            held--;
            cancel();
            if (set.size === 0 && waiters.get(record.orderId) === set) waiters.delete(record.orderId);
            resolve();
          };
          const cancel = timers.after(wait * 1000, done);
          set.add(done);
          c.req.raw.signal?.addEventListener("abort", done, { once: true });
        });
        now = render();
      }
      const headers = { ETag: now.etag, "Cache-Control": "no-store" };
      if (ifNoneMatch === now.etag) return c.body(null, 304, headers);
      return c.body(now.body, 200, { ...headers, "Content-Type": "application/json" });
    } finally {
      release();
    }
  });

  return {
    changed(orderId) {
      for (const done of [...(waiters.get(orderId) ?? [])]) done();
    },
    heldReads: () => held,
  };
}

/** The page's order as JSON with its ETag: the read and the page's first render agree on both. */
export function gatewayOrderView(
  record: GatewayOrderRecord,
  upstream: SpecOrder | null,
): { order: CheckoutOrder; json: string; etag: string } {
  const order = toGatewayCheckoutOrder(record, upstream);
  const json = JSON.stringify(order);
  return { order, json, etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"` };
}

/** Prefer: wait=N (RFC 7240), clamped; 0 when absent. */
function waitSeconds(prefer: string | undefined): number {
  const match = prefer ? /(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?/i.exec(prefer) : null;
  return match?.[1] ? Math.min(Number(match[1]), MAX_WAIT_SECONDS) : 0;
}
