// Clients and their API keys, for whatever manages merchants (the portal, an operator's
// script, the start's seeding): use cases over store.transaction, no HTTP. The rules are the
// pure ones of domain/clients.ts (a record in, the new record out); a key's audit line, when the
// caller keeps one, is written in the key's own transaction. A new key's secret is returned
// once, by the call that makes it; afterwards only its name, prefix and times can be read.
import { isIssuedId } from "../../src/shared/index.ts";
import type { Clock } from "../domain/clock.ts";
import {
  apiKeyView,
  newApiKey,
  newApiKeySecret,
  newClient,
  revokeApiKey as revoked,
  withSeedUrl,
  type ClientRecord,
  type KeyKind,
} from "../domain/clients.ts";
import type { Ids } from "../domain/ids.ts";
import type { AuditEntry, Repository, Written } from "../store/index.ts";

export interface AccountParts {
  store: Repository;
  ids: Ids;
  clock: Clock;
  /** What the keys made here are named for: real payments (chain mode) or the sandbox's. */
  keyKind: KeyKind;
}

export type ApiKeyView = ReturnType<typeof apiKeyView>;

/** A new key: the record as lists show it, and the secret, which nothing shows again. */
export interface CreatedKey {
  key: ApiKeyView;
  secret: string;
}

/** The audit line of a key's change, built from what the change made; written in its transaction. */
export type KeyAudit = (key: ApiKeyView) => AuditEntry;

/** These writes carry no Idempotency-Key: anything but applied is a broken store. */
function applied<T>(written: Written<T>): T {
  if (written.kind !== "applied") throw new Error(`a client's or key's write without an Idempotency-Key was ${written.kind}`);
  return written.result;
}

/** A new client with its first key (and no integration: it creates its own), in one transaction. */
export async function createClient(
  parts: AccountParts,
  fields: { name: string; keyName?: string },
): Promise<{ client: ClientRecord } & CreatedKey> {
  const now = parts.clock.now().toISOString();
  const client = newClient({ id: parts.ids.next("cli"), name: fields.name, createdAt: now });
  const secret = newApiKeySecret(parts.ids, parts.keyKind);
  const key = newApiKey({ id: parts.ids.next("key"), clientId: client.id, name: fields.keyName ?? "Default key", secret, createdAt: now });
  applied(
    await parts.store.transaction(
      async (tx) => {
        if (!(await tx.insertClient(client))) throw new Error(`client ${client.id} exists already`);
        await tx.insertApiKey(key);
      },
      { now },
    ),
  );
  return { client, key: apiKeyView(key), secret };
}

/**
 * Another key for the client, and its audit line, in one transaction; undefined when there is
 * no such client. With `orNewClient`, a client id that has no record yet (a portal account made
 * at sign-up has only the id) gets one by that name, this key its first.
 */
export async function createApiKey(
  parts: AccountParts,
  clientId: string,
  name: string,
  orNewClient?: string,
  audit?: KeyAudit,
): Promise<CreatedKey | undefined> {
  const secret = newApiKeySecret(parts.ids, parts.keyKind);
  const now = parts.clock.now().toISOString();
  const key = newApiKey({ id: parts.ids.next("key"), clientId, name, secret, createdAt: now });
  const view = apiKeyView(key);
  const made = applied(
    await parts.store.transaction(
      async (tx) => {
        if (orNewClient === undefined) {
          if (!(await tx.client(clientId))) return false;
        } else {
          // Made here unless another request made it first: then the key is added to that one.
          await tx.insertClient(newClient({ id: clientId, name: orNewClient, createdAt: now }));
        }
        await tx.insertApiKey(key);
        return true;
      },
      { now, audit: (made) => (made && audit ? audit(view) : null) },
    ),
  );
  return made ? { key: view, secret } : undefined;
}

export async function listApiKeys(parts: Pick<AccountParts, "store">, clientId: string): Promise<ApiKeyView[]> {
  return (await parts.store.listApiKeys(clientId)).map(apiKeyView);
}

/**
 * Revoked from now on (in this process at once, in others within seconds), with its audit line
 * in the same transaction; undefined when the client has no such key.
 */
export async function revokeApiKey(
  // Revoking names no new key: the parts without the keys' kind, so the operator's reset can call it.
  parts: Omit<AccountParts, "keyKind">,
  clientId: string,
  keyId: string,
  audit?: KeyAudit,
): Promise<ApiKeyView | undefined> {
  // An id of a shape never issued names no key: answered unknown before any query (PostgreSQL's
  // text cannot even hold a NUL, and would fail the lookup).
  if (!isIssuedId(keyId)) return undefined;
  const now = parts.clock.now().toISOString();
  const key = applied(
    await parts.store.transaction(
      async (tx) => {
        const before = await tx.apiKey(clientId, keyId, { lock: true });
        if (!before) return undefined;
        const after = revoked(before, now);
        await tx.saveApiKey(after);
        return apiKeyView(after);
      },
      { now, audit: (view) => (view && audit ? audit(view) : null) },
    ),
  );
  return key;
}

/**
 * A seeded client's seed, and its integration, at the URL this start serves the demo shop on
 * (one transaction); the client, or undefined when it is gone.
 */
export async function pointSeedAt(store: Repository, clientId: string, url: string, now: string): Promise<ClientRecord | undefined> {
  return applied(
    await store.transaction(
      async (tx) => {
        const before = await tx.client(clientId, { lock: true });
        if (!before) return undefined;
        const client = withSeedUrl(before, url);
        if (client !== before) await tx.saveClient(client);
        if (!client.seed) return client;
        const integration = await tx.integrationForUpdate(client.seed.integrationId, client.id);
        if (integration) await tx.saveIntegration({ ...integration, url });
        return client;
      },
      { now },
    ),
  );
}
