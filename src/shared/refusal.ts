// A refusal: what kind of no it is, with the spec's error objects (Errors 2), and no HTTP
// status. The service's rules and use cases throw it; its HTTP edge alone gives it a status
// (server/http/errors.ts), so a background job (the sandbox's block clock, a chain watcher)
// reads "not found" or "conflict", never 404 or 409. Here because both sides of that edge
// import it, and neither may import the other.
import type { ApiError } from "./schemas/errors.ts";

/**
 * invalid: the request cannot be applied as it is; notFound: what it names does not exist;
 * conflict: the state forbids it now; limited: a budget of attempts is spent for now (the
 * asker's own); busy: the service has no room for it now, whoever asks.
 */
export type RefusalKind = "invalid" | "notFound" | "conflict" | "limited" | "busy";

export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly errors: ApiError[];
  /** For `limited` and `busy`: the seconds until a place is likely free. */
  readonly waitSeconds: number | undefined;

  constructor(kind: RefusalKind, errors: ApiError[], waitSeconds?: number) {
    super(errors.map((e) => e.message).join("; "));
    this.name = "Refusal";
    this.kind = kind;
    this.errors = errors;
    this.waitSeconds = waitSeconds;
  }
}
