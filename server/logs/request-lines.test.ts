// Request lines written into one buffer as they come: JSON with the fields pino would write, in
// order, handed on whole when the buffer is full and whenever another line or a flush comes.
import { describe, expect, it } from "vitest";
import { newRequestId } from "./request-id.ts";
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
  it("are handed on when drained, oldest first, as one JSON object a line", () => {
    const written: string[] = [];
    const lines = requestLines((bytes) => written.push(bytes.toString("utf8")));
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

  it("hand on whole lines by themselves when their buffer is full, oldest first, and the rest when drained", () => {
    const written: string[] = [];
    const lines = requestLines((bytes) => written.push(bytes.toString("utf8")));
    const count = 1_000; // about 190 bytes each: three buffers' worth
    for (let n = 1; n <= count; n++) lines.add(entry(n));
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const text of written) {
      expect(text.length).toBeLessThanOrEqual(64 * 1024);
      expect(text.endsWith("\n")).toBe(true);
    }
    lines.drain();
    const ids = written
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line).requestId);
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => `r-${i + 1}`));
  });

  it("are the text JSON.stringify() makes of their fields, whatever the id, route, status or duration", () => {
    const entries = [
      entry(1),
      { requestId: "", method: "GET", route: "/", status: 200, durationMs: 0 },
      { requestId: "a".repeat(64), method: "POST", route: "/api/v1/order/payment", status: 201, durationMs: 12.3456 },
      { requestId: "a".repeat(65), method: "GET", route: "/x", status: 7, durationMs: 1234567.0009 },
      { requestId: "ünï\u2028\u0000\ud800", method: "M-SEARCH", route: '/é/"q"', status: 599, durationMs: 0.0005 },
      { requestId: "x".repeat(20_000), method: "GET", route: "/y", status: 404, durationMs: -2 },
      { requestId: "r", method: "GET", route: "/z", status: Number.NaN, durationMs: Number.POSITIVE_INFINITY },
    ];
    const written: Buffer[] = [];
    const lines = requestLines((bytes) => written.push(Buffer.from(bytes)));
    for (const one of entries) lines.add(one);
    lines.drain();
    const text = Buffer.concat(written).toString("utf8");
    const made = text.split("\n").slice(0, -1);
    expect(made).toHaveLength(entries.length);
    made.forEach((line, i) => {
      const one = entries[i] as (typeof entries)[number];
      const time = /"time":"([^"]+)"/.exec(line)?.[1] ?? "";
      expect(line).toBe(
        `{"level":"info","time":"${time}","msg":"request","requestId":${JSON.stringify(one.requestId)},"method":${JSON.stringify(one.method)},"route":${JSON.stringify(one.route)},"status":${JSON.stringify(one.status)},"durationMs":${millisecondsJson(one.durationMs)}}`,
      );
      expect(new Date(time).toISOString()).toBe(time);
    });
  });

  it("carry the ids this process makes as they were made, whether the last one made or an earlier one", () => {
    const written: Buffer[] = [];
    const lines = requestLines((bytes) => written.push(Buffer.from(bytes)));
    const earlier = newRequestId();
    const ids = [earlier];
    for (let n = 0; n < 12; n++) {
      const made = newRequestId();
      ids.push(made);
      lines.add(entry(n, { requestId: made }));
    }
    lines.add(entry(99, { requestId: earlier }));
    lines.add(entry(100, { requestId: ids.at(-1)?.slice(0, -1) }));
    lines.drain();
    const logged = Buffer.concat(written)
      .toString("utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line).requestId);
    expect(logged).toEqual([...ids.slice(1), earlier, ids.at(-1)?.slice(0, -1)]);
  });

  it("write a duration to the microsecond as a JSON number", () => {
    expect([0, 0.0344, 1.5, 25000.0004, 999.9996].map(millisecondsJson)).toEqual(["0.000", "0.034", "1.500", "25000.000", "1000.000"]);
    expect([Number.NaN, -1].map(millisecondsJson)).toEqual(["null", "-1"]);
  });
});
