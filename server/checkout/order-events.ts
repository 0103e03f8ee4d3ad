// Wakes the long-polling order reads (Prefer: wait) when an order changes. A plain map of
// sets rather than an EventEmitter: thousands of waiters on one order are normal here and
// must not trip a max-listeners warning, and each waiter removes itself when it ends.
export interface OrderEvents {
  subscribe(orderId: string, listener: () => void): () => void;
  notify(orderId: string): void;
  /** Wakes everyone (reset). */
  notifyAll(): void;
  /** Number of waiting listeners, for leak tests. */
  size(): number;
}

export function createOrderEvents(): OrderEvents {
  const listeners = new Map<string, Set<() => void>>();
  let count = 0;
  return {
    subscribe(orderId, listener) {
      let set = listeners.get(orderId);
      if (!set) listeners.set(orderId, (set = new Set()));
      set.add(listener);
      count++;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        count--;
        set.delete(listener);
        if (set.size === 0 && listeners.get(orderId) === set) listeners.delete(orderId);
      };
    },
    notify(orderId) {
      for (const listener of [...(listeners.get(orderId) ?? [])]) listener();
    },
    notifyAll() {
      for (const set of [...listeners.values()]) for (const listener of [...set]) listener();
    },
    size: () => count,
  };
}
