// The sender's sleep between rounds: until the next message is due, at most the poll; and never
// zero for a due message it could not claim (another process's lease), which would spin.
import { describe, expect, it } from "vitest";
import { nextWait } from "./sender.ts";

describe("the mail sender's next look", () => {
  const now = new Date("2026-11-29T00:00:00.000Z");
  it("sleeps until the next message is due, at most the poll", () => {
    expect(nextWait(null, now, 5_000)).toBe(5_000);
    expect(nextWait("2026-11-29T00:00:02.000Z", now, 5_000)).toBe(2_000);
    expect(nextWait("2026-11-29T00:01:00.000Z", now, 5_000)).toBe(5_000);
  });

  it("waits the poll for a message due already but leased elsewhere, rather than looking again at once", () => {
    expect(nextWait("2026-11-28T23:59:59.000Z", now, 5_000)).toBe(5_000);
    expect(nextWait("2026-11-29T00:00:00.000Z", now, 5_000)).toBe(5_000);
  });
});
