// A refund paid by the operator's signer, end to end: the service `npm start` runs (its one-file
// build) in chain mode watching anvil, a real payment credited, a partial refund asked from the
// portal over HTTP (signed in, the password confirmed again), then `payouts pay --yes` from the
// packed tarball installed in an empty folder, the test mnemonic in a file only its owner reads.
// The transfer leaves from the order's own address, the service holds its hash, and the service
// completes the payout only from what its watcher sees on the chain. The command's node is
// reached through the fault proxy answering as geth's pool does, because anvil takes any
// replacement a real node would refuse: a fee bump is proven against geth's rule, not anvil's.
import { execFile } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { encodeFunctionData, erc20Abi, keccak256, parseTransaction } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signerAt } from "../../kit/signer/src/index.ts";
import { EVM_DESTINATION } from "../../server/testing.ts";
import { chainServicesOnAnvil, createPayment, orderOf, temporarySqliteFile } from "../support/chain/chain-service.ts";
import { TEST_MNEMONIC } from "../support/chain/keys.ts";
import {
  GETH_PRICE_BUMP_PERCENT,
  GETH_REPLACEMENT_UNDERPRICED,
  gethTakesReplacement,
  type PoolPrice,
} from "../support/chain/node-answers.ts";
import { payoutIn, payoutOf, portalBrowser, seedPortalAccount, USDT } from "../support/chain/payouts-on-services.ts";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { part, startTogether } from "../support/start-together.ts";
import { PASSWORD } from "../support/portal-app.ts";
import type { ServiceProcess } from "../support/service-process.ts";
import { SERVICE_KEY } from "../support/service-process.ts";
import { until } from "../support/until.ts";

const run = promisify(execFile);
const CONFIRMATIONS = 3;
const chain = chainServicesOnAnvil({ database: temporarySqliteFile, confirmations: CONFIRMATIONS });

let project: KitProject;
let proxy: FaultProxy;
let service: ServiceProcess;
let seedFile: string;
let email = "";
let paid: { orderId: string; paymentAddress: string };

/** Every eth_sendRawTransaction the command made: its nonce and prices, and whether the pool took it. */
const sends: Array<{ nonce: number; price: PoolPrice; taken: boolean }> = [];
/** Set by a test: the next transaction taken is kept in the pool here and never reaches anvil, as a stuck one stays unmined. */
let holdNext = false;
/** Transactions held in the pool by hash, as eth_getTransactionByHash answers a pending one. */
const held = new Map<string, Record<string, unknown>>();
let sender = "";

const rpcAnswer = (id: unknown, outcome: { result: unknown } | { error: unknown }) => ({
  status: 200,
  body: JSON.stringify({ jsonrpc: "2.0", id, ...outcome }),
});

/**
 * geth's pool in front of anvil. A raw transaction with the nonce of one already taken must pay
 * geth's price bump on both prices, or it is answered as geth answers. anvil drops a pending
 * transaction the base fee has passed, where geth keeps it waiting; so a transaction to be left
 * stuck is kept here, answered by hash as pending, and never given to anvil. Every transaction
 * here is sent by the one order address paid below, so its nonce alone names the pending one.
 */
function gethPool(body: string): { status: number; body: string } | null {
  const call = JSON.parse(body) as { id: unknown; method: string; params: unknown[] };
  if (call.method === "eth_getTransactionByHash") {
    const pending = held.get(String(call.params[0]));
    return pending ? rpcAnswer(call.id, { result: pending }) : null;
  }
  if (call.method !== "eth_sendRawTransaction") return null;
  const raw = call.params[0] as `0x${string}`;
  const tx = parseTransaction(raw);
  const price: PoolPrice =
    tx.type === "legacy"
      ? { maxFeePerGas: tx.gasPrice as bigint, maxPriorityFeePerGas: tx.gasPrice as bigint }
      : { maxFeePerGas: tx.maxFeePerGas as bigint, maxPriorityFeePerGas: tx.maxPriorityFeePerGas as bigint };
  const nonce = tx.nonce as number;
  const taken = [...sends].reverse().find((send) => send.nonce === nonce && send.taken);
  const ok = !taken || gethTakesReplacement(taken.price, price);
  sends.push({ nonce, price, taken: ok });
  if (!ok) return rpcAnswer(call.id, { error: GETH_REPLACEMENT_UNDERPRICED });
  if (!holdNext) return null;
  holdNext = false;
  const hash = keccak256(raw);
  const hex = (value: bigint | number | undefined) => `0x${BigInt(value ?? 0).toString(16)}`;
  held.set(hash, {
    hash,
    type: "0x2",
    chainId: hex(tx.chainId),
    nonce: hex(nonce),
    from: sender,
    to: tx.to,
    value: hex(tx.value),
    gas: hex(tx.gas),
    input: tx.data ?? "0x",
    maxFeePerGas: hex(tx.maxFeePerGas),
    maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas),
    accessList: [],
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
    r: tx.r,
    s: tx.s,
    v: hex(tx.yParity),
    yParity: hex(tx.yParity),
  });
  return rpcAnswer(call.id, { result: hash });
}

beforeAll(async () => {
  [project, proxy] = await startTogether(
    part(installKit({ packages: ["@crypto-checkout/signer"], links: ["@types/node"] }), (started) => started.remove()),
    part(startFaultProxy(chain.anvil.url), (started) => started.close()),
  );
  await proxy.set({ kind: "intercept", answer: gethPool });
  email = await seedPortalAccount(chain.where, PASSWORD);
  seedFile = join(project.dir, "shop-seed");
  writeFileSync(seedFile, `${TEST_MNEMONIC}\n`);
  chmodSync(seedFile, 0o600);
  service = await chain.start();
  const payment = await createPayment(service);
  await chain.pay(payment.paymentAddress);
  await chain.anvil.mine(CONFIRMATIONS - 1);
  await until(async () => (await orderOf(service, payment.orderId)).status === "completed", "the payment credited", 30_000, 25);
  paid = payment;
  sender = payment.paymentAddress;
  // The order address holds the USDT, not the gas to move it: the merchant's wallet tops it up first.
  await chain.anvil.send({ to: payment.paymentAddress, value: 10n ** 16n });
}, 240_000);

afterAll(async () => {
  project?.remove();
  await proxy?.close();
}, 60_000);

/** `payouts pay --yes` as npm linked it, against the service and the node behind geth's pool. */
async function pay() {
  const bin = join(project.dir, "node_modules", ".bin", "crypto-checkout-signer");
  const env = { ...process.env, CRYPTO_CHECKOUT_URL: service.origin, CRYPTO_CHECKOUT_API_KEY: SERVICE_KEY };
  const running = run(bin, ["payouts", "pay", "--yes", "--mnemonic-file", seedFile, "--rpc-url-ethereum", proxy.origin], {
    cwd: project.dir,
    env,
  });
  running.child.stdin?.end("");
  return running.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** A refund of `amount` USDT of the paid order, asked from the portal as its page asks it; the payout's order id. */
async function refundFromPortal(amount: string, key: string): Promise<string> {
  const portal = portalBrowser(service);
  expect((await portal.request("POST", "/portal/api/sign-in", { email, password: PASSWORD })).status).toBe(200);
  expect((await portal.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
  const res = await portal.request(
    "POST",
    "/portal/api/orders/refund",
    { refundOrderId: paid.orderId, assetId: "USDT_ERC20", amount, destinationAddress: EVM_DESTINATION },
    { "Idempotency-Key": key },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

const usdtOf = async (address: string) =>
  BigInt(
    await chain.anvil.rpc<string>("eth_call", [
      { to: USDT, data: encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [address as `0x${string}`] }) },
      "latest",
    ]),
  );

const txOf = (hash: string) =>
  chain.anvil.rpc<{ from: string; nonce: string; blockNumber: string | null; maxFeePerGas: string; maxPriorityFeePerGas: string }>(
    "eth_getTransactionByHash",
    [hash],
  );

describe("a portal refund paid by `payouts pay` from the tarball", () => {
  it("sends the transfer from the order's address, the service holds its hash and completes it from the chain; a rerun pays nothing", async () => {
    const payoutId = await refundFromPortal("10", "signer-refund-1");
    expect(await payoutOf(service, payoutId)).toMatchObject({ state: "awaitingPayment", amount: "10.000000", baseUnits: "10000000" });

    const first = await pay();
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const hash = /^.*: sent (0x[0-9a-f]{64})$/m.exec(first.stdout)?.[1] as string;
    expect(first.stdout).toContain(`${payoutId}: 10.000000 USDT_ERC20 to ${EVM_DESTINATION} from ${paid.paymentAddress}`);
    const pending = await txOf(hash);
    expect(pending).toMatchObject({ from: paid.paymentAddress.toLowerCase(), nonce: "0x0", blockNumber: null });
    expect((await payoutOf(service, payoutId)).broadcasts?.map((b) => b.hash)).toEqual([hash]);

    // In a block: seen by the watcher, the sender the order's address; a rerun pays nothing.
    await chain.anvil.mine(1);
    expect(await payoutIn(service, payoutId, "seen")).toMatchObject({ hash, senderAddress: paid.paymentAddress });
    const rerun = await pay();
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toBe("Sent 0, skipped 0.\n");

    // Completed by the service at its confirmations, from what it saw on the chain.
    await chain.anvil.mine(CONFIRMATIONS - 1);
    expect(await payoutIn(service, payoutId, "completed")).toMatchObject({ hash, senderAddress: paid.paymentAddress });
    expect(await usdtOf(EVM_DESTINATION)).toBe(10_000_000n);
    expect(await usdtOf(paid.paymentAddress)).toBe(15_000_000n);
    expect(sends.map(({ nonce, taken }) => [nonce, taken])).toEqual([[0, true]]);
  }, 300_000);

  it("replaces a broadcast stuck below the base fee with the same nonce at geth's price bump, never a new nonce", async () => {
    const payoutId = await refundFromPortal("5", "signer-refund-2");
    holdNext = true;
    const first = await pay();
    expect(first.code).toBe(0);
    const stuck = /^.*: sent (0x[0-9a-f]{64})$/m.exec(first.stdout)?.[1] as string;
    const old = held.get(stuck) as { maxFeePerGas: string; maxPriorityFeePerGas: string };
    expect(old).toMatchObject({ nonce: "0x1", blockNumber: null });
    expect(await txOf(stuck)).toBeNull();

    // The proxy is geth's pool: the same transfer re-signed a wei above the old prices is refused as geth refuses it.
    const seed = { kind: "mnemonic" as const, words: TEST_MNEMONIC };
    const index = Array.from({ length: 50 }, (_, i) => i).find((i) => signerAt(seed, "evm", 0, i).address === paid.paymentAddress);
    const wallet = signerAt(seed, "evm", 0, index as number);
    const tooLittle = await wallet.signTransaction({
      type: "eip1559",
      chainId: chain.anvil.chainId,
      nonce: 1,
      to: USDT as `0x${string}`,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [EVM_DESTINATION as `0x${string}`, 5_000_000n] }),
      gas: 100_000n,
      maxFeePerGas: BigInt(old.maxFeePerGas) + 1n,
      maxPriorityFeePerGas: BigInt(old.maxPriorityFeePerGas) + 1n,
    });
    const refused = await fetch(proxy.origin, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_sendRawTransaction", params: [tooLittle] }),
    });
    expect(((await refused.json()) as { error: unknown }).error).toEqual(GETH_REPLACEMENT_UNDERPRICED);
    sends.pop();

    // The base fee jumps past what the broadcast offers: the next block leaves it out, and it is stuck.
    const base = BigInt(old.maxFeePerGas) * 3n;
    await chain.anvil.rpc("anvil_setNextBlockBaseFeePerGas", [`0x${base.toString(16)}`]);
    await chain.anvil.mine(1);

    const bumped = await pay();
    expect(bumped.stderr).toBe("");
    expect(bumped.code).toBe(0);
    expect(bumped.stdout).toContain(`${payoutId}: ${stuck} is stuck below the base fee; replacing it with the same nonce 1`);
    const replacement = /^.*: replaced by (0x[0-9a-f]{64})$/m.exec(bumped.stdout)?.[1] as string;
    const next = await txOf(replacement);
    expect(next.nonce).toBe("0x1");
    const floor = (value: string) => (BigInt(value) * (100n + GETH_PRICE_BUMP_PERCENT)) / 100n;
    expect(BigInt(next.maxFeePerGas)).toBeGreaterThanOrEqual(floor(old.maxFeePerGas));
    expect(BigInt(next.maxPriorityFeePerGas)).toBeGreaterThanOrEqual(floor(old.maxPriorityFeePerGas));
    // Every send the command made was one geth takes: no bump under the minimum was tried, no nonce 2.
    expect(sends.map(({ nonce, taken }) => [nonce, taken])).toEqual([
      [0, true],
      [1, true],
      [1, true],
    ]);
    expect((await payoutOf(service, payoutId)).broadcasts?.map((b) => b.hash)).toEqual([stuck, replacement]);

    // The replacement is mined and completed by the service; the stuck one never will be.
    await chain.anvil.mine(1);
    expect(await payoutIn(service, payoutId, "seen")).toMatchObject({ hash: replacement, senderAddress: paid.paymentAddress });
    await chain.anvil.mine(CONFIRMATIONS - 1);
    expect(await payoutIn(service, payoutId, "completed")).toMatchObject({ hash: replacement });
    expect(await usdtOf(EVM_DESTINATION)).toBe(15_000_000n);
    expect(Number(await chain.anvil.rpc<string>("eth_getTransactionCount", [paid.paymentAddress, "latest"]))).toBe(2);
    expect((await pay()).stdout).toBe("Sent 0, skipped 0.\n");
    expect(sends).toHaveLength(3);
  }, 300_000);
});
