// A test's store on a SQLite file of its own, whose outbox can be made to refuse every new row
// from a point on (as a callback URL the database cannot hold would, or a full disk): what an
// order's change must survive, with its callback lost and the operator told once, after the
// commit. The file goes afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Logger } from "../../server/http/logger.ts";
import { openRepository, type Repository } from "../../server/store/index.ts";
import { testSeed } from "../../server/testing.ts";

export interface RefusingOutbox {
  repository: Repository;
  /** From now on every row the outbox is asked to add is refused. */
  refuseCallbacks(): void;
  /** A logger that keeps what it is told as errors (message, then the error's text). */
  logger: Logger;
  errors: string[];
}

export async function withRefusableOutbox(run: (refusing: RefusingOutbox) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "refused-callbacks-"));
  const file = join(dir, "state.db");
  const { repository } = await openRepository({ target: { kind: "sqlite", file }, initial: testSeed });
  const errors: string[] = [];
  const logger: Logger = { info: () => {}, error: (message) => void errors.push(message) };
  const refuseCallbacks = () => {
    const side = new SQLite(file);
    side.exec("CREATE TRIGGER outbox_refused BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END");
    side.close();
  };
  try {
    await run({ repository, refuseCallbacks, logger, errors });
  } finally {
    await repository.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
