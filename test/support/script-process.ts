// One of the repository's TypeScript scripts run through tsx from the repository's root, as a
// process of its own: what it printed and its exit code.
import { spawn } from "node:child_process";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `script`: a path from the repository's root; `env` is the child's whole environment. */
export function runScript(script: string, args: string[], options: { env: NodeJS.ProcessEnv; nodeFlags?: string[] }): Promise<ScriptRun> {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), "--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
