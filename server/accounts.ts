// Clients and their API keys, for whatever manages merchants (the portal, an operator's
// script): plain functions over the store, no HTTP. A new key's secret is returned once, by the
// call that makes it; afterwards only its name, prefix and times can be read.
import { isIssuedId } from "../src/shared/index.ts";
import type { Clock } from "./domain/clock.ts";
import {
  apiKeyView,
  newApiKey,
  newApiKeySecret,
  newClient,
  revokeApiKey as revoked,
  type ApiKeyRecord,
  type ClientRecord,
} from "./domain/clients.ts";
import type { Ids } from "./domain/ids.ts";
import type { Repository } from "./store/index.ts";

export interface AccountParts {
  store: Repository;
  ids: Ids;
  clock: Clock;
}

export type ApiKeyView = ReturnType<typeof apiKeyView>;

/** A new key: the record as lists show it, and the secret, which nothing shows again. */
export interface CreatedKey {
  key: ApiKeyView;
  secret: string;
}

/** A new client with its first key (and no integration: it creates its own). */
export async function createClient(
  parts: AccountParts,
  fields: { name: string; keyName?: string },
): Promise<{ client: ClientRecord } & CreatedKey> {
  const now = parts.clock.now().toISOString();
  const client = newClient({ id: parts.ids.next("cli"), name: fields.name, createdAt: now });
  const secret = newApiKeySecret(parts.ids);
  const key = newApiKey({ id: parts.ids.next("key"), clientId: client.id, name: fields.keyName ?? "Default key", secret, createdAt: now });
  await parts.store.createClient(client, key);
  return { client, key: apiKeyView(key), secret };
}

/**
 * Another key for the client; undefined when there is no such client. With `orNewClient`, a
 * client id that has no record yet (a portal account made at sign-up has only the id) gets
 * one by that name, this key its first.
 */
export async function createApiKey(
  parts: AccountParts,
  clientId: string,
  name: string,
  orNewClient?: string,
): Promise<CreatedKey | undefined> {
  const exists = (await parts.store.getClient(clientId)) !== undefined;
  if (!exists && orNewClient === undefined) return undefined;
  const secret = newApiKeySecret(parts.ids);
  const now = parts.clock.now().toISOString();
  const key: ApiKeyRecord = newApiKey({ id: parts.ids.next("key"), clientId, name, secret, createdAt: now });
  if (exists) await parts.store.createApiKey(key);
  else {
    try {
      await parts.store.createClient(newClient({ id: clientId, name: orNewClient as string, createdAt: now }), key);
    } catch (error) {
      // Another request made the client first (its id is the primary key): add the key to it.
      if (!(await parts.store.getClient(clientId))) throw error;
      await parts.store.createApiKey(key);
    }
  }
  return { key: apiKeyView(key), secret };
}

export async function listApiKeys(parts: AccountParts, clientId: string): Promise<ApiKeyView[]> {
  return (await parts.store.listApiKeys(clientId)).map(apiKeyView);
}

/** Revoked from now on (in this process at once, in others within seconds); undefined when the client has no such key. */
export async function revokeApiKey(parts: AccountParts, clientId: string, keyId: string): Promise<ApiKeyView | undefined> {
  // An id of a shape never issued names no key: answered unknown before any query (PostgreSQL's
  // text cannot even hold a NUL, and would fail the lookup).
  if (!isIssuedId(keyId)) return undefined;
  const now = parts.clock.now().toISOString();
  const key = await parts.store.updateApiKey(clientId, keyId, (record) => revoked(record, now));
  return key && apiKeyView(key);
}
