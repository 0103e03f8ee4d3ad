// A portal test's store on a SQLite file of its own, whose audit log can be made to refuse
// every line from a point on (as a full disk or a lost table would): what a change whose audit
// line commits in its own transaction must then leave untouched. The file goes afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { openRepository, type Repository } from "../../server/store/index.ts";
import { testSeed } from "../../server/testing.ts";

export async function withRefusableAudit(run: (repository: Repository, refuseAudit: () => void) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "portal-audit-"));
  const file = join(dir, "state.db");
  const { repository } = await openRepository({ target: { kind: "sqlite", file }, initial: testSeed });
  const refuseAudit = () => {
    const side = new SQLite(file);
    side.exec("CREATE TRIGGER audit_refused BEFORE INSERT ON portal_audit BEGIN SELECT RAISE(ABORT, 'audit refused'); END");
    side.close();
  };
  try {
    await run(repository, refuseAudit);
  } finally {
    await repository.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
