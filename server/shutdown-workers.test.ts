// SIGTERM to the primary of several processes behind one port (WORKERS, with node:cluster's
// handing out and with the primary's own for PAYER_WORKERS): creations whose bodies are still
// arriving when the signal comes are each answered completely, in every worker, with
// `Connection: close`; a new connection is no longer taken, and none opened as the service stops
// is left open unanswered (node:cluster's primary kept such a connection until it exited:
// http/stop-taking.ts); the primary exits 0; and every order acknowledged amid a burst is there
// after a restart. Run on a loop, each case failed about once in ten before its fix (the
// PAYER_WORKERS one by a body lost in the handoff: http/connection-handoff.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePortPair,
  isRunning,
  killServices,
  ready,
  SERVICE_KEY,
  spawnService,
  type ServiceProcess,
} from "../test/support/service-process.ts";
import { refusesNewConnection } from "../test/support/raw-http.ts";
import { until } from "../test/support/until.ts";
import { CUSTOMER } from "./testing.ts";

let dir: string;
const started: ServiceProcess[] = [];

/**
 * Every wait below is on a state; its ceiling only ends a broken run. On a machine at a load of
 * 30 (three busy loops beside other suites on two cores) the workers took over a minute to serve.
 */
const CEILING_MS = 180_000;
/** Longer than any step after the signal may take on such a machine, within its ceiling. */
const TEST_DRAIN_MS = String(CEILING_MS);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "shutdown-workers-"));
});

afterAll(async () => {
  await killServices(started);
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<ServiceProcess> {
  const service = spawnService({ QUIET: "0", LOG_FORMAT: "json", ...env }, await freePortPair());
  started.push(service);
  return ready(service);
}

/** A creation sent by hand: its headers and half its body now, the rest when `finish()` is called. */
interface SlowCreation {
  socket: Socket;
  /** Everything the service has written back so far. */
  received(): string;
  /** Whether the connection has ended (by either side). */
  closed(): boolean;
  finish(): void;
}

async function slowCreation(port: number, integrationId: string, externalId: string): Promise<SlowCreation> {
  const body = JSON.stringify({ integrationId, amount: "25.00", assetId: "USDT_TRC20", customer: CUSTOMER, externalId });
  const half = Math.floor(body.length / 2);
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("close", () => (closed = true));
  socket.on("error", () => {});
  // Expect: 100-continue: the service says "100 Continue" once it has taken the request in, a
  // state to wait on rather than a moment.
  socket.write(
    [
      "POST /api/v1/order/payment HTTP/1.1",
      "Host: 127.0.0.1",
      `X-API-Key: ${SERVICE_KEY}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await until(() => received.includes("100 Continue") || closed, "the service taking the creation in", CEILING_MS);
  socket.write(body.slice(0, half));
  return { socket, received: () => received, closed: () => closed, finish: () => socket.write(body.slice(half)) };
}

/** How many new connections are opened at once while the service stops. */
const VOLLEY = 20;

const orderIdOf = (answer: string) => (JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { orderId?: string }).orderId;

describe.each<{ name: string; env: Record<string, string>; slow: number }>([
  { name: "node:cluster hands the connections out", env: { WORKERS: "2" }, slow: 4 },
  { name: "the primary hands them out (PAYER_WORKERS)", env: { WORKERS: "3", PAYER_WORKERS: "1" }, slow: 4 },
])("SIGTERM to the primary under WORKERS: $name", ({ env, slow }) => {
  it("answers every request begun before it in full, takes no new one, exits 0 and loses no acknowledged order", {
    timeout: 5 * CEILING_MS,
  }, async () => {
    const state = join(dir, `${env.WORKERS}-${env.PAYER_WORKERS ?? 0}.sqlite`);
    // The drain window lengthened from its 3.5 s: each step below waits on a state, and on a
    // loaded machine those steps can take longer than the default window, which would cut the
    // creations the test is still about to finish (a failure of the test's pace, not of the
    // service). The stop still ends as soon as every request begun has been answered.
    const service = await start({ ...env, STATE: state, SHUTDOWN_DRAIN_MS: TEST_DRAIN_MS });
    // Every worker serves before the requests are spread over them. A start that failed (a port
    // taken between the check and a worker's listen) ends the service: that fails at once, with
    // its output, rather than at the ceiling.
    const serving = () => service.output().includes(`all ${env.WORKERS} workers serve`);
    await until(() => serving() || !isRunning(service), "every worker serving", CEILING_MS, 20).catch((error: Error) => {
      throw new Error(`${error.message}\n${service.output().slice(-2_000)}`);
    });
    if (!serving()) throw new Error(`the service ended before every worker served:\n${service.output().slice(-2_000)}`);
    const port = Number(new URL(service.origin).port);
    const integrations = (await (await service.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] };
    const integrationId = integrations.data[0]?.id as string;

    // Connections are handed to the workers in turn: several creations reach each (merchant's) worker.
    const creations: SlowCreation[] = [];
    for (let i = 0; i < slow; i++) creations.push(await slowCreation(port, integrationId, `slow-${i}`));
    expect(creations.every((c) => !c.closed())).toBe(true);

    // A burst of ordinary creations around the signal: what was acknowledged must be kept.
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 20 }, async (_, i) => {
      try {
        const res = await service.call(
          "POST",
          "/api/v1/order/payment",
          { integrationId, amount: "25.00", assetId: "USDT_TRC20", customer: CUSTOMER, externalId: `burst-${i}` },
          { Connection: "close" },
        );
        if (res.status === 201) acknowledged.push(((await res.json()) as { orderId: string }).orderId);
      } catch {
        // Cut by the shutdown before an answer: never acknowledged, nothing owed.
      }
    });
    await until(() => acknowledged.length >= 3, "creations acknowledged before the signal", CEILING_MS);
    service.child.kill("SIGTERM");

    // The service stops taking connections while the creations begun before the signal wait:
    // new ones, sent in volleys while it does, are each answered (taken before the stop) or ended
    // unanswered, and none is left open (which would hold this wait, and the stop, to its end).
    await until(
      async () => (await Promise.all(Array.from({ length: VOLLEY }, () => refusesNewConnection(port)))).some(Boolean),
      "new connections refused",
      CEILING_MS,
      5,
    );
    expect(creations.filter((c) => c.closed()).map((c) => c.received())).toEqual([]);
    for (const creation of creations) creation.finish();
    await until(() => creations.every((c) => c.closed()), "every slow creation answered and its connection closed", CEILING_MS);
    for (const creation of creations) {
      const answer = creation.received();
      expect(answer, answer).toMatch(/HTTP\/1\.1 201 Created\r\n/);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      acknowledged.push(orderIdOf(answer.slice(answer.indexOf("HTTP/1.1 201"))) as string);
    }
    await Promise.all(burst);
    expect(await service.exited).toEqual({ code: 0, signal: null });

    const after = await start({ STATE: state });
    const statuses = await Promise.all(acknowledged.map(async (id) => (await after.call("GET", `/api/v1/orders/${id}`)).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(slow + 3);
    after.child.kill("SIGTERM");
    expect(await after.exited).toEqual({ code: 0, signal: null });
  });
});
