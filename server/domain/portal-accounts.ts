// A merchant's portal account as a record, and the pure rules of its two-factor sign-in: each
// takes the account as it is and returns it as it becomes (the use case loads it locked, runs
// the rule and saves what it returns, in one transaction with the change's audit line).
import type { Language } from "../../src/shared/languages.ts";

export interface NewAccount {
  id: string;
  clientId: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
}

/** Two-factor sign-in (server/portal/totp.ts): the seed and what was used of it. None of it leaves the server. */
export interface TwoFactorState {
  /** The seed, base32; null while two-factor is off. */
  secret: string | null;
  /** A seed shown once and waiting for its first code. */
  pending: string | null;
  /** The newest time step whose code was accepted: no code at or before it counts again. */
  lastStep: number | null;
  /** SHA-256 digests of the recovery codes not used yet. */
  recoveryDigests: string[];
}

export interface AccountRecord extends NewAccount {
  twoFactor: TwoFactorState;
  /** The language chosen for the portal and the mail; null: none chosen (mail in English). */
  language: Language | null;
}

export const TWO_FACTOR_OFF: TwoFactorState = { secret: null, pending: null, lastStep: null, recoveryDigests: [] };

/** A new seed waiting for its first code (replacing any earlier one that never got it). */
export function withPendingTotp(account: AccountRecord, secret: string): AccountRecord {
  return { ...account, twoFactor: { ...account.twoFactor, pending: secret } };
}

/**
 * Two-factor on: the pending seed becomes the account's, with the step its first code used and
 * the recovery codes' digests. Null when the pending seed is no longer `secret` (another tab
 * started again) or two-factor is on already.
 */
export function withTwoFactorOn(account: AccountRecord, secret: string, step: number, recoveryDigests: string[]): AccountRecord | null {
  if (account.twoFactor.secret !== null || account.twoFactor.pending !== secret) return null;
  return { ...account, twoFactor: { secret, pending: null, lastStep: step, recoveryDigests: [...recoveryDigests] } };
}

/** Two-factor off: seed, pending seed, spent step and recovery codes all gone. */
export function withTwoFactorOff(account: AccountRecord): AccountRecord {
  return { ...account, twoFactor: TWO_FACTOR_OFF };
}

/** How an account came to be, as its "account created" audit line tells. */
export interface AccountOrigin {
  /**
   * "sign-up": someone opened it at the portal's sign-up, not necessarily the email's owner (a
   * squatter can open an account in another's name and wait for the operator to hand it over);
   * "operator": made by the operator's create-account; "start": the demo account the service
   * seeds; "unknown": no line says (an account older than its audit line).
   */
  madeBy: "sign-up" | "operator" | "start" | "unknown";
  /** Where it was made from (the sign-up's client address), when the line says. */
  address: string | null;
  at: string | null;
}

/** The origin an account's "account created" line records (openAccount writes it in the account's own transaction). */
export function accountOrigin(created: { address: string; at: string; detail: Record<string, string> } | undefined): AccountOrigin {
  if (!created) return { madeBy: "unknown", address: null, at: null };
  if (created.detail.by === "operator") return { madeBy: "operator", address: null, at: created.at };
  // The demo account is made by the service's start (server/portal/demo-account.ts), from "local".
  if (created.address === "local") return { madeBy: "start", address: null, at: created.at };
  return { madeBy: "sign-up", address: created.address, at: created.at };
}

/** The account speaking `language`; null when it already does (nothing to save, nothing to audit). */
export function withLanguage(account: AccountRecord, language: Language): AccountRecord | null {
  return account.language === language ? null : { ...account, language };
}
