// `sweep` on an Ethereum-like anvil (chain id 1, USDT of 6 decimals at its mainnet contract),
// run from the signer's packed tarball in an empty folder: 20 paid order addresses emptied into
// one, the rerun doing nothing; a dry run and a --max-fee refusal sending nothing; and runs
// stopped by Ctrl-C and by SIGKILL, then rerun: nobody topped up twice, no token left behind.
import { formatUnits, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startTokenAnvil } from "../support/chain/anvil.ts";
import { EVM_ADDRESSES } from "../support/chain/keys.ts";
import { chainReads, payOrders, planRows, runSigner, type SweepBench, startSweepBench } from "../support/signer-sweep.ts";
import { part, startTogether } from "../support/start-together.ts";

const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const GAS = EVM_ADDRESSES[0] as string;
let anvil: Anvil;
let bench: SweepBench;
let chain: ReturnType<typeof chainReads>;

beforeAll(async () => {
  [anvil, bench] = await startTogether(
    part(startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 }), (node) => node.stop()),
    part(startSweepBench(), (started) => started.close()),
  );
  chain = chainReads(anvil);
  // Order address 0 is the gas address: it pays every top-up.
  await chain.fund(GAS, 10n ** 19n);
}, 240_000);

afterAll(async () => {
  await anvil?.stop();
  await bench?.close();
}, 60_000);

/** 20 orders of 10.000001, 11.000002, … USDT from order address `from` on. */
const twenty = (from: number) => {
  const amounts = Array.from({ length: 20 }, (_, i) => BigInt(10 + i) * 1_000_000n + BigInt(i + 1));
  return { amounts, total: amounts.reduce((sum, a) => sum + a, 0n), from };
};

const sweep = (to: string, extra: string[] = []) =>
  runSigner(bench, [
    "sweep",
    "--network",
    "ethereum",
    "--to",
    to,
    "--asset",
    "USDT_ERC20",
    "--mnemonic-file",
    bench.seedFile,
    "--gas-index",
    "0",
    "--rpc-url-ethereum",
    anvil.url,
    ...extra,
  ]);

async function paid(from: number) {
  const orders = twenty(from);
  const addresses = await payOrders(anvil, bench.stub, {
    network: "ethereum",
    assetId: "USDT_ERC20",
    contract: USDT,
    from,
    amounts: orders.amounts,
    shown: orders.amounts.map(String),
  });
  return { ...orders, addresses };
}

describe("20 paid USDT orders", () => {
  const TO = "0x1111111111111111111111111111111111111111";
  let orders: Awaited<ReturnType<typeof paid>>;
  beforeAll(async () => {
    await chain.automine(true);
    orders = await paid(1);
  }, 120_000);

  it("a dry run prints the plan, exact amounts and the fees, and sends nothing", async () => {
    const { code, stdout, stderr } = await sweep(TO, ["--dry-run"]).done;
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const rows = planRows(stdout);
    expect(rows.map(({ address }) => address)).toEqual(orders.addresses);
    expect(rows[0]).toMatchObject({ index: 1, move: "10.000001 USDT_ERC20", topUp: expect.stringMatching(/^0\.\d+ ETH$/) });
    expect(stdout).toContain(`Moves ${formatUnits(orders.total, 6)} USDT_ERC20 from 20 addresses.`);
    expect(stdout).toMatch(
      /^Tops up 20 addresses with [\d.]+ ETH in all, from 0x9858EfFD232B4033E47d90003D41EC34EcaEda94 \(order address 0\)\.$/m,
    );
    expect(stdout).toMatch(/^Fees at most [\d.]+ ETH \(20 top-ups, 20 transfers, at ≤ [\d.]+ gwei per gas, eip1559\)\.$/m);
    expect(stdout).toContain("Dry run: nothing was sent.");
    expect(await chain.nonce(GAS, "pending")).toBe(0);
  }, 120_000);

  it("stops before sending anything when the plan's fees pass --max-fee", async () => {
    const { code, stderr } = await sweep(TO, ["--yes", "--max-fee", "0.0001"]).done;
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^crypto-checkout-signer: the fees could reach [\d.]+ ETH, above --max-fee 0\.0001 ETH: stopped before sending anything\n$/,
    );
    expect(await chain.nonce(GAS, "pending")).toBe(0);
    for (const address of orders.addresses) expect(await chain.nonce(address, "pending")).toBe(0);
  }, 120_000);

  it("moves every token to one address, each order address keeping at most its fee's dust; the rerun does nothing", async () => {
    const run = await sweep(TO, ["--yes"]).done;
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(await chain.token(USDT, TO)).toBe(orders.total);
    // A line per transaction, each with its place in the run.
    expect(run.stdout.match(/^top-up \d+\/20: /gm)).toHaveLength(20);
    expect(run.stdout.match(/^transfer \d+\/20: /gm)).toHaveLength(20);
    const topUps = new Map(planRows(run.stdout).map(({ address, topUp }) => [address, topUp]));
    for (const address of orders.addresses) {
      expect(await chain.token(USDT, address)).toBe(0n);
      expect(await chain.nonce(address)).toBe(1);
      // What the top-up brought, less what the transfer actually paid: never more than the top-up.
      const brought = parseEther((topUps.get(address) as string).replace(/ ETH$/, ""));
      expect(await chain.native(address)).toBeLessThanOrEqual(brought);
    }
    expect(await chain.nonce(GAS)).toBe(20);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Moved ${formatUnits(orders.total, 6)} USDT_ERC20 to ${TO} in 20 transfers; fees spent [\\d.]+ ETH \\(20 top-ups\\)\\.$`,
        "m",
      ),
    );
    const rerun = await sweep(TO, ["--yes"]).done;
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toContain("  nothing to move");
    expect(rerun.stdout).toContain("20 funded addresses hold no USDT_ERC20 now");
    expect(await chain.nonce(GAS, "pending")).toBe(20);
  }, 300_000);
});

describe("a sweep stopped mid-run, then run again", () => {
  it("Ctrl-C with the top-ups sent and unmined: the rerun, before they are mined, tops up nobody again and moves everything", async () => {
    const TO = "0x2222222222222222222222222222222222222222";
    const orders = await paid(21);
    const gasBefore = await chain.nonce(GAS);
    // Blocks only when this test mines one: the run waits on the first top-up's receipt.
    await chain.automine(false);
    const running = sweep(TO, ["--yes"]);
    await running.waitFor(/^Sent 20 top-ups;/m);
    running.child.kill("SIGINT");
    const stopped = await running.done;
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toContain("stopped by Ctrl-C; what was sent stays sent: run the same sweep again to finish it");
    expect(await chain.nonce(GAS, "pending")).toBe(gasBefore + 20);
    // Run again with the top-ups still unmined: the plan reads the node's pending state, so it
    // counts them, and each transfer waits until its address's top-up is in a block.
    const again = sweep(TO, ["--yes"]);
    await again.waitFor(/^waiting for 0x[0-9a-fA-F]{40}'s earlier top-up to be mined$/m);
    await anvil.mine(1);
    await again.waitFor(/^Sent 20 transfers;/m);
    await anvil.mine(1);
    const rerun = await again.done;
    await chain.automine(true);
    expect(rerun.stderr).toBe("");
    expect(rerun.code).toBe(0);
    expect(planRows(rerun.stdout).map(({ topUp }) => topUp)).toEqual(Array(20).fill("-"));
    expect(await chain.nonce(GAS)).toBe(gasBefore + 20);
    expect(await chain.token(USDT, TO)).toBe(orders.total);
    for (const address of orders.addresses) expect(await chain.token(USDT, address)).toBe(0n);
  }, 300_000);

  it("SIGKILL with half the transfers lost: the rerun moves only what is left, with no top-up", async () => {
    const TO = "0x3333333333333333333333333333333333333333";
    const orders = await paid(41);
    const gasBefore = await chain.nonce(GAS);
    await chain.automine(false);
    const running = sweep(TO, ["--yes"]);
    await running.waitFor(/^Sent 20 top-ups;/m);
    // The top-ups' block: the run sends each transfer after its top-up's receipt, then waits for those.
    await anvil.mine(1);
    await running.waitFor(/^Sent 20 transfers;/m);
    running.child.kill("SIGKILL");
    expect((await running.done).signal).toBe("SIGKILL");
    // As if the crash had come half way: the last ten transfers never reached the node.
    const lost = orders.addresses.slice(10);
    for (const address of lost) for (const { hash } of await chain.pendingFrom(address)) await chain.drop(hash);
    await anvil.mine(1);
    await chain.automine(true);
    expect(await chain.token(USDT, TO)).toBe(orders.amounts.slice(0, 10).reduce((sum, a) => sum + a, 0n));
    const rerun = await sweep(TO, ["--yes"]).done;
    expect(rerun.stderr).toBe("");
    expect(rerun.code).toBe(0);
    const rows = planRows(rerun.stdout);
    expect(rows.map(({ address }) => address)).toEqual(lost);
    expect(rows.map(({ topUp }) => topUp)).toEqual(Array(10).fill("-"));
    expect(await chain.nonce(GAS)).toBe(gasBefore + 20);
    expect(await chain.token(USDT, TO)).toBe(orders.total);
    for (const address of orders.addresses) {
      expect(await chain.token(USDT, address)).toBe(0n);
      expect(await chain.nonce(address)).toBe(1);
    }
  }, 300_000);
});
