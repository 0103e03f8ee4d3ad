// The daily digest of payments completed, for each portal account that chose one. It is due
// once the UTC day has turned: the first pass after 00:00 UTC (every process runs the periodic
// pass, see housekeeping.ts) mails each such account the payments completed before that
// midnight and not yet digested. Each account's digest is one transaction: the account locked,
// its payments read in pages and folded (domain/payment-digests.ts), the mail queued in the
// outbox, the payments listed deleted and the day recorded as digested. So however many processes
// run the pass, and whatever crashes, the day is mailed once: a crash before the commit leaves
// everything as it was for the next pass, and a second process finds the day already recorded.
import { addToDigest, type DigestPayment, EMPTY_DIGEST } from "../domain/payment-digests.ts";
import { paymentsDigestMail } from "../mail/messages.ts";
import type { DigestItem, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

/** Accounts digested per transaction round of a pass, and payments read per page. */
const ACCOUNTS_PER_ROUND = 50;
const PAGE = 500;

/** The UTC day the digest is sent on (YYYY-MM-DD) and the midnight its payments were completed before. */
export function digestPeriod(now: Date): { day: string; before: string } {
  const day = now.toISOString().slice(0, 10);
  return { day, before: `${day}T00:00:00.000Z` };
}

/** One account's digest, in one transaction; true when a mail was queued. */
export async function sendPaymentDigest(store: Repository, accountId: string, now: Date): Promise<boolean> {
  const { day, before } = digestPeriod(now);
  return applied(
    await store.transaction(
      async (tx) => {
        const origin = tx.mail.origin;
        if (origin === null) return false;
        const account = await tx.mail.digestAccount(accountId);
        // Another process digested this day first, or the account has changed its choice.
        if (!account?.wantsDigest || (account.lastDay !== null && account.lastDay >= day)) return false;
        let digest = EMPTY_DIGEST;
        let after: DigestItem | null = null;
        for (;;) {
          const page: DigestPayment[] = await tx.mail.digestItems(account.id, before, after, PAGE);
          digest = addToDigest(digest, page);
          // Exactly the payments read go: one whose completion commits while this runs (its
          // time before midnight all the same) stays for the next day's digest, never lost.
          await tx.mail.digested(
            account.id,
            page.map((p) => p.orderId),
          );
          if (page.length < PAGE) break;
          after = page[page.length - 1] ?? null;
        }
        const content = paymentsDigestMail(digest, before, origin, account.language);
        // One id per account and day: the outbox itself refuses a second message of the day.
        if (content) await tx.mail.queue({ id: `payments-digest:${day}:${account.id}`, to: account.email, ...content }, { once: true });
        await tx.mail.digestQueued(account.id, day);
        return content !== null;
      },
      { now: now.toISOString() },
    ),
    "a payments digest",
  );
}

/** Every digest due now, a round of accounts at a time; how many mails were queued. */
export async function sendPaymentDigests(store: Repository, now: Date, rounds = 20): Promise<number> {
  const { day, before } = digestPeriod(now);
  let queued = 0;
  for (let round = 0; round < rounds; round++) {
    const due: string[] = applied(
      await store.transaction(async (tx) => (tx.mail.origin === null ? [] : await tx.mail.digestsDue(before, day, ACCOUNTS_PER_ROUND)), {
        now: now.toISOString(),
      }),
      "the payments digests due",
    );
    for (const accountId of due) if (await sendPaymentDigest(store, accountId, now)) queued++;
    if (due.length < ACCOUNTS_PER_ROUND) break;
  }
  return queued;
}
