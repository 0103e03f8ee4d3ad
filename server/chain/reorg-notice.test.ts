// A reorg that takes the block of a transfer already credited: the credit stands, and the
// merchant's portal accounts that want it are mailed (queued in the tick that flagged it, sent
// over a real SMTP exchange), once however many ticks follow; an account that switched it off
// is not. On anvil: a credited payment, then the chain goes back before it and grows without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainAppOnAnvil, TOKEN_CONTRACTS_FOR_TESTS } from "../../test/support/chain/chain-app.ts";
import { startSmtp, type TestSmtp } from "../../test/support/smtp.ts";
import { silentLogger } from "../http/logger.ts";
import { createMailSender, type MailSender } from "../mail/sender.ts";
import { readMailSettings } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import { INTEGRATION_ID, ORIGIN } from "../testing.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const chain = chainAppOnAnvil("ethereum", { chainId: 1, tokens: [USDT], decimals: 6 });

let smtp: TestSmtp;
let sender: MailSender;
beforeAll(async () => {
  smtp = await startSmtp({ starttls: false, login: null });
  const settings = readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "payments@pay.invalid" });
  if (!settings) throw new Error("mail settings expected");
  sender = createMailSender({ outbox: chain.app.store.mail, transport: smtpTransport(settings), logger: silentLogger });
  // As the start does where a sender runs.
  chain.app.store.mail.noticesOn(ORIGIN);
});
afterAll(async () => {
  await sender?.close();
  await smtp?.close();
});

async function account(id: string, email: string, reorgAfterCredit: boolean): Promise<void> {
  const at = new Date().toISOString();
  await chain.app.store.transaction(
    async (tx) => {
      const integration = await tx.integration(INTEGRATION_ID, null);
      if (!integration) throw new Error("seeded integration expected");
      await tx.portal.insertAccount({ id, clientId: integration.clientId, email, passwordHash: "x", createdAt: at, passwordChangedAt: at });
      await tx.portal.saveNotifications(id, { paymentCompleted: "off", payoutWaiting: false, callbacksFailing: false, reorgAfterCredit });
    },
    { now: at },
  );
}

describe("a reorg after a credit", { timeout: 60_000 }, () => {
  it("mails the accounts that want it once, naming the order, the block and the amount; the credit stands", async () => {
    await account("acct_reorgs", "reorgs@example.com", true);
    await account("acct_quiet", "quiet@example.com", false);
    const snapshot = await chain.anvil.rpc<string>("evm_snapshot");
    const order = await chain.app.createOrder("payment", "USDT_ERC20", "25");
    const hash = await chain.anvil.send({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
    await chain.app.watcher.tick();
    await chain.anvil.mine(11);
    await chain.app.watcher.tick();
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed" });
    const [credited] = await chain.app.store.chain.transfersOfOrder(order.orderId);

    // The chain goes back to before the payment and grows longer without it.
    await chain.anvil.rpc("evm_revert", [snapshot]);
    await chain.anvil.mine(20);
    await chain.app.watcher.tick();
    await chain.app.watcher.tick();
    sender.queued();
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({
      to: ["reorgs@example.com"],
      subject: `A credited transfer to order ${order.orderId} is no longer in the chain`,
    });
    expect(mail?.text).toContain(`The Ethereum block ${credited?.blockNumber} that held transaction ${hash} (25.000000 USDT`);
    expect(mail?.text).toContain("The credit stands");
    expect(mail?.text).toContain(`${ORIGIN}/portal/orders/${order.orderId}`);
    expect(mail?.html).toContain(`<html lang="en">`);
    // Not reversed; and one mail, to the one account that wants it, however many ticks follow.
    expect(await chain.app.order(order.orderId)).toMatchObject({ status: "completed", primaryAmount: { amount: "25.000000" } });
    await chain.anvil.mine(2);
    await chain.app.watcher.tick();
    sender.queued();
    await sender.idle();
    expect(smtp.received.map((m) => m.to)).toEqual([["reorgs@example.com"]]);
  });
});
