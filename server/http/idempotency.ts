// Idempotency-Key on the creation endpoints (payment, deposit, refund, withdrawal, and the
// sandbox's simulated payment), as Stripe has it: the first answer to a key is kept, in the
// same transaction as what it created; the same key with the same request replays that answer;
// with another request (another body or endpoint) it is a 409 naming the header. Only a
// creation (201) is kept: a refused request changed nothing, so a retry is simply run again.
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiFailure, apiError, shown } from "../domain/failure.ts";
import type { IdempotencyClaim, Written } from "../store/index.ts";
import { errorResponse } from "./errors.ts";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Keys are kept at least this long (pruned after it). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted at every depth: the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256").update(`${method} ${path}\n${canonicalJson(body)}`).digest("hex");
}

/**
 * The claim for this request, or undefined without the header. Keys are scoped to the API key
 * that sent them (the sandbox's one client), by a digest, so the key itself is never stored.
 */
export function idempotencyClaim<T>(
  c: Context,
  apiKey: string,
  body: unknown,
  answer: (result: T) => { status: ContentfulStatusCode; body: unknown },
): IdempotencyClaim<T> | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
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
    scope: createHash("sha256").update(apiKey).digest("hex").slice(0, 32),
    key,
    fingerprint: requestFingerprint(c.req.method, c.req.path, body),
    answer: (result) => {
      const built = answer(result);
      return { status: built.status, body: JSON.stringify(built.body) };
    },
  };
}

/** The answer to a write: the fresh result, the replayed first answer, or the 409. */
export function respondWritten<T>(c: Context, written: Written<T>, fresh: (result: T) => Response): Response {
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
