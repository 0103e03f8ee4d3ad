// Says which orders changed: the held order reads (held-reads.ts, one subscription per order)
// wake, and the checkout's view cache forgets them (watch). A plain map of sets rather than an
// EventEmitter: many subscribers are normal here and must not trip a max-listeners warning,
// and each removes itself when it ends. This one is in-process; with PostgreSQL the same
// interface also carries other processes' changes (pg-order-events.ts).
//
// An integration's settings (its name, branding, support contact) are shown on each of its
// orders' pages, so a change to them is a change of those orders. Each subscription names its
// order's integration, so such a change wakes only that integration's held reads, not every
// held read of every process (each of which then reads its order again).

/** The order a subscriber waits on, with the integration it belongs to. */
export interface OrderKey {
  orderId: string;
  integrationId: string;
}

/** What changed: one order, every order of one integration, or everything (a reset). */
export type OrderChange = { orderId: string } | { integrationId: string } | "all";

/** Where a change was made: by this process, or heard from another (or presumed, after a lost connection). */
export type ChangeOrigin = "here" | "elsewhere";

export interface OrderEvents {
  subscribe(order: OrderKey, listener: () => void): () => void;
  notify(orderId: string): void;
  /** Wakes the subscribers of this integration's orders (its settings changed). */
  notifyIntegration(integrationId: string): void;
  /** Wakes everyone (reset). */
  notifyAll(): void;
  /** Number of waiting listeners, for leak tests. */
  size(): number;
  /** Shutdown: wakes everyone, and every later wait ends at once ("closed"). */
  close(): void;
  readonly closed: boolean;
  /**
   * Hears every change, whichever process it came from: what caches orders (the checkout's
   * views) forgets them here.
   */
  watch(listener: (change: OrderChange, origin: ChangeOrigin) => void): () => void;
}

/** This process's events, with the door the cross-process ones (pg-, cluster-order-events) bring others' changes in by. */
export interface LocalOrderEvents extends OrderEvents {
  /** Another process's change: woken as notify() wakes, told to watchers as "elsewhere". */
  hear(change: OrderChange): void;
}

export function createOrderEvents(): LocalOrderEvents {
  const listeners = new Map<string, Set<() => void>>();
  /** The orders with subscribers, by integration; each order with its count of subscribers. */
  const byIntegration = new Map<string, Map<string, number>>();
  const watchers = new Set<(change: OrderChange, origin: ChangeOrigin) => void>();
  let count = 0;
  let closed = false;

  const fire = (orderId: string) => {
    for (const listener of [...(listeners.get(orderId) ?? [])]) listener();
  };

  const change = (what: OrderChange, origin: ChangeOrigin) => {
    for (const watcher of watchers) watcher(what, origin);
    if (what === "all") {
      for (const set of [...listeners.values()]) for (const listener of [...set]) listener();
    } else if ("orderId" in what) {
      fire(what.orderId);
    } else {
      for (const orderId of [...(byIntegration.get(what.integrationId)?.keys() ?? [])]) fire(orderId);
    }
  };

  return {
    get closed() {
      return closed;
    },
    close() {
      closed = true;
      change("all", "here");
    },
    subscribe({ orderId, integrationId }, listener) {
      let set = listeners.get(orderId);
      if (!set) listeners.set(orderId, (set = new Set()));
      set.add(listener);
      let orders = byIntegration.get(integrationId);
      if (!orders) byIntegration.set(integrationId, (orders = new Map()));
      orders.set(orderId, (orders.get(orderId) ?? 0) + 1);
      count++;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        count--;
        set.delete(listener);
        if (set.size === 0 && listeners.get(orderId) === set) listeners.delete(orderId);
        const left = (orders.get(orderId) ?? 1) - 1;
        if (left > 0) orders.set(orderId, left);
        else orders.delete(orderId);
        if (orders.size === 0 && byIntegration.get(integrationId) === orders) byIntegration.delete(integrationId);
      };
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    notify: (orderId) => change({ orderId }, "here"),
    notifyIntegration: (integrationId) => change({ integrationId }, "here"),
    notifyAll: () => change("all", "here"),
    hear: (what) => change(what, "elsewhere"),
    size: () => count,
  };
}
