// Callbacks failing for 15 minutes, as the merchant hears of it: every attempt refused by the
// receiver (a stubbed fetch: nothing leaves the process), the clock moved by hand. The accounts
// that want it get one mail a streak (over a real SMTP exchange), however many attempts fail
// after; a delivery that gets through ends the streak, and the next one lasting 15 minutes is
// told again. An account that switched it off gets none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, type TestSmtp } from "../../test/support/smtp.ts";
import { until } from "../../test/support/until.ts";
import { manualClock } from "../domain/clock.ts";
import { silentLogger } from "../http/logger.ts";
import { createMailSender, type MailSender } from "../mail/sender.ts";
import { readMailSettings } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import type { Repository } from "../store/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, ORIGIN, testRepository } from "../testing.ts";
import { callbackStreaks } from "../use-cases/callback-streaks.ts";
import { createWebhookDispatcher, generateWebhookSecret, type WebhookDispatcher } from "./index.ts";

let store: Repository;
let smtp: TestSmtp;
let sender: MailSender;
let webhooks: WebhookDispatcher;
const clock = manualClock();
let receiverStatus = 500;

beforeAll(async () => {
  store = await testRepository();
  smtp = await startSmtp({ starttls: false, login: null });
  const settings = readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "payments@pay.invalid" });
  if (!settings) throw new Error("mail settings expected");
  sender = createMailSender({ outbox: store.mail, transport: smtpTransport(settings), logger: silentLogger });
  store.mail.noticesOn(ORIGIN);
  webhooks = createWebhookDispatcher({
    secret: generateWebhookSecret(),
    outbox: store.outbox,
    fetch: (async () => new Response(null, { status: receiverStatus })) as typeof fetch,
    destinations: { allowPrivate: true },
    now: () => clock.now(),
    maxAttempts: 1,
    failedAttempt: callbackStreaks({ store, now: () => clock.now() }).failed,
  });
  for (const [id, email, callbacksFailing] of [
    ["acct_hooks", "hooks@example.com", true],
    ["acct_quiet", "quiet@example.com", false],
  ] as const) {
    const now = clock.now().toISOString();
    await store.transaction(
      async (tx) => {
        await tx.portal.insertAccount({ id, clientId: DEMO_CLIENT_ID, email, passwordHash: "x", createdAt: now, passwordChangedAt: now });
        await tx.portal.saveNotifications(id, { paymentCompleted: "off", payoutWaiting: false, callbacksFailing, reorgAfterCredit: false });
      },
      { now },
    );
  }
});
afterAll(async () => {
  webhooks?.close();
  await sender?.close();
  await smtp?.close();
  await store?.close();
});

let sent = 0;
/** One callback attempted (once, maxAttempts 1) and recorded, with the failure hook run. */
async function callback(): Promise<void> {
  sent++;
  await webhooks.send({
    clientId: DEMO_CLIENT_ID,
    integrationId: INTEGRATION_ID,
    orderId: `ord_${sent}`,
    url: "https://shop.invalid/hooks?token=merchant-secret",
    body: "{}",
  });
  await webhooks.idle();
  await until(async () => (await store.outbox.list({ orderId: `ord_${sent}` }, 1))[0]?.attempts.length === 1, "the attempt recorded");
}

/** Every queued mail handed to the SMTP server. */
async function mailed(): Promise<string[][]> {
  sender.queued();
  await sender.idle();
  return smtp.received.map((m) => m.to);
}

describe("callbacks failing for 15 minutes", { timeout: 60_000 }, () => {
  it("are told once a streak to the accounts that want it, naming the host only", async () => {
    await callback();
    clock.advance(14 * 60_000);
    await callback();
    expect(await mailed()).toEqual([]);

    clock.advance(2 * 60_000);
    await callback();
    const [mail] = await smtp.waitFor(1);
    // Since the streak's first failure (the hand-moved clock adds a millisecond a read).
    expect(mail?.to).toEqual(["hooks@example.com"]);
    expect(mail?.subject).toMatch(/^Callbacks to shop\.invalid have failed since 2026-01-01T00:00:00\.\d{3}Z$/);
    expect(mail?.text).toContain(`(integration ${INTEGRATION_ID})`);
    expect(mail?.text).toContain("The last attempt: receiver answered 500");
    expect(mail?.text).not.toContain("merchant-secret");

    // The streak goes on: no second mail, in this process or another (a fresh look, its own memory).
    clock.advance(5 * 60_000);
    await callback();
    await callbackStreaks({ store, now: () => clock.now() }).failed({ clientId: DEMO_CLIENT_ID, integrationId: INTEGRATION_ID });
    expect(await mailed()).toEqual([["hooks@example.com"]]);

    // A delivery gets through: the streak ends; the next one is told when it has lasted 15 minutes.
    receiverStatus = 204;
    clock.advance(2 * 60_000);
    await callback();
    receiverStatus = 503;
    clock.advance(2 * 60_000);
    await callback();
    expect(await mailed()).toEqual([["hooks@example.com"]]);
    clock.advance(16 * 60_000);
    await callback();
    await smtp.waitFor(2);
    expect(await mailed()).toEqual([["hooks@example.com"], ["hooks@example.com"]]);
    expect(smtp.received[1]?.text).toContain("The last attempt: receiver answered 503");
  });
});
