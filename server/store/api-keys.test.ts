// The per-request key check: a burst of requests with a key this process has not seen yet
// reads the store once, not once per request (2,000 at once would otherwise queue on the pool
// ahead of the requests' own work).
import SQLite from "better-sqlite3";
import { Kysely, Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { newApiKey } from "../domain/clients.ts";
import { createKeyLookup, insertApiKey } from "./api-keys.ts";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";
import { ImmediateSqliteDialect } from "./sqlite-dialect.ts";

async function keyStore() {
  let keyReads = 0;
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: new SQLite(":memory:") }),
    log: (event) => {
      if (event.level === "query" && /from "api_keys"/.test(event.query.sql) && /^select/.test(event.query.sql)) keyReads++;
    },
  });
  const { error } = await new Migrator({ db, provider: migrations("sqlite") }).migrateToLatest();
  if (error) throw error;
  const secret = "sk_test_lookup_0123456789abcdef";
  await insertApiKey(db, newApiKey({ id: "key_1", clientId: "cli_1", name: "k", secret, createdAt: new Date(0).toISOString() }));
  return { db, secret, reads: () => keyReads };
}

describe("the per-request API key lookup", () => {
  it("a burst of 500 requests with a key not yet known reads the store once", async () => {
    const { db, secret, reads } = await keyStore();
    const lookup = createKeyLookup(db);
    const holders = await Promise.all(Array.from({ length: 500 }, () => lookup.holderOf(secret)));
    expect(new Set(holders.map((h) => h?.clientId))).toEqual(new Set(["cli_1"]));
    expect(reads()).toBe(1);
    await db.destroy();
  });

  it("an unknown key is read each time and never remembered; a known one is read again after the recheck time", async () => {
    const { db, secret, reads } = await keyStore();
    let now = 0;
    const lookup = createKeyLookup(db, () => now);
    expect(await lookup.holderOf("sk_wrong")).toBeNull();
    expect(await lookup.holderOf("sk_wrong")).toBeNull();
    expect(reads()).toBe(2);
    await lookup.holderOf(secret);
    await lookup.holderOf(secret);
    expect(reads()).toBe(3);
    now += 5_000;
    await lookup.holderOf(secret);
    expect(reads()).toBe(4);
    await db.destroy();
  });
});
