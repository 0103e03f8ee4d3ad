// The operator's signer against the real service, not a stand-in: a chain-mode app (its watcher
// not started, a payment credited straight in the store) served on a loopback port, and the
// command from the packed tarball running `check` and `payouts list` against it; the library's
// client reads one payout, reports a broadcast and lists the funded addresses. Each answer is
// parsed by the signer's own schemas, so a shape that does not meet fails here.
import { execFile } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createServiceClient, type PayoutItem } from "../../kit/signer/src/index.ts";
import { listen } from "../../server/http/listen.ts";
import { EVM_DESTINATION, TEST_KEY } from "../../server/testing.ts";
import type { ChainApp } from "../support/chain/chain-app.ts";
import { EVM_ADDRESSES, TEST_MNEMONIC } from "../support/chain/keys.ts";
import { creditAsPaid, startPayoutApp } from "../support/chain/payout-app.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { part, startTogether } from "../support/start-together.ts";

const run = promisify(execFile);
const PAYER = "0x000000000000000000000000000000000000dEaD";
let chain: ChainApp;
let server: Server;
let url: string;
let project: KitProject;
let seedFile: string;
let refundId: string;
let paidOrderId: string;

beforeAll(async () => {
  [chain, project] = await startTogether(
    part(startPayoutApp(), (started) => started.close()),
    part(installKit({ packages: ["@crypto-checkout/signer"], links: ["@types/node"] }), (started) => started.remove()),
  );
  server = await listen(chain.app.fetch, 0, "127.0.0.1");
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  seedFile = join(project.dir, "shop-seed");
  writeFileSync(seedFile, `${TEST_MNEMONIC}\n`);
  chmodSync(seedFile, 0o600);
  // A paid order and a refund of part of it: one open payout the merchant's wallet owes.
  const paid = await chain.createOrder("payment", "USDT_ERC20", "25");
  paidOrderId = paid.orderId;
  await creditAsPaid(chain.store, paid.orderId, "25", PAYER);
  const refund = await chain.call("POST", "/api/v1/order/refund", {
    refundOrderId: paid.orderId,
    assetId: "USDT_ERC20",
    amount: "10",
    destinationAddress: EVM_DESTINATION,
  });
  expect(refund.status).toBe(201);
  refundId = ((await refund.json()) as { orderId: string }).orderId;
}, 180_000);

afterAll(async () => {
  project?.remove();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await chain?.close();
}, 60_000);

async function signer(args: string[]) {
  const bin = join(project.dir, "node_modules", ".bin", "crypto-checkout-signer");
  const env = { ...process.env, CRYPTO_CHECKOUT_URL: url, CRYPTO_CHECKOUT_API_KEY: TEST_KEY };
  const running = run(bin, args, { cwd: project.dir, env });
  running.child.stdin?.end("");
  return running.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

it("check reads the service's keys and accepts its own seed", async () => {
  const { code, stdout, stderr } = await signer(["check", "--mnemonic-file", seedFile]);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  expect(stdout).toContain(`The seed's account 0 is the service's wallet (first addresses ${EVM_ADDRESSES[0]}`);
}, 60_000);

it("payouts list reads the service's open payouts", async () => {
  const { code, stdout, stderr } = await signer(["payouts", "list"]);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  const rows = stdout.trimEnd().split("\n");
  expect(rows[0]).toMatch(/^ORDER +NETWORK +AMOUNT +DESTINATION +AGE +BROADCAST$/);
  expect(rows.slice(1).map((row) => row.split(/ {2,}/))).toEqual([
    [refundId, "ethereum", "10.000000 USDT_ERC20", EVM_DESTINATION, "0 min", "-"],
  ]);
}, 60_000);

it("the client reads a payout, reports a broadcast the list then shows, and lists the funded address", async () => {
  const client = createServiceClient({ serviceUrl: url, apiKey: TEST_KEY });
  const one: PayoutItem = await client.payout(refundId);
  expect(one).toMatchObject({ orderId: refundId, type: "refund", refundOf: paidOrderId, payout: { state: "awaitingPayment" } });
  const hash = `0x${"ab".repeat(32)}`;
  const reported = await client.broadcast(refundId, hash);
  expect(reported.payout.broadcasts?.map((b) => b.hash)).toEqual([hash]);
  const listed = await signer(["payouts", "list"]);
  expect(listed.stdout).toContain(hash);
  const funded = [];
  for await (const address of client.fundedAddresses("ethereum")) funded.push(address);
  expect(funded).toEqual([expect.objectContaining({ orderId: paidOrderId, assetId: "USDT_ERC20", amount: "25.000000" })]);
}, 60_000);
