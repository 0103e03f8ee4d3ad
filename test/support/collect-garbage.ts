// A full garbage collection in a service process, on demand: its memory after a load is then
// what it still holds (garbage not yet collected would be counted otherwise, and when the
// collector runs is V8's choice, not the test's).
import { fileURLToPath } from "node:url";
import type { ServiceProcess } from "./service-process.ts";
import { until } from "./until.ts";

const PRELOAD = fileURLToPath(new URL("./gc-on-signal.cjs", import.meta.url));
const DONE = "[gc-on-signal] collected";

/** The settings a service needs for collectGarbage: --expose-gc and the SIGUSR2 handler. */
export const GC_ON_SIGNAL: Record<string, string> = { NODE_OPTIONS: `--expose-gc --require ${PRELOAD}` };

/** Asks the service (started with GC_ON_SIGNAL) for a full collection and waits until it is done. */
export async function collectGarbage(service: ServiceProcess): Promise<void> {
  const done = () => service.output().split(DONE).length - 1;
  const before = done();
  service.child.kill("SIGUSR2");
  await until(() => done() > before, "the service's garbage collected", 10_000, 20);
}
