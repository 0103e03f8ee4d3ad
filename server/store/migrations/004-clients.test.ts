// A database of the single-merchant service (migrations 001 and 002, the settings row holding
// the one API key), filled as that version wrote it, then opened by this version: every row is
// kept, everything belongs to the demo client, its old key still works, and the second seeded
// client is added beside it. On SQLite (a file) and on a throwaway PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, type Migration } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../../test/support/postgres.ts";
import { DEMO_CLIENT_ID, SECOND_CLIENT_ID } from "../../domain/clients.ts";
import { ImmediateSqliteDialect } from "../sqlite-dialect.ts";
import type { Engine } from "../engine.ts";
import { openRepository, type StoreTarget } from "../index.ts";
import { testSeed } from "../../testing.ts";
import * as m001 from "./001-initial.ts";
import * as m002 from "./002-transaction-index.ts";

let cluster: PostgresCluster;
const dir = mkdtempSync(join(tmpdir(), "migration-003-"));

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const OLD_KEY = "sk_sandbox_the_one_key_before_clients_0123";
const seed = { integrationId: "int_old", name: "Old Store", url: "http://localhost:8081", createdAt: "2025-12-01T00:00:00.000Z" };
const integration = (id: string) => ({
  id,
  name: id,
  url: "https://shop.example",
  status: "active",
  webhook: { callbackUrl: null, orderTypes: ["Payment"] },
  createdAt: seed.createdAt,
});
const order = (id: string, integrationId: string, txId: string) => ({
  id,
  type: "payment",
  integrationId,
  assetId: "USDT_TRC20",
  status: "completed",
  createdAt: seed.createdAt,
  updatedAt: seed.createdAt,
  operationId: `op_${id}`,
  requestedAmount: "10.000000",
  paymentAddress: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
  destinationAddress: null,
  refundOf: null,
  refundedAmount: "0.000000",
  primaryAmount: "10.000000",
  serviceFeeAmount: "0.100000",
  totalAmount: "9.900000",
  secondaryAmount: "10.00",
  transactions: [
    {
      id: txId,
      hash: "ab".repeat(32),
      status: "completed",
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
      senderAddress: "T",
      receiverAddress: "T",
      primaryAmount: "10.000000",
      serviceFeeAmount: "0.100000",
      totalAmount: "9.900000",
      secondaryAmount: "10.00",
    },
  ],
});

/** The single-merchant schema and data, written as that version wrote them. */
async function buildOldDatabase(db: Kysely<any>, engine: Engine): Promise<void> {
  const old: Record<string, Migration> = { "001-initial": { up: m001.up(engine) }, "002-transaction-index": { up: m002.up() } };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => old } }).migrateToLatest();
  if (error) throw error;
  await db
    .insertInto("meta")
    .values({ key: "settings", value: JSON.stringify({ apiKey: OLD_KEY, webhookSecret: "whsec_old", seed }) })
    .execute();
  for (const id of ["int_old", "int_other"])
    await db
      .insertInto("integrations")
      .values({ id, data: JSON.stringify(integration(id)) })
      .execute();
  for (let i = 0; i < 3; i++) {
    const record = order(`ord_${i}`, i === 2 ? "int_other" : "int_old", `tx_${i}`);
    await db
      .insertInto("orders")
      .values({
        id: record.id,
        integration_id: record.integrationId,
        type: "payment",
        status: "completed",
        external_id: null,
        data: JSON.stringify(record),
      })
      .execute();
    await db
      .insertInto("transaction_orders")
      .values({ transaction_id: `tx_${i}`, order_id: record.id })
      .execute();
  }
  await db.insertInto("balances").values({ integration_id: "int_old", asset_id: "USDT_TRC20", amount: "19.800000" }).execute();
  await db.insertInto("balances").values({ integration_id: "int_other", asset_id: "USDT_TRC20", amount: "9.900000" }).execute();
  await db
    .insertInto("idempotency")
    .values({ scope: "digest-of-the-old-key", key: "idem-1", fingerprint: "f", status: 201, body: "{}", created_at: seed.createdAt })
    .execute();
  await db
    .insertInto("outbox")
    .values({
      id: "msg_1",
      integration_id: "int_old",
      order_id: "ord_0",
      url: "http://127.0.0.1:9/",
      payload: "{}",
      state: "delivered",
      attempts: "[]",
      next_attempt_at: null,
      locked_until: null,
      created_at: seed.createdAt,
    })
    .execute();
}

async function rows(db: Kysely<any>, table: string): Promise<Record<string, unknown>[]> {
  return db.selectFrom(table).selectAll().execute();
}

const engines: [Engine, () => Promise<{ target: StoreTarget; db: () => Kysely<any> }>][] = [
  [
    "sqlite",
    async () => {
      const file = join(dir, `old-${Math.random().toString(36).slice(2)}.sqlite`);
      return {
        target: { kind: "sqlite", file },
        db: () => new Kysely<any>({ dialect: new ImmediateSqliteDialect({ database: new SQLite(file) }) }),
      };
    },
  ],
  [
    "postgres",
    async () => {
      const url = await cluster.createDatabase();
      const pg = (await import("pg")).default;
      return {
        target: { kind: "postgres", url },
        db: () => new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) }),
      };
    },
  ],
];

describe.each(engines)("migration 004 (clients) on %s", (engine, make) => {
  it("keeps every row, gives it all to the demo client, keeps its key working, and adds the second client", {
    timeout: 60_000,
  }, async () => {
    const { target, db: connect } = await make();
    const before = connect();
    await buildOldDatabase(before, engine);
    const tables = ["integrations", "orders", "balances", "idempotency", "outbox", "transaction_orders"];
    const old: Record<string, Record<string, unknown>[]> = {};
    for (const table of tables) old[table] = await rows(before, table);
    await before.destroy();

    const { repository } = await openRepository({ target, initial: testSeed });
    try {
      const after = connect();
      try {
        for (const table of tables) {
          // The second seeded client's integration is new; everything else was there before.
          const now = (await rows(after, table)).filter((r) => r.client_id !== SECOND_CLIENT_ID);
          expect(now.length, table).toBe(old[table]!.length);
          for (const row of old[table]!) {
            const match = now.find(
              (r) =>
                ["id", "transaction_id"].some((k) => k in row && r[k] === row[k]) ||
                (table === "balances" && r.integration_id === row.integration_id) ||
                (table === "idempotency" && r.key === row.key),
            );
            expect(match, `${table} ${JSON.stringify(row).slice(0, 60)}`).toBeDefined();
            for (const [column, value] of Object.entries(row)) {
              if (column === "data")
                expect(JSON.parse(match!.data as string)).toEqual({ ...JSON.parse(value as string), clientId: DEMO_CLIENT_ID });
              else if (column === "scope") expect(match!.scope, "Idempotency-Keys are the demo client's").toBe(DEMO_CLIENT_ID);
              else expect(match![column], `${table}.${column}`).toEqual(value);
            }
            if ("client_id" in match!) expect(match!.client_id, `${table} row belongs to the demo client`).toBe(DEMO_CLIENT_ID);
          }
        }
      } finally {
        await after.destroy();
      }
      expect(await repository.keyHolder(OLD_KEY)).toEqual({ clientId: DEMO_CLIENT_ID, keyId: "key_demo" });
      expect(repository.settings.seeded[0]).toEqual({ clientId: DEMO_CLIENT_ID, apiKey: OLD_KEY, keyId: "key_demo" });
      expect(repository.settings.webhookSecret).toBe("whsec_old");
      expect((await repository.getClient(DEMO_CLIENT_ID))?.seed).toEqual(seed);
      const listed = await repository.listOrders(DEMO_CLIENT_ID, {}, { offset: 0, limit: 10 });
      expect(listed.items.map((o) => o.id)).toEqual(["ord_2", "ord_1", "ord_0"]);
      expect((await repository.listIntegrations(DEMO_CLIENT_ID, { offset: 0, limit: 10 })).items.map((i) => i.id)).toEqual([
        "int_old",
        "int_other",
      ]);
      expect(await repository.balances("int_other")).toEqual({ USDT_TRC20: "9.900000" });
      // The second seeded client arrives with its own key and integration, and sees none of it.
      const second = testSeed().clients[1]!;
      expect(await repository.keyHolder(second.apiKey)).toMatchObject({ clientId: SECOND_CLIENT_ID });
      expect((await repository.listOrders(SECOND_CLIENT_ID, {}, { offset: 0, limit: 10 })).total).toBe(0);
      expect((await repository.outbox.list({ clientId: DEMO_CLIENT_ID }, 10)).map((d) => d.id)).toEqual(["msg_1"]);
    } finally {
      await repository.close();
    }
  });
});
