// Conditional-request helpers of the checkout's order read (RFC 9110 ETag, RFC 7240 Prefer).
import { createHash } from "node:crypto";
import { MAX_WAIT_SECONDS } from "../../src/shared/index.ts";

/** A strong ETag: the body's sha256, so equal bodies share it across restarts. */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match uses weak comparison: W/"x" matches "x"; * matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // The page's poll sends back the very tag it was given.
  if (ifNoneMatch === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Prefer: wait=N, clamped to [0, MAX_WAIT_SECONDS]; null when absent or malformed. */
export function preferredWait(prefer: string | undefined): number | null {
  if (!prefer) return null;
  const match = /(?:^|[,;\s])wait\s*=\s*"?(\d{1,6})"?(?:\s*(?:[,;]|$))/i.exec(prefer);
  if (!match?.[1]) return null;
  return Math.min(Number.parseInt(match[1], 10), MAX_WAIT_SECONDS);
}
