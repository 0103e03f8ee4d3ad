// Delivery of order status callbacks, one engine over the outbox. A delivery is a row, queued
// in the transaction that made it due; this process attempts it only once it has claimed the
// row (a lease, so one process at a time), and writes back each attempt and its verdict
// (attempt.ts): delivered, failed, or due again after a backoff. Pending retries survive a
// restart, and any process polls for due rows. The spec leaves "retry and delivery guarantees"
// not shown; these are the sandbox's: at-least-once attempts, Standard Webhooks headers,
// exponential backoff with full jitter, 410 means stop, redirects never followed, every
// attempt recorded.
import { randomBytes } from "node:crypto";
import { clearTimeout, setTimeout } from "node:timers";
import type { Delivery } from "../../src/shared/schemas/webhook.ts";
import type { Outbox, OutboxDelivery } from "../store/repository.ts";
import { createTally, type Tally } from "../domain/tally.ts";
import { attempt, urlProblem, verdict } from "./attempt.ts";
import type { DestinationPolicy, Lookup } from "./destination.ts";
import { createGuardedFetch } from "./guarded-fetch.ts";
import { signWebhook } from "./signature.ts";

export { USER_AGENT } from "./attempt.ts";

export const WEBHOOK_DEFAULTS = {
  timeoutMs: 5_000,
  maxAttempts: 8,
  baseDelayMs: 1_000,
  /** With the defaults the retry ceilings are 1, 2, 4, 8, 16, 32, 60 s: at most ~2 min in all. */
  maxDelayMs: 60_000,
  /** A flood of hanging receivers holds at most this many sockets; the rest wait in a queue. */
  maxConcurrent: 16,
  /**
   * Attempts of one integration in flight at once in a process (and rows of it claimed at most
   * twice that): one merchant's slow receiver or backlog holds only its own share of the sockets.
   */
  maxPerIntegration: 4,
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
  maxPerIntegration?: number;
  /**
   * The secrets a delivery is signed with, looked up at each attempt (an integration's own,
   * two during a rotation's grace period); absent or empty: `secret` alone.
   */
  secretsFor?: (delivery: { clientId: string; integrationId: string }) => Promise<readonly string[]>;
  /** Where deliveries live: the database's outbox (memory-outbox.ts in unit tests). */
  outbox: Outbox;
  /** How often to look for due rows another process queued or left (default 1 s). */
  pollMs?: number;
  /**
   * Told after an attempt that did not deliver has been recorded (the merchant's mail about
   * callbacks failing for a while, use-cases/callback-streaks.ts). Its own failure is its own.
   */
  failedAttempt?: (about: { clientId: string; integrationId: string }) => Promise<void>;
}

export interface WebhookDispatcher {
  secret: string;
  /** Adds the delivery to the outbox and returns it (state pending, or failed for a URL that cannot be called); attempts run in the background. */
  send(input: { clientId?: string; integrationId: string; orderId: string; url: string; body: string; id?: string }): Promise<Delivery>;
  /** A delivery the service's outbox holds (queued in the transaction that made it due): attempt it. */
  queued(delivery: { id: string; clientId: string; integrationId: string; orderId: string; url: string; payload: string }): void;
  /** The outbox's deliveries, newest first (at most 1,000). */
  list(filter?: { orderId?: string; integrationId?: string }): Promise<Delivery[]>;
  /** Aborts the attempts in flight and forgets what it had claimed (the store's reset clears the rows). */
  reset(): void;
  /** Resolves when no delivery is pending (nothing in flight, queued or due later), or once closed. */
  idle(): Promise<void>;
  /** Stops claiming and aborts attempts in flight; pending rows stay pending for the next start. Later sends fail at once. */
  close(): void;
  /**
   * Shutdown: starts nothing new, lets attempts in flight finish and be recorded (at most
   * `ms`), then closes. Pending deliveries stay pending for the next start.
   */
  drain(ms: number): Promise<void>;
  /** Attempts by outcome (delivered, retry, failed, refused), read by the metrics. */
  readonly outcomes?: Tally;
}

interface Claimed {
  delivery: OutboxDelivery;
  controller: AbortController | null;
  /** False once reset or closed: a late answer must not be recorded any more. */
  live: boolean;
}

/** A delivery is leased for one attempt plus this margin; a crashed holder's lease runs out. */
const LEASE_MARGIN_MS = 10_000;
const CANCELLED = Symbol("cancelled");
const LIST_LIMIT = 1_000;

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isSafeInteger(result) || result < 1) {
    throw new RangeError(`${name} must be a positive whole number; got ${String(value)}`);
  }
  return result;
}

const publicView = ({ clientId: _client, ...delivery }: OutboxDelivery): Delivery => delivery;

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { secret, outbox } = options;
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
  const maxPerIntegration = positiveInteger("maxPerIntegration", options.maxPerIntegration, WEBHOOK_DEFAULTS.maxPerIntegration);
  const pollMs = positiveInteger("pollMs", options.pollMs, 1000);
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;
  const backoff = { baseDelayMs, maxDelayMs, maxAttempts, random };

  const queue: Claimed[] = [];
  const inFlight = new Set<Claimed>();
  let idleWaiters: Array<() => void> = [];
  let pumpScheduled = false;
  let closed = false;
  const outcomes = createTally();

  /** The database knows what is pending: wake the waiters to ask it. */
  function wakeIdleWaiters(): void {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Gives claimed rows back to the outbox unchanged (pending, as due as they were, no lease). */
  async function release(claims: Claimed[]): Promise<void> {
    await Promise.all(
      claims.map((claimed) =>
        outbox.record(structuredClone(claimed.delivery)).catch(() => {
          // The database is away: the lease runs out instead, and the row is sent then.
        }),
      ),
    );
  }

  function cancel(claimed: Claimed): void {
    claimed.live = false;
    claimed.controller?.abort(CANCELLED);
    claimed.controller = null;
    inFlight.delete(claimed);
  }

  // ---- the loop: claim due rows, attempt each, record the verdict, wake at the next due time ----
  let claiming: Promise<void> | null = null;
  let claimAgain = false;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;

  function claimSoon(): void {
    if (closed) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = claimDue().finally(() => {
      claiming = null;
      if (claimAgain) {
        claimAgain = false;
        claimSoon();
      }
      wakeIdleWaiters();
    });
  }

  async function claimDue(): Promise<void> {
    const free = maxConcurrent * 2 - inFlight.size - queue.length;
    if (free <= 0) return;
    const at = now();
    // An integration with its share claimed already gets no more until some are done.
    const claimed = new Map<string, number>();
    for (const { delivery } of [...inFlight, ...queue]) claimed.set(delivery.integrationId, (claimed.get(delivery.integrationId) ?? 0) + 1);
    const exclude = [...claimed].filter(([, count]) => count >= maxPerIntegration * 2).map(([id]) => id);
    let rows: OutboxDelivery[];
    try {
      rows = await outbox.claimDue(at.toISOString(), new Date(at.getTime() + leaseMs).toISOString(), free, {
        perIntegration: maxPerIntegration,
        exclude,
      });
    } catch {
      // The database is away (shutting down, or a lost connection): the next poll tries again.
      return;
    }
    if (closed) {
      // Shutting down while this claim ran: the rows go back rather than wait out their lease.
      await release(rows.map((delivery) => ({ delivery, controller: null, live: false })));
      return;
    }
    for (const delivery of rows) enqueue({ delivery, controller: null, live: true });
    scheduleWake(await outbox.nextDue().catch(() => null));
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

  async function persist(delivery: OutboxDelivery): Promise<void> {
    try {
      await outbox.record(structuredClone(delivery));
      if (delivery.state !== "delivered" && options.failedAttempt) {
        void options.failedAttempt({ clientId: delivery.clientId, integrationId: delivery.integrationId }).catch(() => {
          // A mail not queued now is queued by the streak's next failed attempt.
        });
      }
    } catch {
      // Not recorded: the lease runs out and the delivery is attempted again (at least once).
    }
    scheduleWake(delivery.nextAttemptAt);
    wakeIdleWaiters();
  }

  const pollTimer = setInterval(claimSoon, pollMs);
  pollTimer.unref();
  queueMicrotask(claimSoon);

  function enqueue(claimed: Claimed): void {
    queue.push(claimed);
    if (pumpScheduled) return;
    pumpScheduled = true;
    queueMicrotask(pump);
  }

  /** Attempts in flight per integration (the per-integration share of the sockets). */
  const flying = new Map<string, number>();

  function pump(): void {
    pumpScheduled = false;
    // The first queued delivery whose integration is under its share; the others keep their place.
    for (let i = 0; inFlight.size < maxConcurrent && i < queue.length; ) {
      const claimed = queue[i] as Claimed;
      if (!claimed.live) {
        queue.splice(i, 1);
        continue;
      }
      const integrationId = claimed.delivery.integrationId;
      const count = flying.get(integrationId) ?? 0;
      if (count >= maxPerIntegration) {
        i++;
        continue;
      }
      queue.splice(i, 1);
      flying.set(integrationId, count + 1);
      inFlight.add(claimed);
      void run(claimed).finally(() => {
        inFlight.delete(claimed);
        const left = (flying.get(integrationId) ?? 1) - 1;
        if (left > 0) flying.set(integrationId, left);
        else flying.delete(integrationId);
        pump();
        // A share freed: rows of integrations left out of the last claim may be claimed now.
        claimSoon();
      });
    }
  }

  async function run(claimed: Claimed): Promise<void> {
    const { delivery } = claimed;
    const problem = urlProblem(delivery.url, policy);
    if (problem) {
      delivery.attempts.push({ at: now().toISOString(), status: null, error: problem, durationMs: 0 });
      Object.assign(delivery, { state: "failed", nextAttemptAt: null });
      outcomes.add({ outcome: "refused" });
      return persist(delivery);
    }
    let secrets: readonly string[] = [secret];
    try {
      const found = await options.secretsFor?.(delivery);
      if (found && found.length > 0) secrets = found;
    } catch {
      // The store is away: the service's secret still signs (a receiver on its own secret retries).
    }
    if (!claimed.live) return;
    const controller = new AbortController();
    claimed.controller = controller;
    const result = await attempt(delivery, { secrets, fetch: fetchImpl, timeoutMs, now, controller });
    if (claimed.controller === controller) claimed.controller = null;
    if (!claimed.live) return;
    delivery.attempts.push(result.record);
    // With the outbox a retry is a row due then: whichever process claims it first sends it.
    Object.assign(delivery, verdict(result, delivery.attempts.length, backoff, now()));
    outcomes.add({ outcome: delivery.state === "pending" ? "retry" : delivery.state });
    return persist(delivery);
  }

  return {
    secret,
    outcomes,

    async send(input) {
      const at = now().toISOString();
      const delivery: OutboxDelivery = {
        id: input.id ?? `msg_${randomBytes(16).toString("base64url")}`,
        clientId: input.clientId ?? "",
        integrationId: input.integrationId,
        orderId: input.orderId,
        url: input.url,
        state: "pending",
        payload: input.body,
        attempts: [],
        nextAttemptAt: at,
      };
      const problem = closed
        ? "the webhook dispatcher is closed (the service is shutting down); the callback was not sent"
        : typeof input.body !== "string"
          ? `body must be the callback's JSON text (a string); got ${typeof input.body}`
          : urlProblem(input.url, policy);
      await outbox.add({ ...delivery }, at);
      if (problem) {
        // The Delivery has no error field of its own: the reason is recorded as an attempt that sent nothing.
        delivery.attempts.push({ at, status: null, error: problem, durationMs: 0 });
        Object.assign(delivery, { state: "failed", nextAttemptAt: null });
        await persist(delivery);
      } else {
        claimSoon();
      }
      return publicView(structuredClone(delivery));
    },

    queued() {
      claimSoon();
    },

    async list(filter = {}) {
      return (await outbox.list(filter, LIST_LIMIT)).map(publicView);
    },

    reset() {
      for (const claimed of [...inFlight, ...queue]) cancel(claimed);
      queue.length = 0;
      wakeIdleWaiters();
    },

    async idle() {
      for (;;) {
        await claiming;
        // Closed: nothing more happens here (pending rows wait for the next start).
        if (closed) return;
        if (inFlight.size === 0 && queue.length === 0 && (await outbox.pendingCount()) === 0) return;
        await new Promise<void>((resolve) => idleWaiters.push(resolve));
      }
    },

    async drain(ms) {
      closed = true;
      // A claim under way finishes first (it gives its rows back itself, seeing `closed`).
      await claiming;
      // Claimed but not started: their leases are given back now, so the next start (or
      // another worker) sends them at once instead of after the lease runs out.
      const unstarted = queue.splice(0);
      for (const claimed of unstarted) claimed.live = false;
      await release(unstarted);
      const running = [...inFlight].map(
        (claimed) =>
          new Promise<void>((done) => {
            const check = setInterval(() => {
              if (!inFlight.has(claimed)) {
                clearInterval(check);
                done();
              }
            }, 10);
          }),
      );
      await Promise.race([Promise.all(running), new Promise((done) => setTimeout(done, ms).unref())]);
      // Still in flight after the wait: cancelled, and back to the queue as they were (the
      // receiver may have had it: callbacks are at least once, and carry their id to dedupe).
      const cut = [...inFlight];
      for (const claimed of cut) cancel(claimed);
      await release(cut);
      this.close();
    },

    close() {
      closed = true;
      if (wakeTimer) clearTimeout(wakeTimer);
      clearInterval(pollTimer);
      wakeTimer = null;
      // Rows stay pending in the database; an attempt cut here is retried after its lease.
      for (const claimed of [...inFlight, ...queue]) cancel(claimed);
      queue.length = 0;
      wakeIdleWaiters();
      void guarded?.close();
    },
  };
}
