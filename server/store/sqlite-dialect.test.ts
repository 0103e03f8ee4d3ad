import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ImmediateSqliteDialect } from "./sqlite-dialect.ts";

describe("statements prepared once", () => {
  it("a query run again reuses its statement, and the answers are the same", async () => {
    // The dialect is handed the plain database, counted: the cache must be the dialect's own.
    const sqlite = new SQLite(":memory:");
    let prepares = 0;
    const database = { close: () => sqlite.close(), prepare: (text: string) => (prepares++, sqlite.prepare(text)) };
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new ImmediateSqliteDialect({ database }) });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    const before = prepares;
    for (let i = 1; i <= 50; i++)
      await db
        .insertInto("t")
        .values({ id: i, name: `n${i}` })
        .execute();
    const read = () => db.selectFrom("t").select(["id", "name"]).where("id", "=", 7).executeTakeFirst();
    expect(await read()).toEqual({ id: 7, name: "n7" });
    expect(await read()).toEqual({ id: 7, name: "n7" });
    // One insert text and one select text, however many times each ran.
    expect(prepares - before).toBe(2);
    await db.destroy();
  });

  it("the same statement after a schema change still answers with the new schema", async () => {
    const database = new SQLite(":memory:");
    const db = new Kysely<any>({ dialect: new ImmediateSqliteDialect({ database }) });
    await sql`create table t (id integer primary key)`.execute(db);
    await sql`insert into t (id) values (1)`.execute(db);
    expect((await sql`select * from t`.execute(db)).rows).toEqual([{ id: 1 }]);
    await sql`alter table t add column name text default 'x'`.execute(db);
    expect((await sql`select * from t`.execute(db)).rows).toEqual([{ id: 1, name: "x" }]);
    await db.destroy();
  });
});
