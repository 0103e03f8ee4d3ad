// `sweep --network tron`, run from the signer's packed tarball in an empty folder against two
// stand-ins on loopback: the service's routes and java-tron's HTTP API (test/support/
// tron-wallet-api.ts), which keeps each address's TRX and USDT, checks every broadcast's
// signature and fields, applies it with the fee it burns at the chain's prices, and answers
// gettransactioninfobyid once it is in a block. Five funded order addresses swept to one; a dry
// run and a --max-fee refusal sending nothing; a run killed after its top-ups, then rerun once
// they are in a block, and rerun before they are (the signer's journal of top-ups sent).
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tronAddressBytes, tronAddressOf } from "../../kit/signer/src/tron-address.ts";
import { walletKeys } from "../../kit/signer/src/index.ts";
import { TEST_MNEMONIC } from "../support/chain/keys.ts";
import { leaks } from "../support/signer-secrets.ts";
import { runSigner, type SweepBench, startSweepBench } from "../support/signer-sweep.ts";
import { part, startTogether } from "../support/start-together.ts";
import { startTronWalletApi, type TronWalletApi } from "../support/tron-wallet-api.ts";

const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const hexOf = (address: string) => `41${(tronAddressBytes(address) as string).slice(2).toLowerCase()}`;
const TRON = walletKeys({ kind: "mnemonic", words: TEST_MNEMONIC }, 0, 16).find(({ family }) => family === "tron")?.addresses as string[];
const GAS = TRON[0] as string;

let bench: SweepBench;
let tron: TronWalletApi;

beforeAll(async () => {
  [bench, tron] = await startTogether(
    part(startSweepBench(), (started) => started.close()),
    part(startTronWalletApi(), (started) => started.close()),
  );
  tron.tokenBalances.set(hexOf(USDT), new Map());
  tron.trx.set(hexOf(GAS), 200_000_000n);
}, 240_000);

afterAll(async () => {
  await bench?.close();
  await tron?.close();
}, 60_000);

const usdt = (address: string) => tron.tokenBalances.get(hexOf(USDT))?.get(hexOf(address)) ?? 0n;
const topUpsTo = (addresses: string[]) =>
  tron.broadcasts.filter(
    ({ type, owner, to, problems }) =>
      type === "TransferContract" && owner === hexOf(GAS) && addresses.map(hexOf).includes(to) && problems.length === 0,
  );

/** Five orders paid in USDT to order addresses from..from+4: the chain credits them, the service lists them. */
function paid(from: number) {
  const addresses = TRON.slice(from, from + 5);
  const amounts = addresses.map((_, i) => BigInt(10 + i) * 1_000_000n + BigInt(i + 1));
  const tokens = tron.tokenBalances.get(hexOf(USDT)) as Map<string, bigint>;
  for (const [i, address] of addresses.entries()) tokens.set(hexOf(address), amounts[i] as bigint);
  bench.stub.state.addresses.tron = addresses.map((address, i) => ({
    index: from + i,
    address,
    orderId: `ord_tron_${from + i}`,
    assetId: "USDT_TRC20",
    amount: String(amounts[i]),
    lastCreditAt: new Date().toISOString(),
  }));
  return { addresses, total: amounts.reduce((sum, a) => sum + a, 0n) };
}

const sweep = (to: string, extra: string[] = []) =>
  runSigner(bench, [
    "sweep",
    "--network",
    "tron",
    "--to",
    to,
    "--asset",
    "USDT_TRC20",
    "--mnemonic-file",
    bench.seedFile,
    "--gas-index",
    "0",
    "--tron-api-url",
    tron.url,
    ...extra,
  ]);

function rows(stdout: string) {
  return [...stdout.matchAll(/^ {2}(\d+) +(T[1-9A-HJ-NP-Za-km-z]{33}) +(\S+ \S+) +(\S+(?: \S+)?)$/gm)].map((m) => ({
    index: Number(m[1]),
    address: m[2] as string,
    move: m[3] as string,
    topUp: m[4] as string,
  }));
}

describe("5 paid USDT orders on TRON", () => {
  const TO = tronAddressOf(`0x${"11".repeat(20)}`);
  let orders: ReturnType<typeof paid>;
  beforeAll(() => {
    orders = paid(1);
  });

  it("a dry run prints the plan with top-ups at the chain's prices, and sends nothing", async () => {
    const { code, stdout, stderr } = await sweep(TO, ["--dry-run"]).done;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(rows(stdout).map(({ address }) => address)).toEqual(orders.addresses);
    // 14,650 energy at 100 sun and the transfer's bytes at 1,000 sun: 1.4 TRX and a few tenths.
    expect(rows(stdout)[0]).toMatchObject({ index: 1, move: "10.000001 USDT_TRC20", topUp: expect.stringMatching(/^1\.\d+ TRX$/) });
    expect(stdout).toMatch(new RegExp(`^Tops up 5 addresses with [\\d.]+ TRX in all, from ${GAS} \\(order address 0\\)\\.$`, "m"));
    expect(stdout).toMatch(/^Fees at most [\d.]+ TRX \(5 top-ups, 5 transfers, energy at 100 sun, bandwidth at 1000 sun a byte, /m);
    expect(stdout).toContain("Dry run: nothing was sent.");
    expect(tron.broadcasts).toEqual([]);
  }, 120_000);

  it("stops before any broadcast when the plan's fees pass --max-fee (in TRX)", async () => {
    const { code, stderr } = await sweep(TO, ["--yes", "--max-fee", "1"]).done;
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^crypto-checkout-signer: the fees could reach [\d.]+ TRX, above --max-fee 1 TRX: stopped before sending anything\n$/,
    );
    expect(tron.broadcasts).toEqual([]);
  }, 120_000);

  it("moves every token to one address, each transfer after its top-up; the rerun does nothing", async () => {
    const run = await sweep(TO, ["--yes"]).done;
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(tron.broadcasts.filter(({ problems }) => problems.length > 0)).toEqual([]);
    expect(usdt(TO)).toBe(orders.total);
    for (const address of orders.addresses) expect(usdt(address)).toBe(0n);
    expect(topUpsTo(orders.addresses)).toHaveLength(5);
    const transfers = tron.broadcasts.filter(({ type }) => type === "TriggerSmartContract");
    expect(transfers.map(({ owner, to, contract, feeLimit }) => ({ owner, to, contract, feeLimit }))).toEqual(
      orders.addresses.map((address) => ({ owner: hexOf(address), to: hexOf(TO), contract: hexOf(USDT), feeLimit: 30_000_000n })),
    );
    // Each top-up covered its transfer exactly: nothing of it is left on the order address.
    for (const address of orders.addresses) expect(tron.trx.get(hexOf(address))).toBe(0n);
    expect(run.stdout).toMatch(/^Moved 60\.000015 USDT_TRC20 to \S+ in 5 transfers; fees spent [\d.]+ TRX \(5 top-ups\)\.$/m);
    const sent = tron.broadcasts.length;
    const rerun = await sweep(TO, ["--yes"]).done;
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain("  nothing to move");
    expect(rerun.stdout).toContain("5 funded addresses hold no USDT_TRC20 now");
    expect(tron.broadcasts).toHaveLength(sent);
  }, 300_000);
});

describe("a TRON sweep killed after its top-ups, then run again", () => {
  it("tops up nobody twice and moves every token", async () => {
    const TO = tronAddressOf(`0x${"22".repeat(20)}`);
    const orders = paid(6);
    // The top-ups wait in no block until the test says: the run is killed while it waits for them.
    tron.holding = true;
    const running = sweep(TO, ["--yes"]);
    await running.waitFor(/^Sent 5 top-ups;/m);
    running.child.kill("SIGKILL");
    expect((await running.done).signal).toBe("SIGKILL");
    tron.holding = false;
    tron.include();
    expect(usdt(TO)).toBe(0n);
    const rerun = await sweep(TO, ["--yes"]).done;
    expect(rerun.stderr).toBe("");
    expect(rerun.code).toBe(0);
    expect(rows(rerun.stdout).map(({ topUp }) => topUp)).toEqual(Array(5).fill("-"));
    expect(topUpsTo(orders.addresses)).toHaveLength(5);
    expect(usdt(TO)).toBe(orders.total);
    for (const address of orders.addresses) expect(usdt(address)).toBe(0n);
  }, 300_000);
});

describe("a TRON sweep killed after its top-ups, then run again before they are in a block", () => {
  it("counts the journaled top-ups as on their way: none is sent twice, and every token moves once they are in", async () => {
    const TO = tronAddressOf(`0x${"33".repeat(20)}`);
    const orders = paid(11);
    // TRON has no pending state: while the top-ups wait in no block, the chain shows the order
    // addresses without their fee, as before the first run. Only the signer's journal knows.
    tron.holding = true;
    const running = sweep(TO, ["--yes"]);
    await running.waitFor(/^Sent 5 top-ups;/m);
    running.child.kill("SIGKILL");
    expect((await running.done).signal).toBe("SIGKILL");
    expect(topUpsTo(orders.addresses)).toHaveLength(5);

    const rerun = sweep(TO, ["--yes"]);
    await rerun.waitFor(/^5 addresses have a top-up an earlier run sent that is in no block yet: counted as on its way, not sent again /m);
    tron.holding = false;
    tron.include();
    const { code, stdout, stderr } = await rerun.done;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(rows(stdout).map(({ topUp }) => topUp)).toEqual(Array(5).fill("-"));
    expect(topUpsTo(orders.addresses)).toHaveLength(5);
    expect(usdt(TO)).toBe(orders.total);
    for (const address of orders.addresses) expect(usdt(address)).toBe(0n);
    expect(stdout).toMatch(/^transfer 5\/5: 14\.000005 USDT_TRC20 from T\w+: [0-9a-f]{64}$/m);

    // The journal: beside the seed, only its owner's, and no secret in it (addresses, amounts, ids, times).
    const journal = join(dirname(bench.seedFile), "crypto-checkout-signer-top-ups.jsonl");
    expect(statSync(journal).mode & 0o077).toBe(0);
    const signatures = tron.requests
      .filter(({ path }) => path === "/wallet/broadcasttransaction")
      .map(({ body }) => (JSON.parse(body) as { signature: string[] }).signature[0] as string);
    expect(leaks([{ method: "FILE", path: journal, headers: {}, body: readFileSync(journal, "utf8") }], TEST_MNEMONIC, signatures)).toEqual(
      [],
    );
  }, 300_000);
});

// Last: it reads every request the sweeps above sent.
it("only read from the service and never sent it the secret, a derived key or a signed transaction; the TRON API got no secret", () => {
  const requests = bench.stub.requests;
  expect(requests.filter(({ method }) => method !== "GET")).toEqual([]);
  const signed = tron.requests
    .filter(({ path }) => path === "/wallet/broadcasttransaction")
    .map(({ body }) => (JSON.parse(body) as { signature: string[] }).signature[0] as string);
  expect(signed.length).toBeGreaterThan(0);
  expect(leaks(requests, TEST_MNEMONIC, signed)).toEqual([]);
  const api = tron.requests.map(({ path, headers, body }) => ({ method: "POST", path, headers, body }));
  expect(leaks(api, TEST_MNEMONIC)).toEqual([]);
});
