// The one place a rule's refusal gets an HTTP status: invalid → 400, notFound → 404,
// conflict → 409 (the spec's error objects pass through unchanged).
import { Refusal } from "../domain/refusal.ts";
import { ApiFailure } from "../http/failure.ts";

const STATUS = { invalid: 400, notFound: 404, conflict: 409 } as const;

/** Runs a use case; a rule's refusal comes out as the edge's ApiFailure. */
export async function answerable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Refusal) throw new ApiFailure(STATUS[error.kind], error.errors);
    throw error;
  }
}
