// A portal account's sessions and the operator's one-time password links as records, and the
// pure rules over them: each takes the records as they are and returns what they become (the
// use case loads them, with the account locked, runs the rule and saves what it returns, in one
// transaction with the change's audit line). No I/O, and nothing given is changed.
import { type AccountRecord, TWO_FACTOR_OFF } from "./portal-accounts.ts";

export interface SessionRecord {
  /** SHA-256 of the cookie's value: the database never holds the value itself. */
  idDigest: string;
  accountId: string;
  clientId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** When the holder last proved it is still here (the password or a code): the step-up reads it. */
  confirmedAt: string;
}

/** The operator's one-time link to set an account's password; only the secret's digest is kept. */
export interface PasswordLink {
  digest: string;
  accountId: string;
  purpose: "create-account" | "reset-password";
  /** Using the link also turns two-factor off. */
  twoFactorOff: boolean;
  createdAt: string;
  expiresAt: string;
}

export interface PasswordLinkRecord extends PasswordLink {
  /** When it was used; null while it still may be. */
  usedAt: string | null;
}

/** Newest first: created later, then the greater digest (two sign-ins in one millisecond still have an order). */
const newestFirst = (a: SessionRecord, b: SessionRecord) =>
  a.createdAt === b.createdAt ? (a.idDigest < b.idDigest ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/**
 * A new session beside the account's others: with `keepPerAccount`, the oldest end past the
 * newest that many (the new one always stays, whatever another process's clock wrote on the
 * others: its cookie is being handed out), so an account cannot grow the table without bound.
 */
export function startSession(
  others: readonly SessionRecord[],
  session: SessionRecord,
  keepPerAccount?: number,
): { session: SessionRecord; ended: SessionRecord[] } {
  if (keepPerAccount === undefined) return { session, ended: [] };
  const older = others.filter((s) => s.idDigest !== session.idDigest).sort(newestFirst);
  return { session, ended: older.slice(Math.max(0, keepPerAccount - 1)) };
}

/** How often a session's last-seen time is written: the idle clock needs no finer steps. */
export const SEEN_STEP_MS = 60_000;

/**
 * A request of the session seen at `at`: the session with its last-seen time moved to `at`, or
 * null when there is nothing to write (seen less than a step ago, or `at` is earlier than what
 * another request already wrote: the idle clock never runs back).
 */
export function seen(session: SessionRecord, at: string): SessionRecord | null {
  if (Date.parse(at) - Date.parse(session.lastSeenAt) <= SEEN_STEP_MS) return null;
  return { ...session, lastSeenAt: at };
}

/** The holder proved itself just now: a fresh step-up, and a request seen. */
export function confirmed(session: SessionRecord, at: string): SessionRecord {
  return { ...session, lastSeenAt: at, confirmedAt: at };
}

/**
 * A new password: every session of the account but `keep` (the one that changed it) ends, so
 * whoever knew the old one is out, and `keep` counts as freshly confirmed.
 */
export function withNewPassword(
  account: AccountRecord,
  sessions: readonly SessionRecord[],
  passwordHash: string,
  at: string,
  keep: string | null,
): { account: AccountRecord; kept: SessionRecord | null; ended: SessionRecord[] } {
  const kept = sessions.find((s) => s.idDigest === keep);
  return {
    account: { ...account, passwordHash, passwordChangedAt: at },
    kept: kept ? confirmed(kept, at) : null,
    ended: sessions.filter((s) => s.idDigest !== keep),
  };
}

/** A new link for the account: its earlier ones stop working (a mailbox holds one that counts). */
export function issuePasswordLink(
  earlier: readonly PasswordLinkRecord[],
  link: PasswordLink,
): { link: PasswordLinkRecord; removed: PasswordLinkRecord[] } {
  return { link: { ...link, usedAt: null }, removed: [...earlier] };
}

/** Whether the link would work at `at`: known, unused and not expired. */
export function linkUsable(link: PasswordLinkRecord | undefined, at: string): link is PasswordLinkRecord {
  return link !== undefined && link.usedAt === null && link.expiresAt > at;
}

/**
 * Spends the link: it is used from now on, the account has the new password (and two-factor
 * off when the link says so), and every session of the account ends. Null when the link no
 * longer works (used, expired) or names no account: nothing changes.
 */
export function spendPasswordLink(
  link: PasswordLinkRecord | undefined,
  account: AccountRecord | undefined,
  sessions: readonly SessionRecord[],
  passwordHash: string,
  at: string,
): { link: PasswordLinkRecord; account: AccountRecord; ended: SessionRecord[] } | null {
  if (!linkUsable(link, at) || !account || account.id !== link.accountId) return null;
  const twoFactor = link.twoFactorOff ? TWO_FACTOR_OFF : account.twoFactor;
  return {
    link: { ...link, usedAt: at },
    account: { ...account, passwordHash, passwordChangedAt: at, twoFactor },
    ended: [...sessions],
  };
}
