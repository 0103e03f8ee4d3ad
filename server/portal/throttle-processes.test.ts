// The sign-in budget across processes: WORKERS=3 on one SQLite file and on one PostgreSQL
// database, the real service as `npm start` runs it. Concurrent guesses spread over the
// workers' connections; the budget is one, in the database, so only five are checked.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { freePortPair, ready, spawnService, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";

const PASSWORD = "correct horse battery staple";
let postgres: PostgresCluster | undefined;
const dirs: string[] = [];

afterAll(async () => {
  await postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function workers(env: Record<string, string>): Promise<ServiceProcess> {
  const service = spawnService({ ...env, WORKERS: "3", QUIET: "0", PORTAL_SCRYPT_LOG2N: "10" }, await freePortPair());
  await ready(service);
  await until(() => service.output().includes("all 3 workers serve"), "three workers serving", 30_000, 20);
  return service;
}

async function stop(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill("SIGTERM");
  const timer = setTimeout(() => service.child.kill("SIGKILL"), 8000);
  await service.exited;
  clearTimeout(timer);
}

/** A portal request as the portal page sends it (same origin, JSON). */
const portal = (service: ServiceProcess, path: string, body: unknown) =>
  fetch(`${service.origin}${path}`, {
    method: "POST",
    headers: { Origin: service.origin, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function guessesChecked(service: ServiceProcess): Promise<void> {
  expect((await portal(service, "/portal/api/sign-up", { email: "ada@example.com", password: PASSWORD })).status).toBe(201);
  const guesses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => portal(service, "/portal/api/sign-in", { email: "ada@example.com", password: `guess ${i}` })),
  );
  const statuses = guesses.map((res) => res.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  expect((await portal(service, "/portal/api/sign-in", { email: "ada@example.com", password: PASSWORD })).status).toBe(429);
}

describe("the sign-in budget is one for every process on the database", () => {
  it("WORKERS=3 on one SQLite file: 30 concurrent guesses, 5 checked", async () => {
    const dir = mkdtempSync(join(tmpdir(), "throttle-sqlite-"));
    dirs.push(dir);
    const service = await workers({ STATE: join(dir, "checkout.sqlite") });
    try {
      await guessesChecked(service);
    } finally {
      await stop(service);
    }
  }, 240_000);

  it("WORKERS=3 on PostgreSQL: 30 concurrent guesses, 5 checked", async () => {
    postgres = await startPostgres();
    const service = await workers({ DATABASE_URL: await postgres.createDatabase() });
    try {
      await guessesChecked(service);
    } finally {
      await stop(service);
    }
  }, 240_000);
});
