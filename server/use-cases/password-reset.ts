// "Forgot password?": one store.transaction spends the request's attempt budgets and, when the
// email names an account, replaces its password links with a new one and queues the mail that
// carries it. A known and an unknown email run the same transaction (only a few more rows are
// written for a known one), so neither the answer nor its time says whether an account exists;
// the mail itself is sent after the commit (server/mail/sender.ts), never in the request.
import { type AttemptAsk, reserve } from "../domain/attempt-budget.ts";
import { issuePasswordLink, type PasswordLink } from "../domain/portal-sessions.ts";
import type { AccountRecord, AuditEntry, NewMail, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

export type ResetRequested = { ok: true } | { ok: false; waitSeconds: number };

export async function requestPasswordReset(
  parts: { store: Repository },
  input: {
    /** The account the typed email names, read before (null: none); checked again under lock. */
    account: AccountRecord | null;
    asks: readonly AttemptAsk[];
    now: Date;
    /** The link (its digest only) and its mail, for the account. */
    link: (account: AccountRecord) => { link: PasswordLink; mail: NewMail; audit: AuditEntry };
  },
): Promise<ResetRequested> {
  const at = input.now.toISOString();
  let audit: AuditEntry | null = null;
  return applied(
    await parts.store.transaction(
      async (tx): Promise<ResetRequested> => {
        const counted = input.asks.filter((ask) => ask.limit > 0);
        const reserved = reserve(await tx.portal.attemptWindows(counted.map((ask) => ask.key)), counted, input.now.getTime());
        if (!reserved.ok) return reserved;
        await tx.portal.saveAttemptWindows(reserved.windows);
        const account = input.account ? await tx.account(input.account.id, { lock: true }) : undefined;
        if (!account) return { ok: true };
        const made = input.link(account);
        const next = issuePasswordLink(await tx.portal.passwordLinksOf(account.id), made.link);
        await tx.portal.removePasswordLinks(next.removed.map((l) => l.digest));
        await tx.portal.insertPasswordLink(next.link);
        await tx.mail.queue(made.mail);
        audit = made.audit;
        return { ok: true };
      },
      { now: at, audit: () => audit },
    ),
    "a password reset request",
  );
}
