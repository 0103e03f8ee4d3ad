import { describe, expect, it } from "vitest";
import { createCircuitBreaker } from "./circuit-breaker.ts";

const options = { failureThreshold: 3, openMs: 1000, maxOpenMs: 4000 };

describe("circuit breaker", () => {
  it("stays closed through fewer failures than the threshold, and a success forgets them", () => {
    const breaker = createCircuitBreaker(options);
    breaker.failure(0);
    breaker.failure(0);
    breaker.success();
    breaker.failure(0);
    breaker.failure(0);
    expect(breaker.state(0)).toBe("closed");
    expect(breaker.admit(0)).toBe(true);
  });

  it("opens after the threshold, admits one probe when the pause ends, closes on its success", () => {
    const breaker = createCircuitBreaker(options);
    for (let i = 0; i < 3; i++) breaker.failure(0);
    expect(breaker.state(500)).toBe("open");
    expect(breaker.admit(999)).toBe(false);
    expect(breaker.admit(1000)).toBe(true);
    expect(breaker.admit(1000)).toBe(false);
    breaker.success();
    expect(breaker.state(1000)).toBe("closed");
    expect(breaker.admit(1000)).toBe(true);
  });

  it("a failed probe reopens for twice as long, never more than the cap", () => {
    const breaker = createCircuitBreaker(options);
    for (let i = 0; i < 3; i++) breaker.failure(0);
    let at = 1000;
    const pauses: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(breaker.admit(at)).toBe(true);
      breaker.failure(at);
      pauses.push(breaker.openUntil() - at);
      at = breaker.openUntil();
    }
    expect(pauses).toEqual([2000, 4000, 4000, 4000, 4000]);
  });

  it("a Retry-After holds it open that long", () => {
    const breaker = createCircuitBreaker(options);
    breaker.hold(3000);
    expect(breaker.admit(2999)).toBe(false);
    expect(breaker.admit(3000)).toBe(true);
  });
});
