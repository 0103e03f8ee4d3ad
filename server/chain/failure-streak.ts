// A network's failed ticks in a row, as /healthz shows them and the log tells them: when the
// streak began, each distinct error with how often it came, and which lines to log. One line
// when a streak starts, one when its cause changes, one when it ends: a node failing every
// 50 ms for an hour is three lines, not seventy thousand, and a second cause behind the first
// is never hidden by it. Pure: the streak in, the streak and the line out.

/** Distinct errors kept per streak; later new ones are counted under the last entry. */
export const MAX_STREAK_ERRORS = 10;
const OTHERS = "other errors";

export interface StreakError {
  message: string;
  count: number;
}

export interface FailureStreak {
  /** When the first failed tick of the streak ended (ISO time). */
  since: string;
  failures: number;
  /** The latest failure's message: a different one is a change of cause. */
  cause: string;
  errors: StreakError[];
}

/** The streak after a failed tick, and the line to log (null: the same cause again, already told). */
export function afterFailure(
  streak: FailureStreak | null,
  message: string,
  at: string,
  network: string,
): { streak: FailureStreak; line: string | null } {
  if (streak === null) {
    return {
      streak: { since: at, failures: 1, cause: message, errors: [{ message, count: 1 }] },
      line: `${network}: the watcher's ticks are failing (${message}); trying again`,
    };
  }
  const errors = streak.errors.map((e) => ({ ...e }));
  const seen = errors.find((e) => e.message === message);
  if (seen) seen.count++;
  else if (errors.length < MAX_STREAK_ERRORS - 1) errors.push({ message, count: 1 });
  else {
    const others = errors.find((e) => e.message === OTHERS);
    if (others) others.count++;
    else errors.push({ message: OTHERS, count: 1 });
  }
  const changed = message !== streak.cause;
  return {
    streak: { since: streak.since, failures: streak.failures + 1, cause: message, errors },
    line: changed ? `${network}: the watcher's ticks are failing for another cause now (${message}); failing since ${streak.since}` : null,
  };
}

/** The line to log when a tick succeeds after a streak. */
export function endedLine(streak: FailureStreak, network: string): string {
  return `${network}: the watcher's ticks succeed again after ${streak.failures} failed since ${streak.since} (${streak.errors
    .map((e) => `${e.message} ×${e.count}`)
    .join("; ")})`;
}
