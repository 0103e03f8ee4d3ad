// A test's change to an integration's record (its callback URL, a hostile name), written as the
// service writes settings: one store transaction that loads the record locked and saves the
// new one, so its commit wakes the readers of its orders as a real change does.
import type { IntegrationRecord } from "../../server/domain/types.ts";
import type { Repository } from "../../server/store/index.ts";

/** The saved record; undefined when the client has no such integration. */
export async function changeIntegration(
  store: Repository,
  clientId: string,
  id: string,
  change: (record: IntegrationRecord) => IntegrationRecord,
): Promise<IntegrationRecord | undefined> {
  const written = await store.transaction(
    async (tx) => {
      const record = await tx.integrationForUpdate(id, clientId);
      if (!record) return undefined;
      const next = change(record);
      await tx.saveIntegration(next);
      return next;
    },
    { now: new Date().toISOString() },
  );
  return written.kind === "applied" ? written.result : undefined;
}
