// The process's own metrics: prom-client's default collectors, but the garbage collector's
// durations from V8's GC profiler instead of a performance observer. Observing "gc" entries,
// Node 20 makes each one in JavaScript with deprecated accessors (four functions made prototypes
// a collection), and at the order read's rate, dozens of collections a second, that cost the
// cached read about 4 % of its CPU in the service, more than the rest of the metrics together.
// The profiler records each collection in C++ and hands them over when stopped: they are read
// at each scrape and every FOLD_EVERY_MS (so a process nobody scrapes keeps a few seconds of them).
import { GCProfiler } from "node:v8";
import { Histogram, type Registry } from "prom-client";
import eventLoopLag from "prom-client/lib/metrics/eventLoopLag.js";
import heapSizeAndUsed from "prom-client/lib/metrics/heapSizeAndUsed.js";
import heapSpacesSizeAndUsed from "prom-client/lib/metrics/heapSpacesSizeAndUsed.js";
import osMemoryHeap from "prom-client/lib/metrics/osMemoryHeap.js";
import processCpuTotal from "prom-client/lib/metrics/processCpuTotal.js";
import processHandles from "prom-client/lib/metrics/processHandles.js";
import processMaxFileDescriptors from "prom-client/lib/metrics/processMaxFileDescriptors.js";
import processOpenFileDescriptors from "prom-client/lib/metrics/processOpenFileDescriptors.js";
import processRequests from "prom-client/lib/metrics/processRequests.js";
import processResources from "prom-client/lib/metrics/processResources.js";
import processStartTime from "prom-client/lib/metrics/processStartTime.js";
import version from "prom-client/lib/metrics/version.js";

/** How often the profiler's collections are folded into the histogram between scrapes. */
const FOLD_EVERY_MS = 5_000;
/** prom-client's buckets for the same metric. */
const GC_BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];
/** V8's names of a collection, as prom-client's kinds. */
const KINDS: Record<string, string> = {
  Scavenge: "minor",
  MinorMarkCompact: "minor",
  MarkSweepCompact: "major",
  IncrementalMarking: "incremental",
  ProcessWeakCallbacks: "weakcb",
};

interface GcStatistics {
  statistics: { gcType: string; cost: number }[];
}

/** nodejs_gc_duration_seconds by kind, as prom-client names it, from V8's GC profiler. */
export function collectGcDurations(registry: Registry, foldEveryMs = FOLD_EVERY_MS): { stop(): void } {
  let profiler = new GCProfiler();
  profiler.start();
  const histogram = new Histogram({
    name: "nodejs_gc_duration_seconds",
    help: "Garbage collection duration by kind, one of major, minor, incremental or weakcb.",
    labelNames: ["kind"],
    buckets: GC_BUCKETS,
    registers: [registry],
    collect: () => fold(),
  });
  const fold = () => {
    const done = profiler.stop() as GcStatistics | undefined;
    profiler = new GCProfiler();
    profiler.start();
    // The cost is in microseconds.
    for (const { gcType, cost } of done?.statistics ?? []) histogram.observe({ kind: KINDS[gcType] ?? "other" }, cost / 1e6);
  };
  const timer = setInterval(fold, foldEveryMs).unref();
  return {
    stop() {
      clearInterval(timer);
      profiler.stop();
    },
  };
}

/**
 * prom-client's default metrics, the event loop's delay sampled every 100 ms rather than 10: each
 * sample is a timer that wakes the process, and at 10 ms an idle process spent 9.5 ms of CPU a
 * second on them on the shared development machine (1.7 ms at 100 ms), a cost the order read's
 * reads per CPU second carried whenever the loop waited. Ten samples a second still give a
 * scrape's percentiles a few hundred points, and a stall delays the next sample whatever the
 * resolution.
 */
export function collectProcessMetrics(registry: Registry): void {
  const config = { eventLoopMonitoringPrecision: 100 };
  const collectors = [
    processCpuTotal,
    processStartTime,
    osMemoryHeap,
    processOpenFileDescriptors,
    processMaxFileDescriptors,
    eventLoopLag,
    ...(typeof process.getActiveResourcesInfo === "function" ? [processResources] : []),
    processHandles,
    processRequests,
    heapSizeAndUsed,
    heapSpacesSizeAndUsed,
    version,
  ];
  for (const collect of collectors) collect(registry, config);
  collectGcDurations(registry);
}
