// `npm run operator -- backup <file> [--force]` and `restore <file> [--to <database file>]`:
// the arguments, the target and what is printed; the work is server/store/backup.ts's.
import { resolve } from "node:path";
import { backupSqlite, describeSummary, restoreSqlite } from "../../server/store/backup.ts";
import { postgresAdvice } from "../../server/store/postgres-backup.ts";
import type { StoreTarget } from "../../server/store/index.ts";

export const BACKUP_USAGE = `       npm run operator -- backup <file> [--force]
       npm run operator -- restore <file> [--to <database file>]`;

/** Exit code: 0 done, 1 refused, 2 a usage error. */
export async function backupCommand(command: "backup" | "restore", args: string[], target: StoreTarget): Promise<number> {
  const parsed = parse(command, args);
  if (typeof parsed === "string") {
    console.error(parsed);
    return 2;
  }
  const { file, force, to } = parsed;
  if (target.kind === "postgres" && to === null) {
    console.error(postgresAdvice(command, target.url, file));
    return 1;
  }
  if (target.kind !== "sqlite" && to === null) {
    console.error(`${command}: name the service's database file (STATE or DATA_DIR)`);
    return 2;
  }
  const database = to ?? (target as { file: string }).file;
  if (command === "backup") {
    const summary = await backupSqlite(database, file, force);
    console.log(`backed up ${database} to ${file}: ${describeSummary(summary)}`);
  } else {
    const summary = restoreSqlite(file, database);
    console.log(`restored ${file} to ${database}: ${describeSummary(summary)}`);
  }
  return 0;
}

function parse(command: string, args: string[]): { file: string; force: boolean; to: string | null } | string {
  const files: string[] = [];
  let force = false;
  let to: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--force" && command === "backup") force = true;
    else if (arg === "--to" && command === "restore") {
      const next = args[++i];
      if (!next) return `--to needs the database file to restore into\n${BACKUP_USAGE}`;
      to = resolve(next);
    } else if (arg.startsWith("--")) return `unknown option ${arg} for ${command}\n${BACKUP_USAGE}`;
    else files.push(arg);
  }
  if (files.length !== 1) return `${command} needs exactly one file (got ${files.length})\n${BACKUP_USAGE}`;
  return { file: resolve(files[0]!), force, to };
}
