// Kysely's SQLite dialect, with write transactions opened by BEGIN IMMEDIATE: the write lock is
// taken at the start, so a transaction that reads then writes never has to upgrade its lock
// half way (where a second process on the same file would get SQLITE_BUSY at once instead of
// waiting busy_timeout). In one process, Kysely's single connection serialises them anyway.
// And with each statement prepared once: Kysely asks the database to prepare every query it
// runs, and SQLite's parsing and planning was a large share of an order creation's CPU.
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

/** How many distinct statements are kept: the store's queries are a few dozen texts. */
const KEPT = 256;

/**
 * The database with `prepare` answered from a cache keyed by the SQL text. A statement is
 * reusable once it has run, and Kysely's one connection runs one query at a time; SQLite
 * prepares a kept statement again by itself if the schema changes (a migration).
 */
function preparingOnce(database: SqliteDatabase): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = kept.get(sql);
      if (!statement) {
        // A query whose text varies without end (an IN list of any length) must not grow the cache.
        if (kept.size >= KEPT) kept.clear();
        statement = database.prepare(sql);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    const prepared = config.database && typeof config.database !== "function" ? { ...config, database: preparingOnce(config.database) } : config;
    super(prepared);
    this.#config = prepared;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
