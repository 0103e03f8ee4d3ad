// What the service removes on its own, so that no table grows without bound from requests that
// are over: ended portal sessions (past their absolute expiry or idle too long), attempt windows
// that have run out, used or expired password links, payment links' orders whose window ended
// (what a link's cap counts), mail sent or given up a week ago, and gateway links that will never be
// payable (an orphaned intent after 7 days, a refused or replayed one after a day). Each pass removes at most `batch` rows of
// a kind per transaction and at most `rounds` transactions, so a pass never holds the database
// for long however much piled up; whatever is left goes at the next pass. Every process runs
// it (a row is removed once, whoever gets there first). The same pass, the service's one home
// of periodic work, then queues the daily digests of payments completed that are due
// (payment-digests.ts: once a UTC day per account, whichever process gets there first).
import type { Logger } from "../http/logger.ts";
import { removeExpiredGatewayLinks } from "./gateway-links.ts";
import type { Repository } from "../store/index.ts";
import { applied } from "./applied.ts";
import { sendPaymentDigests } from "./payment-digests.ts";

export interface HousekeepingOptions {
  store: Repository;
  logger: Logger;
  /** A session idle this long has ended (the portal's idle limit). */
  idleMs: number;
  /** Between passes (default 10 minutes). */
  everyMs?: number;
  /** Rows of each kind per transaction (default 1000). */
  batch?: number;
  /** Transactions per pass at most (default 20). */
  rounds?: number;
  now?: () => Date;
}

/**
 * One short transaction: at most `limit` rows of each portal kind that can no longer count
 * (sessions past their absolute expiry or idle since `idleBefore`, ended attempt windows, used
 * or expired links). Returns the rows removed.
 */
export async function removeEndedPortalRows(store: Repository, now: Date, idleBefore: Date, limit: number): Promise<number> {
  const at = now.toISOString();
  return applied(
    await store.transaction(
      async (tx) =>
        (await tx.portal.removeEndedSessions(at, idleBefore.toISOString(), limit)) +
        (await tx.portal.removeEndedAttemptWindows(now.getTime(), limit)) +
        (await tx.portal.removeSpentPasswordLinks(at, limit)),
      { now: at },
    ),
    "the portal's housekeeping",
  );
}

/**
 * One short transaction: at most `limit` rows of payment links' orders whose window has ended
 * (they no longer count against the link's cap; a link's next choice removes its own, this
 * removes those of links nobody chooses from any more). Returns the rows removed.
 */
export async function removeEndedLinkOrders(store: Repository, now: Date, limit: number): Promise<number> {
  const at = now.toISOString();
  return applied(await store.transaction((tx) => tx.removeEndedLinkOrders(at, limit), { now: at }), "the payment links' housekeeping");
}

/** How long a sent (or given up) message's row is kept: to read what was mailed when, in the database. */
export const MAIL_KEPT_MS = 7 * 24 * 60 * 60_000;

/** One short transaction: at most `limit` messages sent or given up, queued more than a week before `now`. */
export async function removeFinishedMail(store: Repository, now: Date, limit: number): Promise<number> {
  const at = now.toISOString();
  const before = new Date(now.getTime() - MAIL_KEPT_MS).toISOString();
  return applied(await store.transaction((tx) => tx.mail.removeFinished(before, limit), { now: at }), "the mail outbox's housekeeping");
}

/** One pass: the rows removed. */
export async function housekeep(options: HousekeepingOptions): Promise<number> {
  const { store, idleMs, batch = 1000, rounds = 20, now = () => new Date() } = options;
  let removed = 0;
  for (let round = 0; round < rounds; round++) {
    const at = now();
    const gone =
      (await removeEndedPortalRows(store, at, new Date(at.getTime() - idleMs), batch)) +
      (await removeExpiredGatewayLinks(store, at, batch)) +
      (await removeEndedLinkOrders(store, at, batch)) +
      (await removeFinishedMail(store, at, batch));
    removed += gone;
    // Fewer than a batch in all: no kind came back full, so nothing is left over.
    if (gone < batch) break;
  }
  return removed;
}

/** A pass now and every `everyMs`; returns the stop. */
export function startHousekeeping(options: HousekeepingOptions): () => void {
  let running = false;
  const digests = () =>
    sendPaymentDigests(options.store, (options.now ?? (() => new Date()))()).catch((error: unknown) =>
      options.logger.error("could not queue the daily digests of payments completed", error),
    );
  const pass = () => {
    if (running) return;
    running = true;
    housekeep(options)
      .catch((error: unknown) => options.logger.error("could not remove ended sessions, spent attempts and expired gateway links", error))
      .then(digests)
      .finally(() => {
        running = false;
      });
  };
  pass();
  const timer = setInterval(pass, options.everyMs ?? 10 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
