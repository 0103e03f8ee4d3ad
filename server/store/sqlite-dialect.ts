// Kysely's SQLite dialect, with write transactions opened by BEGIN IMMEDIATE: the write lock is
// taken at the start, so a transaction that reads then writes never has to upgrade its lock
// half way (where a second process on the same file would get SQLITE_BUSY at once instead of
// waiting busy_timeout). In one process, Kysely's single connection serialises them anyway.
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from "kysely";

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
