// The process's own metrics keep prom-client's names. The garbage collector's durations are
// there only when asked for (METRICS_GC=1), counted by prom-client's own collector.
import { Registry } from "prom-client";
import { describe, expect, it, vi } from "vitest";
import { sampleValue } from "../../test/support/prometheus.ts";
import { collectProcessMetrics } from "./process-metrics.ts";

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
  it("keep prom-client's default names, without the garbage collector's durations unless asked", async () => {
    const registry = new Registry();
    collectProcessMetrics(registry);
    churn();
    const text = await registry.metrics();
    for (const name of [
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "nodejs_heap_space_size_used_bytes",
      "nodejs_version_info",
    ])
      expect(text).toContain(name);
    expect(text).not.toContain("nodejs_gc_duration_seconds");
  });

  it("count the garbage collector's durations under prom-client's kinds when asked", async () => {
    const registry = new Registry();
    collectProcessMetrics(registry, { gcDurations: true });
    // The observer hears of each collection after it, from the event loop.
    await vi.waitFor(
      async () => {
        churn();
        const text = await registry.metrics();
        expect(sampleValue(text, "nodejs_gc_duration_seconds_count", { kind: "minor" }) ?? 0).toBeGreaterThan(0);
        expect(sampleValue(text, "nodejs_gc_duration_seconds_sum", { kind: "minor" })).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
  });
});
