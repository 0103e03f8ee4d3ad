import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WindowCounter } from "./window-counter.ts";

describe("WindowCounter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts each client's hits until the window ends, then starts every client from zero", () => {
    const counter = new WindowCounter();
    counter.init({ windowMs: 60_000 });
    const end = Date.now() + 60_000;
    expect(counter.increment("a").totalHits).toBe(1);
    expect(counter.increment("a").totalHits).toBe(2);
    expect(counter.increment("b").totalHits).toBe(1);
    expect(counter.get("a")?.resetTime.getTime()).toBe(end);
    vi.advanceTimersByTime(59_999);
    expect(counter.increment("a").totalHits).toBe(3);
    vi.advanceTimersByTime(1);
    expect(counter.get("a")).toBeUndefined();
    const next = counter.increment("a");
    expect(next.totalHits).toBe(1);
    expect(next.resetTime.getTime()).toBe(end + 60_000);
  });

  it("takes back a hit, and forgets one client or all", () => {
    const counter = new WindowCounter();
    counter.init({ windowMs: 1_000 });
    counter.increment("a");
    counter.increment("a");
    counter.decrement("a");
    expect(counter.get("a")?.totalHits).toBe(1);
    counter.resetKey("a");
    expect(counter.get("a")).toBeUndefined();
    counter.increment("b");
    counter.resetAll();
    expect(counter.get("b")).toBeUndefined();
  });
});
