// The mail outbox's rows: queued inside store.transaction (tx.mail) beside what caused the
// message, claimed after the commit by one process at a time (a lease), and marked sent or due
// again. The sender (server/mail/sender.ts) decides when; this file only reads and writes rows.
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { isLanguage, type Language } from "../../src/shared/languages.ts";
import type { Database, MailOutboxTable } from "./schema.ts";

/** A message as a use case queues it: its id is also its Message-ID, so a mail client can tell a repeat. */
export interface NewMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A queued message as the sender claims it. */
export interface QueuedMail extends NewMail {
  attempts: number;
  createdAt: string;
}

/** What a notice says, built only when someone is to be mailed (links on the service's public origin). */
export interface NoticeContent {
  subject: string;
  text: string;
  html: string;
}

/** The kinds of notice, each with the account's switch (its column) that says whether it is wanted. */
const SWITCH_OF = {
  payments: "notify_payments",
  payouts: "notify_payouts",
  callbacks: "notify_callbacks",
  reorgs: "notify_reorgs",
} as const;
export type NoticeKind = keyof typeof SWITCH_OF;

/** A payment completed, as a line of the daily digest of each account that chose one. */
export interface DigestItem {
  orderId: string;
  assetId: string;
  /** Decimal text, as the order keeps it. */
  amount: string;
  completedAt: string;
}

/** An account whose digest is due, as the digest pass locks and reads it. */
export interface DigestAccount {
  id: string;
  email: string;
  language: Language | null;
  /** The account still wants a digest (it may have changed its choice since it was found due). */
  wantsDigest: boolean;
  /** The last UTC day whose digest was queued (YYYY-MM-DD), null: none yet. */
  lastDay: string | null;
}

/** An event a merchant's portal accounts may be mailed about. */
export interface Notice {
  clientId: string;
  /** Which of the account's switches says whether it wants this kind. */
  kind: NoticeKind;
  /** One per event: the outbox keeps one message per event and account, however often it is told. */
  key: string;
  /** Built once per language among the accounts mailed: `language` is the account's choice (null: none, English). */
  content(origin: string, language: Language | null): NoticeContent;
}

/**
 * Whether notices are mailed at all: set once at the start where mail is sent (SMTP_URL), with
 * the public origin their links are on. Without it a notice queues nothing, so no row waits
 * for a sender that does not exist.
 */
export interface MailNotices {
  origin: string | null;
}

export interface MailTransaction {
  /**
   * Queues the message in this transaction: it exists only if what caused it commits.
   * `once`: a message of this id queued before is no error (the same event told again).
   */
  queue(mail: NewMail, options?: { once?: boolean }): Promise<void>;
  /** Queues the notice to each of the client's accounts that wants its kind, once per event; how many. */
  queueNotice(notice: Notice): Promise<number>;
  /**
   * A payment completed, kept for the digest of each of the client's accounts that chose one
   * (in this transaction: it is kept only if the payment's completion commits), once per order.
   * Nothing is kept where no mail is sent. How many accounts.
   */
  queueDigestItem(clientId: string, item: DigestItem): Promise<number>;
  /** The account's payments waiting for a digest it no longer wants: dropped. */
  dropDigestItems(accountId: string): Promise<void>;
  /** At most `limit` accounts that want a digest, have payments completed before `before`, and whose last digest was before `day`. */
  digestsDue(before: string, day: string, limit: number): Promise<string[]>;
  /** The account, locked for its digest. */
  digestAccount(accountId: string): Promise<DigestAccount | undefined>;
  /** A page of the account's payments completed before `before`, oldest first, after `after` (the last of the previous page). */
  digestItems(accountId: string, before: string, after: DigestItem | null, limit: number): Promise<DigestItem[]>;
  /** These payments are in the digest being queued: they go (exactly these, never one committed since they were read). */
  digested(accountId: string, orderIds: readonly string[]): Promise<void>;
  /** The digest of `day` is queued: the day is the account's last digest. */
  digestQueued(accountId: string, day: string): Promise<void>;
  /** The service's public origin when mail is sent; null when nothing is mailed. */
  readonly origin: string | null;
  /** At most `limit` messages sent or given up that were queued before `before` (housekeeping); how many went. */
  removeFinished(before: string, limit: number): Promise<number>;
}

export interface MailOutbox {
  /** Due pending messages nobody holds, leased to the caller until `until`. */
  claimDue(now: string, until: string, limit: number): Promise<QueuedMail[]>;
  /** Accepted by the SMTP server: never attempted again. */
  sent(id: string, at: string, attempts: number): Promise<void>;
  /** Refused or not reached: due again at `nextAttemptAt`, or given up (`nextAttemptAt` null). */
  retry(id: string, attempts: number, nextAttemptAt: string | null, error: string): Promise<void>;
  /** The earliest due time of a pending message, if any (to schedule the next claim). */
  nextDue(): Promise<string | null>;
  /** Pending messages (for a drain at shutdown and for metrics). */
  pendingCount(): Promise<number>;
  /** Mail is sent (a sender runs): from now on notices are queued, their links on `origin`. */
  noticesOn(origin: string): void;
}

/** `queued`: records the message in the transaction's changes, so the sender is woken after the commit. */
export function mailTransaction(
  tx: Transaction<Database>,
  now: string,
  queued: (id: string) => void,
  notices: MailNotices,
  locking: boolean,
): MailTransaction {
  async function queue(mail: NewMail, options: { once?: boolean } = {}): Promise<void> {
    const inserted = await tx
      .insertInto("mail_outbox")
      .values({
        id: mail.id,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        state: "pending",
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        created_at: now,
        sent_at: null,
      })
      // A repeat of an event's id is no error when asked: an ON CONFLICT, not a failed
      // insert, so PostgreSQL's transaction stays usable.
      .$if(options.once === true, (q) => q.onConflict((oc) => oc.column("id").doNothing()))
      .returning("id")
      .executeTakeFirst();
    if (inserted) queued(mail.id);
  }
  return {
    queue,
    get origin() {
      return notices.origin;
    },
    async queueDigestItem(clientId, item) {
      if (notices.origin === null) return 0;
      const accounts = await tx
        .selectFrom("portal_accounts")
        .select("id")
        .where("client_id", "=", clientId)
        .where("notify_payments", "=", 1)
        .where("notify_payments_digest", "=", 1)
        .orderBy("id")
        .execute();
      for (const account of accounts) {
        await tx
          .insertInto("payment_digest_items")
          .values({
            account_id: account.id,
            order_id: item.orderId,
            asset_id: item.assetId,
            amount: item.amount,
            completed_at: item.completedAt,
          })
          .onConflict((oc) => oc.columns(["account_id", "order_id"]).doNothing())
          .execute();
      }
      return accounts.length;
    },
    async dropDigestItems(accountId) {
      await tx.deleteFrom("payment_digest_items").where("account_id", "=", accountId).execute();
    },
    async digestsDue(before, day, limit) {
      const rows = await tx
        .selectFrom("portal_accounts as a")
        .select("a.id")
        .where("a.notify_payments", "=", 1)
        .where("a.notify_payments_digest", "=", 1)
        .where((eb) => eb.or([eb("a.payments_digest_day", "is", null), eb("a.payments_digest_day", "<", day)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("payment_digest_items as i")
              .select("i.order_id")
              .whereRef("i.account_id", "=", "a.id")
              .where("i.completed_at", "<", before),
          ),
        )
        .orderBy("a.id")
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
    async digestAccount(accountId) {
      const row = await tx
        .selectFrom("portal_accounts")
        .select(["id", "email", "language", "notify_payments", "notify_payments_digest", "payments_digest_day"])
        .where("id", "=", accountId)
        .$if(locking, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        language: isLanguage(row.language) ? row.language : null,
        wantsDigest: Number(row.notify_payments) === 1 && Number(row.notify_payments_digest) === 1,
        lastDay: row.payments_digest_day,
      };
    },
    async digestItems(accountId, before, after, limit) {
      const rows = await tx
        .selectFrom("payment_digest_items")
        .select(["order_id", "asset_id", "amount", "completed_at"])
        .where("account_id", "=", accountId)
        .where("completed_at", "<", before)
        .$if(after !== null, (q) =>
          q.where((eb) =>
            eb.or([
              eb("completed_at", ">", (after as DigestItem).completedAt),
              eb.and([eb("completed_at", "=", (after as DigestItem).completedAt), eb("order_id", ">", (after as DigestItem).orderId)]),
            ]),
          ),
        )
        .orderBy("completed_at")
        .orderBy("order_id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ orderId: row.order_id, assetId: row.asset_id, amount: row.amount, completedAt: row.completed_at }));
    },
    async digested(accountId, orderIds) {
      if (orderIds.length === 0) return;
      await tx.deleteFrom("payment_digest_items").where("account_id", "=", accountId).where("order_id", "in", orderIds).execute();
    },
    async digestQueued(accountId, day) {
      await tx.updateTable("portal_accounts").set({ payments_digest_day: day }).where("id", "=", accountId).execute();
    },
    async queueNotice(notice) {
      const origin = notices.origin;
      if (origin === null) return 0;
      const column = SWITCH_OF[notice.kind];
      const accounts = await tx
        .selectFrom("portal_accounts")
        .select(["id", "email", "language"])
        .where("client_id", "=", notice.clientId)
        .where(column, "=", 1)
        // An account that chose a digest of its payments gets their lines there, not a mail each.
        .$if(notice.kind === "payments", (q) => q.where("notify_payments_digest", "=", 0))
        .orderBy("id")
        .execute();
      if (accounts.length === 0) return 0;
      // Each account reads the notice in its own language; one content per language among them.
      const contents = new Map<Language | null, NoticeContent>();
      for (const account of accounts) {
        const language = isLanguage(account.language) ? account.language : null;
        let content = contents.get(language);
        if (!content) {
          content = notice.content(origin, language);
          contents.set(language, content);
        }
        await queue({ id: `${notice.key}:${account.id}`, to: account.email, ...content }, { once: true });
      }
      return accounts.length;
    },
    async removeFinished(before, limit) {
      const finished = tx
        .selectFrom("mail_outbox")
        .select("id")
        .where("state", "in", ["sent", "failed"])
        .where("created_at", "<", before)
        .limit(limit);
      const result = await tx.deleteFrom("mail_outbox").where("id", "in", finished).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

const toMail = (row: Selectable<MailOutboxTable>): QueuedMail => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  attempts: Number(row.attempts),
  createdAt: row.created_at,
});

export function mailOutbox(db: Kysely<Database>, locking: boolean, notices: MailNotices): MailOutbox {
  const free = (now: string) => sql<boolean>`(locked_until is null or locked_until <= ${now})`;
  return {
    noticesOn(origin) {
      notices.origin = origin;
    },
    async claimDue(now, until, limit) {
      // One statement picks the due rows nobody holds and leases them. PostgreSQL skips rows
      // another process is claiming at this instant (SKIP LOCKED); SQLite has one writer, and
      // looks first so an idle poll takes no write lock.
      const due = db
        .selectFrom("mail_outbox")
        .select("id")
        .where("state", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where(free(now))
        .orderBy("next_attempt_at")
        .limit(limit)
        .$if(locking, (q) => q.forUpdate().skipLocked());
      if (!locking && !(await due.executeTakeFirst())) return [];
      const rows = await db
        .updateTable("mail_outbox")
        .set({ locked_until: until })
        .where("id", "in", due)
        .where("state", "=", "pending")
        .where(free(now))
        .returningAll()
        .execute();
      return rows.map(toMail);
    },
    async sent(id, at, attempts) {
      await db
        .updateTable("mail_outbox")
        .set({ state: "sent", sent_at: at, attempts, next_attempt_at: null, locked_until: null, last_error: null })
        .where("id", "=", id)
        .execute();
    },
    async retry(id, attempts, nextAttemptAt, error) {
      await db
        .updateTable("mail_outbox")
        .set({
          state: nextAttemptAt === null ? "failed" : "pending",
          attempts,
          next_attempt_at: nextAttemptAt,
          locked_until: null,
          last_error: error.slice(0, 500),
        })
        .where("id", "=", id)
        .execute();
    },
    async nextDue() {
      const row = await db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("next"))
        .where("state", "=", "pending")
        .executeTakeFirst();
      return (row?.next as string | null | undefined) ?? null;
    },
    async pendingCount() {
      const row = await db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("state", "=", "pending")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
