// The requests a day `check-chain` estimates, as the watcher's loop really polls: every poll while
// something waits, every idle poll (never faster than the poll) while nothing does, one request
// an idle tick as a batch and each call alone without, and the chain id's re-check on its schedule.
import { describe, expect, it } from "vitest";
import { dailyRequests, requestsPerIdleTick } from "./daily-requests.ts";

describe("requests a day at one node", () => {
  it("counts a busy day at the poll and a quiet one at the idle poll, with the chain id's 144 re-checks", () => {
    // BSC's defaults: a tick a second while something waits, every 30 s while nothing does.
    expect(dailyRequests({ pollMs: 1000, idlePollMs: 30_000, useFinalized: true }, true)).toEqual({
      busy: 259_200 + 144,
      idle: 2_880 + 144,
      // 8 hours at 3 requests a second, 16 hours at one request every 30 s.
      mixed: 86_400 + 1_920 + 144,
      busyHours: 8,
      idleEveryMs: 30_000,
    });
  });

  it("follows CHAIN_IDLE_POLL_MS: a slower idle poll halves a quiet day's requests", () => {
    const day = dailyRequests({ pollMs: 3000, idlePollMs: 60_000, useFinalized: true }, true, 0);
    expect(day.idle).toBe(1_440 + 144);
    expect(day.mixed).toBe(day.idle);
    expect(dailyRequests({ pollMs: 3000, idlePollMs: 60_000, useFinalized: true }, true, 24).mixed).toBe(86_400 + 144);
  });

  it("never polls idle faster than busy: an idle poll below the poll ticks at the poll", () => {
    const day = dailyRequests({ pollMs: 12_000, idlePollMs: 5000, useFinalized: false }, true);
    expect(day.idleEveryMs).toBe(12_000);
    expect(day.idle).toBe(7_200 + 144);
  });

  it("counts each call of the head's batch alone where the node refuses batches", () => {
    expect(requestsPerIdleTick(true, true)).toBe(1);
    expect(requestsPerIdleTick(false, false)).toBe(2);
    expect(requestsPerIdleTick(true, false)).toBe(3);
    const day = dailyRequests({ pollMs: 1000, idlePollMs: 30_000, useFinalized: true }, false, 0);
    expect(day.busy).toBe(518_400 + 144);
    expect(day.idle).toBe(8_640 + 144);
  });
});
