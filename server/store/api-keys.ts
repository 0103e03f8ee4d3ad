// API keys and clients as rows, and the per-request key check. A presented key is hashed
// (SHA-256: keys carry 256 random bits, so a fast hash is enough) and looked up in a map this
// process keeps; a miss reads the unique hash index once. An entry is trusted for a few seconds
// and then read again, so a key revoked by another process stops working within that time (one
// revoked here stops at once). Last use is written at most once a minute per key, beside the
// request rather than in its way.
import type { Kysely, Selectable, Transaction } from "kysely";
import { hashApiKey, type ApiKeyRecord, type ClientRecord } from "../domain/clients.ts";
import type { KeyHolder } from "../domain/clients.ts";
import type { ApiKeysTable, Database } from "./schema.ts";

type Db = Kysely<Database> | Transaction<Database>;

export type { KeyHolder } from "../domain/clients.ts";

/** How long a looked-up key is trusted before it is read again (another process may revoke it). */
export const KEY_RECHECK_MS = 5_000;
/** How often, at most, one key's last use is written. */
export const LAST_USED_EVERY_MS = 60_000;

export function toApiKey(row: Pick<Selectable<ApiKeysTable>, "data" | "last_used_at">): ApiKeyRecord {
  return { ...(JSON.parse(row.data) as ApiKeyRecord), lastUsedAt: row.last_used_at ?? null };
}

export async function insertApiKey(db: Db, key: ApiKeyRecord): Promise<void> {
  const { lastUsedAt, ...data } = key;
  await db
    .insertInto("api_keys")
    .values({ id: key.id, client_id: key.clientId, hash: key.hash, data: JSON.stringify(data), last_used_at: lastUsedAt })
    .execute();
}

export async function updateApiKey(db: Db, key: ApiKeyRecord): Promise<void> {
  const { lastUsedAt: _lastUsed, ...data } = key;
  await db
    .updateTable("api_keys")
    .set({ data: JSON.stringify(data) })
    .where("id", "=", key.id)
    .execute();
}

/** False when a client with this id is there already (another request made it first). */
export async function insertClient(db: Db, client: ClientRecord): Promise<boolean> {
  const inserted = await db
    .insertInto("clients")
    .values({ id: client.id, data: JSON.stringify(client) })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function readClient(db: Db, id: string): Promise<ClientRecord | undefined> {
  const row = await db.selectFrom("clients").select("data").where("id", "=", id).executeTakeFirst();
  return row ? (JSON.parse(row.data) as ClientRecord) : undefined;
}

export async function readApiKey(db: Db, clientId: string, keyId: string, lock = false): Promise<ApiKeyRecord | undefined> {
  const row = await db
    .selectFrom("api_keys")
    .select(["data", "last_used_at"])
    .where("id", "=", keyId)
    .where("client_id", "=", clientId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ? toApiKey(row) : undefined;
}

export interface KeyLookup {
  /** The key's holder, or null for a key that is unknown or revoked. */
  holderOf(presented: string): Promise<KeyHolder | null>;
  /** After this process revoked or created a key: what it says now applies here at once. */
  forget(hash: string): void;
}

interface Entry {
  holder: KeyHolder | null;
  checkedAt: number;
  usedWrittenAt: number;
}

/** At most this many keys are remembered; past it the map starts again (unknown keys are never kept). */
const MAX_ENTRIES = 10_000;

export function createKeyLookup(db: Kysely<Database>, now: () => number = Date.now): KeyLookup {
  const known = new Map<string, Entry>();
  // One read per key at a time: a burst of requests with a key not yet known (or due for a
  // recheck) waits on the one read instead of queueing thousands on the pool.
  const reading = new Map<string, Promise<KeyHolder | null>>();

  async function read(hash: string): Promise<KeyHolder | null> {
    const row = await db.selectFrom("api_keys").select(["id", "client_id", "data"]).where("hash", "=", hash).executeTakeFirst();
    if (!row) return null;
    const record = JSON.parse(row.data) as ApiKeyRecord;
    return record.revokedAt === null ? { clientId: row.client_id, keyId: row.id } : null;
  }

  function noteUse(entry: Entry, at: number): void {
    if (!entry.holder || at - entry.usedWrittenAt < LAST_USED_EVERY_MS) return;
    entry.usedWrittenAt = at;
    const keyId = entry.holder.keyId;
    // Not awaited: the request does not wait on bookkeeping, and a failure (a closing store) loses only a time.
    void db
      .updateTable("api_keys")
      .set({ last_used_at: new Date(at).toISOString() })
      .where("id", "=", keyId)
      .execute()
      .catch(() => {});
  }

  return {
    async holderOf(presented) {
      const hash = hashApiKey(presented);
      const at = now();
      let entry = known.get(hash);
      if (!entry || at - entry.checkedAt >= KEY_RECHECK_MS) {
        let pending = reading.get(hash);
        if (!pending) {
          pending = read(hash).finally(() => reading.delete(hash));
          reading.set(hash, pending);
        }
        const holder = await pending;
        if (!holder) {
          known.delete(hash);
          return null;
        }
        if (known.size >= MAX_ENTRIES) known.clear();
        entry = { holder, checkedAt: at, usedWrittenAt: entry?.usedWrittenAt ?? 0 };
        known.set(hash, entry);
      }
      noteUse(entry, at);
      return entry.holder;
    },
    forget(hash) {
      known.delete(hash);
      reading.delete(hash);
    },
  };
}
