// Bench children: a server in its own process (so the load generator never shares its event
// loop), started with --expose-gc so memory can be read after a full collection. Loopback
// only; every child is stopped by its own handle.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { ROOT, stopChild } from "./service.ts";
import type { BenchAnswer, BenchQuestion } from "./serve.ts";

/** What a request to a service needs: where it is, a key and an integration of that key's client. */
export type Endpoint = Pick<BenchServer, "origin" | "apiKey" | "integrationId">;

export interface BenchServer {
  origin: string;
  port: number;
  apiKey: string;
  integrationId: string;
  pid: number;
  /** process.memoryUsage() of the child after a full GC. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Order reads the child holds right now. */
  held(): Promise<number>;
  /** CPU time (user + system) the child has used so far, in µs. */
  cpu(): Promise<number>;
  /** Writes a heap snapshot in the child's working directory; resolves to its file name. */
  snapshot(): Promise<string>;
  stop(): Promise<void>;
}

/** Linux's USER_HZ: /proc/PID/stat counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU time of any process so far, in µs, from /proc (Linux; fields 14 and 15 of
 * /proc/PID/stat): for a process the bench cannot ask over IPC, such as `npm start`.
 */
export function processCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}

/** How a bench server's node is started: a command it runs under (valgrind, say) and node's flags. */
export interface Launch {
  prefix?: string[];
  nodeFlags?: string[];
}

/**
 * The command and arguments that run node with `args` as `launch` asks, under its prefix, with
 * a CPU profile written to BENCH_CPU_PROF=<dir> when the process stops.
 */
export function launchedNode(launch: Launch, args: string[]): [string, string[]] {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const [command = process.execPath, ...rest] = [
    ...(launch.prefix ?? []),
    process.execPath,
    ...(launch.nodeFlags ?? []),
    ...profile,
    ...args,
  ];
  return [command, rest];
}

/** Starts `script` (relative to the repository) under node --expose-gc --import tsx. */
export async function startBenchServer(
  script: string,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
  launch: Launch = {},
): Promise<BenchServer> {
  const [command, args] = launchedNode(launch, ["--expose-gc", "--import", "tsx", join(ROOT, script)]);
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = () => stopChild(child);
  const first = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      clearTimeout(timer);
      resolve(line);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}: ${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const started = JSON.parse(first) as { port: number; apiKey: string; integrationId: string };
  let next = 0;
  const pending = new Map<number, (value: unknown) => void>();
  child.on("message", (message: BenchAnswer) => {
    pending.get(message.id)?.(message.value);
    pending.delete(message.id);
  });
  const ask = (what: BenchQuestion["ask"]) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      child.send({ id, ask: what } satisfies BenchQuestion);
    });
  return {
    origin: `http://127.0.0.1:${started.port}`,
    port: started.port,
    apiKey: started.apiKey,
    integrationId: started.integrationId,
    pid: child.pid ?? 0,
    memory: async () => (await ask("memory")) as NodeJS.MemoryUsage,
    held: async () => (await ask("held")) as number,
    snapshot: async () => (await ask("snapshot")) as string,
    cpu: async () => (await ask("cpu")) as number,
    stop,
  };
}

/** POST /api/v1/order/payment for 25 USDT on TRON on `server`, as the benches' payer does. */
export function createPaymentOrder(server: Endpoint): Promise<Response> {
  return fetch(`${server.origin}/api/v1/order/payment`, {
    method: "POST",
    headers: { "X-API-Key": server.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify({
      integrationId: server.integrationId,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: { type: "individual", firstName: "Bench", lastName: "Payer" },
    }),
  });
}
