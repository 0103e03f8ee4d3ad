// What the service removes on its own, on both engines: ended portal sessions, run-out attempt
// windows and spent links go, in bounded batches, and nothing live goes with them; an account
// keeps at most its number of live sessions, also when sign-ins race.
import { describe, expect, it } from "vitest";
import { storeEngines } from "../../test/support/store-engines.ts";
import { reserveAttempts } from "./attempts.ts";
import { housekeep } from "./housekeeping.ts";
import { issuePasswordLink } from "./password-links.ts";
import { startSession } from "./portal-sessions.ts";
import { silentLogger } from "../http/logger.ts";
import type { Repository, SessionRecord } from "../store/index.ts";

const engines = storeEngines();

const NOW = Date.UTC(2026, 5, 1, 12);
const iso = (ms: number) => new Date(ms).toISOString();
const IDLE_MS = 30 * 60_000;

async function account(store: Repository, id: string) {
  const at = iso(NOW - 86_400_000);
  const audit = { clientId: `cli_${id}`, accountId: id, at, action: "account created", address: "local", detail: {} };
  const made = { id, clientId: `cli_${id}`, email: `${id}@example.com`, passwordHash: "x", createdAt: at, passwordChangedAt: at };
  await store.transaction((tx) => tx.portal.insertAccount(made), { now: at, audit: () => audit });
}

const session = (accountId: string, n: number, fields: Partial<SessionRecord> = {}): SessionRecord => ({
  idDigest: `${accountId}-${n}`,
  accountId,
  clientId: `cli_${accountId}`,
  createdAt: iso(NOW - 60_000 + n),
  lastSeenAt: iso(NOW - 60_000),
  expiresAt: iso(NOW + 3_600_000),
  confirmedAt: iso(NOW - 60_000),
  ...fields,
});

for (const [engine, open] of engines) {
  describe(`housekeeping on ${engine}`, () => {
    it("removes ended sessions, run-out windows and spent links in bounded batches, and nothing live", async () => {
      const store = await open();
      await account(store, "acct_a");
      const ended: SessionRecord[] = [];
      const live: SessionRecord[] = [];
      for (let n = 0; n < 10; n++) ended.push(session("acct_a", n, { expiresAt: iso(NOW - 1) }));
      for (let n = 10; n < 15; n++) ended.push(session("acct_a", n, { lastSeenAt: iso(NOW - IDLE_MS - 1) }));
      for (let n = 15; n < 20; n++) live.push(session("acct_a", n));
      for (const s of [...ended, ...live]) await startSession({ store }, s);
      // Six windows of a minute that ran out an hour ago, two still running.
      for (let n = 0; n < 6; n++)
        expect((await reserveAttempts(store, [{ key: `old ${n}`, limit: 5, windowMs: 60_000 }], NOW - 3_600_000)).ok).toBe(true);
      for (let n = 0; n < 2; n++)
        expect((await reserveAttempts(store, [{ key: `live ${n}`, limit: 1, windowMs: 3_600_000 }], NOW - 1000)).ok).toBe(true);
      await issuePasswordLink(
        { store },
        {
          digest: "expired-link",
          accountId: "acct_a",
          purpose: "reset-password",
          twoFactorOff: false,
          createdAt: iso(NOW - 7_200_000),
          expiresAt: iso(NOW - 3_600_000),
        },
        null,
      );
      const options = { store, logger: silentLogger, idleMs: IDLE_MS, now: () => new Date(NOW) };

      // Two transactions of at most 4 rows of each kind: 4 + 4 + 1, then 4 + 2.
      expect(await housekeep({ ...options, batch: 4, rounds: 2 })).toBe(15);
      // The rest (7 sessions) in the next pass, then nothing.
      expect(await housekeep({ ...options, batch: 4 })).toBe(7);
      expect(await housekeep(options)).toBe(0);
      for (const s of ended) expect(await store.portal.getSession(s.idDigest), s.idDigest).toBeUndefined();
      for (const s of live) expect(await store.portal.getSession(s.idDigest), s.idDigest).toEqual(s);
      // The running windows are still counted: a second attempt is over their limit of one.
      for (let n = 0; n < 2; n++)
        expect((await reserveAttempts(store, [{ key: `live ${n}`, limit: 1, windowMs: 3_600_000 }], NOW)).ok).toBe(false);
    });

    it("removes payment links' order rows whose window ended, in bounded batches, and keeps those still in theirs", async () => {
      const store = await open();
      await store.transaction(
        async (tx) => {
          for (let n = 0; n < 5; n++) await tx.addLinkOrder("lnk_a", `ord_ended_${n}`, iso(NOW - 1000 * (n + 1)));
          for (let n = 0; n < 2; n++) await tx.addLinkOrder("lnk_a", `ord_open_${n}`, iso(NOW + 60_000));
        },
        { now: iso(NOW - 3_600_000) },
      );
      const options = { store, logger: silentLogger, idleMs: IDLE_MS, now: () => new Date(NOW) };
      expect(await housekeep({ ...options, batch: 3, rounds: 1 })).toBe(3);
      expect(await housekeep(options)).toBe(2);
      expect(await housekeep(options)).toBe(0);
      // The two still in their window go once it has ended.
      expect(await housekeep({ ...options, now: () => new Date(NOW + 60_000) })).toBe(2);
    });

    it("keeps an account's newest sessions past its limit, also when sign-ins race, and leaves other accounts alone", async () => {
      const store = await open();
      await account(store, "acct_b");
      await account(store, "acct_c");
      await startSession({ store }, session("acct_c", 0), { keepPerAccount: 3 });
      const ended: number[] = [];
      for (let n = 0; n < 5; n++) ended.push(await startSession({ store }, session("acct_b", n), { keepPerAccount: 3 }));
      expect(ended).toEqual([0, 0, 0, 1, 1]);
      const kept = async (accountId: string, count: number) => {
        const found: number[] = [];
        for (let n = 0; n < count; n++) if (await store.portal.getSession(`${accountId}-${n}`)) found.push(n);
        return found;
      };
      expect(await kept("acct_b", 5)).toEqual([2, 3, 4]);
      // Twenty sign-ins at once: three sessions live after them, whichever three.
      await Promise.all(Array.from({ length: 20 }, (_, i) => startSession({ store }, session("acct_b", 5 + i), { keepPerAccount: 3 })));
      expect(await kept("acct_b", 25)).toHaveLength(3);
      expect(await kept("acct_c", 1)).toEqual([0]);
    });
  });
}
