// The mail outbox on both engines: a message exists only if the transaction that queued it
// commits; concurrent claims never hand one message to two senders; a lease keeps a claimed
// message from others until it runs out (a crashed sender's message is taken again); a sent
// message is never claimed again; a notice goes once per event to the accounts that want it.
import { describe, expect, it } from "vitest";
import { storeEngines } from "../../test/support/store-engines.ts";
import type { NewMail } from "./index.ts";

const engines = storeEngines();
const T0 = "2026-01-01T00:00:00.000Z";
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const mail = (id: string): NewMail => ({ id, to: `${id}@example.com`, subject: "s", text: "t", html: "<p>t</p>" });

describe.each(engines)("the mail outbox on %s", (_name, open) => {
  it("queues a notice once per event and account, only to accounts whose switch is on, only once notices are on", async () => {
    const store = await open();
    const account = (id: string, clientId: string) => ({
      id,
      clientId,
      email: `${id}@example.com`,
      passwordHash: "x",
      createdAt: T0,
      passwordChangedAt: T0,
    });
    await store.transaction(
      async (tx) => {
        await tx.portal.insertAccount(account("acct_on", "cli_notice"));
        await tx.portal.insertAccount(account("acct_off", "cli_notice"));
        await tx.portal.insertAccount(account("acct_other", "cli_other"));
        await tx.portal.saveNotifications("acct_off", {
          paymentCompleted: "off",
          payoutWaiting: true,
          callbacksFailing: true,
          reorgAfterCredit: true,
        });
      },
      { now: T0 },
    );
    const notice = {
      clientId: "cli_notice",
      kind: "payments" as const,
      key: "payment-completed:ord_1",
      content: (origin: string) => ({ subject: "paid", text: origin, html: "<p>paid</p>" }),
    };
    // No sender runs yet: nothing is queued for nobody to send.
    await store.transaction((tx) => tx.mail.queueNotice(notice), { now: T0 });
    expect(await store.mail.pendingCount()).toBe(0);
    store.mail.noticesOn("https://pay.example");
    // Told twice, in two transactions and then twice in one: one row, the repeats no error.
    await store.transaction((tx) => tx.mail.queueNotice(notice), { now: T0 });
    await store.transaction(
      async (tx) => {
        await tx.mail.queueNotice(notice);
        await tx.mail.queueNotice(notice);
      },
      { now: T0 },
    );
    const claimed = await store.mail.claimDue(at(1), at(60_000), 10);
    expect(claimed.map((m) => [m.id, m.to, m.text])).toEqual([
      ["payment-completed:ord_1:acct_on", "acct_on@example.com", "https://pay.example"],
    ]);
  });

  it("queues only with a commit, and says so in the transaction's changes", async () => {
    const store = await open();
    await expect(
      store.transaction(
        async (tx) => {
          await tx.mail.queue(mail("mail_rolled_back"));
          throw new Error("the cause failed");
        },
        { now: T0 },
      ),
    ).rejects.toThrow("the cause failed");
    const written = await store.transaction((tx) => tx.mail.queue(mail("mail_kept")), { now: T0 });
    expect(written.kind === "applied" && written.changes.mails).toEqual(["mail_kept"]);
    const claimed = await store.mail.claimDue(at(1), at(60_000), 10);
    expect(claimed.map((m) => m.id)).toEqual(["mail_kept"]);
    expect(claimed[0]).toMatchObject({ to: "mail_kept@example.com", attempts: 0, createdAt: T0 });
  });

  it("hands each message to one of many concurrent claims, keeps it leased, and never claims a sent one", async () => {
    const store = await open();
    const ids = Array.from({ length: 30 }, (_, i) => `mail_${String(i).padStart(2, "0")}`);
    await store.transaction(
      async (tx) => {
        for (const id of ids) await tx.mail.queue(mail(id));
      },
      { now: T0 },
    );
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.mail.claimDue(at(1), at(60_000), 5)));
    const claimed = claims.flat().map((m) => m.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    // Leased: nobody else takes them before the lease runs out.
    const rest = await store.mail.claimDue(at(2), at(60_000), 100);
    expect([...claimed, ...rest.map((m) => m.id)].sort()).toEqual(ids);
    const [first, second] = claimed;
    if (!first || !second) throw new Error("claims expected");
    await store.mail.sent(first, at(3), 1);
    await store.mail.retry(second, 1, at(10_000), "451 try later");
    expect(await store.mail.pendingCount()).toBe(29);
    // The lease ran out (a crashed sender): every unsent message is claimed again, the sent one never.
    const again = (await store.mail.claimDue(at(70_000), at(130_000), 100)).map((m) => m.id);
    expect(again).not.toContain(first);
    expect(again).toContain(second);
    expect(again).toHaveLength(29);
    await store.mail.retry(second, 2, null, "550 no such user");
    expect(await store.mail.pendingCount()).toBe(28);
    // Housekeeping removes the finished ones (sent, given up) queued before its horizon, in bounded
    // batches, and never a pending one.
    const removed = await store.transaction((tx) => tx.mail.removeFinished(at(1), 1), { now: at(200_000) });
    expect(removed.kind === "applied" && removed.result).toBe(1);
    const rest2 = await store.transaction((tx) => tx.mail.removeFinished(at(1), 100), { now: at(200_000) });
    expect(rest2.kind === "applied" && rest2.result).toBe(1);
    expect(await store.mail.pendingCount()).toBe(28);
  });
});
