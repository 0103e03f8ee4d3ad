// Starts the real service for a bench run: `tsx server/main.ts`, in memory, quiet, on spare
// loopback ports, and waits for /healthz. Loopback only; the child dies with the run.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { freePort } from "../test/support/ports.ts";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** SIGTERM, then SIGKILL if it has not exited within 3 s; resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 3_000);
  await exited;
  clearTimeout(timer);
}

export interface RunningService {
  origin: string;
  apiKey: string;
  stop(): Promise<void>;
}

export async function waitForHealth(origin: string, child: ChildProcess, stderr: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}: ${stderr()}`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the service did not answer ${origin}/healthz within ${timeoutMs} ms: ${stderr()}`);
}

export async function startService(): Promise<RunningService> {
  // BENCH_PORT pins the page service (and the demo shop on the next port) inside a range a shared
  // machine gave this run; without it the kernel picks two spare ports.
  const pinned = Number(process.env.BENCH_PORT ?? "");
  const [port, demoPort] = Number.isInteger(pinned) && pinned > 0 ? [pinned, pinned + 1] : [await freePort(), await freePort()];
  const apiKey = "sk_test_bench_0123456789abcdef";
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_PORT: String(demoPort),
      HOST: "127.0.0.1",
      STATE: "memory",
      SANDBOX_API_KEY: apiKey,
      QUIET: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4_000);
  });
  const stop = () => stopChild(child);
  try {
    await waitForHealth(origin, child, () => errors, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, apiKey, stop };
}
