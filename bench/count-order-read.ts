// The order read's cached 304 counted in instructions rather than timed: on a shared machine a
// timed run moves by more than the costs looked for, while valgrind's callgrind counts the same
// however busy the machine is. Each server runs under callgrind with counting off, takes
// BENCH_COUNT_WARM cached reads (default 80,000) so V8 has compiled what it will, then counts
// BENCH_COUNT_READS reads (default 5,000) on its main thread: V8's compiler and collector
// helpers on other threads are left out. `Date.now()` is held still: under valgrind a read
// takes milliseconds, so a request line's time, made once a millisecond, would be made at every
// read. The work of timers is counted apart (TIMERS below). `--perf-basic-prof` names V8's
// compiled code, and BENCH_COUNT_TOP=N lists each server's N costliest functions by their own
// instructions.
//
//   npx tsx bench/count-order-read.ts [baseline,sqlite,sqlite-metrics,sqlite-logs]
//
// Needs valgrind (apt-get install -y valgrind). Figures and method: docs/operations.md,
// "Counted, not timed".
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { orderOn, variantEnv } from "./order-read.ts";
import { type BenchServer, startBenchServer } from "./processes.ts";
import { startAsNpmStart } from "./started-service.ts";

interface AutocannonResult {
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  amount: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

const WARM = Number(process.env.BENCH_COUNT_WARM ?? 80_000);
const READS = Number(process.env.BENCH_COUNT_READS ?? 5_000);
const TOP = Number(process.env.BENCH_COUNT_TOP ?? 0);
/**
 * libuv's run of the due timers: the service's own (its outbox's polls, the log's flush) fire by
 * the clock, and under valgrind a read takes some fifty times as long, so they ran about fifty
 * times as often a read as at full speed (about 1,300 instructions a read in the service). Their
 * work is counted apart; the reads' count leaves it out.
 */
const TIMERS = "uv__run_timers";

/** One function's own instructions in a callgrind file: its name and its count. */
type Costs = Map<string, number>;

/**
 * Self cost per function name in a callgrind output file (names compressed as "(id) name"),
 * and the inclusive cost of the functions named `inclusiveOf`: their own and their calls'.
 */
export function callgrindCosts(text: string, inclusiveOf = ""): { self: Costs; inclusive: number } {
  const names = new Map<string, string>();
  const self: Costs = new Map();
  let inclusive = 0;
  const named = (line: string, key: string) => {
    const found = /^\w+=\((\d+)\)(?: (.*))?$/.exec(line);
    if (!found) return line.slice(key.length);
    if (found[2] !== undefined) names.set(found[1] ?? "", found[2]);
    return names.get(found[1] ?? "") ?? "";
  };
  let current = "";
  let called = "";
  let callCost = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("fn=")) current = named(line, "fn=");
    else if (line.startsWith("cfn=")) called = named(line, "cfn=");
    else if (line.startsWith("calls=")) callCost = true;
    else if (/^[0-9+*-]/.test(line)) {
      const cost = Number(line.split(" ")[1] ?? 0);
      // The line after calls= is the call's inclusive cost, not the function's own.
      if (callCost) {
        callCost = false;
        if (current === inclusiveOf && called !== inclusiveOf) inclusive += cost;
      } else {
        self.set(current, (self.get(current) ?? 0) + cost);
        if (current === inclusiveOf) inclusive += cost;
      }
    }
  }
  return { self, inclusive };
}

/** Names V8's compiled code from /tmp/perf-<pid>.map (callgrind knows it only by address). */
function namedByPerfMap(costs: Costs, pid: number): Costs {
  let symbols: Array<{ start: number; end: number; name: string }> = [];
  try {
    symbols = readFileSync(`/tmp/perf-${pid}.map`, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [start = "0", size = "0", ...name] = line.split(" ");
        return { start: Number.parseInt(start, 16), end: Number.parseInt(start, 16) + Number.parseInt(size, 16), name: name.join(" ") };
      })
      .sort((a, b) => a.start - b.start);
  } catch {
    return costs;
  }
  const named: Costs = new Map();
  for (const [name, cost] of costs) {
    const address = /^0x([0-9a-f]+)/.exec(name);
    let label = name;
    if (address) {
      const at = Number.parseInt(address[1] ?? "0", 16);
      let low = 0;
      let high = symbols.length - 1;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const symbol = symbols[middle];
        if (!symbol) break;
        if (at < symbol.start) high = middle - 1;
        else if (at >= symbol.end) low = middle + 1;
        else {
          label = symbol.name.replace(/file:\/\/\S+?:(\d+):\d+/, "main.mjs:$1");
          break;
        }
      }
    }
    named.set(label, (named.get(label) ?? 0) + cost);
  }
  return named;
}

async function countOne(name: string, dir: string, freeze: string, baselineOrder: { path: string; body: string }): Promise<string> {
  const out = join(dir, `${name}.callgrind`);
  const launch = {
    prefix: [
      "valgrind",
      "--tool=callgrind",
      "--instr-atstart=no",
      "--smc-check=all-non-file",
      "--separate-threads=yes",
      `--callgrind-out-file=${out}`,
    ],
    nodeFlags: ["--perf-basic-prof", "--import", freeze],
  };
  let server: BenchServer;
  let read: { path: string; etag: string };
  if (name === "baseline") {
    writeFileSync(join(dir, "body.json"), baselineOrder.body);
    server = await startBenchServer(
      "bench/baseline-server.ts",
      // HOST as the service has it: valgrind names its control pipe after it (below).
      { BENCH_BASELINE_PATH: baselineOrder.path, BENCH_BASELINE_BODY: join(dir, "body.json"), HOST: "127.0.0.1" },
      120_000,
      launch,
    );
    const first = await fetch(server.origin + baselineOrder.path);
    read = { path: baselineOrder.path, etag: first.headers.get("etag") ?? "" };
  } else {
    server = await startAsNpmStart(0, variantEnv(name.split("-")[1]), launch);
    read = await orderOn(server);
  }
  try {
    const reads = async (amount: number) => {
      const result = await autocannon({ url: server.origin + read.path, connections: 10, amount, headers: { "If-None-Match": read.etag } });
      if (result.errors > 0 || result.non2xx !== amount) throw new Error(`${name}: not every read was a 304`);
    };
    await reads(WARM);
    // callgrind_control finds the process by a pipe valgrind names after $HOST: the servers' own.
    const control = (...args: string[]) =>
      execFileSync("callgrind_control", [...args, String(server.pid)], { env: { ...process.env, HOST: "127.0.0.1" }, stdio: "ignore" });
    control("-i", "on");
    await reads(READS);
    control("-d");
  } finally {
    await server.stop();
  }
  // The main thread's file of the first dump: <out>.1-01 (the one at exit is <out>-01).
  const file = readdirSync(dir).find((f) => f === `${name}.callgrind.1-01`);
  if (!file) throw new Error(`${name}: callgrind wrote no dump of its main thread in ${dir}: ${readdirSync(dir).join(", ")}`);
  const counted = callgrindCosts(readFileSync(join(dir, file), "utf8"), TIMERS);
  const costs = namedByPerfMap(counted.self, server.pid);
  const total = [...costs.values()].reduce((sum, cost) => sum + cost, 0);
  const perRead = (cost: number) => Math.round(cost / READS).toLocaleString("en");
  const lines = [
    `${name.padEnd(16)} ${perRead(total - counted.inclusive)} instructions a cached 304 (main thread), ${perRead(counted.inclusive)} more in timers`,
  ];
  for (const [label, cost] of [...costs].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    lines.push(`  ${String(Math.round(cost / READS)).padStart(7)}  ${label.slice(0, 140)}`);
  return lines.join("\n");
}

async function main() {
  const names = (process.argv[2] ?? "baseline,sqlite,sqlite-metrics,sqlite-logs").split(",").map((n) => n.trim());
  const dir = mkdtempSync(join(tmpdir(), "bench-count-"));
  try {
    // The baseline answers the bytes the service answers: an order made on a service started plainly.
    const plain = await startAsNpmStart(0);
    const order = await orderOn(plain).finally(() => plain.stop());
    // Given to each server's node with --import: Date.now() held still (above).
    const freeze = join(dir, "freeze-date.mjs");
    writeFileSync(freeze, "const now = Date.now();\nDate.now = () => now;\n");
    for (const name of names) console.log(await countOne(name, dir, freeze, order));
  } finally {
    if (!process.env.BENCH_COUNT_KEEP) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
