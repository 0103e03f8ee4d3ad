// Request lines kept as fields and made together: the text pino would write, in order, at most
// 256 held, every other line and every flush writing them first.
import { describe, expect, it } from "vitest";
import { millisecondsJson, requestLines } from "./request-lines.ts";

const entry = (n: number, more: Partial<{ requestId: string; durationMs: number }> = {}) => ({
  requestId: `r-${n}`,
  method: "GET",
  route: "/healthz",
  status: 200,
  durationMs: 1.5,
  ...more,
});

describe("request lines", () => {
  it("are made when drained, oldest first, as one JSON object a line", () => {
    const written: string[] = [];
    const lines = requestLines((text) => written.push(text));
    lines.add(entry(1));
    lines.add(entry(2, { requestId: 'odd "id"\n', durationMs: 0.0344 }));
    expect(written).toEqual([]);
    lines.drain();
    lines.drain();
    expect(written).toHaveLength(1);
    const parsed = (written[0] ?? "")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(parsed).toEqual([
      {
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        requestId: "r-1",
        method: "GET",
        route: "/healthz",
        status: 200,
        durationMs: 1.5,
        msg: "request",
      },
      expect.objectContaining({ requestId: 'odd "id"\n', durationMs: 0.034 }),
    ]);
  });

  it("never hold more than 256: the 256th is written with those before it", () => {
    const written: string[] = [];
    const lines = requestLines((text) => written.push(text), true);
    for (let n = 1; n <= 257; n++) lines.add(entry(n));
    expect(written).toHaveLength(256);
    expect(JSON.parse(written[255] ?? "").requestId).toBe("r-256");
    lines.drain();
    expect(JSON.parse(written[256] ?? "").requestId).toBe("r-257");
  });

  it("write a duration to the microsecond as a JSON number", () => {
    expect([0, 0.0344, 1.5, 25000.0004, 999.9996].map(millisecondsJson)).toEqual(["0.000", "0.034", "1.500", "25000.000", "1000.000"]);
    expect([Number.NaN, -1].map(millisecondsJson)).toEqual(["null", "-1"]);
  });
});
