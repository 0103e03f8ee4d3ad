// GET /api/v1/webhooks/listen, an extension beside the spec's routes (absent in strict mode):
// what a developer's listener (`crypto-checkout listen`, in @crypto-checkout/webhooks) reads to
// replay the callbacks of the key's client on a machine the service cannot reach. The outbox
// is the source: each callback row, read after a cursor (so a reconnect misses nothing, and any
// process answers, since every process reads the same database), with its exact body and the
// headers the dispatcher would send, signed when read with the time the callback was made: a
// copy read again later is as old as it is, so a receiver that checks the timestamp sees a
// replay for what it is. The cursor is the client's own (the id of its last callback read), so
// no read tells one merchant how many callbacks the others get; a read gives nothing made more
// than LISTEN_REACH_MS ago, whatever its cursor.
//
// A read also says that a listener is there: for `LISTEN_LEASE_MS` after it, the integrations it
// reads get their callbacks even without a callback URL (made for listeners alone, never
// attempted; server/services.ts, callbackFor). A read without a cursor starts one at this
// moment; with a cursor and `Prefer: wait=N` it is held until a callback comes or N seconds pass.
import type { Hono } from "hono";
import * as z from "zod/mini";
import { isIssuedId, type ListenedCallback, type ListenedCallbacks, MAX_WAIT_SECONDS } from "../../src/shared/index.ts";
import { signingSecretsOf } from "../domain/signing-secrets.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { clientIdOf } from "../http/auth.ts";
import { preferredWait } from "../http/conditional.ts";
import { ApiFailure, apiError, badRequest, shown } from "../http/failure.ts";
import { parseWith } from "../http/validation.ts";
import type { Services } from "../services.ts";
import { FEED_START, type FeedRow } from "../store/index.ts";
import { callbackHeaders } from "../webhooks/attempt.ts";
import { specStrict } from "./spec-view.ts";

/** How long a read keeps its integrations' callbacks made without a callback URL. */
export const LISTEN_LEASE_MS = 60_000;
/** A read renews the lease when less than this is left (so a held read of 25 s never lets it lapse). */
const RENEW_BELOW_MS = 40_000;
/** The integrations one read listens to, at most (a client with more names one with integrationId). */
const MAX_LISTENED = 100;
const PAGE = 100;
/** A held read looks again this often for what no order change announces (a test event). */
const LOOK_AGAIN_MS = 1_000;
/**
 * How far back a read reaches: nothing made earlier is given, whatever the cursor. A day covers a
 * listener's lost answers and a laptop's night; older callbacks are in the deliveries list, and
 * an API key read long after it leaked yields no archive of signed events.
 */
export const LISTEN_REACH_MS = 24 * 60 * 60_000;

export const ListenQuery = z.object({
  cursor: z.optional(
    z
      .string()
      .check(
        z.regex(
          new RegExp(`^(${FEED_START}|[a-z]{1,16}_[A-Za-z0-9_-]{1,64})$`),
          "cursor must be the cursor of an earlier answer of this route",
        ),
      ),
  ),
  integrationId: z.optional(z.string().check(z.maxLength(100, "integrationId is longer than 100 characters"))),
});

/** Waits for any order change, `ms`, the request's end or the service's shutdown, whichever comes first. */
function nextChange(s: Services, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = s.events.watch(done);
    signal.addEventListener("abort", done, { once: true });
  });
}

export function webhookListenRoutes(app: Hono, s: Services): void {
  // Strict mode stands in for a deployment of the spec alone: the extension does not exist there.
  if (specStrict(s.config)) return;

  /** The integrations the read listens to: the one named (the client's own), or all of the client's. */
  async function listened(clientId: string, integrationId: string | undefined): Promise<IntegrationRecord[]> {
    if (integrationId === undefined) return (await s.store.listIntegrations(clientId, { offset: 0, limit: MAX_LISTENED })).items;
    // An id of a shape never issued names nothing: answered unknown before any query.
    const integration = isIssuedId(integrationId) ? await s.store.getIntegration(integrationId, clientId) : undefined;
    if (!integration) {
      throw new ApiFailure(400, [
        apiError(
          "wrongData",
          "integrationId",
          `integration ${shown(integrationId)} does not exist: use an id from GET /api/v1/integrations, or leave integrationId out to listen to all of them`,
        ),
      ]);
    }
    return [integration];
  }

  /** The listener is there: its integrations' callbacks are made, with or without a callback URL, for a while. */
  async function attach(clientId: string, integrations: IntegrationRecord[]): Promise<void> {
    const now = s.clock.now().getTime();
    const renewBelow = new Date(now + RENEW_BELOW_MS).toISOString();
    const until = new Date(now + LISTEN_LEASE_MS).toISOString();
    for (const integration of integrations) {
      if ((integration.listenedUntil ?? "") >= renewBelow) continue;
      // No order change: nothing the payer sees depends on it, so no held read is woken.
      await s.store.transaction(
        async (tx) => {
          const record = await tx.integrationForUpdate(integration.id, clientId);
          if (record) await tx.saveIntegration({ ...record, listenedUntil: until }, { shownToPayers: false });
        },
        { now: s.clock.now().toISOString() },
      );
    }
  }

  async function listenedCallbacks(rows: FeedRow[], integrations: IntegrationRecord[]): Promise<ListenedCallback[]> {
    const byId = new Map(integrations.map((integration) => [integration.id, integration]));
    const now = s.clock.now();
    const out: ListenedCallback[] = [];
    for (const row of rows) {
      const integration = byId.get(row.integrationId) ?? (await s.store.getIntegration(row.integrationId));
      const secrets = signingSecretsOf(integration, s.webhooks.secret, now);
      out.push({
        id: row.id,
        integrationId: row.integrationId,
        orderId: row.orderId,
        callbackUrl: row.url === "" ? null : row.url,
        body: row.payload,
        // Signed with the secrets of now (a rotated one verifies) but the callback's own time.
        headers: callbackHeaders(row, secrets, Math.floor(Date.parse(row.createdAt) / 1000)),
      });
    }
    return out;
  }

  app.get("/api/v1/webhooks/listen", async (c) => {
    const query = parseWith(ListenQuery, c.req.query(), "query");
    const clientId = clientIdOf(c);
    const integrations = await listened(clientId, query.integrationId);
    await attach(clientId, integrations);
    const read = async (cursor: string | null) => {
      try {
        const notBefore = new Date(s.clock.now().getTime() - LISTEN_REACH_MS).toISOString();
        return await s.store.outbox.feed(clientId, cursor, PAGE, { integrationId: query.integrationId, notBefore });
      } catch (error) {
        if (error instanceof RangeError) {
          throw badRequest(
            "wrongData",
            "cursor",
            `cursor ${shown(cursor)} was not given to this API key's client by this service: leave it out to start from now`,
          );
        }
        throw error;
      }
    };
    let page = await read(query.cursor ?? null);
    if (query.cursor !== undefined) {
      const wait = Math.min(preferredWait(c.req.header("prefer")) ?? 0, MAX_WAIT_SECONDS);
      const deadline = Date.now() + wait * 1000;
      const signal = c.req.raw.signal;
      while (page.rows.length === 0 && Date.now() < deadline && !signal.aborted && !s.events.closed) {
        await nextChange(s, Math.min(LOOK_AGAIN_MS, deadline - Date.now()), signal);
        page = await read(page.cursor);
      }
    }
    const body: ListenedCallbacks = { data: await listenedCallbacks(page.rows, integrations), cursor: page.cursor };
    return c.json(body);
  });
}
