// The order read's request target (`/checkout/v1/integrations/{integrationId}/orders/{orderId}`,
// as node:http hands it over) read into its two ids. An open page asks for its own target again
// after every answer, so the ids of a target whose order was found are remembered: as the last
// target of the connection that asked (one comparison with the text node:http has just made),
// and in a map keyed by the target's text (one hash of it: a proxy's connections carry many
// pages' reads). The expression, its two captured substrings and comparisons of those with the
// cache's keys cost more than the rest of the service's own work on a cached read. Only targets
// of orders that exist go in the map, at most `bound`, the oldest forgotten first: made-up ids
// never fill it. A connection's last target goes with the connection.

import { internalized } from "./internalized.ts";

/** The read's path on the raw request target, a query allowed after it. */
const READ_TARGET = /^\/checkout\/v1\/integrations\/([^/?#]+)\/orders\/([^/?#]+)(?:\?|$)/;

export interface ReadIds {
  integrationId: string;
  orderId: string;
  /** Whether these are the ids kept for the target (remember() has nothing more to do). */
  remembered: boolean;
}

export interface ReadTargets {
  /** The ids `target`, asked for on `connection`, names, decoded; null when it is not the read's path or does not decode. */
  idsOf(target: string, connection: object): ReadIds | null;
  /** Keeps `ids` for `target`: its order was found. */
  remember(target: string, ids: ReadIds): void;
}

export function readTargets(bound = 10_000): ReadTargets {
  const known = new Map<string, ReadIds>();
  const lastOn = new WeakMap<object, { target: string; ids: ReadIds }>();
  return {
    idsOf(target, connection) {
      const last = lastOn.get(connection);
      if (last !== undefined && last.target === target) return last.ids;
      const remembered = known.get(target);
      if (remembered !== undefined) {
        lastOn.set(connection, { target, ids: remembered });
        return remembered;
      }
      const found = READ_TARGET.exec(target);
      if (!found) return null;
      const integrationId = found[1] ?? "";
      const orderId = found[2] ?? "";
      if (!integrationId.includes("%") && !orderId.includes("%")) return { integrationId, orderId, remembered: false };
      try {
        return { integrationId: decodeURIComponent(integrationId), orderId: decodeURIComponent(orderId), remembered: false };
      } catch {
        return null;
      }
    },
    remember(target, ids) {
      if (ids.remembered || known.has(target)) return;
      known.set(target, { integrationId: internalized(ids.integrationId), orderId: internalized(ids.orderId), remembered: true });
      if (known.size > bound) known.delete(known.keys().next().value as string);
    },
  };
}
