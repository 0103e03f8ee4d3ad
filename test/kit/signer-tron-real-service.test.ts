// `payouts pay` on TRON, from the packed tarball, against the real service in chain mode (its
// watcher not started, the payment credited straight in the store) and a stub of java-tron's
// HTTP API that reads each broadcast back from its bytes (test/support/tron-wallet-api.ts). A
// refund of a paid USDT_TRC20 order is the open payout: the command picks the order address that
// holds the token, signs there, tells the service the txID and broadcasts; the broadcast's
// signature recovers that address, and its contract, destination, amount and fee limit are the
// payout's and the --fee-limit given.
import { execFile } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { tronAddressBytes, tronAddressOf } from "../../kit/signer/src/tron-address.ts";
import { listen } from "../../server/http/listen.ts";
import { TEST_KEY } from "../../server/testing.ts";
import type { Anvil } from "../support/chain/anvil.ts";
import { type ChainApp, startChainApp } from "../support/chain/chain-app.ts";
import { TEST_MNEMONIC, TRON_ADDRESSES } from "../support/chain/keys.ts";
import { creditAsPaid } from "../support/chain/payout-app.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { startTronWalletApi, type TronWalletApi } from "../support/tron-wallet-api.ts";
import { part, startTogether } from "../support/start-together.ts";

const run = promisify(execFile);
/** TRON mainnet's chain id, as its JSON-RPC answers eth_chainId. */
const TRON_CHAIN_ID = 728126428;
const PAYER = tronAddressOf(`0x${"de".repeat(20)}`);
const DESTINATION = tronAddressOf(`0x${"ab".repeat(20)}`);
const hexOf = (address: string) => `41${(tronAddressBytes(address) as string).slice(2).toLowerCase()}`;

let chain: ChainApp;
let tron: TronWalletApi;
let server: Server;
let url: string;
let project: KitProject;
let seedFile: string;
let refundId: string;

beforeAll(async () => {
  // The node's URL is a closed loopback port: the watcher is never started here.
  const nowhere = { url: "http://127.0.0.1:9", chainId: TRON_CHAIN_ID } as Anvil;
  [chain, tron, project] = await startTogether(
    part(startChainApp(nowhere, "tron", { CHAIN_TRON_API_URL: "http://127.0.0.1:9" }), (started) => started.close()),
    part(startTronWalletApi(), (started) => started.close()),
    part(installKit({ packages: ["@crypto-checkout/signer"] }), (started) => started.remove()),
  );
  server = await listen(chain.app.fetch, 0, "127.0.0.1");
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  seedFile = join(project.dir, "shop-seed");
  writeFileSync(seedFile, `${TEST_MNEMONIC}\n`);
  chmodSync(seedFile, 0o600);
  const paid = await chain.createOrder("payment", "USDT_TRC20", "25");
  expect(paid.paymentAddress).toBe(TRON_ADDRESSES[0]);
  await creditAsPaid(chain.store, paid.orderId, "25", PAYER);
  const refund = await chain.call("POST", "/api/v1/order/refund", {
    refundOrderId: paid.orderId,
    assetId: "USDT_TRC20",
    amount: "10",
    destinationAddress: DESTINATION,
  });
  expect(refund.status).toBe(201);
  refundId = ((await refund.json()) as { orderId: string }).orderId;
}, 180_000);

afterAll(async () => {
  project?.remove();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await tron?.close();
  await chain?.close();
}, 60_000);

async function signer(args: string[]) {
  const bin = join(project.dir, "node_modules", ".bin", "crypto-checkout-signer");
  const env = { ...process.env, CRYPTO_CHECKOUT_URL: url, CRYPTO_CHECKOUT_API_KEY: TEST_KEY, TRON_PRO_API_KEY: "tron-provider-key" };
  const running = run(bin, args, { cwd: project.dir, env });
  running.child.stdin?.end("");
  return running.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

it("pays the refund from the order address holding the USDT: the broadcast is the plan, signed by that address, and the service holds its txID", async () => {
  const open = (await (await chain.call("GET", `/api/v1/payouts/${refundId}`)).json()) as {
    payout: { contract: string; baseUnits: string };
  };
  tron.tokenBalances.set(hexOf(open.payout.contract), new Map([[hexOf(TRON_ADDRESSES[0] as string), 25_000_000n]]));
  tron.trx.set(hexOf(TRON_ADDRESSES[0] as string), 40_000_000n);

  const { code, stdout, stderr } = await signer([
    "payouts",
    "pay",
    "--mnemonic-file",
    seedFile,
    "--tron-api-url",
    tron.url,
    "--fee-limit",
    "40",
    "--yes",
  ]);
  expect(stderr).toBe("");
  expect(code).toBe(0);
  expect(stdout).toContain(`${refundId}: 10.000000 USDT_TRC20 to ${DESTINATION} from ${TRON_ADDRESSES[0]} (order address 0), fee about`);
  expect(stdout).toContain("Sent 1, skipped 0.");
  expect(tron.broadcasts).toEqual([
    {
      txID: expect.stringMatching(/^[0-9a-f]{64}$/),
      type: "TriggerSmartContract",
      owner: hexOf(TRON_ADDRESSES[0] as string),
      signer: hexOf(TRON_ADDRESSES[0] as string),
      contract: hexOf(open.payout.contract),
      to: hexOf(DESTINATION),
      amount: BigInt(open.payout.baseUnits),
      feeLimit: 40_000_000n,
      expiration: expect.any(BigInt),
      problems: [],
    },
  ]);
  const txID = tron.broadcasts[0]?.txID as string;
  const after = (await (await chain.call("GET", `/api/v1/payouts/${refundId}`)).json()) as {
    payout: { state: string; broadcasts: { hash: string }[] };
  };
  // Told, not trusted: the payout stays open until the service sees the transfer on the chain.
  expect(after.payout).toMatchObject({ state: "awaitingPayment", broadcasts: [{ hash: txID }] });
  expect(tron.requests.every(({ headers }) => headers["tron-pro-api-key"] === "tron-provider-key")).toBe(true);
  // Nothing the TRON API was sent carries the seed.
  expect(tron.requests.filter(({ body }) => body.includes("abandon"))).toEqual([]);

  const rerun = await signer(["payouts", "pay", "--mnemonic-file", seedFile, "--tron-api-url", tron.url, "--yes"]);
  expect(rerun.stdout).toContain(`${refundId}: skipped, already broadcast ${txID}, which the node knows`);
  expect(tron.broadcasts).toHaveLength(1);
}, 120_000);
