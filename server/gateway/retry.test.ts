import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS, retryAfterMs, retryDelay } from "./retry.ts";

describe("per-order retry schedule", () => {
  it("grows with the attempts and never passes 4 s", () => {
    expect(retryDelay(1, 0.999)).toBeLessThanOrEqual(250);
    expect(retryDelay(3, 0.999)).toBeLessThanOrEqual(1000);
    for (const attempt of [5, 6, 10, 100, 10_000]) expect(retryDelay(attempt, 0.999999)).toBeLessThanOrEqual(4000);
    expect(retryDelay(100, 0.999999)).toBeGreaterThan(3900);
  });
  it("never draws a tight loop", () => {
    expect(retryDelay(1, 0)).toBe(100);
  });
});

describe("Retry-After", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:10 GMT", now)).toBe(10_000);
  });
  it("ignores what it cannot read and caps what it believes", () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs("86400", now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
  });
});
