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
  /** Shutdown: wakes everyone, and every later wait ends at once ("closed"). */
  close(): void;
  readonly closed: boolean;
}

export function createOrderEvents(): OrderEvents {
  const listeners = new Map<string, Set<() => void>>();
  let count = 0;
  let closed = false;
  return {
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      this.notifyAll();
    },
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

/**
 * Resolves when the order changes, `ms` pass, or `signal` aborts (the client went away),
 * whichever comes first; always unsubscribes and clears its timer, so nothing leaks.
 */
export function waitForChange(
  events: OrderEvents,
  orderId: string,
  ms: number,
  signal?: AbortSignal,
): Promise<"changed" | "timeout" | "aborted" | "closed"> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve("aborted");
    if (events.closed) return resolve("closed");
    let unsubscribe = () => {};
    const done = (reason: "changed" | "timeout" | "aborted" | "closed") => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener("abort", onAbort);
      resolve(reason);
    };
    const onAbort = () => done("aborted");
    const timer = setTimeout(() => done("timeout"), ms);
    unsubscribe = events.subscribe(orderId, () => done(events.closed ? "closed" : "changed"));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
