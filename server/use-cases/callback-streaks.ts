// The merchant's mail when an integration's callbacks have been failing for 15 minutes: told
// after an attempt fails (the dispatcher's hook), once a streak across processes (the notice's
// key is the streak's name, domain/callback-streaks.ts), through the mail outbox. A down
// receiver fails every attempt: each process looks at an integration at most once a minute.
import { failingStreak } from "../domain/callback-streaks.ts";
import { callbacksFailingMail } from "../mail/messages.ts";
import type { Notice, Repository } from "../store/index.ts";

/** How long callbacks fail before the merchant is told. */
export const FAILING_FOR_MS = 15 * 60_000;
/** The integration's newest deliveries read: a streak longer than this is named by what they show. */
const READ_DELIVERIES = 200;
const LOOK_EVERY_MS = 60_000;

export interface CallbackStreaks {
  /** An attempt of this integration's callback failed (recorded already). */
  failed(about: { clientId: string; integrationId: string }): Promise<void>;
}

export function callbackStreaks(parts: { store: Repository; now: () => Date; afterMs?: number }): CallbackStreaks {
  const afterMs = parts.afterMs ?? FAILING_FOR_MS;
  const lookedAt = new Map<string, number>();
  return {
    async failed({ clientId, integrationId }) {
      const at = parts.now();
      const last = lookedAt.get(integrationId);
      if (last !== undefined && at.getTime() - last < LOOK_EVERY_MS) return;
      lookedAt.set(integrationId, at.getTime());
      const now = at.toISOString();
      const streak = failingStreak(await parts.store.outbox.list({ integrationId }, READ_DELIVERIES), now, afterMs);
      if (!streak) return;
      const notice: Notice = {
        clientId,
        kind: "callbacks",
        key: `callbacks-failing:${integrationId}:${streak.lastSuccess ?? "never"}`,
        content: (origin, language) =>
          callbacksFailingMail(
            {
              integrationId,
              callbackHost: streak.callbackHost,
              since: streak.since,
              waiting: streak.waiting,
              error: streak.lastError,
            },
            origin,
            language,
          ),
      };
      await parts.store.transaction((tx) => tx.mail.queueNotice(notice), { now });
    },
  };
}
