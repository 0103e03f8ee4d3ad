// The operator's command as `npm run operator` runs it (tsx, from the repository's root), as a
// process of its own: what it prints and its exit code.
import { spawn } from "node:child_process";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");

export interface OperatorRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `env` replaces the store's settings of this process (DATA_DIR, STATE, DATABASE_URL are unset first). */
export function runOperator(args: string[], env: Record<string, string>): Promise<OperatorRun> {
  const base = { ...process.env };
  for (const name of ["DATA_DIR", "STATE", "DATABASE_URL"]) delete base[name];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/operator.ts", ...args], {
    cwd: ROOT,
    env: { ...base, ...env },
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
