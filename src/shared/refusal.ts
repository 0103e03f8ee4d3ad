// A refusal: what kind of no it is, with the spec's error objects (Errors 2), and no HTTP
// status. The service's rules and use cases throw it; its HTTP edge alone gives it a status
// (server/http/errors.ts), so a background job (the sandbox's block clock, a chain watcher)
// reads "not found" or "conflict", never 404 or 409. Here because both sides of that edge
// import it, and neither may import the other.
import type { ApiError } from "./schemas/errors.ts";

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
