// The sweep as an operator runs it, for the tests that prove it on anvil: the signer's packed
// tarball installed in an empty folder, the service's routes stood in for by the stub (seeded
// with the funded order addresses the service would list), and paid orders made by sending the
// test token straight to the seed's derived order addresses. The command runs as a process whose
// output a test can wait on, then stop with a signal, as Ctrl-C or a crash would.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeFunctionData, erc20Abi } from "viem";
import { walletKeys } from "../../kit/signer/src/index.ts";
import { type Anvil, hex, tokenCalls } from "./chain/anvil.ts";
import { TEST_MNEMONIC } from "./chain/keys.ts";
import { installKit, type KitProject } from "./kit-install.ts";
import { type SignerServiceStub, startSignerServiceStub } from "./signer-service-stub.ts";
import { part, startTogether } from "./start-together.ts";

export const SWEEP_API_KEY = "sk_sweep_test_0123456789abcdef";
const SEED = { kind: "mnemonic" as const, words: TEST_MNEMONIC };

/** The seed's EVM order addresses from..from+count-1 (account 0). */
export function orderAddresses(from: number, count: number): string[] {
  const all = walletKeys(SEED, 0, from + count)[0]?.addresses as string[];
  return all.slice(from);
}

export interface SweepBench {
  project: KitProject;
  stub: SignerServiceStub;
  seedFile: string;
  /** The commands still running: a failed test's are stopped by close(), never left behind. */
  running: Set<ChildProcess>;
  close(): Promise<void>;
}

export async function startSweepBench(): Promise<SweepBench> {
  const [project, stub] = await startTogether(
    part(installKit({ packages: ["@crypto-checkout/signer"] }), (started) => started.remove()),
    part(startSignerServiceStub({ apiKey: SWEEP_API_KEY, pageSize: 8 }), (started) => started.close()),
  );
  const seedFile = join(project.dir, "shop-seed");
  writeFileSync(seedFile, `${TEST_MNEMONIC}\n`);
  chmodSync(seedFile, 0o600);
  stub.state.keys = walletKeys(SEED, 0).map(({ family, addresses }) => ({ family, firstAddresses: addresses, highestIndex: 100 }));
  const running = new Set<ChildProcess>();
  return {
    project,
    stub,
    seedFile,
    running,
    async close() {
      for (const child of running) child.kill("SIGKILL");
      project.remove();
      await stub.close();
    },
  };
}

/**
 * Pays `amounts[i]` of the token at `contract` to order address `from + i` (in batches, a few
 * transfers a transaction) and seeds the stub with them as the service's funded addresses.
 */
export async function payOrders(
  anvil: Anvil,
  stub: SignerServiceStub,
  options: { network: string; assetId: string; contract: string; from: number; amounts: bigint[]; shown: string[] },
): Promise<string[]> {
  const addresses = orderAddresses(options.from, options.amounts.length);
  for (let start = 0; start < addresses.length; start += 8) {
    const transfers = addresses.slice(start, start + 8).map((to, i) => ({ to, value: options.amounts[start + i] as bigint }));
    await anvil.send({ to: options.contract, data: tokenCalls.batch(transfers) });
  }
  stub.state.addresses[options.network] = addresses.map((address, i) => ({
    index: options.from + i,
    address,
    orderId: `ord_${options.from + i}`,
    assetId: options.assetId,
    amount: options.shown[i] as string,
    lastCreditAt: new Date().toISOString(),
  }));
  return addresses;
}

export const chainReads = (anvil: Anvil) => ({
  token: async (contract: string, address: string) =>
    BigInt(
      await anvil.rpc<string>("eth_call", [
        { to: contract, data: encodeFunctionData({ abi: erc20Abi, functionName: "balanceOf", args: [address as `0x${string}`] }) },
        "latest",
      ]),
    ),
  native: async (address: string) => BigInt(await anvil.rpc<string>("eth_getBalance", [address, "latest"])),
  nonce: async (address: string, tag: "latest" | "pending" = "latest") =>
    Number(await anvil.rpc<string>("eth_getTransactionCount", [address, tag])),
  fund: (address: string, wei: bigint) => anvil.rpc("anvil_setBalance", [address, hex(wei)]),
  automine: (on: boolean) => anvil.rpc("evm_setAutomine", [on]),
  /** The hashes the node holds unmined from `from`, by nonce. */
  async pendingFrom(from: string): Promise<Array<{ nonce: number; hash: string }>> {
    const pool = await anvil.rpc<{ pending: Record<string, Record<string, { hash: string }>> }>("txpool_content");
    const entry = Object.entries(pool.pending).find(([sender]) => sender.toLowerCase() === from.toLowerCase())?.[1] ?? {};
    return Object.entries(entry)
      .map(([nonce, tx]) => ({ nonce: Number(nonce), hash: tx.hash }))
      .sort((a, b) => a.nonce - b.nonce);
  },
  drop: (hash: string) => anvil.rpc("anvil_dropTransaction", [hash]),
});

export interface Running {
  child: ChildProcess;
  /** Resolves once the output so far matches `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** The command as npm linked it, as a process: stdin closed (a question is answered no), output collected. */
export function runSigner(bench: SweepBench, args: string[]): Running {
  const bin = join(bench.project.dir, "node_modules", ".bin", "crypto-checkout-signer");
  const env = { ...process.env, CRYPTO_CHECKOUT_URL: bench.stub.url, CRYPTO_CHECKOUT_API_KEY: SWEEP_API_KEY };
  const child = spawn(bin, args, { cwd: bench.project.dir, env, stdio: ["pipe", "pipe", "pipe"] });
  child.stdin.end("");
  bench.running.add(child);
  child.once("exit", () => bench.running.delete(child));
  let stdout = "";
  let stderr = "";
  const waiters: Array<{ pattern: RegExp; resolve(): void }> = [];
  const check = () => {
    for (const waiter of [...waiters])
      if (waiter.pattern.test(stdout)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
  };
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    check();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return {
    child,
    done,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ pattern, resolve });
        check();
        // A run that ends without the line fails the wait, with what it said.
        void done.then(() => reject(new Error(`the command ended without ${pattern}:\n${stdout}\n${stderr}`)));
      }),
  };
}

/** The plan's rows as the command printed them: index, address, amount moved, top-up ("-": none). */
export function planRows(stdout: string): Array<{ index: number; address: string; move: string; topUp: string }> {
  return [...stdout.matchAll(/^ {2}(\d+) +(0x[0-9a-fA-F]{40}) +(\S+ \S+) +(\S+(?: \S+)?)$/gm)].map((m) => ({
    index: Number(m[1]),
    address: m[2] as string,
    move: m[3] as string,
    topUp: m[4] as string,
  }));
}
