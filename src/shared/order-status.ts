// How the page groups the service's order statuses. Only inProgress and completed are
// known (spec, States); anything else is shown as neutral "processing", never guessed.

export type StatusGroup = "waiting" | "completed" | "processing";

export function statusGroup(status: string): StatusGroup {
  if (status === "inProgress") return "waiting";
  if (status === "completed") return "completed";
  return "processing";
}

/**
 * A final state: the order never goes back. Live updates still continue (slower), because a
 * transfer after completion is recorded on it as an additional payment.
 */
export function isFinalStatus(status: string): boolean {
  return status === "completed";
}
