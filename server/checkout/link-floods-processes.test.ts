// A payment link's limits across processes: WORKERS=3 on one SQLite file and on one PostgreSQL
// database, the real service as `npm start` runs it (its page drawn from the built template,
// so the token is read off the page as a browser would). Concurrent choices spread over the
// workers' connections; the per-client budget and the link's cap on open orders are counted in
// the database, so they hold whichever worker takes a choice.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { freePortPair, ready, spawnService, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";

let postgres: PostgresCluster | undefined;
const dirs: string[] = [];

afterAll(async () => {
  await postgres?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const TEMPLATE = join(import.meta.dirname, "..", "..", "dist", "checkout", "index.html");

async function workers(env: Record<string, string>): Promise<ServiceProcess> {
  const service = spawnService(
    {
      ...env,
      WORKERS: "3",
      QUIET: "0",
      TRUST_PROXY: "1",
      RATE_LIMIT_LINK_ORDERS: "4",
      RATE_LIMIT_LINK_ORDERS_PER_LINK: "1000",
      LINK_MAX_OPEN_ORDERS: "8",
    },
    await freePortPair(),
  );
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

interface DrawnLink {
  linkId: string;
  /** The page form's token and quote, as a browser posts them back. */
  token: string;
  quote: string;
}

const unescaped = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

async function makeLink(service: ServiceProcess): Promise<DrawnLink> {
  const integrations = (await (await service.call("GET", "/api/v1/integrations")).json()) as { data: { id: string }[] };
  const made = await service.call("POST", "/api/v1/payment-links", {
    integrationId: integrations.data[0]!.id,
    name: "T-shirt",
    price: { amount: "10.00", currency: "USD" },
  });
  expect(made.status).toBe(201);
  const { linkId } = (await made.json()) as { linkId: string };
  const page = await (await fetch(`${service.origin}/link/${linkId}`, { headers: { "X-Forwarded-For": "192.0.2.250" } })).text();
  const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
  const quote = /name="quote" value="([^"]+)"/.exec(page)?.[1];
  if (!token || !quote) throw new Error(`the link's page carries no form token or quote: ${page.slice(0, 200)}`);
  return { linkId, token: unescaped(token), quote: unescaped(quote) };
}

/** A press on the link's page, from `address`: its status. */
async function choose(service: ServiceProcess, link: DrawnLink, address: string): Promise<number> {
  const res = await fetch(`${service.origin}/link/${link.linkId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": address },
    body: new URLSearchParams({ assetId: "USDT_TRC20", formToken: link.token, quote: link.quote }).toString(),
  });
  await res.arrayBuffer();
  return res.status;
}

async function floodsHeld(service: ServiceProcess): Promise<void> {
  // One address, 30 choices at once: its budget of 4 is one for all three workers.
  const one = await makeLink(service);
  const fromOne = await Promise.all(Array.from({ length: 30 }, () => choose(service, one, "198.51.100.1")));
  expect(fromOne.filter((s) => s === 303)).toHaveLength(4);
  expect(fromOne.filter((s) => s === 429)).toHaveLength(26);
  // 60 addresses at once on another link: its cap of 8 open orders holds across the workers.
  const many = await makeLink(service);
  const fromMany = await Promise.all(Array.from({ length: 60 }, (_, i) => choose(service, many, `203.0.113.${i + 1}`)));
  expect(fromMany.filter((s) => s === 303)).toHaveLength(8);
  expect(fromMany.filter((s) => s === 409)).toHaveLength(52);
  const read = (await (await service.call("GET", `/api/v1/payment-links/${many.linkId}`)).json()) as { capped?: { openOrders: number } };
  expect(read.capped?.openOrders).toBe(8);
}

describe.skipIf(!existsSync(TEMPLATE))("a link's limits are one for every process on the database (needs npm run build)", () => {
  it("WORKERS=3 on one SQLite file: one address gets 4 orders of 30, 60 addresses 8 of 60", async () => {
    const dir = mkdtempSync(join(tmpdir(), "link-floods-sqlite-"));
    dirs.push(dir);
    const service = await workers({ STATE: join(dir, "checkout.sqlite") });
    try {
      await floodsHeld(service);
    } finally {
      await stop(service);
    }
  }, 240_000);

  it("WORKERS=3 on PostgreSQL: the same", async () => {
    postgres = await startPostgres();
    const service = await workers({ DATABASE_URL: await postgres.createDatabase() });
    try {
      await floodsHeld(service);
    } finally {
      await stop(service);
    }
  }, 240_000);
});
