// `sweep` on a BSC-like anvil (chain id 56, USDT of 18 decimals at its BNB Smart Chain contract),
// run from the signer's packed tarball in an empty folder, the top-ups paid from a payout address
// whose key is in --private-key-file: 20 paid orders emptied into one address, to the last of
// their 18 digits, each order address keeping at most its fee's dust, and the rerun doing nothing.
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatUnits, parseEther } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Anvil, startTokenAnvil } from "../support/chain/anvil.ts";
import { TEST_MNEMONIC } from "../support/chain/keys.ts";
import { leaks } from "../support/signer-secrets.ts";
import { chainReads, payOrders, planRows, runSigner, type SweepBench, startSweepBench } from "../support/signer-sweep.ts";
import { part, startTogether } from "../support/start-together.ts";

const USDT = "0x55d398326f99059fF775485246999027B3197955";
const TO = "0x4444444444444444444444444444444444444444";
// A payout address of the operator's own, not of the seed: only its key file is given.
const PAYOUT_KEY = `0x${"5a".repeat(32)}` as const;
const PAYOUT = privateKeyToAccount(PAYOUT_KEY).address;
let anvil: Anvil;
let bench: SweepBench;
let chain: ReturnType<typeof chainReads>;
let keyFile: string;

beforeAll(async () => {
  [anvil, bench] = await startTogether(
    part(startTokenAnvil({ chainId: 56, slotsInAnEpoch: 1, tokens: [USDT], decimals: 18 }), (node) => node.stop()),
    part(startSweepBench(), (started) => started.close()),
  );
  chain = chainReads(anvil);
  await chain.automine(true);
  await chain.fund(PAYOUT, 10n ** 19n);
  keyFile = join(bench.project.dir, "payout-key");
  writeFileSync(keyFile, `${PAYOUT_KEY}\n`);
  chmodSync(keyFile, 0o600);
}, 240_000);

afterAll(async () => {
  await anvil?.stop();
  await bench?.close();
}, 60_000);

const sweep = (extra: string[] = []) =>
  runSigner(bench, [
    "sweep",
    "--network",
    "bsc",
    "--to",
    TO,
    "--mnemonic-file",
    bench.seedFile,
    "--private-key-file",
    keyFile,
    "--rpc-url-bsc",
    anvil.url,
    ...extra,
  ]).done;

it("moves 20 orders' USDT of 18 decimals to one address, to the last digit; the rerun does nothing", async () => {
  // 25.000000000000000001, 26.000000000000000002, …: an amount rounded anywhere would show.
  const amounts = Array.from({ length: 20 }, (_, i) => BigInt(25 + i) * 10n ** 18n + BigInt(i + 1));
  const total = amounts.reduce((sum, a) => sum + a, 0n);
  const addresses = await payOrders(anvil, bench.stub, {
    network: "bsc",
    assetId: "USDT_BEP20",
    contract: USDT,
    from: 1,
    amounts,
    shown: amounts.map((a) => formatUnits(a, 18)),
  });
  // No --asset: the assets the funded orders were for.
  const run = await sweep(["--yes"]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const rows = planRows(run.stdout);
  expect(rows.map(({ address }) => address)).toEqual(addresses);
  expect(rows[0]?.move).toBe("25.000000000000000001 USDT_BEP20");
  expect(run.stdout).toContain(`from ${PAYOUT} (--private-key-file).`);
  expect(run.stdout).toMatch(
    new RegExp(`^Moved ${formatUnits(total, 18)} USDT_BEP20 to ${TO} in 20 transfers; fees spent [\\d.]+ BNB \\(20 top-ups\\)\\.$`, "m"),
  );
  expect(await chain.token(USDT, TO)).toBe(total);
  for (const [i, address] of addresses.entries()) {
    expect(await chain.token(USDT, address)).toBe(0n);
    expect(await chain.native(address)).toBeLessThanOrEqual(parseEther((rows[i]?.topUp ?? "").replace(/ BNB$/, "")));
  }
  expect(await chain.nonce(PAYOUT)).toBe(20);
  const rerun = await sweep(["--yes"]);
  expect(rerun.code).toBe(0);
  expect(rerun.stdout).toContain("  nothing to move");
  expect(await chain.nonce(PAYOUT, "pending")).toBe(20);
}, 300_000);

it("refuses a TRON sweep to an address that is not TRON's with a line naming --to, before reading anything", async () => {
  const { code, stderr } = await runSigner(bench, ["sweep", "--network", "tron", "--to", TO]).done;
  expect(code).toBe(1);
  expect(stderr).toBe(`crypto-checkout-signer: --to must be the TRON address to sweep to (T…, base58); got "${TO}"\n`);
  expect(bench.stub.requests.filter(({ path }) => path.includes("network=tron"))).toEqual([]);
}, 60_000);

// Last: it reads every request the sweeps above sent the service.
it("only read from the service, and never sent it the secret, a derived key or the payout key", () => {
  const requests = bench.stub.requests;
  expect(requests.length).toBeGreaterThan(4);
  expect(requests.filter(({ method }) => method !== "GET")).toEqual([]);
  expect(leaks(requests, TEST_MNEMONIC)).toEqual([]);
  const payoutKey = PAYOUT_KEY.slice(2);
  expect(requests.filter((r) => `${r.path}${JSON.stringify(r.headers)}${r.body}`.toLowerCase().includes(payoutKey))).toEqual([]);
});
