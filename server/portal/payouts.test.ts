// The portal's Payouts routes (chain mode): each signed-in client lists and cancels only its own
// payouts; a cancel puts money back, so it needs a fresh step-up and commits its audit line; and
// outside chain mode the routes do not exist.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PayoutList } from "../../src/shared/index.ts";
import { creditAsPaid, startPayoutApp, tickSees } from "../../test/support/chain/payout-app.ts";
import type { ChainApp } from "../../test/support/chain/chain-app.ts";
import { browser, CHEAP_SCRYPT, PASSWORD, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { systemClock } from "../domain/clock.ts";
import { createIds } from "../domain/ids.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID, ORIGIN, SECOND_CLIENT_ID, SECOND_INTEGRATION_ID, SECOND_KEY } from "../testing.ts";
import { openAccount } from "../use-cases/portal-accounts.ts";
import { seedDemoAccount } from "./demo-account.ts";
import { hashPassword } from "./passwords.ts";
import { digestOf } from "./sessions.ts";

const PAYER = "0x000000000000000000000000000000000000dEaD";

let chain: ChainApp;
beforeAll(async () => {
  chain = await startPayoutApp();
});
afterAll(async () => {
  await chain.close();
});

const ids = createIds();
type Browser = ReturnType<typeof browser>;

async function signedIn(email: string): Promise<Browser> {
  const b = browser({ app: chain.app, origin: ORIGIN } as unknown as PortalTestApp);
  const res = await b.signIn(email);
  expect(res.status).toBe(200);
  return b;
}

async function demoMerchant(): Promise<Browser> {
  const { email } = await seedDemoAccount(chain.store, { clock: systemClock, ids, password: PASSWORD, cost: CHEAP_SCRYPT });
  return signedIn(email);
}

async function secondMerchant(): Promise<Browser> {
  const email = "second@example.com";
  await openAccount(
    { store: chain.store, clock: systemClock, ids },
    { email, passwordHash: await hashPassword(PASSWORD, CHEAP_SCRYPT), clientId: SECOND_CLIENT_ID, address: "local" },
  );
  return signedIn(email);
}

/** The session's step-up made long ago: a money change must ask for a fresh one. */
async function stale(b: Browser): Promise<void> {
  const value = b.cookie.slice(b.cookie.indexOf("=") + 1);
  const at = new Date().toISOString();
  await chain.store.transaction(
    async (tx) => {
      const session = await tx.portal.session(digestOf(value));
      if (!session) throw new Error("no session");
      // Seen just now (the session is alive), confirmed long before the step-up's window.
      await tx.portal.saveSession({ ...session, confirmedAt: "2000-01-01T00:00:00.000Z" });
    },
    { now: at },
  );
}

const api = (key: string | null, method: string, path: string, body?: unknown) =>
  key === null
    ? chain.call(method, path, body)
    : chain.app.request(path, {
        method,
        headers: { "X-API-Key": key, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

/** A paid order of the client and a payout (a withdrawal) drawn on it, through the API. */
async function payoutOf(key: string | null, integrationId: string, amount: string): Promise<string> {
  const created = await api(key, "POST", "/api/v1/order/payment", {
    integrationId,
    assetId: "USDT_ERC20",
    amount: "20",
    customer: CUSTOMER,
  });
  expect(created.status).toBe(201);
  const { orderId } = (await created.json()) as { orderId: string };
  await creditAsPaid(chain.store, orderId, "20", PAYER);
  const res = await api(key, "POST", "/api/v1/order/withdrawal", {
    integrationId,
    assetId: "USDT_ERC20",
    amount,
    destinationAddress: EVM_DESTINATION,
    customer: CUSTOMER,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

const listed = async (b: Browser) => {
  const res = await b.request("GET", "/portal/api/payouts");
  expect(res.status).toBe(200);
  return PayoutList.parse(await res.json());
};

describe("the portal's payouts in chain mode", () => {
  it("says so in the portal's info, so the page shows the Payouts screen", async () => {
    const info = await (await chain.app.request("/portal/api/info")).json();
    expect(info).toMatchObject({ chainPayouts: true });
  });

  it("asks for a session", async () => {
    const anonymous = browser({ app: chain.app, origin: ORIGIN } as unknown as PortalTestApp);
    expect((await anonymous.request("GET", "/portal/api/payouts")).status).toBe(401);
  });

  it("lists each client's own payouts only, and another client's cannot be cancelled", async () => {
    const demo = await demoMerchant();
    const second = await secondMerchant();
    const ours = await payoutOf(null, INTEGRATION_ID, "2");
    const theirs = await payoutOf(SECOND_KEY, SECOND_INTEGRATION_ID, "3");

    const mine = (await listed(demo)).items.map((i) => i.orderId);
    expect(mine).toContain(ours);
    expect(mine).not.toContain(theirs);
    const others = await listed(second);
    expect(others.items.map((i) => i.orderId)).toEqual([theirs]);
    expect(others.items[0]?.payout).toMatchObject({ state: "awaitingPayment", destination: EVM_DESTINATION, amount: "3.000000" });

    // Cancelling another client's payout is as cancelling one that does not exist, and changes nothing.
    const refused = await second.request("POST", `/portal/api/payouts/${ours}/cancel`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('"field":"orderId"');
    expect((await listed(demo)).items.find((i) => i.orderId === ours)?.payout.state).toBe("awaitingPayment");
  });

  it("a cancel needs a fresh step-up; then it restores the balance and writes its audit line", async () => {
    const demo = await demoMerchant();
    const made = await payoutOf(null, INTEGRATION_ID, "4");
    const balance = async () => (await chain.store.balances(INTEGRATION_ID)).USDT_ERC20 ?? "0";
    const before = await balance();

    await stale(demo);
    const asked = await demo.request("POST", `/portal/api/payouts/${made}/cancel`);
    expect(asked.status).toBe(403);
    expect(JSON.stringify(await asked.json())).toContain('"field":"confirmation"');
    expect(await balance()).toBe(before);

    expect((await demo.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const cancelled = await demo.request("POST", `/portal/api/payouts/${made}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ orderId: made, payout: { state: "cancelled" } });
    expect(Number.parseFloat(await balance()) - Number.parseFloat(before)).toBe(4);

    const audit = (await (await demo.request("GET", "/portal/api/audit")).json()) as {
      data: { action: string; detail: Record<string, string> }[];
    };
    const line = audit.data.find((l) => l.action === "payout cancelled");
    expect(line?.detail).toMatchObject({ orderId: made, amount: "4.000000", assetId: "USDT_ERC20", destinationAddress: EVM_DESTINATION });
    // The listing puts the open ones first: the cancelled one after every open one.
    const states = (await listed(demo)).items.map((i) => i.payout.state);
    const firstDone = states.findIndex((s) => s === "cancelled" || s === "completed");
    expect(states.slice(firstDone).some((s) => s === "awaitingPayment" || s === "seen")).toBe(false);
  });

  it("refuses a cancel from another origin, garbage bodies and ids with a 4xx naming the field, never a 5xx, and changes nothing", async () => {
    const demo = await demoMerchant();
    const made = await payoutOf(null, INTEGRATION_ID, "1");
    const attacker = browser({ app: chain.app, origin: "http://localhost:4501" } as unknown as PortalTestApp);
    attacker.cookie = demo.cookie;
    expect((await attacker.request("POST", `/portal/api/payouts/${made}/cancel`, {})).status).toBe(403);
    for (const body of ["not an object", [], null, 42, JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`)]) {
      const res = await demo.request("POST", `/portal/api/payouts/${made}/cancel`, body);
      expect(res.status, JSON.stringify(body).slice(0, 20)).toBe(400);
    }
    for (const id of ["nope", "%00", "ord_".padEnd(500, "x")]) {
      const res = await demo.request("POST", `/portal/api/payouts/${id}/cancel`);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(await res.json())).toContain('"field":"orderId"');
    }
    const query = await demo.request("GET", "/portal/api/payouts?state=lost&cursor=-1");
    expect(query.status).toBe(400);
    expect(JSON.stringify(await query.json())).toMatch(/"field":"(state|cursor)"/);
    expect((await listed(demo)).items.find((i) => i.orderId === made)?.payout.state).toBe("awaitingPayment");
  });
});

describe("a stranger's exact transfer to a payout", () => {
  const STRANGER = "3".repeat(40);
  const STRANGER_ADDRESS = `0x${STRANGER}`;
  const hashOf = (n: number) => `0x${n.toString(16).padStart(2, "0").repeat(32)}`;
  const orderRead = async (orderId: string) => (await api(null, "GET", `/api/v1/orders/${orderId}`)).json() as Promise<Record<string, any>>;
  const auditLines = async (b: Browser) =>
    ((await (await b.request("GET", "/portal/api/audit")).json()) as { data: { action: string; detail: Record<string, string> }[] }).data;

  // Each test's payout has its own amount: an exact transfer is recorded on the oldest identical open payout.
  it("is shown on the payout (portal and order read), read again is recorded once, and never completes it by itself", async () => {
    const demo = await demoMerchant();
    const made = await payoutOf(null, INTEGRATION_ID, "0.61");
    const hash = hashOf(0x51);
    await tickSees(chain.store, made, { from: STRANGER, hash, logIndex: 7 });
    await tickSees(chain.store, made, { from: STRANGER, hash, logIndex: 7 });
    const shown = (await listed(demo)).items.find((i) => i.orderId === made)?.payout;
    expect(shown).toMatchObject({
      state: "awaitingPayment",
      strangers: [{ hash, logIndex: 7, senderAddress: STRANGER_ADDRESS, blockNumber: 100 }],
    });
    expect(shown?.strangers).toHaveLength(1);
    const read = await orderRead(made);
    expect(read.status).toBe("inProgress");
    expect(read.transactions[0].hash).toBeNull();
    expect(read.payout).toMatchObject({ state: "awaitingPayment", strangers: [{ hash, senderAddress: STRANGER_ADDRESS }] });
  });

  it("mark as paid asks for a fresh step-up; then the payout and its order complete with that transfer as their proof, on the audit log, once", async () => {
    const demo = await demoMerchant();
    const made = await payoutOf(null, INTEGRATION_ID, "0.62");
    const hash = hashOf(0x52);
    await tickSees(chain.store, made, { from: STRANGER, hash, logIndex: 2 });

    await stale(demo);
    const asked = await demo.request("POST", `/portal/api/payouts/${made}/mark-paid`, { hash, logIndex: 2 });
    expect(asked.status).toBe(403);
    expect(JSON.stringify(await asked.json())).toContain('"field":"confirmation"');
    expect((await orderRead(made)).payout.state).toBe("awaitingPayment");

    expect((await demo.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const marked = await demo.request("POST", `/portal/api/payouts/${made}/mark-paid`, { hash, logIndex: 2 });
    expect(marked.status).toBe(200);
    const body = (await marked.json()) as { payout: Record<string, unknown> };
    expect(body.payout).toMatchObject({ state: "completed", hash, senderAddress: STRANGER_ADDRESS });
    expect(body.payout.markedPaidBy).toMatch(/^portal: /);
    expect(body.payout.strangers).toBeUndefined();

    const read = await orderRead(made);
    expect(read.status).toBe("completed");
    expect(read.transactions[0]).toMatchObject({ hash, status: "completed" });
    expect(read.payout).toMatchObject({ state: "completed", hash, senderAddress: STRANGER_ADDRESS });
    const line = (await auditLines(demo)).find((l) => l.action === "payout marked paid" && l.detail.orderId === made);
    expect(line?.detail).toMatchObject({ hash, logIndex: "2", senderAddress: STRANGER_ADDRESS, amount: "0.620000" });

    // Answered once: the same answer again is refused, naming the field, and changes nothing.
    const again = await demo.request("POST", `/portal/api/payouts/${made}/mark-paid`, { hash, logIndex: 2 });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain('"field":"hash"');
  });

  it("not this one: dismissed on the audit log, not shown again for that transfer even read again; the payout still awaits and can be cancelled", async () => {
    const demo = await demoMerchant();
    const made = await payoutOf(null, INTEGRATION_ID, "0.63");
    const hash = hashOf(0x53);
    await tickSees(chain.store, made, { from: STRANGER, hash, logIndex: 0 });
    expect((await demo.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const dismissed = await demo.request("POST", `/portal/api/payouts/${made}/not-this-one`, { hash, logIndex: 0 });
    expect(dismissed.status).toBe(200);
    expect(((await dismissed.json()) as { payout: Record<string, unknown> }).payout).toMatchObject({ state: "awaitingPayment" });

    await tickSees(chain.store, made, { from: STRANGER, hash, logIndex: 0 });
    const shown = (await listed(demo)).items.find((i) => i.orderId === made)?.payout;
    expect(shown?.state).toBe("awaitingPayment");
    expect(shown?.strangers).toBeUndefined();
    const line = (await auditLines(demo)).find((l) => l.action === "payout transfer dismissed" && l.detail.orderId === made);
    expect(line?.detail).toMatchObject({ hash, logIndex: "0", senderAddress: STRANGER_ADDRESS });
    // A dismissed transfer cannot be marked paid afterwards.
    const late = await demo.request("POST", `/portal/api/payouts/${made}/mark-paid`, { hash, logIndex: 0 });
    expect(late.status).toBe(400);
    expect((await demo.request("POST", `/portal/api/payouts/${made}/cancel`)).status).toBe(200);
  });

  it("refuses garbage answers, another client's payout and a transfer never seen with a 4xx naming the field, never a 5xx", async () => {
    const demo = await demoMerchant();
    const second = await secondMerchant();
    const made = await payoutOf(null, INTEGRATION_ID, "0.64");
    const hash = hashOf(0x54);
    await tickSees(chain.store, made, { from: STRANGER, hash, logIndex: 1 });
    expect((await demo.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const cases: [unknown, string][] = [
      [{}, "hash"],
      [{ hash: "0x12", logIndex: 1 }, "hash"],
      [{ hash, logIndex: -1 }, "logIndex"],
      [{ hash, logIndex: 1.5 }, "logIndex"],
      [{ hash, logIndex: "1" }, "logIndex"],
      [{ hash: hashOf(0x55), logIndex: 1 }, "hash"],
      [{ hash, logIndex: 2 }, "hash"],
    ];
    for (const [body, field] of cases) {
      const res = await demo.request("POST", `/portal/api/payouts/${made}/mark-paid`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(`"field":"${field}"`);
    }
    for (const body of ["not an object", [], null]) {
      expect((await demo.request("POST", `/portal/api/payouts/${made}/not-this-one`, body)).status).toBe(400);
    }
    expect((await second.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const theirs = await second.request("POST", `/portal/api/payouts/${made}/mark-paid`, { hash, logIndex: 1 });
    expect(theirs.status).toBe(400);
    expect(JSON.stringify(await theirs.json())).toContain('"field":"orderId"');
    expect((await listed(demo)).items.find((i) => i.orderId === made)?.payout).toMatchObject({
      state: "awaitingPayment",
      strangers: [{ hash, logIndex: 1 }],
    });
  });
});

describe("the portal's payouts outside chain mode", () => {
  it("are not there, and the info says so", async () => {
    const t = await portalTestApp();
    const b = browser(t);
    expect((await b.signUp("ada@example.com")).status).toBe(201);
    expect((await b.request("GET", "/portal/api/payouts")).status).toBe(404);
    expect(await (await b.request("GET", "/portal/api/info")).json()).toMatchObject({ chainPayouts: false });
  });
});
