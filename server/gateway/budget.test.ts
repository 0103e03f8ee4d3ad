import { describe, expect, it } from "vitest";
import { createRequestBudget } from "./budget.ts";

describe("request budget", () => {
  it("allows a burst, then the rate", () => {
    const budget = createRequestBudget({ perSecond: 10, burst: 3 });
    expect([budget.take(0), budget.take(0), budget.take(0), budget.take(0)]).toEqual([true, true, true, false]);
    expect(budget.nextAt(0)).toBe(100);
    expect(budget.take(99)).toBe(false);
    expect(budget.take(200)).toBe(true);
  });

  it("over a minute, no more than the rate whatever is asked", () => {
    const budget = createRequestBudget({ perSecond: 5, burst: 5 });
    let taken = 0;
    for (let t = 0; t < 60_000; t += 10) for (let i = 0; i < 10; i++) if (budget.take(t)) taken++;
    expect(taken).toBeLessThanOrEqual(5 + 5 * 60);
    expect(taken).toBeGreaterThanOrEqual(5 * 60);
  });
});
