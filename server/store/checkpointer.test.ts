// The WAL is checkpointed by a second connection on a worker thread, never by the service's own
// connection inside a COMMIT: the WAL stops growing, and the writer goes on meanwhile.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { Checkpointer } from "./checkpointer.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writer() {
  const dir = mkdtempSync(join(tmpdir(), "checkpointer-"));
  dirs.push(dir);
  const file = join(dir, "db.sqlite");
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("wal_autocheckpoint = 0");
  db.exec("create table t (id integer primary key, data text)");
  const insert = db.prepare("insert into t (data) values (?)");
  // About two pages a row: the WAL grows by some 8 KB a write until something checkpoints it.
  const write = () => insert.run("x".repeat(6000));
  return { file, db, write, walBytes: () => statSync(`${file}-wal`).size };
}

describe("Checkpointer", () => {
  it("every `every` writes, a PASSIVE checkpoint on its own thread copies the WAL back, and the WAL is then reused", async () => {
    const { file, db, write, walBytes } = writer();
    const checkpointer = new Checkpointer(file, 100);
    try {
      for (let i = 0; i < 99; i++) {
        write();
        checkpointer.wrote();
      }
      write();
      const done = checkpointer.next();
      checkpointer.wrote();
      const result = await done;
      expect(result.error).toBeUndefined();
      expect(result.checkpointed).toBeGreaterThan(100);
      expect(result.checkpointed).toBe(result.log);
      const after = walBytes();
      // A checkpointed WAL is written again from its start: 300 more writes in rounds of 100
      // keep it near its size after the first round, where without checkpoints it triples.
      for (let round = 0; round < 3; round++) {
        const next = checkpointer.next();
        for (let i = 0; i < 100; i++) {
          write();
          checkpointer.wrote();
        }
        expect((await next).error).toBeUndefined();
      }
      expect(walBytes()).toBeLessThan(after * 1.5);
      expect((db.prepare("select count(*) as n from t").get() as { n: number }).n).toBe(400);
    } finally {
      await checkpointer.close();
      db.close();
    }
  });

  it("without it, the service's connection (wal_autocheckpoint=0) never checkpoints: the WAL only grows", () => {
    const { db, write, walBytes } = writer();
    for (let i = 0; i < 100; i++) write();
    const first = walBytes();
    for (let i = 0; i < 200; i++) write();
    expect(walBytes()).toBeGreaterThan(first * 2.5);
    db.close();
  });
});
