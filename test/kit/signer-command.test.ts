// The operator's signer as an operator installs it: the tarball of `npm run kit:pack` in an empty
// folder, its library from plain Node (ES module and CommonJS) and tsc (strict), its command run
// through the bin npm linked, against a loopback stand-in of the service's routes
// (test/support/signer-service-stub.ts) that records every request it is sent.
import { execFile } from "node:child_process";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletKeys } from "../../kit/signer/src/index.ts";
import { ROOT } from "../../scripts/kit/stage-sources.ts";
import { EVM_ADDRESSES, TEST_MNEMONIC, TEST_XPUB_EVM, TEST_XPUB_TRON, TRON_ADDRESSES } from "../support/chain/keys.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { leaks, secretsOf } from "../support/signer-secrets.ts";
import { type SignerServiceStub, startSignerServiceStub } from "../support/signer-service-stub.ts";

const run = promisify(execFile);
const API_KEY = "sk_signer_test_0123456789abcdef";
let project: KitProject;
let stub: SignerServiceStub;
let seedFile: string;

beforeAll(async () => {
  [project, stub] = await Promise.all([
    installKit({ packages: ["@crypto-checkout/signer"], links: ["@types/node"] }),
    startSignerServiceStub({ apiKey: API_KEY }),
  ]);
  seedFile = join(project.dir, "shop-seed");
  writeFileSync(seedFile, `${TEST_MNEMONIC}\n`);
  chmodSync(seedFile, 0o600);
  const seed = { kind: "mnemonic" as const, words: TEST_MNEMONIC };
  stub.state.keys = walletKeys(seed, 0).map(({ family, addresses }) => ({ family, addresses, highestIndex: 4 }));
}, 180_000);

afterAll(async () => {
  project?.remove();
  await stub?.close();
}, 60_000);

const write = (file: string, text: string) => writeFileSync(join(project.dir, file), text);

/** The command as npm linked it: its exit code, what it printed and what it said on stderr. */
async function signer(args: string[], env: Record<string, string> = {}) {
  const bin = join(project.dir, "node_modules", ".bin", "crypto-checkout-signer");
  const base = { ...process.env, CRYPTO_CHECKOUT_URL: stub.url, CRYPTO_CHECKOUT_API_KEY: API_KEY };
  return run(bin, args, { cwd: project.dir, env: { ...base, ...env } }).then(
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
    expect(leaks(stub.requests, TEST_MNEMONIC)).toEqual([]);
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
