// Injected failures of the checkout's order read (POST /_sandbox/faults), so that the page's
// end-to-end tests can prove it survives a failing network without mocking this server.
// Kept in memory only: a fault plan is a test's, not state worth persisting.
export const FAULT_KINDS = ["error500", "error429", "garbage", "hang", "reset"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Faults {
  plan(orderId: string, failures: FaultKind[]): void;
  /** The next failure planned for this order, consumed; undefined when none is left. */
  take(orderId: string): FaultKind | undefined;
  pending(orderId: string): FaultKind[];
  /** Whether a failure is planned for this order (nothing consumed). */
  has(orderId: string): boolean;
  clear(): void;
}

export function createFaults(): Faults {
  const plans = new Map<string, FaultKind[]>();
  return {
    plan(orderId, failures) {
      plans.set(orderId, [...(plans.get(orderId) ?? []), ...failures]);
    },
    take(orderId) {
      const queue = plans.get(orderId);
      const next = queue?.shift();
      if (queue && queue.length === 0) plans.delete(orderId);
      return next;
    },
    pending: (orderId) => [...(plans.get(orderId) ?? [])],
    // Asked on every order read, nearly always with nothing planned: the size first spares a lookup.
    has: (orderId) => plans.size > 0 && plans.has(orderId),
    clear: () => plans.clear(),
  };
}
