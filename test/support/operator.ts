// The operator's command as `npm run operator` runs it (tsx, from the repository's root), as a
// process of its own: what it prints and its exit code.
import { runScript, type ScriptRun } from "./script-process.ts";

export type OperatorRun = ScriptRun;

/** `env` replaces the store's settings of this process (DATA_DIR, STATE, DATABASE_URL are unset first). */
export function runOperator(args: string[], env: Record<string, string>): Promise<OperatorRun> {
  const base = { ...process.env };
  for (const name of ["DATA_DIR", "STATE", "DATABASE_URL"]) delete base[name];
  return runScript("scripts/operator.ts", args, { env: { ...base, ...env } });
}
