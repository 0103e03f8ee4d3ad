// A refund in chain mode as a merchant lives it, on the service process `npm start` runs (its
// one-file build) watching anvil: a real payment credited; a partial refund asked from the
// portal over HTTP (signed in, the step-up the portal asks for, then the refund); the merchant's
// wallet (this test, holding the test mnemonic: the service never sees a key) reads the payout's
// wallet link and pays it from the order's own address with a transaction it signs itself; the
// read shows it seen at the first block, before another is mined, with the hash and the sender;
// at the network's confirmations it is completed, and the portal's books agree.
import { HDKey } from "@scure/bip32";
import { pbkdf2Sync } from "node:crypto";
import { privateKeyToAccount } from "viem/accounts";
import { beforeAll, describe, expect, it } from "vitest";
import { tokenCalls } from "../../test/support/chain/anvil.ts";
import { chainServicesOnAnvil, createPayment, orderOf, temporarySqliteFile } from "../../test/support/chain/chain-service.ts";
import { TEST_MNEMONIC } from "../../test/support/chain/keys.ts";
import { payoutIn, payoutOf, portalBrowser, seedPortalAccount, USDT } from "../../test/support/chain/payouts-on-services.ts";
import { PASSWORD } from "../../test/support/portal-app.ts";
import { until } from "../../test/support/until.ts";
import { EVM_DESTINATION } from "../testing.ts";

const CONFIRMATIONS = 3;

const chain = chainServicesOnAnvil({ database: temporarySqliteFile, confirmations: CONFIRMATIONS });
let email = "";
beforeAll(async () => {
  email = await seedPortalAccount(chain.where, PASSWORD);
});

/** The merchant's wallet: the account of the test mnemonic (BIP-44, m/44'/60'/0'/0/i) whose address is `address`. */
function walletAccountOf(address: string) {
  const seed = pbkdf2Sync(TEST_MNEMONIC.normalize("NFKD"), "mnemonic", 2048, 64, "sha512");
  const root = HDKey.fromMasterSeed(seed);
  for (let index = 0; index < 100; index++) {
    const key = root.derive(`m/44'/60'/0'/0/${index}`).privateKey;
    if (!key) continue;
    const account = privateKeyToAccount(`0x${Buffer.from(key).toString("hex")}`);
    if (account.address.toLowerCase() === address.toLowerCase()) return account;
  }
  throw new Error(`${address} is none of the test wallet's first 100 addresses`);
}

/** The token, recipient and base units of an EIP-681 token transfer link (ethereum:<token>@<chainId>/transfer?address=…&uint256=…). */
function parseTransferLink(link: string) {
  const match = /^ethereum:(0x[0-9a-fA-F]{40})@(\d+)\/transfer\?(.*)$/.exec(link);
  if (!match) throw new Error(`not a token transfer link: ${link}`);
  const query = new URLSearchParams(match[3]);
  return {
    token: match[1] as string,
    chainId: Number(match[2]),
    to: query.get("address") ?? "",
    units: BigInt(query.get("uint256") ?? ""),
  };
}

describe("a chain-mode refund from the portal, paid by the merchant's wallet", () => {
  it("pays, refunds 10 of 25 from the portal, and completes the payout the wallet paid: seen at its first block, completed at 3 with hash and sender", async () => {
    const service = await chain.start();
    const paid = await createPayment(service);
    await chain.pay(paid.paymentAddress);
    await chain.anvil.mine(CONFIRMATIONS - 1);
    await until(async () => (await orderOf(service, paid.orderId)).status === "completed", "the payment credited", 30_000, 25);

    // The portal, as its page does it: sign in, confirm the password (the step-up a refund needs), refund.
    const portal = portalBrowser(service);
    expect((await portal.request("POST", "/portal/api/sign-in", { email, password: PASSWORD })).status).toBe(200);
    expect((await portal.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const refund = await portal.request(
      "POST",
      "/portal/api/orders/refund",
      { refundOrderId: paid.orderId, assetId: "USDT_ERC20", amount: "10", destinationAddress: EVM_DESTINATION },
      { "Idempotency-Key": "portal-refund-1" },
    );
    expect(refund.status).toBe(201);
    const { orderId } = (await refund.json()) as { orderId: string };
    const asked = await payoutOf(service, orderId);
    expect(asked).toMatchObject({ state: "awaitingPayment", destination: EVM_DESTINATION, amount: "10.000000", baseUnits: "10000000" });

    // The wallet pays what the link says, from the order's own address, topped up with gas money first.
    const link = parseTransferLink(asked.walletLinks.eip681 ?? "");
    expect({ ...link, token: link.token.toLowerCase() }).toEqual({
      token: USDT.toLowerCase(),
      chainId: chain.anvil.chainId,
      to: EVM_DESTINATION,
      units: 10_000_000n,
    });
    await chain.anvil.send({ to: paid.paymentAddress, value: 10n ** 16n });
    const wallet = walletAccountOf(paid.paymentAddress);
    const signed = await wallet.signTransaction({
      type: "eip1559",
      chainId: link.chainId,
      nonce: Number(await chain.anvil.rpc<string>("eth_getTransactionCount", [wallet.address, "pending"])),
      to: link.token as `0x${string}`,
      data: tokenCalls.transfer(link.to, link.units) as `0x${string}`,
      gas: 100_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });
    const hash = await chain.anvil.rpc<string>("eth_sendRawTransaction", [signed]);
    await chain.anvil.mine(1);
    const head = await chain.anvil.head();

    // Seen by the watcher's next poll: no further block was needed.
    const seen = await payoutIn(service, orderId, "seen");
    expect(seen).toMatchObject({ hash, senderAddress: paid.paymentAddress });
    expect(await chain.anvil.head()).toBe(head);

    await chain.anvil.mine(CONFIRMATIONS - 1);
    const done = await payoutIn(service, orderId, "completed");
    expect(done).toMatchObject({ hash, senderAddress: paid.paymentAddress, seenAt: seen.seenAt });
    const order = await orderOf(service, orderId);
    expect(order.status).toBe("completed");
    expect(order.transactions.map((t) => [t.hash, t.status])).toEqual([[hash, "completed"]]);

    // The portal's books: 15 still refundable, the payout done, the refund on the audit trail.
    const books = (await (await portal.request("GET", `/portal/api/orders/${paid.orderId}`)).json()) as { refundable: string };
    expect(books.refundable).toBe("15.000000");
    const payouts = (await (await portal.request("GET", "/portal/api/payouts")).json()) as {
      items: { orderId: string; payout: { state: string; hash?: string } }[];
    };
    expect(payouts.items.find((i) => i.orderId === orderId)?.payout).toMatchObject({ state: "completed", hash });
    const audit = (await (await portal.request("GET", "/portal/api/audit")).json()) as { data: { action: string }[] };
    expect(audit.data.some((line) => /refund/i.test(line.action))).toBe(true);
  }, 120_000);
});
