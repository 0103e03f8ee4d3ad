// Idempotency-Key on the creation endpoints (payment, deposit, refund, withdrawal, and the
// sandbox's simulated payment), as Stripe has it: the first answer to a key is kept, in the
// same transaction as what it created; the same key with the same request replays that answer;
// with another request (another body or endpoint) it is a 409 naming the header. Only a
// creation (201) is kept: a refused request changed nothing, so a retry is simply run again.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { requestHeader } from "./answer.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiFailure, apiError, shown } from "./failure.ts";
import { clientIdOf } from "./auth.ts";
import { errorResponse } from "./errors.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Keys are kept at least this long (pruned after it). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

// The claim and the write's outcome are the store's contract (server/store/repository.ts);
// the edge sits below the store and imports nothing of it, so it states the shapes it builds
// and reads here, and the compiler holds the two together where a route passes one to the other.

/** The answer kept for an Idempotency-Key: replayed as it was. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** An Idempotency-Key claim as a write takes it (the store's IdempotencyClaim). */
export interface KeyClaim<T> {
  scope: string;
  key: string;
  fingerprint: string;
  answer(result: T): StoredAnswer;
}

/** A write's outcome as the edge answers it (the store's Written). */
export type WriteOutcome<T> = { kind: "applied"; result: T } | { kind: "replayed"; answer: StoredAnswer } | { kind: "conflict" };

/**
 * JSON with object keys sorted at every depth: the same request always hashes the same. A
 * loop over an explicit stack, not recursion: a body nested thousands deep (JSON.parse takes
 * it) must not overflow the call stack and answer 500.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // Each task is text to emit as it is, or a value to emit canonically; popped from the end.
  const tasks: Array<{ text: string } | { value: unknown }> = [{ value }];
  for (let task = tasks.pop(); task !== undefined; task = tasks.pop()) {
    if ("text" in task) {
      out.push(task.text);
      continue;
    }
    const current = task.value;
    if (Array.isArray(current)) {
      tasks.push({ text: "]" });
      for (let i = current.length - 1; i >= 0; i--) {
        tasks.push({ value: current[i] });
        if (i > 0) tasks.push({ text: "," });
      }
      tasks.push({ text: "[" });
    } else if (typeof current === "object" && current !== null) {
      const keys = Object.keys(current).sort();
      tasks.push({ text: "}" });
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        tasks.push({ value: (current as Record<string, unknown>)[key] });
        tasks.push({ text: `${i > 0 ? "," : ""}${JSON.stringify(key)}:` });
      }
      tasks.push({ text: "{" });
    } else {
      out.push(JSON.stringify(current) ?? "null");
    }
  }
  return out.join("");
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest("hex");
}

/**
 * The claim for this request, or undefined without the header. Keys are scoped to the client
 * whose API key sent them: two merchants may pick the same key without meeting, and one
 * merchant's keys hold across its several API keys.
 */
export function idempotencyClaim<T>(
  c: Context,
  body: unknown,
  answer: (result: T) => { status: ContentfulStatusCode; body: unknown },
  /** Whose keys: the API key holder's client, or the portal session's. */
  scope: string = clientIdOf(c),
): KeyClaim<T> | undefined {
  const key = requestHeader(c, IDEMPOTENCY_HEADER.toLowerCase());
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiFailure(400, [
      apiError(
        "wrongData",
        IDEMPOTENCY_HEADER,
        `${IDEMPOTENCY_HEADER} ${shown(key)} must be 1 to 255 visible ASCII characters without spaces: send a fresh random value (a UUID) per request`,
      ),
    ]);
  }
  return {
    scope,
    key,
    fingerprint: requestFingerprint(c.req.method, c.req.path, body),
    answer: (result) => {
      const built = answer(result);
      return { status: built.status, body: JSON.stringify(built.body) };
    },
  };
}

/** The answer to a write: the fresh result, the replayed first answer, or the 409. */
export function respondWritten<T>(c: Context, written: WriteOutcome<T>, fresh: (result: T) => Response): Response {
  if (written.kind === "applied") return fresh(written.result);
  if (written.kind === "replayed") {
    return c.body(written.answer.body, written.answer.status as ContentfulStatusCode, {
      "Content-Type": "application/json; charset=UTF-8",
      "Idempotent-Replayed": "true",
    });
  }
  return errorResponse(c, 409, [
    apiError(
      "wrongData",
      IDEMPOTENCY_HEADER,
      `${IDEMPOTENCY_HEADER} ${shown(c.req.header(IDEMPOTENCY_HEADER))} was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request`,
    ),
  ]);
}
