// Whether an integration's callbacks have been failing long enough to tell its merchant: a
// streak is every attempt after the last one its receiver took (a 2xx), and it is told once it
// has lasted `afterMs` and the newest attempt failed too. The streak is named by that last
// success (or by its absence), which every process reads alike from the outbox: so it is told
// once whichever process saw the attempt that crossed the line, and a new streak, after a
// delivery got through, is told again.
import type { DeliveryAttempt } from "../../src/shared/schemas/webhook.ts";

/** What the rule reads of a delivery: its state, where it goes and its attempts. */
export interface DeliveryHistory {
  state: "pending" | "delivered" | "failed";
  url: string;
  attempts: readonly DeliveryAttempt[];
}

export interface FailingStreak {
  /** The last attempt the receiver took before the streak (null: none in what was read). */
  lastSuccess: string | null;
  /** The streak's first failed attempt. */
  since: string;
  /** The newest attempt's error, as the outbox recorded it. */
  lastError: string;
  /** Deliveries still to be attempted again. */
  waiting: number;
  /** The host the newest delivery goes to (the URL's path and query may carry a merchant's token). */
  callbackHost: string;
}

const took = (a: DeliveryAttempt) => a.status !== null && a.status >= 200 && a.status < 300;

const errorOf = (a: DeliveryAttempt) => a.error ?? (a.status === null ? "no answer" : `HTTP ${a.status}`);

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "(an invalid callback URL)";
  }
}

/** The integration's streak of failed callbacks once it has lasted `afterMs` at `now`, else null. */
export function failingStreak(deliveries: readonly DeliveryHistory[], now: string, afterMs: number): FailingStreak | null {
  const attempts = deliveries.flatMap((d) => d.attempts).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const newest = attempts.at(-1);
  if (!newest || took(newest)) return null;
  let lastSuccess: string | null = null;
  for (const a of attempts) if (took(a)) lastSuccess = a.at;
  const since = attempts.find((a) => !took(a) && (lastSuccess === null || a.at > lastSuccess))?.at;
  if (since === undefined || Date.parse(now) - Date.parse(since) < afterMs) return null;
  const newestDelivery = deliveries.find((d) => d.attempts.includes(newest));
  return {
    lastSuccess,
    since,
    lastError: errorOf(newest),
    waiting: deliveries.filter((d) => d.state === "pending").length,
    callbackHost: hostOf(newestDelivery?.url ?? ""),
  };
}
