// Budgets of attempts (the portal's sign-in guesses, sign-ins and sign-ups; the sandbox's test
// events), spent and given back: one store.transaction over the asked windows' rows (locked on
// PostgreSQL; SQLite has one writer at a time) running the pure rules of
// domain/attempt-budget.ts, so processes sharing the database share the budgets.
import { type AttemptAsk, type Reserved, release, reserve } from "../domain/attempt-budget.ts";
import type { Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

/** One attempt against every ask, all or none: the windows spent, or how long to wait. */
export async function reserveAttempts(store: Repository, asks: readonly AttemptAsk[], now: number): Promise<Reserved> {
  const counted = asks.filter((ask) => ask.limit > 0);
  if (counted.length === 0) return { ok: true, windows: [] };
  return applied(
    await store.transaction(
      async (tx) => {
        const result = reserve(await tx.portal.attemptWindows(counted.map((ask) => ask.key)), counted, now);
        if (result.ok) await tx.portal.saveAttemptWindows(result.windows);
        return result;
      },
      { now: new Date(now).toISOString() },
    ),
    "an attempt's reservation",
  );
}

/** Gives back one reserved place of each key (a right password: only failures stay counted). */
export async function releaseAttempts(store: Repository, keys: readonly string[], now: number): Promise<void> {
  if (keys.length === 0) return;
  applied(
    await store.transaction(async (tx) => tx.portal.saveAttemptWindows(release(await tx.portal.attemptWindows(keys), now)), {
      now: new Date(now).toISOString(),
    }),
    "an attempt's release",
  );
}
