// Says which orders changed: the held order reads (held-reads.ts, one subscription per order)
// wake, and the checkout's view cache forgets them (watch). A plain map of sets rather than an
// EventEmitter: many subscribers are normal here and must not trip a max-listeners warning,
// and each removes itself when it ends. This one is in-process; with PostgreSQL the same
// interface also carries other processes' changes (pg-order-events.ts).
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
  /**
   * Hears every notify (the order's id) and notifyAll (null), whichever process the change
   * came from: what caches orders (the checkout's views) forgets them here.
   */
  watch(listener: (orderId: string | null) => void): () => void;
}

export function createOrderEvents(): OrderEvents {
  const listeners = new Map<string, Set<() => void>>();
  const watchers = new Set<(orderId: string | null) => void>();
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
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    notify(orderId) {
      for (const watcher of watchers) watcher(orderId);
      for (const listener of [...(listeners.get(orderId) ?? [])]) listener();
    },
    notifyAll() {
      for (const watcher of watchers) watcher(null);
      for (const set of [...listeners.values()]) for (const listener of [...set]) listener();
    },
    size: () => count,
  };
}
