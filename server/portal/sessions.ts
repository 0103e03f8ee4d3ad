// Portal sessions: a 256-bit random value in an HttpOnly cookie, of which the database keeps
// only the SHA-256 (a leaked copy of the table opens no one's portal). A new value at every
// sign-in (no fixation), an idle expiry and an absolute one. Over https the cookie is
// `__Host-`: Secure, Path=/, no Domain, so no sibling host can plant or read it; over plain
// http on localhost the prefix is impossible, and the name is a plain one.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Ids } from "../domain/ids.ts";
import type { SessionRecord } from "../store/index.ts";

export const COOKIE_NAME = "portal_session";

export interface SessionPolicy {
  /** Ended after this long without a request (default 30 minutes). */
  idleMs: number;
  /** Ended this long after sign-in, whatever happens (default 12 hours). */
  absoluteMs: number;
  /** A password entered within this long counts as a fresh confirmation for a step-up (5 minutes). */
  stepUpMs: number;
  /** Live sessions an account keeps (default 20; 0: no limit): a new sign-in past it ends the oldest. */
  maxPerAccount: number;
  /** __Host- and Secure: the portal is served over https. */
  secure: boolean;
}

export const DEFAULT_SESSION_POLICY: Omit<SessionPolicy, "secure"> = {
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  stepUpMs: 5 * 60_000,
  maxPerAccount: 20,
};

export const digestOf = (value: string) => createHash("sha256").update(value).digest("base64url");

export function newSessionValue(ids: Ids): string {
  return Buffer.from(ids.bytes(32)).toString("base64url");
}

export function readSessionCookie(c: Context, policy: SessionPolicy): string | undefined {
  const value = policy.secure ? getCookie(c, COOKIE_NAME, "host") : getCookie(c, COOKIE_NAME);
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

export function writeSessionCookie(c: Context, policy: SessionPolicy, value: string): void {
  setCookie(c, COOKIE_NAME, value, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    // A session cookie for the browser (gone when it closes); the server's expiry decides anyway.
    ...(policy.secure ? { secure: true, prefix: "host" as const } : {}),
  });
}

export function clearSessionCookie(c: Context, policy: SessionPolicy): void {
  deleteCookie(c, COOKIE_NAME, { path: "/", ...(policy.secure ? { secure: true, prefix: "host" as const } : {}) });
}

/** Why a stored session no longer counts, or null when it does. */
export function sessionEnded(session: SessionRecord, now: Date, policy: SessionPolicy): "absolute" | "idle" | null {
  const at = now.getTime();
  if (at >= Date.parse(session.expiresAt)) return "absolute";
  if (at - Date.parse(session.lastSeenAt) >= policy.idleMs) return "idle";
  return null;
}

/** The password was entered in this session recently enough for a sensitive change. */
export function recentlyConfirmed(session: SessionRecord, now: Date, policy: SessionPolicy): boolean {
  return now.getTime() - Date.parse(session.confirmedAt) < policy.stepUpMs;
}
