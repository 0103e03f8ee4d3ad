// Runs bench/order-read.ts (another helper's: the order read's req/s and p99 under
// autocannon), if that file exists. It starts its own in-process service, so it is run as
// its own process, bounded in time; its result lines ("<label>  N req/s  p50 X ms  p99 Y ms")
// are parsed from its stdout.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./service.ts";

export interface OrderReadRun {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface OrderReadResult {
  ran: boolean;
  runs: OrderReadRun[];
  output: string;
  exitCode: number | null;
}

const RESULT_LINE = /^(.+?)\s+(\d+(?:\.\d+)?) req\/s\s+p50 (\d+(?:\.\d+)?) ms\s+p99 (\d+(?:\.\d+)?) ms/;

export async function runOrderReadBench(timeoutMs = 120_000): Promise<OrderReadResult> {
  const script = join(ROOT, "bench", "order-read.ts");
  if (!existsSync(script)) return { ran: false, runs: [], output: "bench/order-read.ts does not exist", exitCode: null };
  const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), [script], {
    cwd: ROOT,
    env: process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const exitCode = await new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  clearTimeout(timer);
  const runs: OrderReadRun[] = [];
  for (const line of output.split("\n")) {
    const match = RESULT_LINE.exec(line.trim());
    if (!match) continue;
    runs.push({ label: (match[1] ?? "").trim(), requestsPerSecond: Number(match[2]), p50Ms: Number(match[3]), p99Ms: Number(match[4]) });
  }
  return { ran: true, runs, output, exitCode };
}
