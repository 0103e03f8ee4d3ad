// The streak rule over an integration's deliveries: failing since the first attempt after the
// last one the receiver took, told once it has lasted the given time and the newest failed too.
import { describe, expect, it } from "vitest";
import { failingStreak, type DeliveryHistory } from "./callback-streaks.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const ok = (minute: number) => ({ at: at(minute), status: 200, error: null, durationMs: 5 });
const failed = (minute: number, status: number | null = 500) => ({
  at: at(minute),
  status,
  error: status === null ? "connection refused" : null,
  durationMs: 5,
});
const delivery = (state: DeliveryHistory["state"], ...attempts: DeliveryHistory["attempts"][number][]): DeliveryHistory => ({
  state,
  url: "https://shop.invalid/hooks?token=secret",
  attempts,
});
const FIFTEEN = 15 * 60_000;

describe("a failing streak of callbacks", () => {
  it("is none while the newest attempt got through, or before it has lasted", () => {
    expect(failingStreak([], at(30), FIFTEEN)).toBeNull();
    expect(failingStreak([delivery("delivered", failed(0), ok(20))], at(30), FIFTEEN)).toBeNull();
    expect(failingStreak([delivery("pending", failed(16))], at(30), FIFTEEN)).toBeNull();
  });

  it("runs from the first failure after the last success, named by that success, with the newest error and the host only", () => {
    const streak = failingStreak(
      [delivery("pending", failed(31, null)), delivery("failed", failed(12), failed(14)), delivery("delivered", failed(2), ok(10))],
      at(31),
      FIFTEEN,
    );
    expect(streak).toEqual({
      lastSuccess: at(10),
      since: at(12),
      lastError: "connection refused",
      waiting: 1,
      callbackHost: "shop.invalid",
    });
    // Never a success in what was read: named by none.
    expect(failingStreak([delivery("failed", failed(0), failed(20, 503))], at(20), FIFTEEN)).toMatchObject({
      lastSuccess: null,
      since: at(0),
      lastError: "HTTP 503",
    });
  });
});
