// What an account holds and how it came to be, for the operator who is about to hand it to
// someone: an account opened at sign-up may have been opened by anyone in the email's name (a
// squatter waiting for the real owner to ask the operator in), and the API keys and
// integrations it made keep working for whoever made them unless they are revoked.
import type { ApiKeyRecord } from "../domain/clients.ts";
import { type AccountOrigin, accountOrigin } from "../domain/portal-accounts.ts";
import type { AccountRecord, NewAccount, Repository } from "../store/index.ts";

export interface AccountHoldings {
  origin: AccountOrigin;
  /** The client's API keys that still work. */
  activeKeys: ApiKeyRecord[];
  integrations: number;
}

export async function holdingsOf(store: Repository, account: AccountRecord | NewAccount): Promise<AccountHoldings> {
  const [created, keys, integrations] = await Promise.all([
    store.portal.accountCreated(account.clientId, account.id),
    store.listApiKeys(account.clientId),
    store.listIntegrations(account.clientId, { offset: 0, limit: 1 }),
  ]);
  return {
    origin: accountOrigin(created),
    activeKeys: keys.filter((key) => key.revokedAt === null),
    integrations: integrations.total,
  };
}

/** One line of what the operator is told: how the account was made and what it holds. */
export function describeHoldings(holdings: AccountHoldings): string {
  const { origin } = holdings;
  const made =
    origin.madeBy === "sign-up"
      ? `self-made: signed up${origin.address ? ` from ${origin.address}` : ""}${origin.at ? ` at ${origin.at}` : ""} (by whoever had the password then, not necessarily the email's owner)`
      : origin.madeBy === "operator"
        ? `made by the operator${origin.at ? ` at ${origin.at}` : ""}`
        : origin.madeBy === "start"
          ? "the demo account, made by the service's start"
          : "made before accounts recorded how (unknown)";
  const keys = holdings.activeKeys.length;
  return `${made}; holds ${keys} API key${keys === 1 ? "" : "s"} in use and ${holdings.integrations} integration${holdings.integrations === 1 ? "" : "s"}`;
}
