import { randomBytes } from "node:crypto";
import { clearTimeout, setTimeout } from "node:timers";
import type { Delivery, DeliveryAttempt } from "../../src/shared/schemas/webhook.ts";
import type { Outbox } from "../store/repository.ts";
import { backoffDelay } from "./backoff.ts";
import { addressProblem, type DestinationPolicy, type Lookup } from "./destination.ts";
import { createGuardedFetch, DestinationRefused } from "./guarded-fetch.ts";
import { signWebhook } from "./signature.ts";

/**
 * Delivery of order status callbacks. With an `outbox` (the service's database), deliveries are
 * rows: a delivery is queued in the transaction that made it due, attempted only once this
 * process has claimed its row (a lease, so one process at a time), and each attempt's outcome
 * and next retry are written back; pending retries survive a restart, and any process polls
 * for due rows. Without one (unit tests, embedding), everything stays in memory.
 * The spec leaves "retry and delivery guarantees" not shown;
 * these are the sandbox's: at-least-once attempts, Standard Webhooks headers, exponential backoff
 * with full jitter, 410 means stop, redirects never followed, every attempt recorded.
 */

export const USER_AGENT = "crypto-checkout-sandbox-webhooks/0.1";

export const WEBHOOK_DEFAULTS = {
  timeoutMs: 5_000,
  maxAttempts: 8,
  baseDelayMs: 1_000,
  /** With the defaults the retry ceilings are 1, 2, 4, 8, 16, 32, 60 s: at most ~2 min in all. */
  maxDelayMs: 60_000,
  /** A flood of hanging receivers holds at most this many sockets; the rest wait in a queue. */
  maxConcurrent: 16,
  /** Deliveries kept for list(); the oldest finished ones are forgotten first. */
  maxDeliveries: 1_000,
} as const;

export interface WebhookDispatcherOptions {
  /** "whsec_" + base64 of >= 24 random bytes; see generateWebhookSecret(). */
  secret: string;
  /**
   * Where callbacks may go (so that a callback URL cannot reach the service's own network);
   * default: public addresses only. `lookup` resolves
   * hostnames (tests inject a stub). Applied on the address connected to by the default fetch,
   * and to literal IP addresses by send() whatever the fetch.
   */
  destinations?: DestinationPolicy & { lookup?: Lookup };
  /** Replaces the guarded fetch (tests); then only literal addresses are checked. */
  fetch?: typeof fetch;
  now?: () => Date;
  /** Jitter source in [0, 1). */
  random?: () => number;
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxConcurrent?: number;
  maxDeliveries?: number;
  /**
   * The secrets a delivery is signed with, looked up at each attempt (an integration's own,
   * two during a rotation's grace period); absent or empty: `secret` alone.
   */
  secretsFor?: (delivery: { clientId: string; integrationId: string }) => Promise<readonly string[]>;
  /** Where deliveries live; without it, in memory only. */
  outbox?: Outbox;
  /** How often to look for due rows another process queued or left (outbox only; default 1 s). */
  pollMs?: number;
}

export interface WebhookDispatcher {
  secret: string;
  /** Records the delivery and returns it at once (a snapshot, state pending); attempts run in the background. */
  send(input: { clientId?: string; integrationId: string; orderId: string; url: string; body: string; id?: string }): Delivery;
  /** A delivery the service's outbox holds (queued in the transaction that made it due): attempt it. */
  queued(delivery: { id: string; clientId: string; integrationId: string; orderId: string; url: string; payload: string }): void;
  /** Snapshots, newest first. */
  list(filter?: { orderId?: string; integrationId?: string }): Delivery[];
  /** Drops every delivery, cancels scheduled retries and aborts attempts in flight. */
  reset(): void;
  /** Resolves when no delivery is pending (nothing in flight, queued or scheduled). */
  idle(): Promise<void>;
  /** Cancels retries and aborts attempts in flight; pending deliveries become failed. Later sends fail at once. */
  close(): void;
  /**
   * Shutdown: starts nothing new, lets attempts in flight finish and be recorded (at most
   * `ms`), then closes. With an outbox, pending deliveries stay pending for the next start.
   */
  drain(ms: number): Promise<void>;
}

/** A delivery and the client it is for (the outbox's rows name it; the Delivery resource does not show it). */
type OwnedDelivery = Delivery & { clientId: string };

interface Entry {
  delivery: OwnedDelivery;
  timer: ReturnType<typeof setTimeout> | null;
  controller: AbortController | null;
  /** False once reset, evicted or closed: a late answer must not touch state any more. */
  live: boolean;
}

/** A delivery is leased for one attempt plus this margin; a crashed holder's lease runs out. */
const LEASE_MARGIN_MS = 10_000;

const TIMED_OUT = Symbol("timed out");
const CANCELLED = Symbol("cancelled");

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isSafeInteger(result) || result < 1) {
    throw new RangeError(`${name} must be a positive whole number; got ${String(value)}`);
  }
  return result;
}

function shorten(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Why `url` cannot be called, or null. Loopback only under the policy's allowPrivate. */
function urlProblem(url: string, policy: DestinationPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `callback url must be an absolute http(s) URL such as "https://example.com/hooks"; got "${shorten(url)}"`;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return `callback url must use http or https; got "${parsed.protocol.slice(0, -1)}" in "${shorten(url)}"`;
  }
  if (parsed.username || parsed.password) {
    return "callback url must not contain credentials (user:password@); authenticate the callback by its webhook-signature instead";
  }
  // A literal address is refused before any attempt; a name is judged when it is connected to.
  return addressProblem(parsed.hostname, policy);
}

function describeStatus(response: Response): string | null {
  const { status } = response;
  if (status >= 200 && status <= 299) return null;
  if (status === 410) return "receiver answered 410 Gone: it asked not to be called again, so no more attempts";
  if (status >= 300 && status <= 399) {
    const location = response.headers.get("location");
    return `receiver answered ${status} redirecting to ${location ? `"${shorten(location)}"` : "(no location)"}; redirects are not followed, configure the final URL`;
  }
  if (status === 0) return "receiver answered with a redirect; redirects are not followed, configure the final URL";
  return `receiver answered ${status}; only a 2xx acknowledges the callback`;
}

function isDestinationRefused(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return cause instanceof DestinationRefused || error instanceof DestinationRefused;
}

function describeError(error: unknown): string {
  if (error instanceof DestinationRefused) return error.message;
  if (error instanceof Error && error.cause instanceof DestinationRefused) return error.cause.message;
  if (!(error instanceof Error)) return `request failed: ${String(error)}`;
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND, bad port) in cause.
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message}: ${typeof code === "string" ? `${code} ${cause.message}` : cause.message}`;
  }
  return error.message;
}

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { secret } = options;
  // Fail at start with the secret's own error rather than on the first callback.
  signWebhook({ secret, id: "check", timestamp: 0, body: "" });
  const policy: DestinationPolicy = { allowPrivate: options.destinations?.allowPrivate ?? false };
  const guarded = options.fetch ? null : createGuardedFetch(policy, options.destinations?.lookup);
  const fetchImpl = options.fetch ?? (guarded as NonNullable<typeof guarded>).fetch;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const timeoutMs = positiveInteger("timeoutMs", options.timeoutMs, WEBHOOK_DEFAULTS.timeoutMs);
  const maxAttempts = positiveInteger("maxAttempts", options.maxAttempts, WEBHOOK_DEFAULTS.maxAttempts);
  const baseDelayMs = positiveInteger("baseDelayMs", options.baseDelayMs, WEBHOOK_DEFAULTS.baseDelayMs);
  const maxDelayMs = positiveInteger("maxDelayMs", options.maxDelayMs, Math.max(baseDelayMs, WEBHOOK_DEFAULTS.maxDelayMs));
  const maxConcurrent = positiveInteger("maxConcurrent", options.maxConcurrent, WEBHOOK_DEFAULTS.maxConcurrent);
  const maxDeliveries = positiveInteger("maxDeliveries", options.maxDeliveries, WEBHOOK_DEFAULTS.maxDeliveries);
  const outbox = options.outbox;
  const pollMs = positiveInteger("pollMs", options.pollMs, 1000);
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;

  /** Insertion order is age order: oldest first. */
  const entries = new Map<string, Entry>();
  const queue: Entry[] = [];
  const inFlight = new Set<Entry>();
  let idleWaiters: Array<() => void> = [];
  let pumpScheduled = false;
  let closed = false;

  function snapshot({ clientId: _client, ...delivery }: OwnedDelivery): Delivery {
    return structuredClone(delivery);
  }

  function checkIdle(): void {
    if (idleWaiters.length === 0) return;
    // With an outbox, the database knows what is pending: wake the waiters to ask it.
    if (outbox) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      return;
    }
    for (const entry of entries.values()) if (entry.delivery.state === "pending") return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function cancel(entry: Entry): void {
    entry.live = false;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.controller?.abort(CANCELLED);
    entry.controller = null;
    inFlight.delete(entry);
  }

  function finish(entry: Entry, state: "delivered" | "failed"): void {
    entry.delivery.state = state;
    entry.delivery.nextAttemptAt = null;
    checkIdle();
  }

  // ---- outbox mode: claim due rows, record each attempt, wake at the next due time ----
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;

  function claimSoon(): void {
    if (!outbox || closed) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claimDue(outbox).finally(() => {
      claiming = null;
      if (claimAgain) {
        claimAgain = false;
        claimSoon();
      }
      checkIdle();
    });
  }

  async function claimDue(store: Outbox): Promise<void> {
    const free = maxConcurrent * 2 - inFlight.size - queue.length;
    if (free <= 0) return;
    const at = now();
    let rows;
    try {
      rows = await store.claimDue(at.toISOString(), new Date(at.getTime() + leaseMs).toISOString(), free);
    } catch {
      // The database is away (shutting down, or a lost connection): the next poll tries again.
      return;
    }
    for (const row of rows) {
      if (closed) return;
      const existing = entries.get(row.id);
      if (existing) cancel(existing);
      entries.delete(row.id);
      const delivery: OwnedDelivery = { ...row, attempts: row.attempts };
      const entry: Entry = { delivery, timer: null, controller: null, live: true };
      entries.set(row.id, entry);
      enqueue(entry);
    }
    evict();
    const next = await store.nextDue().catch(() => null);
    scheduleWake(next);
  }

  function scheduleWake(at: string | null): void {
    if (at === null || closed) return;
    const delay = Math.max(0, Date.parse(at) - now().getTime());
    if (delay >= pollMs) return; // the poll comes first
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      claimSoon();
    }, delay);
    wakeTimer.unref();
  }

  async function persist(entry: Entry): Promise<void> {
    if (!outbox || !entry.live) return;
    try {
      await outbox.record(structuredClone(entry.delivery));
    } catch {
      // Not recorded: the lease runs out and the delivery is attempted again (at least once).
    }
    scheduleWake(entry.delivery.nextAttemptAt);
    checkIdle();
  }

  if (outbox) {
    pollTimer = setInterval(claimSoon, pollMs);
    pollTimer.unref();
    queueMicrotask(claimSoon);
  }

  /** Bounded memory: forget the oldest finished delivery; if all are pending (a flood), the oldest one. */
  function evict(): void {
    while (entries.size > maxDeliveries) {
      let victim: Entry | undefined;
      for (const entry of entries.values()) {
        if (entry.delivery.state !== "pending") {
          victim = entry;
          break;
        }
      }
      victim ??= entries.values().next().value;
      if (!victim) return;
      cancel(victim);
      entries.delete(victim.delivery.id);
    }
  }

  function enqueue(entry: Entry): void {
    queue.push(entry);
    if (pumpScheduled) return;
    pumpScheduled = true;
    // A microtask, so send() returns before any request work starts.
    queueMicrotask(pump);
  }

  function pump(): void {
    pumpScheduled = false;
    while (inFlight.size < maxConcurrent && queue.length > 0) {
      const entry = queue.shift();
      if (!entry?.live) continue;
      inFlight.add(entry);
      void attempt(entry).finally(() => {
        inFlight.delete(entry);
        pump();
      });
    }
  }

  async function attempt(entry: Entry): Promise<void> {
    const { delivery } = entry;
    const problem = outbox ? urlProblem(delivery.url, policy) : null;
    if (problem) {
      delivery.attempts.push({ at: now().toISOString(), status: null, error: problem, durationMs: 0 });
      finish(entry, "failed");
      return persist(entry);
    }
    let secrets: readonly string[] = [secret];
    try {
      const found = await options.secretsFor?.(delivery);
      if (found && found.length > 0) secrets = found;
    } catch {
      // The store is away: the service's secret still signs (a receiver on its own secret retries).
    }
    if (!entry.live) return;
    const startedAt = now();
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    const controller = new AbortController();
    entry.controller = controller;
    const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
    timer.unref();
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    let refused = false;
    // A fetch that ignores its signal must still give the slot back when the attempt is cut.
    const aborted = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => {});
    try {
      const request = fetchImpl(delivery.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": USER_AGENT,
          "webhook-id": delivery.id,
          "webhook-timestamp": String(timestamp),
          // Several secrets (a rotation's grace period): one signature each, space separated.
          "webhook-signature": secrets.map((key) => signWebhook({ secret: key, id: delivery.id, timestamp, body: delivery.payload })).join(" "),
        },
        // The raw string as given: the signature covers exactly these bytes.
        body: delivery.payload,
        // A redirect could carry a signed callback to a host the merchant never configured.
        redirect: "manual",
        signal: controller.signal,
      });
      const response = await Promise.race([request, aborted]);
      // Only the status matters; release the socket without reading what may be a huge or endless body.
      response.body?.cancel().catch(() => {});
      status = response.status === 0 ? null : response.status;
      error = describeStatus(response);
    } catch (cause) {
      if (controller.signal.aborted && controller.signal.reason === TIMED_OUT) {
        error = `no answer within ${timeoutMs} ms; the attempt was cut (timeout)`;
      } else {
        error = describeError(cause);
        refused = isDestinationRefused(cause);
      }
    } finally {
      clearTimeout(timer);
      if (entry.controller === controller) entry.controller = null;
    }
    if (!entry.live) return;

    const record: DeliveryAttempt = {
      at: startedAt.toISOString(),
      status,
      error,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    };
    delivery.attempts.push(record);
    if (status !== null && status >= 200 && status <= 299) {
      finish(entry, "delivered");
      return persist(entry);
    }
    // A refused destination stays refused: retrying would only ask the resolver again.
    if (status === 410 || refused || delivery.attempts.length >= maxAttempts) {
      finish(entry, "failed");
      return persist(entry);
    }

    const delay = backoffDelay(delivery.attempts.length, { baseDelayMs, maxDelayMs, random });
    delivery.nextAttemptAt = new Date(now().getTime() + delay).toISOString();
    // With an outbox the retry is a row due then: whichever process claims it first sends it.
    if (outbox) return persist(entry);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      enqueue(entry);
    }, delay);
    // A scheduled retry must not keep the process alive at shutdown.
    entry.timer.unref();
  }

  return {
    secret,

    send(input) {
      const delivery: OwnedDelivery = {
        id: input.id ?? `msg_${randomBytes(16).toString("base64url")}`,
        clientId: input.clientId ?? "",
        integrationId: input.integrationId,
        orderId: input.orderId,
        url: input.url,
        state: "pending",
        payload: input.body,
        attempts: [],
        nextAttemptAt: now().toISOString(),
      };
      const entry: Entry = { delivery, timer: null, controller: null, live: true };
      entries.set(delivery.id, entry);
      const problem = closed
        ? "the webhook dispatcher is closed (the service is shutting down); the callback was not sent"
        : typeof input.body !== "string"
          ? `body must be the callback's JSON text (a string); got ${typeof input.body}`
          : urlProblem(input.url, policy);
      if (problem) {
        // The Delivery has no error field of its own: the reason is recorded as an attempt that sent nothing.
        delivery.attempts.push({ at: now().toISOString(), status: null, error: problem, durationMs: 0 });
        finish(entry, "failed");
        if (outbox) void outbox.add({ ...delivery }, delivery.nextAttemptAt ?? now().toISOString()).then(() => persist(entry));
      } else if (outbox) {
        // Into the outbox, then claimed like any other due row.
        entry.live = false;
        void outbox.add({ ...delivery }, delivery.nextAttemptAt ?? now().toISOString()).then(claimSoon, () => {});
      } else {
        enqueue(entry);
      }
      const result = snapshot(delivery);
      evict();
      return result;
    },

    queued(delivery) {
      if (outbox) return claimSoon();
      this.send({ id: delivery.id, clientId: delivery.clientId, integrationId: delivery.integrationId, orderId: delivery.orderId, url: delivery.url, body: delivery.payload });
    },

    list(filter = {}) {
      const result: Delivery[] = [];
      for (const { delivery } of entries.values()) {
        if (filter.orderId !== undefined && delivery.orderId !== filter.orderId) continue;
        if (filter.integrationId !== undefined && delivery.integrationId !== filter.integrationId) continue;
        result.push(snapshot(delivery));
      }
      return result.reverse();
    },

    reset() {
      for (const entry of entries.values()) cancel(entry);
      entries.clear();
      queue.length = 0;
      inFlight.clear();
      checkIdle();
    },

    async idle() {
      if (outbox) {
        for (;;) {
          await claiming;
          if (inFlight.size === 0 && queue.length === 0 && (await outbox.pendingCount()) === 0) return;
          await new Promise<void>((resolve) => idleWaiters.push(resolve));
        }
      }
      for (const entry of entries.values()) {
        if (entry.delivery.state === "pending") return new Promise<void>((resolve) => idleWaiters.push(resolve));
      }
      return Promise.resolve();
    },

    async drain(ms) {
      closed = true;
      queue.length = 0;
      const running = [...inFlight].map((entry) => new Promise<void>((done) => {
        const check = setInterval(() => {
          if (!inFlight.has(entry)) {
            clearInterval(check);
            done();
          }
        }, 10);
      }));
      await Promise.race([Promise.all(running), new Promise((done) => setTimeout(done, ms).unref())]);
      this.close();
    },

    close() {
      closed = true;
      if (wakeTimer) clearTimeout(wakeTimer);
      if (pollTimer) clearInterval(pollTimer);
      wakeTimer = pollTimer = null;
      if (outbox) {
        // Rows stay pending in the database; an attempt cut here is retried after its lease.
        for (const entry of entries.values()) cancel(entry);
        queue.length = 0;
        checkIdle();
        return;
      }
      for (const entry of entries.values()) {
        if (entry.delivery.state !== "pending") continue;
        cancel(entry);
        entry.delivery.state = "failed";
        entry.delivery.nextAttemptAt = null;
      }
      queue.length = 0;
      checkIdle();
      void guarded?.close();
    },
  };
}
