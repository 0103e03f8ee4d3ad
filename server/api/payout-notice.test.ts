// A payout created in chain mode waits for the merchant's wallet: its client's portal accounts
// that want it are mailed "waiting to be paid" (queued with the payout, sent by a real SMTP
// exchange), once; an account that switched payouts off is not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../http/logger.ts";
import { createMailSender, type MailSender } from "../mail/sender.ts";
import { readMailSettings } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID, ORIGIN } from "../testing.ts";
import type { ChainApp } from "../../test/support/chain/chain-app.ts";
import { creditAsPaid, startPayoutApp } from "../../test/support/chain/payout-app.ts";
import { startSmtp, type TestSmtp } from "../../test/support/smtp.ts";

let chain: ChainApp;
let smtp: TestSmtp;
let sender: MailSender;
beforeAll(async () => {
  chain = await startPayoutApp();
  smtp = await startSmtp({ starttls: false, login: null });
  const settings = readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "payments@pay.invalid" });
  if (!settings) throw new Error("mail settings expected");
  sender = createMailSender({ outbox: chain.store.mail, transport: smtpTransport(settings), logger: silentLogger });
  // As the start does where a sender runs.
  chain.store.mail.noticesOn(ORIGIN);
});
afterAll(async () => {
  await sender.close();
  await smtp.close();
  await chain.close();
});

async function account(id: string, email: string, payoutWaiting: boolean): Promise<void> {
  const at = new Date().toISOString();
  await chain.store.transaction(
    async (tx) => {
      const integration = await tx.integration(INTEGRATION_ID, null);
      if (!integration) throw new Error("seeded integration expected");
      await tx.portal.insertAccount({ id, clientId: integration.clientId, email, passwordHash: "x", createdAt: at, passwordChangedAt: at });
      await tx.portal.saveNotifications(id, { paymentCompleted: "off", payoutWaiting, callbacksFailing: false, reorgAfterCredit: false });
    },
    { now: at },
  );
}

describe("a payout waiting to be paid", { timeout: 60_000 }, () => {
  it("mails the accounts that want it when a chain-mode withdrawal is created", async () => {
    await account("acct_wants", "wants@example.com", true);
    await account("acct_quiet", "quiet@example.com", false);
    const paid = await chain.createOrder("payment", "USDT_ERC20", "25");
    await creditAsPaid(chain.store, paid.orderId, "25", "0x000000000000000000000000000000000000dEaD");
    const res = await chain.call("POST", "/api/v1/order/withdrawal", {
      integrationId: INTEGRATION_ID,
      assetId: "USDT_ERC20",
      amount: "7.5",
      destinationAddress: EVM_DESTINATION,
      customer: CUSTOMER,
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    sender.queued();
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: ["wants@example.com"], subject: "A withdrawal of 7.500000 USDT is waiting to be paid" });
    expect(mail?.text).toContain(orderId);
    expect(mail?.text).toContain(EVM_DESTINATION);
    expect(mail?.text).toContain(`${ORIGIN}/portal/payouts`);
    await sender.idle();
    expect(smtp.received.map((m) => m.to)).toEqual([["wants@example.com"]]);
  });
});
