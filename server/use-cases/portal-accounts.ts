// A new portal account, with a client of its own and its "account created" audit line in one
// transaction: the portal's sign-up and the operator's create-account both make it here.
import type { Clock } from "../domain/clock.ts";
import type { Ids } from "../domain/ids.ts";
import type { NewAccount } from "../domain/portal-accounts.ts";
import type { PortalStore } from "../store/index.ts";

/**
 * The account, or null when its email is taken (the unique index decides, so two sign-ups
 * cannot race). Until clients are records of their own, a new account's client is a fresh id.
 * `address` and `detail` say who made it from where, for the audit line (never a secret).
 */
export async function openAccount(
  store: PortalStore,
  parts: { ids: Ids; clock: Clock },
  fields: { email: string; passwordHash: string; address: string; detail?: Record<string, string> },
): Promise<NewAccount | null> {
  const at = parts.clock.now().toISOString();
  const account: NewAccount = {
    id: parts.ids.next("acct"),
    clientId: parts.ids.next("cli"),
    email: fields.email,
    passwordHash: fields.passwordHash,
    createdAt: at,
    passwordChangedAt: at,
  };
  const created = await store.createAccount(account, {
    clientId: account.clientId,
    accountId: account.id,
    at,
    action: "account created",
    address: fields.address,
    detail: { email: fields.email, ...fields.detail },
  });
  return created ? account : null;
}
