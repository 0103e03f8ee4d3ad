// The servers a bench compares on one CPU and its load generator on another. Left to the
// scheduler, a server sat beside the load generator in some runs and apart from it in others,
// and the order read's ratio to its baseline moved from 0.65 to 0.92 between two runs of one
// build on this 2-core machine; pinned, three runs of it stayed within 0.02. Needs taskset
// (util-linux) and two CPUs; BENCH_PIN=0 leaves placement to the scheduler.
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";

const taskset = (cpus: string, pid: number) => execFileSync("taskset", ["-a", "-pc", cpus, String(pid)], { stdio: "ignore" });

/**
 * Pins every thread of `servers` to the last CPU and this process's to the first; the returned
 * function gives this process every CPU again. Null when it could not pin (and nothing is pinned).
 */
export function pinApart(servers: readonly number[]): (() => void) | null {
  const cpus = availableParallelism();
  if (process.env.BENCH_PIN === "0" || cpus < 2) return null;
  try {
    for (const pid of servers) taskset(String(cpus - 1), pid);
    taskset("0", process.pid);
  } catch {
    // No taskset here: unpin whatever was pinned.
    for (const pid of [...servers, process.pid]) {
      try {
        taskset(`0-${cpus - 1}`, pid);
      } catch {}
    }
    return null;
  }
  return () => taskset(`0-${cpus - 1}`, process.pid);
}
