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
    async queueNotice(notice) {
      const origin = notices.origin;
      if (origin === null) return 0;
      const column = SWITCH_OF[notice.kind];
      const accounts = await tx
        .selectFrom("portal_accounts")
        .select(["id", "email", "language"])
        .where("client_id", "=", notice.clientId)
        .where(column, "=", 1)
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
