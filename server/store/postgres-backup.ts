// On PostgreSQL the operator's backup and restore are PostgreSQL's own tools; the commands are
// printed ready to run, with the DATABASE_URL's password taken out (a command line is seen by
// every user of the machine and kept in shell histories): pg_dump reads it from PGPASSWORD or
// ~/.pgpass instead.

/** DATABASE_URL without its password, or null when it is no URL (then nothing of it is shown). */
export function withoutPassword(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") return null;
  parsed.password = "";
  return parsed.toString();
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** What the operator is told instead of a SQLite backup or restore. */
export function postgresAdvice(command: "backup" | "restore", url: string, file: string): string {
  const safe = withoutPassword(url);
  const db = safe === null ? "<DATABASE_URL without its password>" : quoted(safe);
  const password = "(the password from PGPASSWORD or ~/.pgpass, never on the command line)";
  return command === "backup"
    ? `DATABASE_URL is set: back up PostgreSQL with pg_dump ${password}:\n  pg_dump --format=custom --file=${quoted(file)} --dbname=${db}`
    : `DATABASE_URL is set: restore PostgreSQL with pg_restore, every service stopped, into the database the dump came from or an empty one ${password}:\n  pg_restore --clean --if-exists --no-owner --single-transaction --dbname=${db} ${quoted(file)}`;
}
