import { describe, expect, it } from "vitest";
import { afterFailure, endedLine, MAX_STREAK_ERRORS, type FailureStreak } from "./failure-streak.ts";

describe("a network's failure streak", () => {
  it("says one line when it starts, one when its cause changes, none while the cause repeats, and counts each error", () => {
    const lines: (string | null)[] = [];
    let streak: FailureStreak | null = null;
    const causes = ["HTTP 503", "HTTP 503", "HTTP 503", "too many SQL variables", "too many SQL variables", "HTTP 503"];
    causes.forEach((cause, k) => {
      const next = afterFailure(streak, cause, `2026-11-28T00:00:0${k}.000Z`, "ethereum");
      streak = next.streak;
      lines.push(next.line);
    });
    expect(lines.map((line) => line !== null)).toEqual([true, false, false, true, false, true]);
    expect(lines[3]).toMatch(/another cause now \(too many SQL variables\)/);
    const last = streak as unknown as FailureStreak;
    expect(last.since).toBe("2026-11-28T00:00:00.000Z");
    expect(last.failures).toBe(6);
    expect(last.errors).toEqual([
      { message: "HTTP 503", count: 4 },
      { message: "too many SQL variables", count: 2 },
    ]);
    expect(endedLine(last, "ethereum")).toMatch(/succeed again after 6 failed since 2026-11-28T00:00:00.000Z/);
  });

  it("keeps at most a bounded number of distinct errors, counting the rest", () => {
    let streak: FailureStreak | null = null;
    for (let k = 0; k < 100; k++) streak = afterFailure(streak, `block ${k} missing`, "2026-11-28T00:00:00.000Z", "bsc").streak;
    const last = streak as unknown as FailureStreak;
    expect(last.errors).toHaveLength(MAX_STREAK_ERRORS);
    expect(last.errors.reduce((sum, e) => sum + e.count, 0)).toBe(100);
  });
});
