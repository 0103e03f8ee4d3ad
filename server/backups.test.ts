// The operator's backup and restore of the SQLite store, on the real service as a process: a
// backup made during a burst of writes restores into a new DATA_DIR and holds every order
// acknowledged before it began; the files are private; nothing is overwritten or restored
// under a running service; foreign, damaged and too-new files are refused; and the PostgreSQL
// advice never shows the DATABASE_URL's password.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER } from "./testing.ts";
import { runOperator } from "../test/support/operator.ts";
import { freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../test/support/service-process.ts";

let dir: string;
let started: ServiceProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "backups-"));
});
afterEach(async () => {
  await killServices(started);
  started = [];
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServiceProcess> {
  const service = spawnService(env, await freePortPair());
  started.push(service);
  return ready(service);
}

async function stop(service: ServiceProcess): Promise<void> {
  service.child.kill("SIGTERM");
  expect((await service.exited).code).toBe(0);
}

async function integrationIdOf(service: ServiceProcess): Promise<string> {
  const list = (await (await service.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] };
  return list.data[0]!.id;
}

async function createOrder(service: ServiceProcess, integrationId: string, externalId: string): Promise<string | null> {
  const res = await service.call("POST", "/api/v1/order/payment", {
    integrationId,
    amount: "25.00",
    assetId: "USDT_TRC20",
    customer: CUSTOMER,
    externalId,
  });
  return res.status === 201 ? ((await res.json()) as { orderId: string }).orderId : null;
}

/** A service's database with a few orders, the service stopped. */
async function madeDatabase(data: string, orders: number): Promise<void> {
  const service = await start({ DATA_DIR: data });
  const integrationId = await integrationIdOf(service);
  for (let i = 0; i < orders; i++) expect(await createOrder(service, integrationId, `made-${i}`)).not.toBeNull();
  await stop(service);
}

const sha = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const mode = (file: string) => statSync(file).mode & 0o777;

describe("a backup during a burst of writes restores", () => {
  it("into a new DATA_DIR, where the service finds every order acknowledged before the backup began", { timeout: 120_000 }, async () => {
    const live = join(dir, "live");
    const service = await start({ DATA_DIR: live });
    const integrationId = await integrationIdOf(service);
    const acknowledged: string[] = [];
    let before: string[] | null = null;
    let backup: ReturnType<typeof runOperator> | null = null;
    let writing = true;
    // Eight writers, each creating orders one after another until the backup has ended.
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; writing; i++) {
        const id = await createOrder(service, integrationId, `burst-${w}-${i}`);
        if (id === null) throw new Error("an order was refused during the burst");
        acknowledged.push(id);
        if (acknowledged.length >= 40 && backup === null) {
          // Taken before the backup process is even started: each of these was acknowledged first.
          before = [...acknowledged];
          backup = runOperator(["backup", join(dir, "copy.sqlite")], { DATA_DIR: live });
          void backup.then(() => (writing = false));
        }
      }
    });
    await Promise.all(writers);
    const made = await backup!;
    expect(made.stderr).toBe("");
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /backed up .*checkout\.sqlite to .*copy\.sqlite: \d+ orders, 2 clients, last order \d{4}-.*, schema 0\d\d-/,
    );
    const held = Number(made.stdout.match(/: (\d+) orders/)![1]);
    expect(held).toBeGreaterThanOrEqual(before!.length);
    // The writes went on while it ran (the backup did not stop the service).
    expect(acknowledged.length).toBeGreaterThan(before!.length);
    expect(mode(join(dir, "copy.sqlite"))).toBe(0o600);
    await stop(service);

    const fresh = join(dir, "fresh");
    const restored = await runOperator(["restore", join(dir, "copy.sqlite")], { DATA_DIR: fresh });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`: ${held} orders`);
    expect(mode(join(fresh, "checkout.sqlite"))).toBe(0o600);
    const after = await start({ DATA_DIR: fresh });
    const statuses = await Promise.all(before!.map(async (id) => (await after.call("GET", `/api/v1/orders/${id}`)).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(40);
  });
});

describe("the backup file", () => {
  it("is made 0600 even where files are made world-readable, and an existing file is kept unless --force", {
    timeout: 60_000,
  }, async () => {
    const data = join(dir, "data");
    await madeDatabase(data, 2);
    const copy = join(dir, "copy.sqlite");
    writeFileSync(copy, "an earlier file the operator keeps\n", { mode: 0o644 });
    const refused = await runOperator(["backup", copy], { DATA_DIR: data });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${copy} already exists: choose a new file name, or add --force to replace it`);
    expect(readFileSync(copy, "utf8")).toBe("an earlier file the operator keeps\n");

    const forced = await runOperator(["backup", copy, "--force"], { DATA_DIR: data });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/: \d+ orders, 2 clients, last order 20\d\d-/);
    expect(mode(copy)).toBe(0o600);
    // Self-contained: no WAL beside it, nothing half-written left in the folder.
    expect(existsSync(`${copy}-wal`)).toBe(false);
    expect(readFileSync(copy).subarray(0, 16).toString("latin1")).toBe("SQLite format 3\u0000");
  });
});

describe("a restore is refused", () => {
  it("while a service runs on the target database; once it is killed (its WAL left beside the file), the restore goes through", {
    timeout: 60_000,
  }, async () => {
    const data = join(dir, "data");
    await madeDatabase(data, 1);
    const copy = join(dir, "copy.sqlite");
    expect((await runOperator(["backup", copy], { DATA_DIR: data })).code).toBe(0);
    const service = await start({ DATA_DIR: data });
    const integrationId = await integrationIdOf(service);
    const later = await createOrder(service, integrationId, "after-the-backup");
    const refused = await runOperator(["restore", copy], { DATA_DIR: data });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is using ${join(data, "checkout.sqlite")}: stop it first`);
    // The service still has its order and goes on writing.
    expect((await service.call("GET", `/api/v1/orders/${later}`)).status).toBe(200);
    expect(await createOrder(service, integrationId, "still-writing")).not.toBeNull();
    // Killed, it leaves its WAL beside the database: replayed into the restored file, the old
    // database's pages would overwrite the backup's.
    service.child.kill("SIGKILL");
    await service.exited;
    expect(existsSync(join(data, "checkout.sqlite-wal"))).toBe(true);
    const restored = await runOperator(["restore", copy], { DATA_DIR: data });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    // The later order is gone with the old database; the backup's are all there.
    const after = await start({ DATA_DIR: data });
    expect((await after.call("GET", `/api/v1/orders/${later}`)).status).toBe(404);
    const listed = (await (await after.call("GET", "/api/v1/orders")).json()) as { data: { externalId?: string }[] };
    expect(listed.data.map((o) => o.externalId)).toContain("made-0");
  });

  it("for a file that is not a database, another program's database, and one from a newer version", { timeout: 60_000 }, async () => {
    const data = join(dir, "data");
    await madeDatabase(data, 1);
    const target = join(data, "checkout.sqlite");
    const kept = sha(target);
    const restore = (file: string) => runOperator(["restore", file], { DATA_DIR: data });

    const text = join(dir, "notes.txt");
    writeFileSync(text, "not a database\n".repeat(50));
    const notDb = await restore(text);
    expect(notDb.code).toBe(1);
    expect(notDb.stderr).toContain(`${text} is not a SQLite database (so not a backup of this service): nothing was changed`);

    const other = join(dir, "other.sqlite");
    const db = new SQLite(other);
    db.exec("create table customers (id integer primary key, name text); insert into customers (name) values ('x')");
    db.close();
    const foreign = await restore(other);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain(`${other} is not a database of this service (it holds customers,`);

    const newer = join(dir, "newer.sqlite");
    expect((await runOperator(["backup", newer], { DATA_DIR: data })).code).toBe(0);
    const future = new SQLite(newer);
    future.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run("999-from-the-future", new Date().toISOString());
    future.close();
    const tooNew = await restore(newer);
    expect(tooNew.code).toBe(1);
    expect(tooNew.stderr).toContain(`${newer} was made by a newer version of the service (migration 999-from-the-future;`);

    expect(sha(target)).toBe(kept);
    expect(existsSync(`${target}-wal`)).toBe(false);
  });
});

describe("with DATABASE_URL", () => {
  const url = "postgres://checkout:pa55-w0rd-never-shown@db.invalid:5432/checkout";
  for (const command of ["backup", "restore"] as const) {
    it(`${command} prints PostgreSQL's own command, without the password, and exits non-zero`, { timeout: 30_000 }, async () => {
      const run = await runOperator([command, join(dir, "dump.pgc")], { DATABASE_URL: url });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(command === "backup" ? "pg_dump --format=custom" : "pg_restore --clean");
      expect(run.stderr).toContain("'postgres://checkout@db.invalid:5432/checkout'");
      expect(`${run.stdout}${run.stderr}`).not.toContain("pa55-w0rd-never-shown");
      expect(existsSync(join(dir, "dump.pgc"))).toBe(false);
    });
  }
});
