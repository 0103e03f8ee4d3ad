import * as z from "zod/mini";

/**
 * The shape of every id the service issues: a lower-case kind, "_", then base64url (the
 * generator in server/domain/ids.ts writes 22 such characters; seeds and tests use shorter
 * words). Text of any other shape names nothing, so it is answered as an unknown id before any
 * lookup: a NUL, a control character or 10 KB of text never reaches a database or a log.
 */
export const ISSUED_ID = /^[a-z]{1,16}_[A-Za-z0-9_-]{1,64}$/;

export function isIssuedId(text: string): boolean {
  return ISSUED_ID.test(text);
}

/**
 * A required id in a request body. One of another shape gets the message an unknown id gets
 * (`unknown(received)`), so the answer does not depend on how the id is wrong.
 */
export const IdText = (field: string, unknown: (received: string) => string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) }).check(
    z.minLength(1, `${field} must not be empty`),
    z.refine((text) => text === "" || isIssuedId(text), { error: (issue) => unknown(JSON.stringify(String(issue.input).slice(0, 80))) }),
  );
