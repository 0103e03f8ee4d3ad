import SQLite from "better-sqlite3";
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { compileOnce } from "./compiled-once.ts";

interface Db {
  things: { id: string; owner: string | null; kind: string; data: string };
}

const postgres = new Kysely<Db>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe("compileOnce", () => {
  it("compiles to the SQL and parameters Kysely builds for the same values, on both engines' compilers", () => {
    const sqlite = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    for (const db of [sqlite, postgres]) {
      // A constant of the query ("thing") sits between the two holes: it keeps its place.
      const query = compileOnce(["owner", "id"], (hole) =>
        db.selectFrom("things").select("data").where("owner", "=", hole.owner).where("kind", "=", "thing").where("id", "=", hole.id),
      );
      const built = db
        .selectFrom("things")
        .select("data")
        .where("owner", "=", "o1")
        .where("kind", "=", "thing")
        .where("id", "=", "t1")
        .compile();
      const once = query({ id: "t1", owner: "o1" });
      expect(once.sql).toBe(built.sql);
      expect(once.parameters).toEqual(["o1", "thing", "t1"]);
      expect(query({ id: "t2", owner: null }).parameters).toEqual([null, "thing", "t2"]);
    }
  });

  it("inserts and reads back through a real database", async () => {
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await db.schema
      .createTable("things")
      .addColumn("id", "text")
      .addColumn("owner", "text")
      .addColumn("kind", "text")
      .addColumn("data", "text")
      .execute();
    const insert = compileOnce(["id", "owner", "kind", "data"] as const, (hole) => db.insertInto("things").values(hole));
    const read = compileOnce(["id"], (hole) => db.selectFrom("things").select(["owner", "data"]).where("id", "=", hole.id));
    await db.executeQuery(insert({ id: "a", owner: null, kind: "k", data: '{"x":"1.50"}' }));
    await db.executeQuery(insert({ id: "b", owner: "o", kind: "k", data: "{}" }));
    expect((await db.executeQuery(read({ id: "a" }))).rows).toEqual([{ owner: null, data: '{"x":"1.50"}' }]);
    expect((await db.executeQuery(read({ id: "c" }))).rows).toEqual([]);
    await db.destroy();
  });

  it("refuses a name that did not become a bound parameter (used as an identifier, or not at all)", () => {
    expect(() => compileOnce(["id", "unused"], (hole) => postgres.selectFrom("things").select("data").where("id", "=", hole.id))).toThrow(
      /unused did not become a bound parameter/,
    );
    expect(() =>
      compileOnce(["column"], (hole) =>
        postgres
          .selectFrom("things")
          .select("data")
          .where(hole.column as "id", "=", "x"),
      ),
    ).toThrow(/column did not become/);
  });
});
