// The daily digest of payments completed, against a real SMTP server: an account that chose it
// gets no mail per payment, then one digest for the day, however many processes run the pass
// for that day at once (two stores on one PostgreSQL database, as two processes have; and two
// passes at once on one SQLite store), and none again for the same day; a day without payments
// mails nothing. The choice's route refuses what is not a choice, naming the field, and audits.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../http/logger.ts";
import { createMailSender, type MailSender } from "../mail/sender.ts";
import { readMailSettings } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import { openRepository, type Repository } from "../store/index.ts";
import { testRepository, testSeed } from "../testing.ts";
import { browser, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { startPostgres, type PostgresCluster } from "../../test/support/postgres.ts";
import { startSmtp, type TestSmtp } from "../../test/support/smtp.ts";
import { sendPaymentDigests } from "./payment-digests.ts";

const DAY_MS = 24 * 60 * 60_000;
const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

let cluster: PostgresCluster | undefined;
const opened: { smtp: TestSmtp[]; senders: MailSender[]; stores: Repository[] } = { smtp: [], senders: [], stores: [] };

beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);
afterEach(async () => {
  await Promise.all(opened.senders.splice(0).map((s) => s.close()));
  await Promise.all(opened.smtp.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  for (const store of opened.stores.splice(0)) await store.close();
  await cluster?.stop();
});

/** Two stores as two processes have them (PostgreSQL), or one store twice (SQLite), each with its sender to one SMTP server. */
async function twoProcesses(engine: "sqlite" | "postgres") {
  const smtp = await startSmtp({ starttls: false, login: null });
  opened.smtp.push(smtp);
  const settings = readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Payments <payments@pay.invalid>" });
  if (!settings) throw new Error("mail settings expected");
  let stores: [Repository, Repository];
  if (engine === "postgres") {
    if (!cluster) throw new Error("cluster expected");
    const url = await cluster.createDatabase();
    const open = async () => (await openRepository({ target: { kind: "postgres", url }, initial: testSeed })).repository;
    stores = [await open(), await open()];
  } else {
    const store = await testRepository();
    stores = [store, store];
  }
  opened.stores.push(...new Set(stores));
  let clockNow: () => Date = () => new Date();
  const sender = (store: Repository) => {
    const s = createMailSender({ outbox: store.mail, transport: smtpTransport(settings), logger: silentLogger, now: () => clockNow() });
    opened.senders.push(s);
    return s;
  };
  const senders: MailSender[] = [];
  const t = await portalTestApp(
    {},
    {
      store: stores[0],
      mail: ({ store, clock }) => {
        clockNow = () => clock.now();
        const s = sender(store);
        senders.push(s);
        return s;
      },
    },
  );
  // The second process's store sends notices too (its app would have turned them on at its start).
  stores[1].mail.noticesOn(t.origin);
  if (stores[1] !== stores[0]) senders.push(sender(stores[1]));
  return { t, smtp, stores, senders };
}

async function merchant(t: PortalTestApp, email: string) {
  const b = browser(t);
  expect((await b.signUp(email)).status).toBe(201);
  const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
  return { b, integrationId: created.integration.id as string };
}

async function pay(m: Awaited<ReturnType<typeof merchant>>, amount: string) {
  const res = await m.b.request("POST", "/portal/api/orders/payment", {
    integrationId: m.integrationId,
    assetId: "USDT_TRC20",
    amount,
    customer: CUSTOMER,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const orderId: string = (await res.json()).orderId;
  expect((await m.b.request("POST", `/portal/api/sandbox/orders/${orderId}/payments`, { amount, confirmed: true })).status).toBe(201);
  return orderId;
}

const CHOICE = { payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: true };

describe.each(["sqlite", "postgres"] as const)(
  "the daily digest of payments completed (%s)",
  (engine) => {
    it("mails one digest for the day however many passes run it at once, and none for a day without payments", async () => {
      const { t, smtp, stores, senders } = await twoProcesses(engine);
      const m = await merchant(t, "dora@example.com");
      const chosen = await m.b.request("PUT", "/portal/api/notifications", { paymentCompleted: "digest", ...CHOICE });
      expect(chosen.status).toBe(200);
      expect((await chosen.json()).settings.paymentCompleted).toBe("digest");
      const first = await pay(m, "40.5");
      const second = await pay(m, "1.25");
      await pay(m, "1");
      await Promise.all(senders.map((s) => s.idle()));
      expect(smtp.received).toHaveLength(0);
      // The UTC day turns. A pass that dies before its commit leaves the day to the next pass.
      t.clock.advance(DAY_MS);
      const at = t.clock.now();
      const dying: Repository = Object.create(stores[0]);
      dying.transaction = (work, options) =>
        stores[0].transaction(async (tx) => {
          const result = await work(tx);
          // The digest's own transaction (it answers true: a mail queued) dies after its work.
          if (result === true) throw new Error("the process died before its commit");
          return result;
        }, options);
      await expect(sendPaymentDigests(dying, at)).rejects.toThrow("died");
      // Both processes run their periodic pass for the same day at once.
      const queued = await Promise.all(stores.map((store) => sendPaymentDigests(store, at)));
      expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
      for (const s of senders) s.queued();
      const [digest] = await smtp.waitFor(1);
      expect(digest?.to).toEqual(["dora@example.com"]);
      expect(digest?.subject).toMatch(/^Payments completed until \d{4}-\d\d-\d\d 00:00 UTC: 3$/);
      expect(digest?.text).toContain("Received, per asset:\n42.750000 USDT (Tron)");
      expect(digest?.text).toContain(first);
      expect(digest?.text).toContain(second);
      // Sent and recorded as sent before the test's clock moves on (a lease outlived by the
      // clock would let the other sender send it again).
      await Promise.all(senders.map((s) => s.idle()));
      // Later passes of the same day, in either process, find it done.
      t.clock.advance(60 * 60_000);
      expect(await Promise.all(stores.map((store) => sendPaymentDigests(store, t.clock.now())))).toEqual([0, 0]);
      // The next day had no payment: nothing is mailed.
      t.clock.advance(DAY_MS);
      expect(await Promise.all(stores.map((store) => sendPaymentDigests(store, t.clock.now())))).toEqual([0, 0]);
      await Promise.all(senders.map((s) => s.idle()));
      expect(smtp.received).toHaveLength(1);
    });

    it("reads a busy day in pages: every payment counted and summed once", async () => {
      const { t, smtp, stores, senders } = await twoProcesses(engine);
      const m = await merchant(t, "gus@example.com");
      expect((await m.b.request("PUT", "/portal/api/notifications", { paymentCompleted: "digest", ...CHOICE })).status).toBe(200);
      const account = await stores[0].portal.findAccountByEmail("gus@example.com");
      if (!account) throw new Error("account expected");
      // More than two pages, many sharing a completion time (the pages' order is time, then id).
      const at = t.clock.now().toISOString();
      await stores[0].transaction(
        async (tx) => {
          for (let i = 0; i < 1003; i++) {
            const item = { orderId: `ord_${String(i).padStart(5, "0")}`, assetId: "USDT_TRC20", amount: "0.000001", completedAt: at };
            await tx.mail.queueDigestItem(
              account.clientId,
              i % 2 === 0 ? item : { ...item, completedAt: `${at.slice(0, 11)}00:00:00.000Z` },
            );
          }
        },
        { now: at },
      );
      t.clock.advance(DAY_MS);
      expect(await sendPaymentDigests(stores[1], t.clock.now())).toBe(1);
      for (const s of senders) s.queued();
      const [digest] = await smtp.waitFor(1);
      expect(digest?.subject).toMatch(/: 1003$/);
      expect(digest?.text).toContain("Received, per asset:\n0.001003 USDT (Tron)");
      expect(digest?.text).toContain("And 983 more");
    });

    it("lists no order a sandbox reset removed", async () => {
      const { t, smtp, stores, senders } = await twoProcesses(engine);
      const m = await merchant(t, "fay@example.com");
      expect((await m.b.request("PUT", "/portal/api/notifications", { paymentCompleted: "digest", ...CHOICE })).status).toBe(200);
      await pay(m, "3");
      const account = await stores[0].portal.findAccountByEmail("fay@example.com");
      if (!account) throw new Error("account expected");
      await stores[0].reset(account.clientId, null);
      t.clock.advance(DAY_MS);
      expect(await sendPaymentDigests(stores[0], t.clock.now())).toBe(0);
      await Promise.all(senders.map((s) => s.idle()));
      expect(smtp.received).toHaveLength(0);
    });

    it("takes the choice off, each or digest only, naming the field otherwise, and audits each change", async () => {
      const { t, smtp, senders } = await twoProcesses(engine);
      const m = await merchant(t, "eve@example.com");
      for (const wrong of [true, "daily", null]) {
        const res = await m.b.request("PUT", "/portal/api/notifications", { paymentCompleted: wrong, ...CHOICE });
        expect(res.status).toBe(400);
        expect(JSON.stringify(await res.json())).toContain("paymentCompleted");
      }
      for (const choice of ["digest", "each"]) {
        expect((await m.b.request("PUT", "/portal/api/notifications", { paymentCompleted: choice, ...CHOICE })).status).toBe(200);
      }
      const audit = await (await m.b.request("GET", "/portal/api/audit")).json();
      const changes = audit.data.filter((line: { action: string }) => line.action === "notifications changed");
      expect(changes.map((line: { detail: unknown }) => line.detail)).toEqual([
        { "payment completed": "each" },
        { "payment completed": "digest" },
      ]);
      // Back to each: a payment is mailed at once, and no digest follows for it.
      const orderId = await pay(m, "2");
      const [each] = await smtp.waitFor(1);
      expect(each?.subject).toBe("Payment completed: 2.000000 USDT");
      expect(each?.text).toContain(orderId);
      // Sent and recorded as sent before the test's clock moves a day on: a lease outlived by
      // the clock let the other process's sender send it again (2 mails, once in CI).
      await Promise.all(senders.map((s) => s.idle()));
      t.clock.advance(DAY_MS);
      expect(await sendPaymentDigests(t.app.services.store, t.clock.now())).toBe(0);
      await Promise.all(senders.map((s) => s.idle()));
      expect(smtp.received).toHaveLength(1);
    });
  },
  60_000,
);
