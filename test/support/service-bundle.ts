// The service built into one JavaScript file (vite.service.config.ts), which the tests start
// instead of `tsx server/main.ts`: the same code, started in about a fifth of the CPU time.
// A bundle older than any of its sources, or than npm's last change to node_modules, is stale:
// vitest rebuilds it before its run (test/setup/service-bundle.ts); the Playwright run, whose
// services start before any setup of its own could build, refuses to start on it and names
// `npm run build`. Where it is and whether it is stale: scripts/service-build.mjs, which
// `npm start` asks too.
import { join } from "node:path";
import { SERVICE_BUILD_CONFIG, SERVICE_BUNDLE, SERVICE_BUNDLE_DIR, staleBundle } from "../../scripts/service-build.mjs";

export { SERVICE_BUNDLE, SERVICE_BUNDLE_DIR, staleBundle };
const ROOT = join(import.meta.dirname, "..", "..");

/** Builds the bundle unless it is up to date. */
export async function ensureServiceBundle(): Promise<void> {
  if (staleBundle() === null) return;
  const { build } = await import("vite");
  await build({ configFile: SERVICE_BUILD_CONFIG, root: ROOT, logLevel: "warn" });
}
