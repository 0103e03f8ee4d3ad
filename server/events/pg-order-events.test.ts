// OrderEvents over LISTEN/NOTIFY, on a throwaway PostgreSQL (test/support/postgres.ts): two
// instances stand for two processes.
import { until } from "../../test/support/until.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { silentLogger } from "../http/logger.ts";
import type { OrderChange } from "./order-events.ts";
import { createPgOrderEvents, type PgOrderEvents } from "./pg-order-events.ts";

let postgres: PostgresCluster;
let url: string;
const opened: PgOrderEvents[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  url = await postgres.createDatabase();
}, 60_000);

afterAll(async () => {
  for (const events of opened) events.close();
  await postgres?.stop();
}, 30_000);

async function open(): Promise<PgOrderEvents> {
  const events = createPgOrderEvents({ url, logger: silentLogger });
  opened.push(events);
  await events.ready();
  return events;
}

describe("OrderEvents over PostgreSQL LISTEN/NOTIFY", () => {
  it("a change in one process reaches the other's subscribers and watchers; each hears its own once", async () => {
    const [a, b] = [await open(), await open()];
    const heardA: string[] = [];
    const heardB: OrderChange[] = [];
    a.subscribe({ orderId: "ord_1", integrationId: "int_1" }, () => heardA.push("ord_1"));
    b.watch((change) => heardB.push(change));
    a.notify("ord_1");
    // Its own subscribers at once, without a round trip.
    expect(heardA).toEqual(["ord_1"]);
    await until(() => heardB.length === 1, "b hears a's change");
    expect(heardB).toEqual([{ orderId: "ord_1" }]);
    b.notifyAll();
    await until(() => heardA.length === 2, "a hears b's notifyAll");
    await a.flushed();
    await b.flushed();
    // No echo: a heard ord_1 once (its own), and the reset once.
    expect(heardA).toEqual(["ord_1", "ord_1"]);
    expect(heardB).toEqual([{ orderId: "ord_1" }, "all"]);
  });

  it("an integration's change wakes only its orders' subscribers, in every process", async () => {
    const [a, b] = [await open(), await open()];
    const woken: string[] = [];
    const heardB: OrderChange[] = [];
    b.subscribe({ orderId: "ord_a1", integrationId: "int_a" }, () => woken.push("ord_a1"));
    b.subscribe({ orderId: "ord_b1", integrationId: "int_b" }, () => woken.push("ord_b1"));
    a.subscribe({ orderId: "ord_b2", integrationId: "int_b" }, () => woken.push("ord_b2"));
    b.watch((change) => heardB.push(change));
    a.notifyIntegration("int_a");
    // Then an order change, published after it: once b hears that, it has heard the first.
    a.notify("ord_marker");
    await until(() => heardB.length === 2, "b hears both changes");
    await a.flushed();
    expect(heardB).toEqual([{ integrationId: "int_a" }, { orderId: "ord_marker" }]);
    expect(woken).toEqual(["ord_a1"]);
  });

  it("after losing its LISTEN connection it reconnects and treats everything as changed", async () => {
    const [a, b] = [await open(), await open()];
    const heard: OrderChange[] = [];
    a.watch((change) => heard.push(change));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Cut every LISTEN connection of this database (a's and b's): a failover, say.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      );
      // Changes made while nobody listened are unknown, so a forgets every cached view.
      await until(() => heard.includes("all"), "a's notifyAll after reconnecting");
      await a.ready();
      await b.ready();
      heard.length = 0;
      b.notify("ord_2");
      await until(() => heard.some((change) => change !== "all" && "orderId" in change && change.orderId === "ord_2"), "a hears b again");
    } finally {
      await admin.end();
    }
  });

  it("close() wakes its own subscribers as closed and stops listening", async () => {
    const a = await open();
    let woken = 0;
    a.subscribe({ orderId: "ord_3", integrationId: "int_1" }, () => woken++);
    a.close();
    expect(woken).toBe(1);
    expect(a.closed).toBe(true);
  });
});
