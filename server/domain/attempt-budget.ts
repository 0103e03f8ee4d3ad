// Budgets of attempts in fixed windows (sign-in guesses per email and per address, successful
// sign-ins per account, sign-ups per address): pure rules over the stored windows. An attempt
// is reserved before any of its work is done, so concurrent attempts cannot all slip past a
// count that is only raised after them; the store runs `reserve` in one transaction over the
// rows it locked, so the budget holds across processes sharing the database.

export interface AttemptRule {
  /** Attempts allowed per window; 0 turns the rule off. */
  limit: number;
  windowMs: number;
}

/** One budget an attempt spends: what it counts, and its rule. */
export interface AttemptAsk extends AttemptRule {
  key: string;
}

/** A stored window: it began at `start` (epoch ms) and ends `windowMs` later. */
export interface AttemptWindow {
  key: string;
  start: number;
  windowMs: number;
  count: number;
}

export type Reserved = { ok: true; windows: AttemptWindow[] } | { ok: false; waitSeconds: number };

const current = (window: AttemptWindow | undefined, now: number): window is AttemptWindow =>
  window !== undefined && now - window.start < window.windowMs;

/**
 * One attempt against every ask: all of them are spent, or none (the answer says how long until
 * the fullest budget frees a place). `found` holds the stored windows of the asked keys.
 */
export function reserve(found: readonly AttemptWindow[], asks: readonly AttemptAsk[], now: number): Reserved {
  const byKey = new Map(found.map((w) => [w.key, w]));
  const windows: AttemptWindow[] = [];
  let waitMs = 0;
  for (const ask of asks) {
    if (ask.limit <= 0) continue;
    const stored = byKey.get(ask.key);
    if (current(stored, now)) {
      if (stored.count >= ask.limit) waitMs = Math.max(waitMs, stored.start + stored.windowMs - now);
      else windows.push({ ...stored, count: stored.count + 1 });
    } else windows.push({ key: ask.key, start: now, windowMs: ask.windowMs, count: 1 });
  }
  return waitMs > 0 ? { ok: false, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { ok: true, windows };
}

/**
 * Gives back the place an attempt reserved (a right password: only failures should stay
 * counted). A window that has ended since is left as it is.
 */
export function release(found: readonly AttemptWindow[], now: number): AttemptWindow[] {
  return found.filter((w) => current(w, now) && w.count > 0).map((w) => ({ ...w, count: w.count - 1 }));
}
