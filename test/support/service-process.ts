// The real service as a child process (`node .build/service/main.mjs`, the server built into one
// file by test/support/service-bundle.ts: one process, so a SIGKILL hits the server itself), on
// free loopback ports, for the crash and shutdown tests.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { portPairs } from "./ports.ts";
import { SERVICE_BUNDLE } from "./service-bundle.ts";

export const SERVICE_KEY = "sk_test_process_0123456789abcdef";
const ROOT = join(import.meta.dirname, "..", "..");

export interface ServiceProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/**
 * Two free consecutive ports (the service and its demo site), from 4720 up (SERVICE_TEST_PORT):
 * 40 of them for each of vitest's workers and each of Playwright's, so that two files starting
 * services side by side never reach for the same port between one's check and its child's listen
 * (two specs did, and one's requests reached the other's service).
 */
const worker = Number(process.env.VITEST_POOL_ID ?? Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1);
const first = Number(process.env.SERVICE_TEST_PORT ?? 4720) + 40 * (worker - 1);
export const freePortPair = portPairs(first, first + 39);

/**
 * Every service this test process started and that still runs: ended when the process exits, so
 * a file whose setup failed before it kept its handle (and so never stopped what it started)
 * leaves no service running after the run.
 */
const running = new Set<ChildProcess>();
let endOnExit = false;
function track(child: ChildProcess): void {
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (endOnExit) return;
  endOnExit = true;
  process.once("exit", () => {
    for (const left of running) left.kill("SIGKILL");
  });
}

/** Spawns the service; does not wait for it (see ready()). */
export function spawnService(env: Record<string, string>, port: number): ServiceProcess {
  const child = spawn(process.execPath, [SERVICE_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, QUIET: "1", PORT: String(port), DEMO_PORT: String(port + 1), SANDBOX_API_KEY: SERVICE_KEY, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  track(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    child,
    exited,
    output: () => output,
    call: (method, path, body, headers = {}) =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          "X-API-Key": env.SANDBOX_API_KEY ?? SERVICE_KEY,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** Neither ended nor killed yet. */
export function isRunning(service: ServiceProcess): boolean {
  return service.child.exitCode === null && service.child.signalCode === null;
}

/** SIGKILLs every one of `services` still running and waits until each has ended. */
export async function killServices(services: ServiceProcess[]): Promise<void> {
  for (const service of services) if (isRunning(service)) service.child.kill("SIGKILL");
  await Promise.all(services.map((service) => service.exited));
}

/** Waits until /healthz answers (or the process ends, which is an error naming its output). */
export async function ready(service: ServiceProcess): Promise<ServiceProcess> {
  let ended = false;
  void service.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the service ended before it was ready:\n${service.output()}`);
    try {
      if ((await fetch(`${service.origin}/healthz`)).ok) return service;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  return ready(spawnService(env, await freePortPair()));
}
