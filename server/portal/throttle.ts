// The portal's attempt budgets, kept in the database so that every process sharing it spends
// the same ones: sign-in guesses per account (the email typed, whether or not it has an
// account, so the throttle itself tells nothing) and per client address; successful sign-ins
// per account (each makes a session and an audit line); sign-ups per address. A guess is
// reserved before any of its work (the account lookup, the 128 MiB hash), so concurrent
// guesses cannot all pass a count raised only after them; a right password gives its place
// back. Over a budget, the attempt is refused before any password is checked.
import type { AttemptAsk, AttemptRule } from "../domain/attempt-budget.ts";
import type { Clock } from "../domain/clock.ts";
import type { Repository } from "../store/index.ts";
import { releaseAttempts, reserveAttempts } from "../use-cases/attempts.ts";

export type ThrottleRule = AttemptRule;

export interface ThrottleRules {
  /** Password (or step-up) guesses per typed email. */
  perAccount: ThrottleRule;
  /** Guesses per client address, whatever the email. */
  perAddress: ThrottleRule;
  /** Successful sign-ins per account. */
  signInsPerAccount: ThrottleRule;
  /** Sign-ups per client address. */
  signUpsPerAddress: ThrottleRule;
  /** Password reset mails asked for per typed email (whether or not it has an account). */
  resetsPerEmail: ThrottleRule;
  /** Password reset mails asked for per client address, whatever the email. */
  resetsPerAddress: ThrottleRule;
}

export const DEFAULT_THROTTLE: ThrottleRules = {
  perAccount: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
  signInsPerAccount: { limit: 30, windowMs: 60 * 60_000 },
  signUpsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  resetsPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  resetsPerAddress: { limit: 10, windowMs: 60 * 60_000 },
};

export interface SignInThrottle {
  /** Reserves one guess: 0 when it may go ahead, else the seconds until one may. */
  guess(email: string, address: string): Promise<number>;
  /** The guess was right: its place is given back (only failures stay counted). */
  right(email: string, address: string): Promise<void>;
  /** Reserves one successful sign-in of the account: 0, or the seconds to wait. */
  signIn(accountId: string): Promise<number>;
  /** Reserves one sign-up from the address: 0, or the seconds to wait. */
  signUp(address: string): Promise<number>;
  /**
   * The asks of one password reset request: spent in the request's own transaction
   * (use-cases/password-reset.ts), so a known and an unknown email cost the same writes.
   */
  resetAsks(email: string, address: string): AttemptAsk[];
}

const guessKeys = (email: string, address: string) => [`guess account:${email}`, `guess address:${address}`];

export function createSignInThrottle(store: Repository, clock: Clock, given: Partial<ThrottleRules> = {}): SignInThrottle {
  const rules = { ...DEFAULT_THROTTLE, ...given };
  const spend = async (asks: AttemptAsk[]) => {
    const result = await reserveAttempts(store, asks, clock.now().getTime());
    return result.ok ? 0 : result.waitSeconds;
  };
  return {
    guess(email, address) {
      const [account = "", from = ""] = guessKeys(email, address);
      return spend([
        { key: account, ...rules.perAccount },
        { key: from, ...rules.perAddress },
      ]);
    },
    right: (email, address) => releaseAttempts(store, guessKeys(email, address), clock.now().getTime()),
    signIn: (accountId) => spend([{ key: `sign-in account:${accountId}`, ...rules.signInsPerAccount }]),
    signUp: (address) => spend([{ key: `sign-up address:${address}`, ...rules.signUpsPerAddress }]),
    resetAsks: (email, address) => [
      { key: `reset email:${email}`, ...rules.resetsPerEmail },
      { key: `reset address:${address}`, ...rules.resetsPerAddress },
    ],
  };
}
