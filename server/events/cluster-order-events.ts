// OrderEvents across the workers of one primary (WORKERS on a SQLite file, which has no
// LISTEN/NOTIFY): a change made in any worker wakes the held order reads and clears the cached
// views of every worker.
//
// - notify() tells this worker at once and sends the change to the primary over node:cluster's
//   IPC channel; the primary passes it on to every other worker (relayOrderChange). It is
//   called after the change's commit was synced, so whoever hears it reads the new version.
// - The channel lives as long as the worker: nothing sent on it is lost while both ends run. A
//   worker started later has no cached views, so it missed nothing.
import { createOrderEvents, type OrderChange, type OrderEvents } from "./order-events.ts";

const KIND = "order-changed";

export interface OrderChangeMessage {
  kind: typeof KIND;
  change: OrderChange;
}

export function isOrderChangeMessage(message: unknown): message is OrderChangeMessage {
  if (typeof message !== "object" || message === null || (message as { kind?: unknown }).kind !== KIND) return false;
  const change = (message as { change?: unknown }).change;
  if (change === "all") return true;
  if (typeof change !== "object" || change === null) return false;
  const { orderId, integrationId } = change as { orderId?: unknown; integrationId?: unknown };
  return typeof orderId === "string" || typeof integrationId === "string";
}

/** How this worker talks to its primary: process.send and process.on("message") in a worker. */
export interface PrimaryChannel {
  send(message: OrderChangeMessage): void;
  onMessage(listener: (message: unknown) => void): () => void;
}

export const processChannel: PrimaryChannel = {
  // Once the primary is gone a send would raise an "error" event nobody handles; the worker
  // is ending then anyway (node:cluster ends a worker whose primary left).
  send: (message) => void (process.connected && process.send?.(message)),
  onMessage(listener) {
    process.on("message", listener);
    return () => void process.off("message", listener);
  },
};

export function createClusterOrderEvents(channel: PrimaryChannel = processChannel): OrderEvents {
  const local = createOrderEvents();
  const publish = (change: OrderChange) => {
    if (!local.closed) channel.send({ kind: KIND, change });
  };
  const stopHearing = channel.onMessage((message) => {
    if (!isOrderChangeMessage(message)) return;
    local.hear(message.change);
  });
  return {
    get closed() {
      return local.closed;
    },
    close() {
      stopHearing();
      local.close();
    },
    subscribe: (order, listener) => local.subscribe(order, listener),
    watch: (listener) => local.watch(listener),
    size: () => local.size(),
    notify(orderId) {
      local.notify(orderId);
      publish({ orderId });
    },
    notifyIntegration(integrationId) {
      local.notifyIntegration(integrationId);
      publish({ integrationId });
    },
    notifyAll() {
      local.notifyAll();
      publish("all");
    },
  };
}

/** In the primary: a change one worker sent, passed on to every other. */
export function relayOrderChange<W extends { send(message: unknown): unknown }>(
  message: OrderChangeMessage,
  from: W,
  workers: Iterable<W>,
): void {
  for (const worker of workers) if (worker !== from) worker.send(message);
}
