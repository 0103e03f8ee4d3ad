// The operator's signer as an operator installs it: the tarball of `npm run kit:pack` in an empty
// folder, its library from plain Node (ES module and CommonJS) and tsc (strict), its command run
// through the bin npm linked, against a loopback stand-in of the service's routes
// (test/support/signer-service-stub.ts) that records every request it is sent.
import { execFile } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFunctionData, erc20Abi } from "viem";
import { walletKeys } from "../../kit/signer/src/index.ts";
import { type Anvil, hex, startTokenAnvil, tokenCalls } from "../support/chain/anvil.ts";
import { ROOT } from "../../scripts/kit/stage-sources.ts";
import { EVM_ADDRESSES, TEST_MNEMONIC, TEST_XPUB_EVM, TEST_XPUB_TRON, TRON_ADDRESSES } from "../support/chain/keys.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { leaks, secretsOf } from "../support/signer-secrets.ts";
import { type SignerServiceStub, startSignerServiceStub } from "../support/signer-service-stub.ts";
import { part, startTogether } from "../support/start-together.ts";

const run = promisify(execFile);
const API_KEY = "sk_signer_test_0123456789abcdef";
let project: KitProject;
let stub: SignerServiceStub;
let seedFile: string;
/** The signed bytes of what the command sent, as the node received them. */
const signedTransactions: string[] = [];

beforeAll(async () => {
  [project, stub] = await startTogether(
    part(installKit({ packages: ["@crypto-checkout/signer"], links: ["@types/node"] }), (started) => started.remove()),
    part(startSignerServiceStub({ apiKey: API_KEY }), (started) => started.close()),
  );
  seedFile = join(project.dir, "shop-seed");
  writeFileSync(seedFile, `${TEST_MNEMONIC}\n`);
  chmodSync(seedFile, 0o600);
  const seed = { kind: "mnemonic" as const, words: TEST_MNEMONIC };
  stub.state.keys = walletKeys(seed, 0).map(({ family, addresses }) => ({ family, firstAddresses: addresses, highestIndex: 4 }));
}, 180_000);

afterAll(async () => {
  project?.remove();
  await stub?.close();
}, 60_000);

const write = (file: string, text: string) => writeFileSync(join(project.dir, file), text);

/** The command as npm linked it: its exit code, what it printed and what it said on stderr. */
async function signer(args: string[], env: Record<string, string> = {}, stdin = "") {
  const bin = join(project.dir, "node_modules", ".bin", "crypto-checkout-signer");
  const base = { ...process.env, CRYPTO_CHECKOUT_URL: stub.url, CRYPTO_CHECKOUT_API_KEY: API_KEY };
  const running = run(bin, args, { cwd: project.dir, env: { ...base, ...env } });
  // What the operator types, then the end of input: a question never waits on a test.
  running.child.stdin?.end(stdin);
  return running.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe("the library", () => {
  it("imports as an ES module and requires as CommonJS", async () => {
    write(
      "esm.mjs",
      `import { tronAddressBytes, tronAddressOf, validateMnemonic } from "@crypto-checkout/signer";
console.log(tronAddressOf(tronAddressBytes("${TRON_ADDRESSES[0]}")), validateMnemonic("${TEST_MNEMONIC}"));
`,
    );
    write(
      "cjs.cjs",
      `const { walletKeys } = require("@crypto-checkout/signer");
console.log(walletKeys({ kind: "mnemonic", words: "${TEST_MNEMONIC}" })[0].addresses[0]);
`,
    );
    const node = (file: string) => run(process.execPath, [file], { cwd: project.dir }).then(({ stdout }) => stdout);
    expect(await node("esm.mjs")).toBe(`${TRON_ADDRESSES[0]} null\n`);
    expect(await node("cjs.cjs")).toBe(`${EVM_ADDRESSES[0]}\n`);
  }, 180_000);

  it("type-checks with tsc (module nodenext, strict), the README's example included", async () => {
    write(
      "tsconfig.json",
      JSON.stringify({
        compilerOptions: {
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          types: ["node"],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: ["*.mts", "*.cts"],
      }),
    );
    const readme = readFileSync(join(ROOT, "kit/signer/README.md"), "utf8");
    write("readme.mts", `${readme.match(/```ts\n([\s\S]*?)```/)?.[1] ?? ""}export {};\n`);
    write(
      "uses.cts",
      `import { Payout, readMnemonicFile, type Secret } from "@crypto-checkout/signer";
export const read = (path: string): Secret => readMnemonicFile(path);
// @ts-expect-error: a payout's amount is decimal text, never a number
export const wrong: Payout["amount"] = 25;
`,
    );
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    const result = await run(process.execPath, [tsc, "-p", "."], { cwd: project.dir }).catch((error: { stdout: string }) => error);
    expect(result.stdout).toBe("");
  }, 180_000);
});

describe("the secret", () => {
  it("xpub prints both account keys and their first three addresses, with the advice", async () => {
    const { code, stdout } = await signer(["xpub", "--mnemonic-file", seedFile]);
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe(`XPUB_EVM=${TEST_XPUB_EVM}`);
    expect(lines[1]).toBe(`  m/44'/60'/0'/0/0  ${EVM_ADDRESSES[0]}`);
    expect(lines[2]).toBe(`  m/44'/60'/0'/0/1  ${EVM_ADDRESSES[1]}`);
    expect(lines[4]).toBe(`XPUB_TRON=${TEST_XPUB_TRON}`);
    expect(lines[5]).toBe(`  m/44'/195'/0'/0/0  ${TRON_ADDRESSES[0]}`);
    expect(stdout).toContain(`MetaMask's "Account 1, 2, …" are m/44'/60'/0'/0/0`);
    expect((await signer(["xpub", "--mnemonic-file", seedFile, "--account", "1"])).stdout).toContain("m/44'/60'/1'/0/0");
  }, 180_000);

  it("is refused from a file others can read, from an argument and as loose words, never repeating it", async () => {
    const open = join(project.dir, "open-seed");
    write("open-seed", TEST_MNEMONIC);
    chmodSync(open, 0o644);
    expect(await signer(["xpub", "--mnemonic-file", open])).toMatchObject({
      code: 1,
      stderr: `crypto-checkout-signer: --mnemonic-file ${open} can be read by other users of this machine (mode 644): make it the owner's only with chmod 600 ${open}\n`,
    });
    const asArgument = await signer(["xpub", "--mnemonic", TEST_MNEMONIC]);
    expect(asArgument.code).toBe(1);
    expect(asArgument.stderr).toMatch(/^crypto-checkout-signer: unknown or malformed --mnemonic: the secret is read from a file only/);
    const asWords = await signer(["xpub", ...TEST_MNEMONIC.split(" ")]);
    expect(asWords.code).toBe(1);
    for (const { stdout, stderr } of [asArgument, asWords]) expect(`${stdout}${stderr}`).not.toContain("abandon");
    expect(await signer(["xpub"])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/the wallet's secret is missing: --mnemonic-file/),
    });
  }, 180_000);
});

describe("payouts pay on an Ethereum-like anvil", () => {
  const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
  const DESTINATION = "0x1111111111111111111111111111111111111111";
  const seed = { kind: "mnemonic" as const, words: TEST_MNEMONIC };
  const order = walletKeys(seed, 0, 3)[0]?.addresses as string[];
  let anvil: Anvil;
  const broadcasts = () => stub.requests.filter(({ method, path }) => method === "POST" && path.endsWith("/broadcast"));
  const tokenBalance = async (address: string) =>
    BigInt(
      await anvil.rpc<string>("eth_call", [
        { to: USDT, data: encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [address as `0x${string}`] }) },
        "latest",
      ]),
    );
  const pendingNonce = async (address: string) => Number(await anvil.rpc<string>("eth_getTransactionCount", [address, "pending"]));

  beforeAll(async () => {
    anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
    // Order address 2 holds 10 USDT and some ETH; order address 1 only ETH (passed over: no token).
    await anvil.send({ to: USDT, data: tokenCalls.transfer(order[2] as string, 10_000_000n) });
    for (const address of [order[1], order[2]]) await anvil.rpc("anvil_setBalance", [address, hex(10n ** 17n)]);
    const credited = (index: number) => ({
      index,
      address: order[index] as string,
      orderId: `ord_paid_${index}`,
      assetId: "USDT_ERC20",
      amount: "10",
      lastCreditAt: new Date().toISOString(),
    });
    stub.state.addresses.ethereum = [credited(1), credited(2)];
    stub.state.payouts = [
      {
        orderId: "ord_refund",
        state: "awaitingPayment",
        network: "ethereum",
        assetId: "USDT_ERC20",
        amount: "2.5",
        baseUnits: "2500000",
        destination: DESTINATION,
        contract: USDT,
        hash: null,
        createdAt: new Date().toISOString(),
      },
    ];
  }, 120_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  const pay = (extra: string[], stdin = "") =>
    signer(["payouts", "pay", "--mnemonic-file", seedFile, "--rpc-url-ethereum", anvil.url, ...extra], {}, stdin);

  it("refuses another account's seed before any transaction", async () => {
    const refused = await pay(["--account", "1", "--yes"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^crypto-checkout-signer: this is not the service's wallet; nothing was signed:\n {2}Ethereum\/BNB Smart Chain: this seed's first address \(account 1\) is 0x[0-9a-fA-F]{40}, the service's is 0x9858EfFD232B4033E47d90003D41EC34EcaEda94\n/,
    );
    expect(broadcasts()).toEqual([]);
    expect(await pendingNonce(order[2] as string)).toBe(0);
  }, 180_000);

  it("stops before sending when the fee could pass --max-fee", async () => {
    const stopped = await pay(["--yes", "--max-fee", "0.000000001"]);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toMatch(
      /^crypto-checkout-signer: ord_refund: the fee could reach [\d.]+ ETH, above --max-fee 0.000000001 ETH: stopped before sending it\n$/,
    );
    expect(broadcasts()).toEqual([]);
    expect(await pendingNonce(order[2] as string)).toBe(0);
  }, 180_000);

  it("asks first, and sends nothing on no", async () => {
    const declined = await pay([], "n\n");
    expect(declined.code).toBe(0);
    expect(declined.stdout).toMatch(/Send it\? \[y\/N\] /);
    expect(declined.stdout).toContain("ord_refund: skipped, not confirmed");
    expect(broadcasts()).toEqual([]);
  }, 180_000);

  it("pays from the address holding the token, tells the service the hash, and a rerun pays nothing again", async () => {
    const paid = await pay(["--yes"]);
    expect(paid.stderr).toBe("");
    expect(paid.code).toBe(0);
    expect(paid.stdout).toMatch(
      new RegExp(
        `^ord_refund: 2\\.5 USDT_ERC20 to ${DESTINATION} from ${order[2]} \\(order address 2\\), fee at most [\\d.]+ ETH \\(gas \\d+ at ≤ [\\d.]+ gwei, eip1559\\)$`,
        "m",
      ),
    );
    const hash = stub.state.payouts[0]?.hash as string;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(paid.stdout).toContain(`ord_refund: sent ${hash}`);
    signedTransactions.push(await anvil.rpc<string>("eth_getRawTransactionByHash", [hash]));
    // Before the block: still pending, and a rerun neither resends nor replaces it.
    const early = await pay(["--yes"]);
    expect(early.stdout).toContain(`ord_refund: skipped, broadcast ${hash} is pending at a price the network still takes`);
    await anvil.mine(1);
    expect(await tokenBalance(DESTINATION)).toBe(2_500_000n);
    expect(await tokenBalance(order[2] as string)).toBe(7_500_000n);
    const rerun = await pay(["--yes"]);
    expect(rerun.stdout).toMatch(new RegExp(`ord_refund: skipped, already paid by ${hash} \\(block \\d+\\)`));
    expect(broadcasts()).toHaveLength(1);
    expect(await pendingNonce(order[2] as string)).toBe(1);
  }, 300_000);
});

describe("against the service", () => {
  it("check accepts the service's own seed and refuses another account's with both addresses", async () => {
    const ok = await signer(["check", "--mnemonic-file", seedFile]);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toContain(`The seed's account 0 is the service's wallet (first addresses ${EVM_ADDRESSES[0]}, ${TRON_ADDRESSES[0]})`);
    const other = walletKeys({ kind: "mnemonic", words: TEST_MNEMONIC }, 1);
    const refused = await signer(["check", "--mnemonic-file", seedFile, "--account", "1"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `crypto-checkout-signer: this is not the service's wallet:
  Ethereum/BNB Smart Chain: this seed's first address (account 1) is ${other[0]?.addresses[0]}, the service's is ${EVM_ADDRESSES[0]}
  TRON: this seed's first address (account 1) is ${other[1]?.addresses[0]}, the service's is ${TRON_ADDRESSES[0]}
`,
    );
    expect(await signer(["check", "--mnemonic-file", seedFile], { CRYPTO_CHECKOUT_API_KEY: "sk_wrong" })).toMatchObject({
      code: 1,
      stderr: "crypto-checkout-signer: the service refused the API key (401): check --api-key or CRYPTO_CHECKOUT_API_KEY\n",
    });
  }, 180_000);

  it("payouts list shows every open payout, across pages", async () => {
    const now = Date.now();
    stub.state.payouts = [1, 2, 3].map((n) => ({
      orderId: `ord_${n}`,
      state: "awaitingPayment" as const,
      network: "ethereum" as const,
      assetId: "USDT_ERC20",
      amount: `${n}.5`,
      baseUnits: `${n}500000`,
      destination: EVM_ADDRESSES[1] as string,
      hash: null,
      createdAt: new Date(now - n * 3_600_000).toISOString(),
    }));
    stub.state.payouts.push({ ...stub.state.payouts[0]!, orderId: "ord_done", state: "completed" });
    const { code, stdout } = await signer(["payouts", "list"]);
    expect(code).toBe(0);
    const rows = stdout.trimEnd().split("\n");
    expect(rows[0]).toMatch(/^ORDER +NETWORK +AMOUNT +DESTINATION +AGE +BROADCAST$/);
    expect(rows.slice(1).map((row) => row.split(/ {2,}/))).toEqual([
      ["ord_1", "ethereum", "1.5 USDT_ERC20", EVM_ADDRESSES[1], "1 h", "-"],
      ["ord_2", "ethereum", "2.5 USDT_ERC20", EVM_ADDRESSES[1], "2 h", "-"],
      ["ord_3", "ethereum", "3.5 USDT_ERC20", EVM_ADDRESSES[1], "3 h", "-"],
    ]);
  }, 180_000);

  // Last: it reads what every test above sent to the service.
  it("never sent the service the secret, a derived private key or an extended private key", () => {
    expect(stub.requests.length).toBeGreaterThan(4);
    expect(signedTransactions).toHaveLength(1);
    expect(leaks(stub.requests, TEST_MNEMONIC, signedTransactions)).toEqual([]);
    // The watch itself sees a leak: a request that carried one derived key.
    const planted = {
      method: "POST",
      path: "/api/v1/payouts/o/broadcast",
      headers: {},
      body: JSON.stringify({ hash: secretsOf(TEST_MNEMONIC)[7] }),
    };
    expect(leaks([...stub.requests, planted], TEST_MNEMONIC)).toEqual(["POST /api/v1/payouts/o/broadcast"]);
  });
});
