// The process's own metrics keep prom-client's names, the garbage collector's durations among
// them, now read from V8's GC profiler: each collection counted once, under prom-client's kinds.
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { sampleValue } from "../../test/support/prometheus.ts";
import { collectGcDurations, collectProcessMetrics } from "./process-metrics.ts";

/** Enough short-lived objects for the young generation to be collected a few times. */
function churn(): number {
  let kept = 0;
  for (let round = 0; round < 200; round++) {
    const objects = Array.from({ length: 10_000 }, (_, i) => ({ i, text: `object ${i}` }));
    kept += objects.length;
  }
  return kept;
}

describe("the process's own metrics", () => {
  it("count each garbage collection once, under prom-client's kinds, whether folded by the timer or by a scrape", async () => {
    const registry = new Registry();
    const gc = collectGcDurations(registry, 10);
    try {
      churn();
      await new Promise((resolve) => setTimeout(resolve, 30));
      churn();
      const text = await registry.metrics();
      const minor = sampleValue(text, "nodejs_gc_duration_seconds_count", { kind: "minor" }) ?? 0;
      expect(minor).toBeGreaterThan(0);
      expect(sampleValue(text, "nodejs_gc_duration_seconds_sum", { kind: "minor" })).toBeGreaterThan(0);
      // A scrape with no collection since the last one adds nothing.
      const again = await registry.metrics();
      expect(sampleValue(again, "nodejs_gc_duration_seconds_count", { kind: "minor" })).toBeLessThanOrEqual(minor + 1);
    } finally {
      gc.stop();
    }
  });

  it("keep prom-client's default names", async () => {
    const registry = new Registry();
    collectProcessMetrics(registry);
    churn();
    const text = await registry.metrics();
    for (const name of [
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "nodejs_version_info",
      "nodejs_gc_duration_seconds_count",
    ])
      expect(text).toContain(name);
  });
});
