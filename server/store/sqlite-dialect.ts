// Kysely's SQLite dialect, with write transactions opened by BEGIN IMMEDIATE: the write lock is
// taken at the start, so a transaction that reads then writes never has to upgrade its lock
// half way (where a second process on the same file would get SQLITE_BUSY at once instead of
// waiting busy_timeout). In one process, Kysely's single connection serialises them anyway.
// With each statement prepared once: Kysely asks the database to prepare every query it runs,
// and SQLite's parsing and planning was a large share of an order creation's CPU. And, on a
// file, with group commit (wal-sync.ts): a lease of the connection that wrote resolves only
// once its commit is synced, after the connection is handed on, so the next request's queries
// run while the disk works. And a way past Kysely's executor for the statements a write runs
// most (runOnConnection below).
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";
import type { Durability } from "./wal-sync.ts";

/** How many distinct statements are kept: the store's queries are a few dozen texts. */
const KEPT = 256;

/**
 * The database with `prepare` answered from a cache keyed by the SQL text. A statement is
 * reusable once it has run, and Kysely's one connection runs one query at a time; SQLite
 * prepares a kept statement again by itself if the schema changes (a migration).
 */
function preparingOnce(database: SqliteDatabase, wrote: () => void): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (!statement) {
        // A query whose text varies without end (an IN list of any length) must not grow the cache.
        if (kept.size >= KEPT) kept.clear();
        statement = TRANSACTION_CONTROL.test(sql) ? database.prepare(sql) : writeNoticing(database.prepare(sql), wrote);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * BEGIN IMMEDIATE takes the write lock, so SQLite does not call it read-only; but a transaction
 * that runs nothing else that writes commits nothing, and has nothing to wait a sync for.
 */
const TRANSACTION_CONTROL = /^\s*(?:begin|commit|end|rollback|savepoint|release)\b/i;

/** A statement that may change the database (SQLite's `readonly` is false) calls `wrote` when it runs. */
function writeNoticing(statement: SqliteStatement, wrote: () => void): SqliteStatement {
  if ((statement as { readonly?: boolean }).readonly !== false) return statement;
  return {
    get reader() {
      return statement.reader;
    },
    all(parameters) {
      wrote();
      return statement.all(parameters);
    },
    run(parameters) {
      wrote();
      return statement.run(parameters);
    },
    iterate(parameters) {
      wrote();
      return statement.iterate(parameters);
    },
  };
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #durability: Durability | null;
  readonly #lease: { wrote: boolean };

  constructor(config: SqliteDialectConfig, durability: Durability | null, lease: { wrote: boolean }) {
    super(config);
    this.#durability = durability;
    this.#lease = lease;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /** The connection goes to the next caller first; then a caller that wrote waits for its sync. */
  override async releaseConnection(): Promise<void> {
    const wrote = this.#lease.wrote;
    this.#lease.wrote = false;
    await super.releaseConnection();
    if (wrote && this.#durability) {
      this.#durability.wrote();
      await this.#durability.settle();
    }
  }
}

export interface ImmediateSqliteConfig extends SqliteDialectConfig {
  /** Group commit on a file (wal-sync.ts); none in memory, where nothing is synced. */
  durability?: Durability | null;
}

/**
 * Runs a compiled statement on SQLite's one connection at once, past Kysely's executor: its
 * layers of promises cost about 3 µs a statement, more than SQLite's own work for most of the
 * statements an order's creation runs. Only for a transaction that holds the connection (the
 * store's writes hold it for their whole batch), so nothing else runs between its statements;
 * a statement that writes marks the lease as the driver's path does, so its answer still
 * waits for the sync.
 */
export type RunOnConnection = (query: CompiledQuery) => { rows: unknown[] };

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #durability: Durability | null;
  /** Whether the connection's current holder has run a statement that writes. */
  readonly #lease: { wrote: boolean };
  /** Null when the database is opened by Kysely (a factory in the config), as the store never does. */
  readonly runOnConnection: RunOnConnection | null;

  constructor({ durability = null, ...config }: ImmediateSqliteConfig) {
    const lease = { wrote: false };
    const prepared =
      config.database && typeof config.database !== "function"
        ? {
            ...config,
            database: preparingOnce(config.database, () => {
              lease.wrote = true;
            }),
          }
        : config;
    super(prepared);
    this.#config = prepared;
    this.#durability = durability;
    this.#lease = lease;
    const database = prepared.database && typeof prepared.database !== "function" ? prepared.database : null;
    this.runOnConnection = database
      ? (query) => {
          const statement = database.prepare(query.sql);
          if (statement.reader) return { rows: statement.all(query.parameters) };
          statement.run(query.parameters);
          return { rows: [] };
        }
      : null;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#durability, this.#lease);
  }
}
