// Backups of the SQLite store while the service runs, and their restore. A backup is SQLite's
// online backup of one read snapshot (WAL lets the service keep writing meanwhile), so it holds
// exactly the transactions committed before that snapshot: every acknowledged write, since a
// write is acknowledged only after its commit. A restore replaces the database file whole, by a
// rename, and only when no process has it open.
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import { z } from "zod/mini";
import { MIGRATION_NAMES } from "./migrations/index.ts";
import { StoreRefused } from "./refused.ts";

const SQLITE_MAGIC = "SQLite format 3\u0000";

/** What a backup holds, as the operator is told. */
export const BackupSummary = z.object({
  orders: z.number(),
  /** Null in a database from before there were several merchants (it has no clients table). */
  clients: z.nullable(z.number()),
  lastOrderAt: z.nullable(z.string()),
  /** The last migration it ran, e.g. "011-listener-feed". */
  schema: z.string(),
});
export type BackupSummary = z.infer<typeof BackupSummary>;

export function describeSummary(s: BackupSummary): string {
  const clients = s.clients === null ? "one merchant (no clients table yet)" : `${s.clients} client${s.clients === 1 ? "" : "s"}`;
  return `${s.orders} order${s.orders === 1 ? "" : "s"}, ${clients}, last order ${s.lastOrderAt ?? "(none)"}, schema ${s.schema}`;
}

/**
 * Copies the service's database `source` to `file` while the service may be writing it. The
 * copy is made beside `file`, created 0600 from its first byte (it holds the API keys' digests,
 * the webhook secret and payers' names), synced, and only then given its name: an existing
 * `file` is refused unless `force`, and a failed backup leaves no half file under that name.
 */
export async function backupSqlite(source: string, file: string, force: boolean): Promise<BackupSummary> {
  if (!existsSync(source)) throw new StoreRefused(`${source} does not exist: name the service's database (STATE or DATA_DIR)`);
  if (!force && existsSync(file)) throw new StoreRefused(`${file} already exists: choose a new file name, or add --force to replace it`);
  if (!existsSync(dirname(file))) throw new StoreRefused(`${dirname(file)} does not exist: make the folder first`);
  const partial = partialBeside(file);
  closeSync(openSync(partial, "wx", 0o600));
  try {
    const db = new SQLite(source, { fileMustExist: true });
    try {
      // The service holds the write lock for a moment at a time; wait for it as the service does.
      db.pragma("busy_timeout = 5000");
      refuseForeign(db, source);
      // After a first step, the rest in one step: a step that copies every page reads one
      // snapshot, so the service's writes meanwhile cannot restart the copy again and again.
      await db.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    const summary = settle(partial, `the copy of ${source}`);
    if (force) renameSync(partial, file);
    else {
      // link() never replaces: a file made under that name since the check above is kept.
      try {
        linkSync(partial, file);
      } catch (error) {
        if ((error as { code?: string }).code === "EEXIST")
          throw new StoreRefused(`${file} already exists: choose a new file name, or add --force to replace it`);
        throw error;
      }
      rmSync(partial);
    }
    syncFolder(dirname(file));
    return summary;
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Replaces the database `target` with the backup `file`, checked first: a SQLite database of
 * this service (its migration history and settings) at a version this code can migrate. Refused
 * while any process has `target` open (see `holdUnused`). Atomic: the copy is written beside
 * `target`, synced, and renamed over it; the old database's WAL and shared-memory files go with
 * it, since left beside the new file SQLite would replay the old WAL into it.
 */
export function restoreSqlite(file: string, target: string): BackupSummary {
  checkIsSqlite(file);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const lock = existsSync(target) ? holdUnused(target) : null;
  const partial = partialBeside(target);
  try {
    copyPrivately(file, partial);
    const summary = settle(partial, file);
    if (lock) {
      // Back to a rollback journal: the old WAL is folded into the old file and removed, under
      // the lock still held, so no process can open the old database in between.
      try {
        lock.pragma("journal_mode = DELETE");
      } catch {
        // An unreadable old database: its WAL is worthless too and is removed below.
      }
    }
    renameSync(partial, target);
    rmSync(`${target}-wal`, { force: true });
    rmSync(`${target}-shm`, { force: true });
    rmSync(`${target}-journal`, { force: true });
    syncFolder(dirname(target));
    return summary;
  } finally {
    lock?.close();
    rmSync(partial, { force: true });
  }
}

/**
 * A connection holding `file` exclusively, or a refusal naming it when another process has it
 * open. Every service process keeps its connection (and its checkpointer's) open from its start
 * to its exit, and in WAL mode an open connection holds a shared lock on the WAL index, so an
 * exclusive lock asked for without waiting fails exactly while a service (or any worker of it,
 * or an operator's command) uses the file, idle or not.
 */
export function holdUnused(file: string): SQLite.Database {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY")
      throw new StoreRefused(`a service (or another program) is using ${file}: stop it first, then restore (nothing was changed)`);
    throw new StoreRefused(`${file} cannot be locked for the restore: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The copy checked whole, made self-contained (no WAL beside it), summarised and synced; `where` names it in a refusal. */
function settle(copy: string, where: string): BackupSummary {
  const db = new SQLite(copy, { fileMustExist: true });
  try {
    refuseForeign(db, where);
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new StoreRefused(`${where} is damaged (${String(check)}): nothing was changed`);
    // The service switches it back to WAL when it opens it.
    db.pragma("journal_mode = DELETE");
    return summarise(db);
  } catch (error) {
    if (error instanceof StoreRefused) throw error;
    throw new StoreRefused(`${where} cannot be read as a database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
    const fd = openSync(copy, "r+");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

function summarise(db: SQLite.Database): BackupSummary {
  const tables = tablesOf(db);
  const count = (db.prepare("select count(*) as n from orders").get() as { n: number }).n;
  // Rows are numbered in the order they were made; the time is in the record's JSON.
  const last = db.prepare("select json_extract(data, '$.createdAt') as at from orders order by seq desc limit 1").get() as
    | { at: string | null }
    | undefined;
  const clients = tables.includes("clients") ? (db.prepare("select count(*) as n from clients").get() as { n: number }).n : null;
  const ran = db.prepare("select name from kysely_migration order by name").all() as { name: string }[];
  return { orders: count, clients, lastOrderAt: last?.at ?? null, schema: ran.at(-1)?.name ?? "(none)" };
}

function tablesOf(db: SQLite.Database): string[] {
  return (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name);
}

/** Another program's database, one no service has set up, or one from a newer version: refused. */
function refuseForeign(db: SQLite.Database, where: string): void {
  const tables = tablesOf(db);
  if (!tables.includes("kysely_migration") || !tables.includes("meta") || !tables.includes("orders")) {
    const shown = tables.filter((t) => !t.startsWith("sqlite_")).slice(0, 5);
    throw new StoreRefused(
      `${where} is not a database of this service (it holds ${shown.length === 0 ? "no tables" : shown.join(", ")}, not the service's migration history and orders): nothing was changed`,
    );
  }
  const ran = (db.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map((r) => r.name);
  const known = new Set(MIGRATION_NAMES);
  const unknown = ran.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new StoreRefused(
      `${where} was made by a newer version of the service (migration ${unknown.join(", ")}; this version knows up to ${MIGRATION_NAMES.at(-1)}): restore it with that version; nothing was changed`,
    );
  const settings = db.prepare("select 1 from meta where key = 'settings'").get();
  if (!settings) throw new StoreRefused(`${where} holds no service settings (no service has started on it): nothing was changed`);
}

/** Refuses, by its first bytes, a file that is not SQLite at all, before SQLite opens it. */
function checkIsSqlite(file: string): void {
  if (!existsSync(file)) throw new StoreRefused(`${file} does not exist: name the backup file to restore`);
  if (!statSync(file).isFile()) throw new StoreRefused(`${file} is not a file: name the backup file to restore`);
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") !== SQLITE_MAGIC)
    throw new StoreRefused(`${file} is not a SQLite database (so not a backup of this service): nothing was changed`);
}

/** A byte copy of `from` at `to`, created 0600 (never readable by others, not even for a moment). */
function copyPrivately(from: string, to: string): void {
  const input = openSync(from, "r");
  const output = openSync(to, "wx", 0o600);
  try {
    const chunk = Buffer.alloc(1 << 20);
    for (let at = 0; ; ) {
      const read = readSync(input, chunk, 0, chunk.length, at);
      if (read === 0) break;
      for (let written = 0; written < read; ) written += writeSync(output, chunk, written, read - written);
      at += read;
    }
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

function partialBeside(file: string): string {
  return join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
}

/** The rename itself survives a power cut only once the folder is synced. */
function syncFolder(folder: string): void {
  const fd = openSync(folder, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
