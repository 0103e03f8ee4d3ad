// A throwaway PostgreSQL cluster for tests: a copy of a freshly initdb'ed cluster in a temporary
// folder (owned by the `postgres` user when we run as root, since initdb refuses root), pg_ctl on
// a free loopback port with its socket in that folder, one database per caller, and everything
// removed afterwards: the server is stopped by its own PID (postmaster.pid), never by name.
//
// The initdb'ed cluster is made once per machine and PostgreSQL version and kept in the
// temporary folder (`pg-template-*`; removing it is always safe): initdb took about 1.7 s of CPU
// for each of the dozen files that start a cluster, a copy of its 40 MB a small fraction of that.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./ports.ts";

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/<database> for a new, empty database. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin holding initdb (Debian's `postgresql` package). */
export function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql (.ci/run does)");
  }
  return join(base, newest, "bin");
}

const INITDB_ARGS = ["-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"];

/** A folder for the server's tools: owned by `postgres` when we run as root. */
function ownedFolder(prefix: string, root: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * The initdb'ed cluster every test cluster copies, made on first use. Made aside and renamed into
 * place, so a template that exists is whole, and two processes making it at once both succeed
 * (the second's rename fails and its copy is dropped).
 */
function template(bin: string, root: boolean, asOwner: (tool: string, args: string[]) => void): string {
  const key = createHash("sha256")
    .update(`${bin} ${INITDB_ARGS.join(" ")}`)
    .digest("hex")
    .slice(0, 12);
  const path = join(tmpdir(), `pg-template-${process.getuid?.() ?? "user"}-${key}`);
  if (existsSync(join(path, "global", "pg_control"))) return path;
  const building = ownedFolder("pg-template-building-", root);
  try {
    asOwner("initdb", ["-D", join(building, "data"), ...INITDB_ARGS]);
    renameSync(join(building, "data"), path);
  } catch (error) {
    if (!existsSync(join(path, "global", "pg_control"))) {
      throw new Error(`initdb failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? String(error)}`);
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return path;
}

/** A running server on a copy of the template: its port, its folder, and how to stop it. */
interface RunningServer {
  port: number;
  dir: string;
}

function tools() {
  const bin = postgresBin();
  const root = process.getuid?.() === 0;
  // As root, run the server's tools as `postgres`, on a folder that user owns.
  const asOwner = (tool: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, tool), args, { stdio: "pipe" });
  return { bin, root, asOwner };
}

async function startServer(maxConnections: number): Promise<RunningServer> {
  const { bin, root, asOwner } = tools();
  const source = template(bin, root, asOwner);
  const dir = ownedFolder("pg-test-", root);
  const data = join(dir, "data");
  // -a keeps the owner (postgres, when we run as root) and the folder's 0700 the server insists on.
  execFileSync("cp", ["-a", source, data]);
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    // Durability is not under test here (the crash tests use SQLite): fsync off keeps the run fast.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
    try {
      asOwner("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "30", "start"]);
      return { port, dir };
    } catch (error) {
      if (attempt >= 2) {
        const log = existsSync(join(dir, "log")) ? readFileSync(join(dir, "log"), "utf8") : "";
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`pg_ctl start failed: ${(error as { stderr?: Buffer }).stderr?.toString() ?? String(error)}\n${log}`);
      }
    }
  }
}

/** Stops a server by its own PID (postmaster.pid), never by name, and removes its folder. */
function stopServer(server: RunningServer): void {
  const { asOwner } = tools();
  const data = join(server.dir, "data");
  const pidFile = join(data, "postmaster.pid");
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : NaN;
  try {
    asOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  } catch {
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }
  rmSync(server.dir, { recursive: true, force: true });
}

/**
 * The environment variable naming the folder of a run's shared server: vitest's global setup
 * (test/setup/postgres.ts) sets it, and every file of the run then gets its databases from one
 * server, started by the first file that asks and stopped after the run. A server of each
 * file's own cost a copy of the template, a start and a stop (a second or more of wall time
 * each on a loaded machine) for two dozen files a run. Each file still gets databases of its
 * own, and no test reaches past its database (the one that ends connections picks its own
 * database's).
 */
export const SHARED_POSTGRES = "TEST_POSTGRES_SHARED";

/** The shared server's record, written once it answers, under a lock two workers can race for. */
async function sharedServer(folder: string): Promise<RunningServer> {
  const record = join(folder, "server.json");
  const lock = join(folder, "lock");
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another worker is starting the server (pg_ctl waits up to 30 s a try, three tries).
      if (tries > 2400) throw new Error(`The shared PostgreSQL server's lock ${lock} was held for over two minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    if (existsSync(record)) return JSON.parse(readFileSync(record, "utf8")) as RunningServer;
    // Room for two files' multi-process tests at once (each sized for one server of its own).
    const server = await startServer(400);
    writeFileSync(record, JSON.stringify(server));
    return server;
  } finally {
    rmdirSync(lock);
  }
}

/** Stops the run's shared server, if a file started one (vitest's global teardown). */
export function stopSharedPostgres(folder: string): void {
  const record = join(folder, "server.json");
  if (existsSync(record)) stopServer(JSON.parse(readFileSync(record, "utf8")) as RunningServer);
  rmSync(folder, { recursive: true, force: true });
}

export async function startPostgres(): Promise<PostgresCluster> {
  const folder = process.env[SHARED_POSTGRES];
  const server = folder ? await sharedServer(folder) : await startServer(200);
  const port = server.port;
  const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await admin.connect();
  const created: string[] = [];
  return {
    async createDatabase() {
      // Unique across the run's workers and the files one worker runs in turn.
      const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
      await admin.query(`create database ${name}`);
      created.push(name);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (folder) {
        // The server serves the rest of the run: only this caller's databases go, with any
        // connection a killed process left behind.
        for (const name of created) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await admin.end().catch(() => {});
        return;
      }
      await admin.end().catch(() => {});
      stopServer(server);
    },
  };
}
