// A refused request: the HTTP status and the spec's array of error objects (Errors 2).
// Domain rules throw it; the HTTP layer renders it unchanged.
import type { ApiError, ErrorCode } from "../../src/shared/index.ts";

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

/** Shortest faithful echo of a received value for an error message. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? "nothing" : JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** 400 with a single error object. */
export function badRequest(code: ErrorCode, field: string, message: string): ApiFailure {
  return new ApiFailure(400, [apiError(code, field, message)]);
}
