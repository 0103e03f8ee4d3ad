// The outbox in memory: the same contract as the database's (store/kysely-repository.ts), for
// unit tests and benches that run the dispatcher without a database. Nothing survives the process.
import { FEED_START, type Outbox, type OutboxDelivery } from "../store/repository.ts";

interface Row {
  delivery: OutboxDelivery;
  lockedUntil: string | null;
  seq: number;
  createdAt: string;
}

export function createMemoryOutbox(): Outbox {
  const rows = new Map<string, Row>();
  let seq = 0;
  const pending = () => [...rows.values()].filter((row) => row.delivery.state === "pending");
  return {
    async add(delivery, at) {
      rows.set(delivery.id, {
        // No URL: kept for listeners only (as the database's LISTENERS_ONLY rows), never due.
        delivery: { ...delivery, state: delivery.url === "" ? ("listeners" as "pending") : "pending", attempts: [], nextAttemptAt: at },
        lockedUntil: null,
        seq: ++seq,
        createdAt: at,
      });
    },
    async claimDue(now, until, limit, fair) {
      const taken = new Map<string, number>();
      const due = pending()
        .filter((row) => (row.delivery.nextAttemptAt ?? "") <= now && (row.lockedUntil === null || row.lockedUntil <= now))
        .sort((a, b) => (a.delivery.nextAttemptAt ?? "").localeCompare(b.delivery.nextAttemptAt ?? ""))
        .filter(({ delivery }) => {
          if (!fair) return true;
          const count = taken.get(delivery.integrationId) ?? 0;
          if (fair.exclude.includes(delivery.integrationId) || count >= fair.perIntegration) return false;
          taken.set(delivery.integrationId, count + 1);
          return true;
        })
        .slice(0, limit);
      for (const row of due) row.lockedUntil = until;
      return due.map((row) => structuredClone(row.delivery));
    },
    async record(delivery) {
      const row = rows.get(delivery.id);
      if (!row) return;
      row.delivery = structuredClone(delivery);
      row.lockedUntil = null;
    },
    async nextDue() {
      const times = pending().map((row) => row.delivery.nextAttemptAt ?? "");
      return times.length === 0 ? null : times.reduce((a, b) => (a < b ? a : b));
    },
    async oldestPending() {
      // ISO times in one zone sort as text.
      return (
        pending()
          .map((row) => row.createdAt)
          .sort()[0] ?? null
      );
    },
    async list(filter, limit) {
      return [...rows.values()]
        .filter(
          ({ delivery }) =>
            delivery.url !== "" &&
            (filter.clientId === undefined || delivery.clientId === filter.clientId) &&
            (filter.orderId === undefined || delivery.orderId === filter.orderId) &&
            (filter.integrationId === undefined || delivery.integrationId === filter.integrationId),
        )
        .sort((a, b) => b.seq - a.seq)
        .slice(0, limit)
        .map((row) => structuredClone(row.delivery));
    },
    async pendingCount() {
      return pending().length;
    },
    async feed(clientId, cursor, limit, options = {}) {
      const { integrationId, notBefore } = options;
      const own = [...rows.values()].filter((row) => row.delivery.clientId === clientId).sort((a, b) => a.seq - b.seq);
      if (cursor === null) return { rows: [], cursor: own.at(-1)?.delivery.id ?? FEED_START };
      const after = cursor === FEED_START ? null : own.find((row) => row.delivery.id === cursor);
      if (after === undefined) throw new RangeError(`cursor ${cursor} names no callback of this client`);
      const found = own
        .filter(
          (row) =>
            row.seq > (after?.seq ?? 0) &&
            (notBefore === undefined || row.createdAt >= notBefore) &&
            (integrationId === undefined || row.delivery.integrationId === integrationId),
        )
        .slice(0, limit);
      return {
        rows: found.map((row) => ({ ...structuredClone(row.delivery), createdAt: row.createdAt })),
        cursor: found.at(-1)?.delivery.id ?? cursor,
      };
    },
  };
}
