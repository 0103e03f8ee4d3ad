// A portal account's language, chosen by the merchant in the portal's switcher: no step-up (it
// moves no money and opens no door; the worst a stolen session does here is change the words
// of the screens and mail), but a change is an audit line, written in the transaction that
// saves it, as every change of an account's settings is.
import type { Language } from "../../src/shared/index.ts";
import { withLanguage } from "../domain/portal-accounts.ts";
import type { AuditEntry, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

/** Saves the account's language; the language it has after (undefined: no such account). */
export async function saveLanguage(
  store: Repository,
  accountId: string,
  language: Language,
  now: string,
  audit: (detail: Record<string, string>) => AuditEntry,
): Promise<Language | undefined> {
  let entry: AuditEntry | null = null;
  return applied(
    await store.transaction(
      async (tx) => {
        const before = await tx.account(accountId, { lock: true });
        if (!before) return undefined;
        const after = withLanguage(before, language);
        if (!after) return language;
        await tx.saveAccount(after);
        entry = audit({ language, before: before.language ?? "none" });
        return language;
      },
      { now, audit: () => entry },
    ),
    "a language change",
  );
}
