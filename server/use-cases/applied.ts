// The result of a write that carries no Idempotency-Key: such a write is always applied, so
// anything else is a broken store, not a refusal to answer.
import type { Written } from "../store/index.ts";

export function applied<T>(written: Written<T>, what: string): T {
  if (written.kind !== "applied") throw new Error(`${what} without an Idempotency-Key was ${written.kind}`);
  return written.result;
}
