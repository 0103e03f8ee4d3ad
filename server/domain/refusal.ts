// A rule's refusal: what kind of no it is and the spec's error objects (Errors 2). No HTTP
// status: only the edge gives it one (server/http/errors.ts).
import type { ErrorCode } from "../../src/shared/index.ts";
import { Refusal, type RefusalKind } from "../../src/shared/refusal.ts";

export { shown } from "../../src/shared/shown.ts";
export { Refusal, type RefusalKind } from "../../src/shared/refusal.ts";

export function refused(kind: RefusalKind, code: ErrorCode, field: string, message: string): Refusal {
  return new Refusal(kind, [{ code, field, message }]);
}

/** A budget of attempts is spent: the edge answers it with the wait (429, Retry-After). */
export function limited(field: string, message: string, waitSeconds: number): Refusal {
  return new Refusal("limited", [{ code: "limitExceeded", field, message }], waitSeconds);
}

/**
 * The service has no room for it now, whoever asks (a full queue): the edge answers it with the
 * wait (503, Retry-After). Nothing about the request is wrong, so the code is unknownError.
 */
export function busy(field: string, message: string, waitSeconds: number): Refusal {
  return new Refusal("busy", [{ code: "unknownError", field, message }], waitSeconds);
}

/** The commonest: the request is invalid, with one error object. */
export function invalid(code: ErrorCode, field: string, message: string): Refusal {
  return refused("invalid", code, field, message);
}
