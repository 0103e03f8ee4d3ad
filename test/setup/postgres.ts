// Before vitest's run: a folder for the run's one PostgreSQL server, which the first file that
// asks for a database starts (test/support/postgres.ts); after the run, the server is stopped.
// A run of files that use no database starts none.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHARED_POSTGRES, stopSharedPostgres } from "../support/postgres.ts";

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), "pg-shared-"));
  // The workers start after the global setup, with its environment.
  process.env[SHARED_POSTGRES] = folder;
  return () => stopSharedPostgres(folder);
}
