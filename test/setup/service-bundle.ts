// Before vitest's run: the service's bundle, which the suites that start it as a process run
// (test/support/service-process.ts), rebuilt when a source changed since it was built.
import { ensureServiceBundle } from "../support/service-bundle.ts";

export default async function setup(): Promise<void> {
  await ensureServiceBundle();
}
