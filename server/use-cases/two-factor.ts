// A portal account's two-factor sign-in turned on and off: each step loads the account locked,
// runs its rule (domain/portal-accounts.ts) and saves what the rule returns, with its audit line,
// in one store.transaction. The codes' arithmetic (server/portal/totp.ts) and the step-up stay
// with the routes; a code's spending is the portal store's one conditional UPDATE.
import type { Clock } from "../domain/clock.ts";
import { type AccountRecord, withPendingTotp, withTwoFactorOff, withTwoFactorOn } from "../domain/portal-accounts.ts";
import type { AuditEntry, Repository, Written } from "../store/index.ts";

export interface TwoFactorParts {
  store: Repository;
  clock: Clock;
}

function applied<T>(written: Written<T>): T {
  if (written.kind !== "applied") throw new Error(`an account's write without an Idempotency-Key was ${written.kind}`);
  return written.result;
}

/** Loads the account locked, runs `rule`, saves what it returns (null: nothing changes, nothing is audited). */
async function change(
  parts: TwoFactorParts,
  accountId: string,
  rule: (account: AccountRecord) => AccountRecord | null,
  audit: AuditEntry | null,
): Promise<AccountRecord | null> {
  return applied(
    await parts.store.transaction(
      async (tx) => {
        const before = await tx.account(accountId, { lock: true });
        const after = before ? rule(before) : null;
        if (after) await tx.saveAccount(after);
        return after;
      },
      { now: parts.clock.now().toISOString(), audit: (after) => (after ? audit : null) },
    ),
  );
}

/** A new seed waiting for its first code (any earlier one that never got it is replaced). */
export async function startTwoFactor(parts: TwoFactorParts, accountId: string, secret: string): Promise<void> {
  await change(parts, accountId, (account) => withPendingTotp(account, secret), null);
}

/**
 * Two-factor on with the pending seed, the step its first code used and the recovery codes'
 * digests. False when the pending seed is no longer `secret` (setup started again elsewhere) or
 * two-factor is on already.
 */
export async function enableTwoFactor(
  parts: TwoFactorParts,
  accountId: string,
  secret: string,
  step: number,
  recoveryDigests: string[],
  audit: AuditEntry,
): Promise<boolean> {
  return (await change(parts, accountId, (account) => withTwoFactorOn(account, secret, step, recoveryDigests), audit)) !== null;
}

export async function disableTwoFactor(parts: TwoFactorParts, accountId: string, audit: AuditEntry): Promise<void> {
  await change(parts, accountId, withTwoFactorOff, audit);
}
