// The operator's mail (OPERATOR_EMAIL) about a chain watcher: failing for five minutes, and
// back again. Each is queued in a transaction of its own with an id per network and streak, so
// a streak is mailed once however often it is told; only the process holding a network's lease
// ticks its watcher, so across processes too there is one streak and one mail.
import type { StreakAlerts } from "../chain/streak-keeper.ts";
import type { Logger } from "../http/logger.ts";
import type { NewMail, Repository } from "../store/index.ts";
import { watcherBackMail, watcherFailingMail } from "./messages.ts";

/** How long a watcher fails before the operator hears of it: long enough that a node's restart is no alarm. */
export const WATCHER_ALERT_AFTER_MS = 5 * 60_000;

export function watcherAlerts(parts: {
  store: Repository;
  to: string;
  origin: string;
  logger: Pick<Logger, "error">;
  now: () => Date;
  afterMs?: number;
}): StreakAlerts {
  const queue = (mail: NewMail) => {
    // The watcher's tick never waits for this write, and a failed one costs the mail, logged, never the tick.
    parts.store
      .transaction((tx) => tx.mail.queue(mail, { once: true }), { now: parts.now().toISOString() })
      .catch((error: unknown) => {
        parts.logger.error(`the operator's mail ${mail.id} could not be queued: ${error instanceof Error ? error.message : String(error)}`);
      });
  };
  return {
    afterMs: parts.afterMs ?? WATCHER_ALERT_AFTER_MS,
    failing(network, streak) {
      const content = watcherFailingMail({ network, since: streak.since, error: streak.cause }, parts.origin);
      queue({ id: `watcher-failing:${network}:${streak.since}`, to: parts.to, ...content });
    },
    back(network, streak, at) {
      const content = watcherBackMail({ network, since: streak.since, at }, parts.origin);
      queue({ id: `watcher-back:${network}:${streak.since}`, to: parts.to, ...content });
    },
  };
}

/** An email address alone (no name, no line breaks: it becomes a header). */
const ADDRESS = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;

/** OPERATOR_EMAIL, checked at the start: null when unset; a wrong one, or one without SMTP_URL, stops the start. */
export function readOperatorEmail(env: Record<string, string | undefined>, mailOn: boolean): string | null {
  const value = (env.OPERATOR_EMAIL ?? "").trim();
  if (value === "") return null;
  if (!ADDRESS.test(value)) throw new Error(`OPERATOR_EMAIL=${JSON.stringify(value)} is not an email address, such as ops@example.com`);
  if (!mailOn)
    throw new Error("OPERATOR_EMAIL is set without SMTP_URL: set SMTP_URL and MAIL_FROM to mail the operator, or unset OPERATOR_EMAIL");
  return value;
}
