// A refused request at the HTTP edge: the status and the spec's array of error objects
// (Errors 2), rendered unchanged by the error handler (errors.ts). The rules never see a
// status: they throw a Refusal (server/domain/refusal.ts), which the use cases map to one.
import type { ApiError, ErrorCode } from "../../src/shared/index.ts";

export { shown, SHOWN_MAX_CHARS, SHOWN_MAX_DEPTH } from "../../src/shared/shown.ts";

export class ApiFailure extends Error {
  readonly status: 400 | 401 | 404 | 405 | 409 | 410 | 413 | 415 | 500 | 503;
  readonly errors: ApiError[];

  constructor(status: ApiFailure["status"], errors: ApiError[]) {
    super(errors.map((e) => e.message).join("; "));
    this.name = "ApiFailure";
    this.status = status;
    this.errors = errors;
  }
}

export function apiError(code: ErrorCode, field: string, message: string): ApiError {
  return { code, field, message };
}

/** 400 with a single error object. */
export function badRequest(code: ErrorCode, field: string, message: string): ApiFailure {
  return new ApiFailure(400, [apiError(code, field, message)]);
}
