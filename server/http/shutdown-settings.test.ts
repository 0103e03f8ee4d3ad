import { describe, expect, it } from "vitest";
import { readShutdownSettings } from "./shutdown-settings.ts";

describe("SHUTDOWN_DRAIN_MS", () => {
  it("drains for 3.5 s by default and ends the process a second later, within the 5 s a stop promises", () => {
    expect(readShutdownSettings({})).toEqual({ drainMs: 3_500, deadlineMs: 4_500 });
    expect(readShutdownSettings({ SHUTDOWN_DRAIN_MS: "" })).toEqual({ drainMs: 3_500, deadlineMs: 4_500 });
  });

  it("takes a window in milliseconds, the deadline following it by the same margin", () => {
    expect(readShutdownSettings({ SHUTDOWN_DRAIN_MS: "60000" })).toEqual({ drainMs: 60_000, deadlineMs: 61_000 });
    expect(readShutdownSettings({ SHUTDOWN_DRAIN_MS: "0" })).toEqual({ drainMs: 0, deadlineMs: 1_000 });
  });

  it.each(["3.5s", "-1", "1e4", "600001", "abc"])("refuses %s, naming the setting and what would do", (value) => {
    expect(() => readShutdownSettings({ SHUTDOWN_DRAIN_MS: value })).toThrow(
      `SHUTDOWN_DRAIN_MS=${value} is not a number of milliseconds from 0 to 600000 (default 3500)`,
    );
  });
});
