// A refused request at the HTTP edge: the status and the spec's array of error objects
// (Errors 2), rendered unchanged by the error handler (errors.ts). The rules and use cases never
// see a status: they throw a Refusal (src/shared/refusal.ts), which the error handler maps to
// one here, the only place: invalid → 400, notFound → 404, conflict → 409, limited → 429,
// busy → 503 (the last two with the refusal's wait as Retry-After).
import type { ApiError, ErrorCode } from "../../src/shared/index.ts";
import type { RefusalKind } from "../../src/shared/refusal.ts";

export { shown, SHOWN_MAX_CHARS, SHOWN_MAX_DEPTH } from "../../src/shared/shown.ts";

export class ApiFailure extends Error {
  readonly status: 400 | 401 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 503;
  readonly errors: ApiError[];
  /** Headers of the answer (a 429's Retry-After). */
  readonly headers: Record<string, string> | undefined;

  constructor(status: ApiFailure["status"], errors: ApiError[], headers?: Record<string, string>) {
    super(errors.map((e) => e.message).join("; "));
    this.name = "ApiFailure";
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** The status a refusal is answered with. */
export const REFUSAL_STATUS = { invalid: 400, notFound: 404, conflict: 409, limited: 429, busy: 503 } as const satisfies Record<
  RefusalKind,
  ApiFailure["status"]
>;

export function apiError(code: ErrorCode, field: string, message: string): ApiError {
  return { code, field, message };
}

/** 400 with a single error object. */
export function badRequest(code: ErrorCode, field: string, message: string): ApiFailure {
  return new ApiFailure(400, [apiError(code, field, message)]);
}
