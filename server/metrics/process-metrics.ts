// The process's own metrics: prom-client's default collectors, loaded one by one, and the
// garbage collector's durations only when the operator asks for them (METRICS_GC=1).
//
// Each way Node 20 offers to time collections cost the order read's cached answer more than the
// rest of the metrics together. At that rate the young generation is collected about 40 times a
// second. The services were measured side by side, pinned, the same build, 16 interleaved
// rounds of 1 s, the median per core against plain node:http:
// - prom-client's own collector (a "gc" PerformanceObserver) cost about 5 %: 0.89 against 0.94
//   with metrics and no collector.
// - V8's GC profiler (node:v8 GCProfiler) writes the heap's statistics as JSON at each
//   collection, and cost about 9 % read every 5 s. It is read by stopping it and starting
//   another, and that cost more the more often it was done: read every 250 ms, the read took
//   more than half again as much CPU as without the profiler; every 50 ms, more than three times as much.
// The event loop's delay (nodejs_eventloop_lag_*) and the heap's sizes stay on: a long pause of
// the collector shows there.
import type { Registry } from "prom-client";
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
import gc from "prom-client/lib/metrics/gc.js";

/**
 * prom-client's default metrics, the event loop's delay sampled every 100 ms rather than 10: each
 * sample is a timer that wakes the process, and at 10 ms an idle process spent 9.5 ms of CPU a
 * second on them on the shared development machine (1.7 ms at 100 ms), a cost the order read's
 * reads per CPU second carried whenever the loop waited. Ten samples a second still give a
 * scrape's percentiles a few hundred points, and a stall delays the next sample whatever the
 * resolution.
 */
export function collectProcessMetrics(registry: Registry, options: { gcDurations?: boolean } = {}): void {
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
  if (options.gcDurations) collectors.push(gc);
  for (const collect of collectors) collect(registry, config);
}
