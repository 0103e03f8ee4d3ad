// The answer to a read that asks to wait (Prefer: wait) when the process already holds as many
// as it may: come back later (RFC 9110 503 + Retry-After). The sandbox's order read and the
// gateway's give the same answer.
import type { Answer } from "./answer.ts";
import { apiError } from "./failure.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";

/** The answer past the held-read capacity: come back later (RFC 9110 503 + Retry-After). */
export function busyAnswer(capacity: number, retryAfterSeconds: number): Answer {
  // Spread over [n, 2n] seconds, so a crowd refused together does not return together.
  const seconds = retryAfterSeconds + Math.floor(Math.random() * (retryAfterSeconds + 1));
  const body = JSON.stringify([
    apiError(
      "unknownError",
      "Prefer",
      `The service already holds ${capacity} order reads waiting for a change (Prefer: wait). Ask again after ${seconds} s (Retry-After); the order has not changed since your ETag.`,
    ),
  ]);
  return {
    status: 503,
    headers: {
      ...SECURITY_HEADERS,
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
      "Content-Length": String(Buffer.byteLength(body)),
    },
    body,
  };
}
