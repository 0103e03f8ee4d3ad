// The operator's mail about a failing watcher, on a manual clock against a real SMTP server: a
// streak shorter than five minutes mails nothing (nor its end); one that lasts mails once
// however many more ticks fail, and once more when a tick succeeds; the same streak told again
// (another keeper, another process) queues no second message. OPERATOR_EMAIL is checked at start.
import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../domain/clock.ts";
import { silentLogger } from "../http/logger.ts";
import { readOperatorEmail, watcherAlerts, WATCHER_ALERT_AFTER_MS } from "../mail/operator-alerts.ts";
import { createMailSender, type MailSender } from "../mail/sender.ts";
import { readMailSettings } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import { ORIGIN, testRepository } from "../testing.ts";
import { startSmtp, type TestSmtp } from "../../test/support/smtp.ts";
import { newNetworkHealth } from "./mode.ts";
import { streakKeeper } from "./streak-keeper.ts";

const open: { smtp?: TestSmtp; sender?: MailSender } = {};
afterEach(async () => {
  await open.sender?.close();
  await open.smtp?.close();
});

async function setUp() {
  const store = await testRepository();
  const smtp = await startSmtp({ starttls: false, login: null });
  const settings = readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "payments@pay.invalid" });
  if (!settings) throw new Error("mail settings expected");
  const clock = manualClock("2026-11-29T00:00:00.000Z");
  const sender = createMailSender({ outbox: store.mail, transport: smtpTransport(settings), logger: silentLogger, now: () => clock.now() });
  Object.assign(open, { smtp, sender });
  const alerts = watcherAlerts({ store, to: "ops@example.com", origin: ORIGIN, logger: silentLogger, now: () => clock.now() });
  const keeper = () => streakKeeper("ethereum", newNetworkHealth(), silentLogger, clock, alerts);
  // The queue is the store's own write, not awaited by the tick: wait for its row, then send.
  const sent = async (count: number) => {
    for (;;) {
      if ((await store.mail.pendingCount()) === 0 && smtp.received.length >= count) return smtp.received;
      sender.queued();
      await sender.idle();
      if (smtp.received.length >= count) return smtp.received;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { store, smtp, clock, sender, keeper, sent };
}

describe("the operator's mail about a failing watcher", { timeout: 60_000 }, () => {
  it("mails a streak once after five minutes, and once when it ends; a short one not at all", async () => {
    const { smtp, clock, sender, keeper, sent } = await setUp();
    const k = keeper();
    k.failed(new Error("connect ECONNREFUSED"));
    clock.advance(WATCHER_ALERT_AFTER_MS - 60_000);
    k.failed(new Error("connect ECONNREFUSED"));
    k.succeeded();
    await sender.idle();
    expect(smtp.received).toHaveLength(0);

    k.failed(new Error("connect ECONNREFUSED"));
    clock.advance(WATCHER_ALERT_AFTER_MS);
    k.failed(new Error("the node answered 503"));
    clock.advance(60_000);
    k.failed(new Error("the node answered 503"));
    const [failing] = await sent(1);
    expect(failing).toMatchObject({
      to: ["ops@example.com"],
      subject: expect.stringMatching(/^Chain watcher for ethereum failing since 2026-11-29T00:04:00\.\d{3}Z$/),
    });
    expect(failing?.text).toContain("Last error: the node answered 503");
    expect(failing?.text).toContain(`${ORIGIN}/healthz`);

    k.succeeded();
    const mails = await sent(2);
    expect(mails.map((m) => m.subject)).toEqual([failing?.subject, "Chain watcher for ethereum works again"]);
  });

  it("queues one message for a streak told twice", async () => {
    const { store, clock } = await setUp();
    const alerts = watcherAlerts({ store, to: "ops@example.com", origin: ORIGIN, logger: silentLogger, now: () => clock.now() });
    const streak = { since: "2026-11-29T00:00:00.000Z", failures: 9, cause: "down", errors: [{ message: "down", count: 9 }] };
    alerts.failing("ethereum", streak);
    alerts.failing("ethereum", streak);
    for (;;) {
      const claimed = await store.mail.claimDue("2026-12-01T00:00:00.000Z", "2026-12-01T00:01:00.000Z", 10);
      if (claimed.length > 0) {
        expect(claimed.map((m) => m.id)).toEqual(["watcher-failing:ethereum:2026-11-29T00:00:00.000Z"]);
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await store.mail.pendingCount()).toBe(1);
  });

  it("checks OPERATOR_EMAIL at the start", () => {
    expect(readOperatorEmail({}, true)).toBeNull();
    expect(readOperatorEmail({ OPERATOR_EMAIL: " ops@example.com " }, true)).toBe("ops@example.com");
    expect(() => readOperatorEmail({ OPERATOR_EMAIL: "ops@example.com\r\nBcc: x@y.z" }, true)).toThrow(
      /OPERATOR_EMAIL=.* is not an email address/,
    );
    expect(() => readOperatorEmail({ OPERATOR_EMAIL: "ops@example.com" }, false)).toThrow(/without SMTP_URL/);
  });
});
