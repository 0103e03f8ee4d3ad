// Requests by route template and status class, and their latency, kept as plain numbers and
// handed to prom-client only when scraped. prom-client's own counter and histogram hash their
// labels on every increment (about 2 µs a request, several percent of a cached order read);
// here a request costs a map lookup by a string the router already holds and a few array
// increments. Each is registered as a metric object (name, help, type, get()) as prom-client's
// registry and its cluster aggregator read them, so they add up across workers like its own.
import type { Registry } from "prom-client";

/** Status classes, by status / 100 (index 0 is anything out of range). */
const STATUS_CLASSES = ["other", "1xx", "2xx", "3xx", "4xx", "5xx"] as const;

interface RouteCounts {
  byStatus: Float64Array;
  /** Per bucket (not cumulative) counts, the last one past every bound (+Inf). */
  buckets: Float64Array;
  sum: number;
  count: number;
}

interface Value {
  value: number;
  labels: Record<string, string | number>;
  metricName?: string;
}

export interface RequestCounts {
  record(route: string, status: number, seconds: number): void;
  /**
   * The recorder of one route, its counts looked up once (as prom-client's `labels()` keeps a
   * child): for a lane that always answers under the same template.
   */
  recorderOf(route: string): (status: number, seconds: number) => void;
}

export function registerRequestCounts(
  registry: Registry,
  names: { requests: string; latency: string },
  bounds: readonly number[],
): RequestCounts {
  const routes = new Map<string, RouteCounts>();
  const countsOf = (route: string): RouteCounts => {
    let counts = routes.get(route);
    if (!counts) {
      counts = { byStatus: new Float64Array(STATUS_CLASSES.length), buckets: new Float64Array(bounds.length + 1), sum: 0, count: 0 };
      routes.set(route, counts);
    }
    return counts;
  };
  registry.registerMetric({
    name: names.requests,
    help: "Requests answered, by route template and status class.",
    type: "counter",
    aggregator: "sum",
    get: async () => {
      const values: Value[] = [];
      for (const [route, counts] of routes)
        counts.byStatus.forEach((value, index) => {
          if (value > 0) values.push({ value, labels: { route, status: STATUS_CLASSES[index] ?? "other" } });
        });
      return {
        name: names.requests,
        help: "Requests answered, by route template and status class.",
        type: "counter",
        values,
        aggregator: "sum",
      };
    },
  } as unknown as Parameters<Registry["registerMetric"]>[0]);
  const latencyHelp = "Time from the request to its answer, by route template (a held read's wait included).";
  registry.registerMetric({
    name: names.latency,
    help: latencyHelp,
    type: "histogram",
    aggregator: "sum",
    get: async () => {
      const values: Value[] = [];
      for (const [route, counts] of routes) {
        let cumulative = 0;
        counts.buckets.forEach((value, index) => {
          cumulative += value;
          const le = index < bounds.length ? (bounds[index] as number) : "+Inf";
          values.push({ value: cumulative, labels: { le, route }, metricName: `${names.latency}_bucket` });
        });
        values.push({ value: counts.sum, labels: { route }, metricName: `${names.latency}_sum` });
        values.push({ value: counts.count, labels: { route }, metricName: `${names.latency}_count` });
      }
      return { name: names.latency, help: latencyHelp, type: "histogram", values, aggregator: "sum" };
    },
  } as unknown as Parameters<Registry["registerMetric"]>[0]);
  const add = (counts: RouteCounts, status: number, seconds: number) => {
    const index = status >= 100 && status < 600 ? Math.floor(status / 100) : 0;
    (counts.byStatus[index] as number)++;
    let bucket = 0;
    while (bucket < bounds.length && seconds > (bounds[bucket] as number)) bucket++;
    (counts.buckets[bucket] as number)++;
    counts.sum += seconds;
    counts.count++;
  };
  return {
    record(route, status, seconds) {
      add(countsOf(route), status, seconds);
    },
    recorderOf(route) {
      // Made when the first request is counted, so a route nobody called is not exposed with zeros.
      let counts: RouteCounts | null = null;
      return (status, seconds) => add((counts ??= countsOf(route)), status, seconds);
    },
  };
}
