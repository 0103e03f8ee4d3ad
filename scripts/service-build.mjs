// Where the service's one-file build lives (vite.service.config.ts) and whether it can be run:
// a build older than any of its sources, or than the packages it holds, is stale. Plain
// JavaScript, so that `npm start` (scripts/start.mjs) asks it before any TypeScript can load;
// the tests ask it through test/support/service-bundle.ts.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
export const SERVICE_BUNDLE_DIR = join(ROOT, ".build", "service");
export const SERVICE_BUNDLE = join(SERVICE_BUNDLE_DIR, "main.mjs");
export const SERVICE_BUILD_CONFIG = join(ROOT, "vite.service.config.ts");
const INPUTS = join(SERVICE_BUNDLE_DIR, "inputs.json");
// npm rewrites this file whenever it changes what is in node_modules; the build holds the
// packages as they were when it was made.
const INSTALLED = join(ROOT, "node_modules", ".package-lock.json");

/** A file's modification time, or null if it is not there. */
const modified = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** Why the build cannot be run as it is (missing, or a source changed since), or null. */
export function staleBundle() {
  const built = modified(SERVICE_BUNDLE);
  if (built === null || modified(INPUTS) === null) return `${SERVICE_BUNDLE} is not built`;
  const inputs = JSON.parse(readFileSync(INPUTS, "utf8"));
  for (const file of [SERVICE_BUILD_CONFIG, ...inputs]) {
    const changed = modified(file);
    if (changed === null) return `${file}, one of its sources, is gone`;
    if (changed > built) return `${file} changed after it was built`;
  }
  if ((modified(INSTALLED) ?? 0) > built) return "the packages in node_modules changed after it was built";
  return null;
}
