// Servers measured side by side in turns of a second. This machine's speed drifts: one server's
// CPU per 304, measured in runs of 5 s, moved between 25 and 53 µs over two minutes, the
// baseline's as much as the service's, so the ratio of two runs taken 5 s apart said more about
// the drift than about the service (0.69 to 1.02 in one sequence). In turns of a second (each
// server once a pass, every other pass the other way round) both share the drift alike: the
// same sequence's ratios then stayed within 0.93 and 1.07 while both costs moved by 40 %.
import { median } from "./stats.ts";

/** What one turn of `seconds` measured on one server. */
export interface Turn {
  requests: number;
  cpuMicros: number;
  p50Ms: number;
  p99Ms: number;
  ok: boolean;
}

/** A server's turns summed: p50 is the turns' median, p99 their highest. */
export interface Turns {
  perSecond: number;
  cpuMicrosPerRequest: number;
  p50Ms: number;
  p99Ms: number;
  ok: boolean;
}

/** `passes` passes over `targets`, one turn of a second each; one summary per target, in order. */
export async function inTurns<T>(targets: T[], passes: number, turn: (target: T, seconds: number) => Promise<Turn>): Promise<Turns[]> {
  const taken = targets.map((): Turn[] => []);
  for (let pass = 0; pass < passes; pass++) {
    const order = targets.map((_, i) => i);
    if (pass % 2 === 1) order.reverse();
    for (const i of order) taken[i]?.push(await turn(targets[i] as T, 1));
  }
  return taken.map((turns) => {
    const requests = turns.reduce((sum, t) => sum + t.requests, 0);
    return {
      perSecond: requests / turns.length,
      cpuMicrosPerRequest: turns.reduce((sum, t) => sum + t.cpuMicros, 0) / Math.max(1, requests),
      p50Ms: median(turns.map((t) => t.p50Ms)),
      p99Ms: Math.max(...turns.map((t) => t.p99Ms)),
      ok: turns.every((t) => t.ok),
    };
  });
}
