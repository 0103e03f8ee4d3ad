// A portal session's start and end, and a password change, each commit with their audit line or
// not at all: with the audit log refusing every line, nothing of the change is left behind (the
// browser's earlier session and the account's others are still there, the password is the old one).
// A session seen moves its idle clock on through a transaction of its own, at most once a minute,
// never back, and never over a confirmation committed since the request read the session.
import { describe, expect, it } from "vitest";
import { withRefusableAudit } from "../../test/support/refused-audit.ts";
import { manualClock } from "../domain/clock.ts";
import { createIds } from "../domain/ids.ts";
import type { AuditEntry, Repository, SessionRecord } from "../store/index.ts";
import { testRepository } from "../testing.ts";
import { changePassword, openAccount } from "./portal-accounts.ts";
import { confirmSession, endSessionsOf, sessionSeen, startSession } from "./portal-sessions.ts";

const AT = "2026-06-01T12:00:00.000Z";

const session = (accountId: string, clientId: string, idDigest: string): SessionRecord => ({
  idDigest,
  accountId,
  clientId,
  createdAt: AT,
  lastSeenAt: AT,
  expiresAt: "2026-06-02T00:00:00.000Z",
  confirmedAt: AT,
});

async function accountWithSessions(store: Repository) {
  const account = await openAccount(
    { store, ids: createIds(), clock: manualClock(AT) },
    { email: "ada@example.com", passwordHash: "old", address: "local" },
  );
  if (!account) throw new Error("the account was not made");
  const line = (action: string): AuditEntry => ({
    clientId: account.clientId,
    accountId: account.id,
    at: AT,
    action,
    address: "local",
    detail: {},
  });
  for (const digest of ["one", "two"])
    await startSession({ store }, session(account.id, account.clientId, digest), { audit: line("signed in") });
  return { account, line };
}

describe("a session's and a password's changes commit with their audit line", () => {
  it("leaves the sessions when the line of signing out everywhere cannot be written", async () => {
    await withRefusableAudit(async (store, refuseAudit) => {
      const { account, line } = await accountWithSessions(store);
      refuseAudit();
      await expect(endSessionsOf({ store }, account.id, AT, () => line("signed out everywhere"))).rejects.toThrow(/audit refused/);
      expect(await store.portal.getSession("one")).toBeDefined();
      expect(await store.portal.getSession("two")).toBeDefined();
    });
  });

  it("keeps the browser's earlier session when the new one's line cannot be written", async () => {
    await withRefusableAudit(async (store, refuseAudit) => {
      const { account, line } = await accountWithSessions(store);
      refuseAudit();
      const next = session(account.id, account.clientId, "three");
      await expect(startSession({ store }, next, { replaces: "one", keepPerAccount: 1, audit: line("signed in") })).rejects.toThrow(
        /audit refused/,
      );
      expect(await store.portal.getSession("one")).toBeDefined();
      expect(await store.portal.getSession("two")).toBeDefined();
      expect(await store.portal.getSession("three")).toBeUndefined();
    });
  });

  it("keeps the old password and the other sessions when the change's line cannot be written", async () => {
    await withRefusableAudit(async (store, refuseAudit) => {
      const { account, line } = await accountWithSessions(store);
      refuseAudit();
      await expect(changePassword({ store, clock: manualClock(AT) }, account.id, "new", "one", line("password changed"))).rejects.toThrow(
        /audit refused/,
      );
      expect((await store.portal.getAccount(account.id))?.passwordHash).toBe("old");
      expect(await store.portal.getSession("two")).toBeDefined();
    });
  });
});

describe("a session seen", () => {
  const later = (ms: number) => new Date(Date.parse(AT) + ms).toISOString();

  it("moves the last-seen time on at most once a minute, and never back", async () => {
    const store = await testRepository();
    const { account } = await accountWithSessions(store);
    const asRead = session(account.id, account.clientId, "one");
    const lastSeen = async () => (await store.portal.getSession("one"))?.lastSeenAt;
    await sessionSeen({ store }, asRead, later(60_000));
    expect(await lastSeen()).toBe(AT);
    await sessionSeen({ store }, asRead, later(120_000));
    expect(await lastSeen()).toBe(later(120_000));
    // A request that read the session before that write, let in at an earlier time.
    await sessionSeen({ store }, asRead, later(90_000));
    expect(await lastSeen()).toBe(later(120_000));
    expect((await store.portal.getSession("two"))?.lastSeenAt).toBe(AT);
    await store.close();
  });

  it("keeps a confirmation committed after the request read the session", async () => {
    const store = await testRepository();
    await accountWithSessions(store);
    const read = await store.portal.getSession("one");
    if (!read) throw new Error("no session");
    await confirmSession({ store }, "one", later(90_000));
    await sessionSeen({ store }, read, later(200_000));
    expect(await store.portal.getSession("one")).toMatchObject({ lastSeenAt: later(200_000), confirmedAt: later(90_000) });
    await store.close();
  });
});
