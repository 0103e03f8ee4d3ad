// A rule's refusal: what kind of no it is and the spec's error objects (Errors 2). No HTTP
// status: the use cases map the kind to one at the edge (server/use-cases/refusals.ts).
import type { ApiError, ErrorCode } from "../../src/shared/index.ts";

export { shown } from "../../src/shared/shown.ts";

/** invalid: the request cannot be applied as it is; notFound: what it names does not exist; conflict: the state forbids it now. */
export type RefusalKind = "invalid" | "notFound" | "conflict";

export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly errors: ApiError[];

  constructor(kind: RefusalKind, errors: ApiError[]) {
    super(errors.map((e) => e.message).join("; "));
    this.name = "Refusal";
    this.kind = kind;
    this.errors = errors;
  }
}

export function refused(kind: RefusalKind, code: ErrorCode, field: string, message: string): Refusal {
  return new Refusal(kind, [{ code, field, message }]);
}

/** The commonest: the request is invalid, with one error object. */
export function invalid(code: ErrorCode, field: string, message: string): Refusal {
  return refused("invalid", code, field, message);
}
