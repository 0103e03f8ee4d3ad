// A seeded client as rows: the client, its printed key (as a digest) and its seed integration.
import type { Transaction } from "kysely";
import { newApiKey } from "../domain/clients.ts";
import { seedClient, seedIntegration, type SeedClient } from "../domain/seed.ts";
import { insertApiKey, insertClient } from "./api-keys.ts";
import { insertIntegration } from "./kysely-repository.ts";
import type { Database } from "./schema.ts";

/** The id of a seeded client's printed key. */
export const seedKeyId = (clientId: string) => `key_${clientId.replace(/^cli_/, "")}`;

export async function insertSeedClient(
  tx: Transaction<Database>,
  seed: SeedClient,
  options: { withIntegration?: boolean } = {},
): Promise<void> {
  const client = seedClient(seed);
  await insertClient(tx, client);
  await insertApiKey(
    tx,
    newApiKey({
      id: seedKeyId(seed.clientId),
      clientId: seed.clientId,
      name: "Sandbox key",
      secret: seed.apiKey,
      createdAt: client.createdAt,
    }),
  );
  if (options.withIntegration !== false) await insertIntegration(tx, seedIntegration(seed.clientId, seed.integration));
}
