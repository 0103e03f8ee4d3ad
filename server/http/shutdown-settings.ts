// SHUTDOWN_DRAIN_MS: how long a stop (SIGTERM, SIGINT) waits for the requests each process had
// begun, a creation whose body is still arriving among them. The process ends regardless a
// fixed margin after it, which leaves the rest of the stop (a message being sent, the
// connections left, the database) its time; under WORKERS the primary gives each worker the
// same deadline before it ends it. The default keeps the whole stop within 5 s; a longer window
// suits clients on slow links, and the tests, whose loaded machine must not cut what they check.
import { z } from "zod";

/** The drain window unless SHUTDOWN_DRAIN_MS says otherwise. */
export const DEFAULT_DRAIN_MS = 3_500;
/** After the drain window: the rest of the stop, then the end regardless. */
export const STOP_MARGIN_MS = 1_000;
/** Ten minutes: a supervisor waits that long for no process. */
const MAX_DRAIN_MS = 600_000;

export const ShutdownSettings = z.object({
  /** Longest wait for the requests in progress. */
  drainMs: z.number().int().min(0).max(MAX_DRAIN_MS),
  /** When the process ends regardless (and the primary ends a worker that has not): drainMs + STOP_MARGIN_MS. */
  deadlineMs: z.number().int(),
});
export type ShutdownSettings = z.infer<typeof ShutdownSettings>;

export const DEFAULT_SHUTDOWN: ShutdownSettings = { drainMs: DEFAULT_DRAIN_MS, deadlineMs: DEFAULT_DRAIN_MS + STOP_MARGIN_MS };

export function readShutdownSettings(env: Record<string, string | undefined>): ShutdownSettings {
  const text = env.SHUTDOWN_DRAIN_MS?.trim();
  if (text === undefined || text === "") return DEFAULT_SHUTDOWN;
  const drainMs = Number(text);
  if (!/^\d{1,6}$/.test(text) || drainMs > MAX_DRAIN_MS) {
    throw new Error(
      `SHUTDOWN_DRAIN_MS=${env.SHUTDOWN_DRAIN_MS} is not a number of milliseconds from 0 to ${MAX_DRAIN_MS} (default ${DEFAULT_DRAIN_MS})`,
    );
  }
  return ShutdownSettings.parse({ drainMs, deadlineMs: drainMs + STOP_MARGIN_MS });
}
