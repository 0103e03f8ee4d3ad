// The service's metrics for Prometheus (prom-client), on a registry of its own so that two
// apps in one test process keep apart. Labels are bounded by construction: a route is the
// template Hono matched (never the raw path, which carries ids), a status is its class, a
// network is one of the configured ones. Nothing here names a merchant, an order or an address.
//
// What the service already keeps (held reads, each network's watcher health, the rate feed's
// state, the callback outbox) is read when scraped, so nothing is added to those paths; only a
// request pays, with a few increments (request-counts.ts).
import { Counter, Gauge, Registry } from "prom-client";
import type { ChainCounts } from "../chain/rpc-counts.ts";
import type { Tally } from "../domain/tally.ts";
import type { NetworkHealth } from "../chain/mode.ts";
import type { FeedHealth } from "../exchange-rates/rate-source.ts";
import { registerRequestCounts } from "./request-counts.ts";
import { collectProcessMetrics } from "./process-metrics.ts";

export interface MetricsSources {
  heldReads: () => number;
  /** Chain mode's per-network watcher health (the object /healthz shows); null in other modes. */
  chain: () => Partial<Record<string, NetworkHealth>> | null;
  rates: () => FeedHealth | null;
  /** The callback outbox: rows not yet delivered, the earliest due time of one, and when the oldest was queued. */
  outbox: () => Promise<{ pending: number; nextDue: string | null; oldest?: string | null }> | null;
  now: () => number;
  /** Orders created and completed in this process, by type and asset. */
  orders?: () => { created: Tally; completed: Tally } | null;
  /** This process's callback attempts by outcome. */
  callbacks?: () => Tally | null;
  /** Chain mode's counts: RPC calls, transfers seen and credited (null in other modes). */
  chainCounts?: () => ChainCounts | null;
  /** Open payouts per network (chain mode), read from the database when scraped. */
  payoutsOpen?: () => Promise<Partial<Record<string, number>>> | null;
}

/** Seconds: from a cached 304 to a held read's whole wait. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route template, status and duration in seconds. */
  request(route: string, status: number, seconds: number): void;
  /** The same for one route, its counts looked up once (a lane that answers under one template). */
  recorderOf(route: string): (status: number, seconds: number) => void;
  /** The exposition text and its content type. */
  scrape(): Promise<{ text: string; contentType: string }>;
}

export function createMetrics(sources: MetricsSources, options: { processMetrics?: boolean; gcDurations?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectProcessMetrics(registry, { gcDurations: options.gcDurations === true });
  const requests = registerRequestCounts(
    registry,
    { requests: "checkout_http_requests_total", latency: "checkout_http_request_duration_seconds" },
    LATENCY_BUCKETS,
  );

  new Gauge({
    name: "checkout_held_reads",
    help: "The checkout's order reads this process holds open until the order changes.",
    registers: [registry],
    collect() {
      this.set(sources.heldReads());
    },
  });

  const networkGauge = (name: string, help: string, value: (health: NetworkHealth) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ["network"] as const,
      // Only the process holding a network's lease fills it in: across workers, the one that does.
      aggregator: "max",
      registers: [registry],
      collect() {
        this.reset();
        for (const [network, health] of Object.entries(sources.chain() ?? {})) {
          const v = health ? value(health) : null;
          if (v !== null) this.set({ network }, v);
        }
      },
    });
  networkGauge("checkout_chain_head_block", "The node's head at its last answer, per network.", (h) => h.head);
  networkGauge("checkout_chain_cursor_block", "The last block the watcher scanned, per network.", (h) => h.cursor);
  networkGauge("checkout_chain_lag_blocks", "Blocks between the node's head and the watcher's cursor, per network.", (h) => h.lag);
  networkGauge("checkout_chain_watching", "1 when this process holds the network's watcher lease.", (h) => (h.watching ? 1 : 0));
  networkGauge("checkout_chain_failing", "1 while the network's last tick failed (the watcher retries).", (h) =>
    h.retryInMs === null ? 0 : 1,
  );
  networkGauge(
    "checkout_chain_reorgs_after_credit",
    "Reorgs that replaced the block of an already credited transfer.",
    (h) => h.reorgsAfterCredit,
  );

  new Gauge({
    name: "checkout_rate_table_age_seconds",
    help: "Age of the exchange-rate table in use (absent when no feed is configured or none was read yet).",
    // Each process reads the feed itself: the oldest table across them is what to alert on.
    aggregator: "max",
    registers: [registry],
    collect() {
      this.reset();
      const at = sources.rates()?.tableAt;
      if (at) this.set(Math.max(0, (sources.now() - Date.parse(at)) / 1000));
    },
  });
  new Gauge({
    name: "checkout_rate_feed_failures",
    help: "Failed reads of the exchange-rate feed in the current streak (0 once a read works).",
    aggregator: "max",
    registers: [registry],
    collect() {
      this.set(sources.rates()?.failing?.failures ?? 0);
    },
  });
  new Gauge({
    name: "checkout_rates_held",
    help: "Rates the feed's checks hold back (not offered to payers).",
    aggregator: "max",
    registers: [registry],
    collect() {
      this.set(sources.rates()?.held.length ?? 0);
    },
  });

  new Gauge({
    name: "checkout_callbacks_pending",
    help: "Callbacks in the outbox not yet delivered (shared by every process).",
    // One database's outbox, read by each process: the same number, not a sum.
    aggregator: "max",
    registers: [registry],
    async collect() {
      this.set((await sources.outbox())?.pending ?? 0);
    },
  });
  new Gauge({
    name: "checkout_callbacks_overdue_seconds",
    help: "How long the earliest due callback has waited past its due time (0 when none is overdue).",
    aggregator: "max",
    registers: [registry],
    async collect() {
      const due = (await sources.outbox())?.nextDue;
      this.set(due ? Math.max(0, (sources.now() - Date.parse(due)) / 1000) : 0);
    },
  });

  new Gauge({
    name: "checkout_callbacks_oldest_pending_seconds",
    help: "How long the oldest callback not yet delivered has been in the outbox (0 when none is pending).",
    aggregator: "max",
    registers: [registry],
    async collect() {
      const oldest = (await sources.outbox())?.oldest;
      this.set(oldest ? Math.max(0, (sources.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });

  // Counted where they happen, in each process: across workers they add up.
  const tallied = <L extends string>(name: string, help: string, labelNames: readonly L[], tally: () => Tally | null | undefined) =>
    new Counter({
      name,
      help,
      labelNames,
      aggregator: "sum",
      registers: [registry],
      collect() {
        this.reset();
        for (const { labels, value } of tally()?.entries() ?? []) this.inc(labels as Partial<Record<L, string>>, value);
      },
    });
  tallied("checkout_orders_created_total", "Orders created, by type and asset.", ["type", "asset"], () => sources.orders?.()?.created);
  tallied(
    "checkout_orders_completed_total",
    "Orders whose status became completed, by type and asset.",
    ["type", "asset"],
    () => sources.orders?.()?.completed,
  );
  tallied(
    "checkout_callback_attempts_total",
    "Callback attempts by outcome: delivered, retry (to be tried again), failed (given up), refused (a URL not allowed).",
    ["outcome"],
    () => sources.callbacks?.(),
  );
  tallied(
    "checkout_chain_rpc_calls_total",
    "Calls to each network's node (JSON-RPC, and TRON's HTTP API), by method and outcome (ok, or the failure's class).",
    ["network", "method", "outcome"],
    () => sources.chainCounts?.()?.rpcCalls,
  );
  tallied(
    "checkout_chain_transfers_seen_total",
    "Transfers to watched addresses newly seen by committed ticks, per network.",
    ["network"],
    () => sources.chainCounts?.()?.transfersSeen,
  );
  tallied(
    "checkout_chain_transfers_credited_total",
    "Transfers credited to an order by committed ticks, per network.",
    ["network"],
    () => sources.chainCounts?.()?.transfersCredited,
  );
  new Gauge({
    name: "checkout_payouts_open",
    help: "Payouts waiting to be paid by the merchant's wallet, per network (chain mode).",
    labelNames: ["network"] as const,
    // One database read by each process: the same number, not a sum.
    aggregator: "max",
    registers: [registry],
    async collect() {
      this.reset();
      const open = await sources.payoutsOpen?.();
      for (const [network, count] of Object.entries(open ?? {})) if (count !== undefined) this.set({ network }, count);
    },
  });

  return {
    registry,
    request: requests.record,
    recorderOf: requests.recorderOf,
    async scrape() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
  };
}
