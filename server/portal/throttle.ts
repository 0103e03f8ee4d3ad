// Sign-in throttling: failed attempts counted per account (the email typed, whether or not it
// has an account, so the throttle itself tells nothing) and per client address, each in a fixed
// window. Over either limit, the attempt is refused before any password is checked, so a
// guesser gets neither an answer nor the 128 MiB hash's work out of the service.
import type { Clock } from "../domain/clock.ts";

export interface ThrottleRule {
  /** Failed attempts allowed per window; 0 turns this limit off. */
  limit: number;
  windowMs: number;
}

export interface SignInThrottle {
  /** Seconds until the next attempt is allowed, or 0 when it may go ahead. */
  wait(account: string, address: string): number;
  failed(account: string, address: string): void;
  /** A correct password clears the account's count (not the address's: one address, many guesses). */
  succeeded(account: string): void;
}

interface Window {
  start: number;
  failures: number;
}

function counter(rule: ThrottleRule, clock: Clock) {
  const windows = new Map<string, Window>();
  const current = (key: string, now: number): Window | undefined => {
    const found = windows.get(key);
    if (found && now - found.start >= rule.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return found;
  };
  return {
    wait(key: string): number {
      if (rule.limit <= 0) return 0;
      const now = clock.now().getTime();
      const found = current(key, now);
      return found && found.failures >= rule.limit ? Math.max(1, Math.ceil((found.start + rule.windowMs - now) / 1000)) : 0;
    },
    fail(key: string): void {
      if (rule.limit <= 0) return;
      const now = clock.now().getTime();
      // Bounded memory: a flood of distinct keys drops the finished windows first.
      if (windows.size > 50_000) for (const [k, w] of windows) if (now - w.start >= rule.windowMs) windows.delete(k);
      const found = current(key, now);
      if (found) found.failures++;
      else windows.set(key, { start: now, failures: 1 });
    },
    clear(key: string): void {
      windows.delete(key);
    },
  };
}

export const DEFAULT_THROTTLE = {
  perAccount: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
} as const;

export function createSignInThrottle(
  clock: Clock,
  rules: { perAccount: ThrottleRule; perAddress: ThrottleRule } = DEFAULT_THROTTLE,
): SignInThrottle {
  const accounts = counter(rules.perAccount, clock);
  const addresses = counter(rules.perAddress, clock);
  return {
    wait: (account, address) => Math.max(accounts.wait(account), addresses.wait(address)),
    failed(account, address) {
      accounts.fail(account);
      addresses.fail(address);
    },
    succeeded: (account) => accounts.clear(account),
  };
}
