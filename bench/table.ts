// A compact, aligned text table for the bench's stdout.

export interface Row {
  metric: string;
  value: string;
  target: string;
  /** true: meets the target; false: misses it; null: no target. */
  ok: boolean | null;
}

export function formatTable(rows: Row[]): string {
  const header: Row = { metric: "metric", value: "value", target: "target", ok: null };
  const all = [header, ...rows];
  const width = (pick: (r: Row) => string) => Math.max(...all.map((r) => pick(r).length));
  const [m, v, t] = [width((r) => r.metric), width((r) => r.value), width((r) => r.target)];
  const line = (r: Row) =>
    `${r.metric.padEnd(m)}  ${r.value.padStart(v)}  ${r.target.padEnd(t)}  ${r === header ? "" : r.ok === null ? "" : r.ok ? "ok" : "MISS"}`.trimEnd();
  return [line(header), "-".repeat(m + v + t + 10), ...rows.map(line)].join("\n");
}
