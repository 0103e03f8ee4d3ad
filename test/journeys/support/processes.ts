// Processes a journey worker starts (Xvfb, WebKitWebDriver), each the leader of its own process
// group, so ending the group ends whatever it spawned (MiniBrowser, its web processes). They
// are ended on teardown and, should the worker die first (a crash, Playwright's own kill), by
// an exit hook: no browser outlives the run.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { fileURLToPath } from "node:url";

const running = new Set<number>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

process.once("exit", () => {
  for (const pid of running) killGroup(pid, "SIGKILL");
});

export interface Started {
  child: ChildProcess;
  /** Everything it wrote to stderr so far (for error messages). */
  stderr(): string;
  /** Ends the whole process group: SIGTERM, then SIGKILL if it lingers. */
  stop(): Promise<void>;
}

/**
 * The group's leader: a shell that runs the command and ends the whole group when it exits or
 * when the worker is gone (guard.sh says how).
 */
export const GUARD = fileURLToPath(new URL("guard.sh", import.meta.url));

export interface GroupOptions {
  env?: NodeJS.ProcessEnv;
  /** Give the command a pipe as fd 3 (child.stdio[3]), e.g. for Xvfb's -displayfd. */
  fd3?: boolean;
}

export function startGroup(command: string, args: string[], options: GroupOptions = {}): Started {
  const stdio: StdioOptions = options.fd3 ? ["pipe", "ignore", "pipe", "pipe"] : ["pipe", "ignore", "pipe"];
  const child: ChildProcess = spawn("sh", [GUARD, command, ...args], { env: options.env ?? process.env, stdio, detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}: is sh there?`);
  // The pipe must not keep the worker's event loop alive; it only has to close when the worker does.
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  running.add(pid);
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString("utf8")).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    stderr: () => errors,
    async stop() {
      killGroup(pid, "SIGTERM");
      const lingering = setTimeout(() => killGroup(pid, "SIGKILL"), 3_000);
      await exited;
      clearTimeout(lingering);
      // The leader is gone; anything left in its group goes too.
      killGroup(pid, "SIGKILL");
      running.delete(pid);
    },
  };
}
