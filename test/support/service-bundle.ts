// The service built into one JavaScript file (vite.service.config.ts), which the tests start
// instead of `tsx server/main.ts`: the same code, started in about a fifth of the CPU time.
// A bundle older than any of its sources is stale: vitest rebuilds it before its run
// (test/setup/service-bundle.ts); the Playwright run, whose services start before any setup
// of its own could build, refuses to start on it and names `npm run build`.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..", "..");
export const SERVICE_BUNDLE_DIR = join(ROOT, ".build", "service");
export const SERVICE_BUNDLE = join(SERVICE_BUNDLE_DIR, "main.mjs");
const INPUTS = join(SERVICE_BUNDLE_DIR, "inputs.json");
const CONFIG = join(ROOT, "vite.service.config.ts");

const modified = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** Why the bundle cannot be used as it is (missing, or a source changed since), or null. */
export function staleBundle(): string | null {
  const built = modified(SERVICE_BUNDLE);
  if (built === null || modified(INPUTS) === null) return `${SERVICE_BUNDLE} is not built`;
  const inputs = JSON.parse(readFileSync(INPUTS, "utf8")) as string[];
  for (const file of [CONFIG, ...inputs]) {
    const changed = modified(file);
    if (changed === null) return `${file}, one of its sources, is gone`;
    if (changed > built) return `${file} changed after it was built`;
  }
  return null;
}

/** Builds the bundle unless it is up to date. */
export async function ensureServiceBundle(): Promise<void> {
  if (staleBundle() === null) return;
  const { build } = await import("vite");
  await build({ configFile: CONFIG, root: ROOT, logLevel: "warn" });
}
