// Opening the database: SQLite through better-sqlite3 (a file, or in memory for tests) or
// PostgreSQL through pg, both behind Kysely. Before anything is written, the target is checked:
// a file that is not SQLite, a database holding someone else's tables, or one migrated by a
// newer version stops the start with a message naming it, and is left exactly as it was.
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import { ImmediateSqliteDialect, type RunOnConnection } from "./sqlite-dialect.ts";
import { Checkpointer } from "./checkpointer.ts";
import { type SyncFile, WalSync } from "./wal-sync.ts";
import { DEMO_CLIENT_ID } from "../domain/clients.ts";
import type { Seed } from "../domain/seed.ts";
import type { Engine } from "./engine.ts";
import { importLegacyState, readLegacyState } from "./legacy-state.ts";
import { createKyselyRepository, insertSettingsOnce, readSettings, writeSettings } from "./kysely-repository.ts";
import { insertSeedClient, seedKeyId } from "./seed-clients.ts";
import { MIGRATION_NAMES, migrations } from "./migrations/index.ts";
import { StoreRefused } from "./refused.ts";
import type { Repository, Settings } from "./repository.ts";
import type { Database } from "./schema.ts";

export { StoreRefused } from "./refused.ts";

export type StoreTarget = { kind: "sqlite"; file: string } | { kind: "memory" } | { kind: "postgres"; url: string };

export interface OpenOptions {
  target: StoreTarget;
  /**
   * What a fresh database starts with (the signing secret, the seeded clients with their keys and
   * integrations). A database that lacks one of its seeded clients (made before there were
   * several) gains it. Null: only a database a service already made is opened, as it is (the
   * operator's command works on the service's database and never makes or seeds one).
   */
  initial: (() => Seed) | null;
  /** A JSON state file of the earlier file store, imported once into a fresh database. */
  legacyStateFile?: string | undefined;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /** How a SQLite file's WAL is synced (fs.fdatasync; tests hold or fail it). */
  syncWal?: SyncFile;
  /** Other processes write the same SQLite file (WORKERS on SQLite): reads of orders sync first. */
  sharedFile?: boolean;
}

export interface Opened {
  repository: Repository;
  /** True when this start created the service's data (seeded or imported). */
  created: boolean;
  /** The legacy state file imported by this start, if any. */
  imported: string | null;
  /** For messages: the file, ":memory:" or the PostgreSQL server. */
  where: string;
  target: StoreTarget["kind"];
}

const SQLITE_MAGIC = "SQLite format 3\u0000";
const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

export async function openRepository(options: OpenOptions): Promise<Opened> {
  const { target, legacyStateFile } = options;
  // A new database file and a state file to import: check the state file before the database
  // file is even created, so a bad one leaves nothing behind.
  const early =
    target.kind === "sqlite" && !existsSync(target.file) && legacyStateFile && existsSync(legacyStateFile)
      ? readLegacyState(legacyStateFile)
      : null;
  const { db, engine, where, walSync, runOnConnection } = await connect(options);
  try {
    if (engine === "postgres") await refuseForeign(db, where);
    const { error, results } = await new Migrator({ db, provider: migrations(engine) }).migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === "Error")?.migrationName;
      throw new StoreRefused(
        `${where}: migration ${failed ?? "(unknown)"} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    let settings = await readSettings(db);
    let created = false;
    let imported: string | null = null;
    if (!settings && options.initial === null)
      throw new StoreRefused(`${where}: no service has made its database here yet (start the service once on it)`);
    if (!settings && options.initial !== null) {
      const initial = options.initial;
      const legacy = early ?? (legacyStateFile && existsSync(legacyStateFile) ? readLegacyState(legacyStateFile) : null);
      const seed = initial();
      // One transaction, settings first: when several processes start on a new PostgreSQL
      // database at once, the first to insert the settings row seeds it; the others wait on
      // that row, find it there, and take what it says.
      const seeded = await db.transaction().execute(async (tx) => {
        if (legacy) {
          // The state file's key, secret and seed integration are the demo client's; the other seeded clients are new.
          const demo = { clientId: DEMO_CLIENT_ID, name: legacy.seed.name, apiKey: legacy.apiKey, integration: legacy.seed };
          const clients = [demo, ...seed.clients.filter((c) => c.clientId !== DEMO_CLIENT_ID)];
          const row = {
            webhookSecret: legacy.webhookSecret,
            seeded: clients.map((c) => ({ clientId: c.clientId, apiKey: c.apiKey, keyId: seedKeyId(c.clientId) })),
          };
          if (!(await insertSettingsOnce(tx, row))) return false;
          await insertSeedClient(tx, demo, { withIntegration: false });
          for (const client of clients.slice(1)) await insertSeedClient(tx, client);
          await importLegacyState(tx, legacy, DEMO_CLIENT_ID);
          return true;
        }
        const row = {
          webhookSecret: seed.webhookSecret,
          seeded: seed.clients.map((c) => ({ clientId: c.clientId, apiKey: c.apiKey, keyId: seedKeyId(c.clientId) })),
        };
        if (!(await insertSettingsOnce(tx, row))) return false;
        for (const client of seed.clients) await insertSeedClient(tx, client);
        return true;
      });
      created = seeded;
      if (legacy && seeded) imported = legacyStateFile ?? null;
      settings = await readSettings(db);
    } else if (options.initial !== null) {
      settings = await addMissingSeedClients(db, engine, options.initial);
    }
    if (!settings) throw new StoreRefused(`${where}: the settings row could not be read back after it was written`);
    return {
      repository: createKyselyRepository(db, engine, settings, {
        walSync,
        othersWrite: options.sharedFile === true && engine === "sqlite",
        runOnConnection,
      }),
      created,
      imported,
      where,
      target: options.target.kind,
    };
  } catch (error) {
    await db.destroy().catch(() => {});
    await walSync?.close();
    throw explain(error, where);
  }
}

/**
 * A database made before it had all of today's seeded clients (one migrated from the single
 * merchant) gains the missing ones, with their fresh keys, once. The settings row is locked
 * (PostgreSQL) so that processes starting together add them once.
 */
async function addMissingSeedClients(db: Kysely<Database>, engine: Engine, initial: () => Seed): Promise<Settings | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("meta")
      .select("value")
      .where("key", "=", "settings")
      .$if(engine === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) return undefined;
    const settings = JSON.parse(row.value) as Settings;
    const have = new Set(settings.seeded.map((c) => c.clientId));
    const missing = initial().clients.filter((c) => !have.has(c.clientId));
    if (missing.length === 0) return settings;
    for (const client of missing) await insertSeedClient(tx, client);
    const next: Settings = {
      ...settings,
      seeded: [...settings.seeded, ...missing.map((c) => ({ clientId: c.clientId, apiKey: c.apiKey, keyId: seedKeyId(c.clientId) }))],
    };
    await writeSettings(tx, next);
    return next;
  });
}

async function connect(
  options: OpenOptions,
): Promise<{ db: Kysely<Database>; engine: Engine; where: string; walSync?: WalSync; runOnConnection: RunOnConnection | null }> {
  const { target } = options;
  if (target.kind === "postgres") {
    const url = new URL(target.url);
    const where = `PostgreSQL database ${url.pathname.slice(1) || "(default)"} on ${url.host || "(local socket)"}`;
    // Loaded only for PostgreSQL: the SQLite start does not pay for the driver.
    const pg = (await import("pg")).default;
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on("error", () => {});
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres", where, runOnConnection: null };
  }
  if (target.kind === "memory") {
    const dialect = new ImmediateSqliteDialect({ database: new SQLite(":memory:") });
    return { db: new Kysely<Database>({ dialect }), engine: "sqlite", where: ":memory:", runOnConnection: dialect.runOnConnection };
  }
  const file = target.file;
  const where = `the database file ${file}`;
  checkSqliteFile(file, where);
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(file, { fileMustExist: true });
    // Before anything that writes (even the journal mode is written into the file's header).
    inspectSqlite(database, where);
    // WAL: readers never block the writer, and a commit is one append. The WAL is synced after
    // every COMMIT and before it is answered, as synchronous=FULL would do inside the COMMIT, but
    // by group commit off the event loop (wal-sync.ts): an acknowledged write survives a power
    // cut too, not only a crash of the process, and a burst of writes does not stall every read.
    database.pragma("journal_mode = WAL");
    database.pragma("synchronous = NORMAL");
    // Checkpoints run on a thread of their own (checkpointer.ts), never inside a COMMIT here.
    database.pragma("wal_autocheckpoint = 0");
    database.pragma("busy_timeout = 5000");
    database.pragma("foreign_keys = ON");
  } catch (error) {
    database?.close();
    throw explain(error, where);
  }
  const walSync = new WalSync(file, options.syncWal, new Checkpointer(file));
  const dialect = new ImmediateSqliteDialect({ database, durability: walSync });
  return { db: new Kysely<Database>({ dialect }), engine: "sqlite", where, walSync, runOnConnection: dialect.runOnConnection };
}

/**
 * A new file is created empty with mode 0600 (it will hold the API key, the webhook secret and
 * customers' names) in a folder created 0700. An existing one must start like SQLite.
 */
function checkSqliteFile(file: string, where: string): void {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, "wx", 0o600));
    return;
  }
  const stat = statSync(file);
  if (!stat.isFile()) throw new StoreRefused(`${where} is not a regular file: point STATE at a file`);
  if (stat.size === 0) return;
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") !== SQLITE_MAGIC) {
    throw new StoreRefused(
      `${where} is not a SQLite database (its first bytes are ${JSON.stringify(head.toString("latin1").replace(/[^\x20-\x7e]/g, "."))}): it was left untouched. Restore it from a backup, or move it away to start a fresh sandbox`,
    );
  }
}

function inspectSqlite(database: SQLite.Database, where: string): void {
  const tables = (
    database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]
  ).map((r) => r.name);
  const ran = tables.includes("kysely_migration")
    ? (database.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map((r) => r.name)
    : [];
  checkTables(tables, ran, where);
}

/** Tables of another program, or migrations this version does not know: refuse, touch nothing. */
async function refuseForeign(db: Kysely<Database>, where: string): Promise<void> {
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
  ).rows.map((r) => r.name);
  const ran = tables.includes("kysely_migration")
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)
    : [];
  checkTables(tables, ran, where);
}

function checkTables(tables: string[], ran: string[], where: string): void {
  const others = tables.filter((t) => !MIGRATION_TABLES.has(t));
  // Empty, or only the migrator's own tables (another process is migrating it right now).
  if (others.length === 0) return;
  if (!tables.includes("kysely_migration")) {
    throw new StoreRefused(
      `${where} is not this service's database: it holds ${others.slice(0, 5).join(", ")}${others.length > 5 ? ", …" : ""} but no migration history. It was left untouched: point STATE (or DATABASE_URL) at a new file (or an empty database)`,
    );
  }
  const known = new Set(MIGRATION_NAMES);
  const unknown = ran.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new StoreRefused(
      `${where} was migrated by a newer version of the service (migration ${unknown.join(", ")}; this version knows up to ${[...known].pop()}). It was left untouched: run the newer version, or restore a backup`,
    );
  }
}

function explain(error: unknown, where: string): Error {
  if (error instanceof StoreRefused) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") {
    return new StoreRefused(
      `${where} is corrupt (${message}): it was left untouched. Restore it from a backup, or move it away to start a fresh sandbox`,
    );
  }
  return new StoreRefused(`${where} cannot be opened: ${message}`);
}
