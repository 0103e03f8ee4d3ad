// The order the payer is looking at, kept live, politely (after
// BTCPay's checkout.js), so that many open pages cost the service little: one request in flight; the next one scheduled only
// after the last answer; If-None-Match so an unchanged order costs a 304; Prefer: wait=20 so
// the service holds the request until the order changes; full-jitter back-off on errors that
// honours Retry-After; paused while the page is hidden and refreshed as soon as it is shown.
// It does not stop at completed: the service records transfers that arrive after completion
// (a late payment is shown as an additional payment), so a completed order's page
// keeps reading with the same held request, only with a slower floor between reads. The loop is an effect: its cleanup aborts the request in flight
// and clears the timer, so disposing the model (or hiding the page) stops it. The model may
// start from the order the service rendered the page with; the schema an answer is held to
// (order-check.ts) is a chunk of its own, loaded beside the first screen.
import { batch, computed, createModel, effect, type ReadonlySignal, signal } from "@preact/signals";
import { type BackoffWindow, fullJitterDelay } from "../../shared/backoff.ts";
import { isFinalStatus, statusGroup, type StatusGroup } from "../../shared/order-status.ts";
import { checkoutOrderPath } from "../../shared/routes.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { windowPhase, type WindowPhase } from "../lib/payment-window.ts";
import { createOrderReader, type ReadOutcome } from "./order-reader.ts";

type OrderCheck = typeof import("./order-check.ts");

export type Connection = "online" | "reconnecting";
/** loading: no answer yet; ready: an order is known; not-found: the service has no such order. */
export type LoadState = "loading" | "ready" | "not-found";

export interface Visibility {
  isHidden(): boolean;
  /** Calls `onChange` on every visibility change; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OrderModelDeps {
  fetch: typeof fetch;
  timers: Timers;
  visibility: Visibility;
  /** In [0, 1): the jitter source. */
  random: () => number;
  now: () => number;
  /** Origin the order read is requested from (the page's own: connect-src 'self'). */
  origin: string;
  /** The schema's chunk (order-check.ts): a dynamic import in the page. */
  loadCheck: () => Promise<OrderCheck>;
}

/** The order the service wrote into the page with its first screen, and that version's ETag. */
export interface InitialOrder {
  order: CheckoutOrder;
  etag: string | null;
}

/** What the screens read: the model, or a fixed state in tests and on the service. */
export interface OrderState {
  order: ReadonlySignal<CheckoutOrder | null>;
  loadState: ReadonlySignal<LoadState>;
  connection: ReadonlySignal<Connection>;
  statusGroup: ReadonlySignal<StatusGroup | null>;
  /** The time by the service's clock, in ms: what a payment window is counted against. */
  now: ReadonlySignal<number>;
  /** Where the order's payment window stands (see lib/payment-window.ts). */
  windowPhase: ReadonlySignal<WindowPhase>;
}

export const POLLING = {
  /** What the page asks the service to hold a request for (Prefer: wait=N; MAX_WAIT_SECONDS is 25). */
  waitSeconds: 20,
  /** Longer than the longest hold plus slack, so a held request is not cut short. */
  timeoutMs: 30_000,
  /** Floor between two requests, in case the service answers at once instead of holding. */
  minIntervalMs: 500,
  /**
   * The same floor once the order is completed: only a late transfer can still change it, so a
   * receipt left open costs one held read per `waitSeconds`, and at most one read per 5 s even
   * where something between page and service answers at once instead of holding.
   */
  completedMinIntervalMs: 5_000,
  backoffBaseMs: 500,
  backoffCapMs: 30_000,
  /**
   * Floor of a jittered retry: full jitter never turns into a tight loop, and "reconnecting"
   * stays up long enough to be read instead of flickering.
   */
  backoffFloorMs: 1_500,
  /** A Retry-After beyond this is not believed. */
  retryAfterCapMs: 300_000,
  /**
   * The page's clock is trusted unless the service's Date header is further off than this: a
   * phone's clock set wrong must not end (or stretch) a payment window the service still keeps.
   */
  clockSkewMs: 1_500,
} as const;

export interface OrderTarget {
  integrationId: string;
  orderId: string;
}

function browserVisibility(): Visibility {
  if (typeof document === "undefined") return { isHidden: () => false, subscribe: () => () => {} };
  return {
    isHidden: () => document.hidden,
    subscribe(onChange) {
      document.addEventListener("visibilitychange", onChange);
      return () => document.removeEventListener("visibilitychange", onChange);
    },
  };
}

function defaultDeps(): OrderModelDeps {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    timers: {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
    },
    visibility: browserVisibility(),
    random: Math.random,
    now: Date.now,
    origin: typeof location === "undefined" ? "http://localhost" : location.origin,
    loadCheck: () => import("./order-check.ts"),
  };
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110, 10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  let ms: number;
  if (/^\d+$/.test(text)) ms = Number(text) * 1000;
  else {
    const date = Date.parse(text);
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(Math.max(ms, 0), POLLING.retryAfterCapMs);
}

const POLLING_BACKOFF: BackoffWindow = {
  baseMs: POLLING.backoffBaseMs,
  capMs: POLLING.backoffCapMs,
  floorMs: POLLING.backoffFloorMs,
};

/** Delay after `failures` failed reads in a row; `random` is a draw in [0, 1). */
export function backoffDelay(failures: number, random: number): number {
  return fullJitterDelay(failures, POLLING_BACKOFF, random);
}

export const OrderModel = createModel(
  (target: OrderTarget, overrides: Partial<OrderModelDeps> = {}, initial: InitialOrder | null = null) => {
    const deps: OrderModelDeps = { ...defaultDeps(), ...overrides };
    const url = new URL(checkoutOrderPath(target.integrationId, target.orderId), deps.origin).href;

    const order = signal<CheckoutOrder | null>(initial?.order ?? null);
    const loadState = signal<LoadState>(initial ? "ready" : "loading");
    const connection = signal<Connection>("online");
    const hidden = signal(deps.visibility.isHidden());
    const group = computed<StatusGroup | null>(() => (order.value ? statusGroup(order.value.status) : null));
    // Never stopped by the order's status: a completed order may still get a late transfer (and
    // a hash that was null "while not yet available"). Only a hidden page or a missing order stop.
    const polling = computed(() => !hidden.value && loadState.value !== "not-found");
    // Bumped to drop the request in flight and read afresh (the served order failed the schema).
    const restarts = signal(0);

    let etag: string | null = initial?.etag ?? null;
    let failures = 0;

    // The payment window's clock: the page's own, corrected by the service's Date header when
    // the two disagree by more than a moment. It ticks once a second only while a window is
    // open on a shown page, so an order without one costs no timer at all.
    let offset = 0;
    const clock = () => deps.now() + offset;
    const now = signal(clock());
    const phase = computed<WindowPhase>(() => (order.value ? windowPhase(order.value, now.value) : "none"));
    const learnClock = (date: number | null | undefined) => {
      if (date === null || date === undefined) return;
      const skew = date - deps.now();
      offset = Math.abs(skew) > POLLING.clockSkewMs ? skew : 0;
      now.value = clock();
    };

    // The schema's chunk starts loading at once, beside the first screen; a failed load is
    // tried again by the next answer that needs it. When it arrives, the order the service wrote
    // into the page is held to the same schema as every read: if it fails, the page forgets it
    // and reads afresh (the held request, sent with that order's ETag, is dropped for a new one).
    let check: Promise<OrderCheck> | null = null;
    const loadCheck = (): Promise<OrderCheck> =>
      (check ??= deps.loadCheck().then(
        async (module) => {
          // The chunk's evaluation was one task; checking the served order is the next one,
          // not the tail of that long one.
          await new Promise<void>((resolve) => deps.timers.setTimeout(resolve, 0));
          if (initial && order.peek() === initial.order && module.acceptOrder(initial.order, target.orderId) === null) {
            etag = null;
            batch(() => {
              order.value = null;
              loadState.value = "loading";
              restarts.value += 1;
            });
          }
          return module;
        },
        (error: unknown) => {
          check = null;
          throw error;
        },
      ));
    void loadCheck().catch(() => {});

    // The request needs no schema: the first one (the long poll, from the served order's ETag)
    // goes out at once, and only an answer carrying an order waits for the check.
    const read = createOrderReader({
      url,
      fetch: deps.fetch,
      timeoutMs: POLLING.timeoutMs,
      retryAfter: (value) => parseRetryAfter(value, deps.now()),
      accept: async (body) => (await loadCheck()).acceptOrder(body, target.orderId),
    });

    const readOnce = (signal: AbortSignal): Promise<ReadOutcome> =>
      // After a fault, the retry must come back at once (a 304 is enough to say "online
      // again"); only a healthy loop asks the service to hold the request.
      read({ waitSeconds: failures === 0 ? POLLING.waitSeconds : null, shown: order.peek() !== null, etag, signal });

    effect(() => {
      const update = () => {
        hidden.value = deps.visibility.isHidden();
      };
      update();
      return deps.visibility.subscribe(update);
    });

    // The polling loop. Runs while `polling` is true; every change of it restarts or stops the
    // loop through this effect's cleanup, which is also what makes "shown again" refresh at once.
    effect(() => {
      if (!polling.value) return;
      restarts.value;
      let stopped = false;
      let timer: unknown = null;
      let controller: AbortController | null = null;

      const schedule = (ms: number) => {
        timer = deps.timers.setTimeout(() => {
          timer = null;
          void poll();
        }, ms);
      };

      const poll = async () => {
        controller = new AbortController();
        const started = deps.now();
        let outcome: ReadOutcome;
        try {
          outcome = await readOnce(controller.signal);
        } catch {
          // Network failure, timeout, the schema's chunk failing to load, or our own abort.
          outcome = { kind: "fault", retryAfterMs: null };
        }
        controller = null;
        if (stopped) return;
        let delay = 0;
        switch (outcome.kind) {
          case "order":
            failures = 0;
            etag = outcome.etag;
            batch(() => {
              learnClock(outcome.date);
              order.value = outcome.order;
              loadState.value = "ready";
              connection.value = "online";
            });
            break;
          case "unchanged":
            failures = 0;
            batch(() => {
              learnClock(outcome.date);
              connection.value = "online";
            });
            break;
          case "not-found":
            loadState.value = "not-found";
            connection.value = "online";
            break;
          case "fault":
            failures += 1;
            connection.value = "reconnecting";
            delay = Math.max(backoffDelay(failures, deps.random()), outcome.retryAfterMs ?? 0);
            break;
        }
        if (outcome.kind !== "fault") {
          const current = order.peek();
          const floor = current !== null && isFinalStatus(current.status) ? POLLING.completedMinIntervalMs : POLLING.minIntervalMs;
          delay = Math.max(0, floor - (deps.now() - started));
        }
        // A not-found answer stops the loop through this effect's cleanup.
        if (!stopped) schedule(delay);
      };

      void poll();
      return () => {
        stopped = true;
        if (timer !== null) deps.timers.clearTimeout(timer);
        controller?.abort();
      };
    });

    effect(() => {
      if (phase.value !== "open" || hidden.value) return;
      let timer: unknown = null;
      // On the second's boundary, so the countdown steps evenly; shown again, within a second.
      const tick = () => {
        timer = deps.timers.setTimeout(
          () => {
            // The next tick first: the one write below may end the window, and this effect's
            // cleanup then clears that very timer.
            tick();
            now.value = clock();
          },
          1000 - (clock() % 1000),
        );
      };
      tick();
      return () => deps.timers.clearTimeout(timer);
    });

    return { order, loadState, connection, statusGroup: group, hidden, now, windowPhase: phase };
  },
);

export type OrderModel = InstanceType<typeof OrderModel>;

/** A state that never changes: the service's render of the page, a not-found page, tests. */
export function fixedOrderState(
  order: CheckoutOrder | null,
  loadState: LoadState,
  connection: Connection = "online",
  now: number = Date.now(),
): OrderState {
  const current = signal(order);
  return {
    order: current,
    loadState: signal(loadState),
    connection: signal(connection),
    statusGroup: computed(() => (current.value ? statusGroup(current.value.status) : null)),
    now: signal(now),
    windowPhase: signal(order ? windowPhase(order, now) : "none"),
  };
}
