// A real EVM node for the chain-mode tests: anvil from the @foundry-rs package of this platform
// (its binary ships in the package; nothing is downloaded), on a port the kernel picks, with the
// test token (test-token.sol) installed at the pinned contract addresses the service watches.
// Blocks are mined on demand (anvil_mine), never on a timer, so a test waits on states.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { freePort } from "../ports.ts";
import { TEST_TOKEN_BYTECODE } from "./test-token-bytecode.ts";

const PLATFORM_PACKAGES: Record<string, string> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64",
  "win32-x64": "@foundry-rs/anvil-win32-amd64",
};

/** The installed platform package's binary (an optional dependency of @foundry-rs/anvil). */
export function anvilBinary(): string {
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) throw new Error(`anvil has no package for ${process.platform}-${process.arch}`);
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve(`${name}/package.json`);
  return join(dirname(packageJson), "bin", process.platform === "win32" ? "anvil.exe" : "anvil");
}

export interface Anvil {
  url: string;
  chainId: number;
  /** The first funded, unlocked account. */
  payer: string;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  mine(blocks?: number): Promise<void>;
  head(): Promise<number>;
  /** Sends a transaction from an unlocked account, mined in a block of its own; returns its hash. */
  send(tx: { to: string; data?: string; value?: bigint; from?: string }): Promise<string>;
  /** Sends without mining (the node's automine is off): the next `mine` includes it. */
  sendPending(tx: { to: string; data?: string; value?: bigint; from?: string }): Promise<string>;
  stop(): Promise<void>;
}

export const hex = (value: bigint | number) => `0x${value.toString(16)}`;
const word = (value: bigint) => value.toString(16).padStart(64, "0");
const addressWord = (address: string) => address.slice(2).toLowerCase().padStart(64, "0");
const selector = (signature: string) =>
  Array.from(keccak_256(new TextEncoder().encode(signature)).slice(0, 4), (b) => b.toString(16).padStart(2, "0")).join("");

export const tokenCalls = {
  mint: (to: string, value: bigint) => `0x${selector("mint(address,uint256)")}${addressWord(to)}${word(value)}`,
  transfer: (to: string, value: bigint) => `0x${selector("transfer(address,uint256)")}${addressWord(to)}${word(value)}`,
  batch(transfers: { to: string; value: bigint }[]): string {
    const n = BigInt(transfers.length);
    // Two dynamic arrays: their offsets, then each as its length and items.
    const first = 64n;
    const second = first + 32n + 32n * n;
    return `0x${selector("batch(address[],uint256[])")}${word(first)}${word(second)}${word(n)}${transfers.map((t) => addressWord(t.to)).join("")}${word(n)}${transfers.map((t) => word(t.value)).join("")}`;
  },
};

export interface AnvilOptions {
  chainId: number;
  /** 1 puts the node's finalized block two behind its head (as BSC's fast finality, TRON's solidified block). */
  slotsInAnEpoch?: number;
}

/** Starts anvil with automine off (blocks only when a test mines them). */
export async function startAnvil(options: AnvilOptions): Promise<Anvil> {
  const port = await freePort();
  const args = ["--port", String(port), "--host", "127.0.0.1", "--chain-id", String(options.chainId), "--no-mining", "--silent"];
  if (options.slotsInAnEpoch) args.push("--slots-in-an-epoch", String(options.slotsInAnEpoch));
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  let id = 0;
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
  for (let tries = 0; ; tries++) {
    try {
      await rpc("eth_chainId");
      break;
    } catch (error) {
      if (tries > 200 || child.exitCode !== null) throw new Error(`anvil did not start: ${errors || String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const [payer] = await rpc<string[]>("eth_accounts");
  if (!payer) throw new Error("anvil has no accounts");
  const mine = async (blocks = 1) => {
    await rpc("anvil_mine", [hex(blocks)]);
  };
  const sendPending = (tx: { to: string; data?: string; value?: bigint; from?: string }) =>
    rpc<string>("eth_sendTransaction", [
      {
        from: tx.from ?? payer,
        // No `to`: a contract creation.
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.value !== undefined ? { value: hex(tx.value) } : {}),
        gas: hex(500_000),
      },
    ]);
  return {
    url,
    chainId: options.chainId,
    payer,
    rpc,
    mine,
    head: async () => Number(await rpc<string>("eth_blockNumber")),
    sendPending,
    async send(tx) {
      const hash = await sendPending(tx);
      await mine(1);
      return hash;
    },
    async stop() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * Deploys the test token and copies its runtime code to each `at` address (a pinned contract
 * of the service's table), so the service watches its real contracts; returns `at`.
 */
export async function installToken(anvil: Anvil, at: string[], decimals: number): Promise<void> {
  const hash = await anvil.send({ to: "", data: `${TEST_TOKEN_BYTECODE}${word(BigInt(decimals))}` });
  const receipt = await anvil.rpc<{ contractAddress: string }>("eth_getTransactionReceipt", [hash]);
  const code = await anvil.rpc<string>("eth_getCode", [receipt.contractAddress, "latest"]);
  for (const address of at) await anvil.rpc("anvil_setCode", [address, code]);
}

/** A deployed copy of the test token at an address of its own (a token nobody pinned). */
export async function deployToken(anvil: Anvil, decimals: number): Promise<string> {
  const hash = await anvil.send({ to: "", data: `${TEST_TOKEN_BYTECODE}${word(BigInt(decimals))}` });
  return (await anvil.rpc<{ contractAddress: string }>("eth_getTransactionReceipt", [hash])).contractAddress;
}

/** Far more than any test sends, so that no test runs the payer dry. */
const PAYER_WHOLE_TOKENS = 1_000_000n;

/** Mints the payer a million whole tokens at each of `at` (each a test token of `decimals` digits). */
export async function fundPayer(anvil: Anvil, at: string[], decimals: number): Promise<void> {
  for (const address of at) {
    await anvil.send({ to: address, data: tokenCalls.mint(anvil.payer, PAYER_WHOLE_TOKENS * 10n ** BigInt(decimals)) });
  }
}

export interface TokenAnvilOptions extends AnvilOptions {
  /** The pinned contracts the test token is installed at. */
  tokens: string[];
  decimals: number;
}

/**
 * anvil with the test token at each of `tokens` and the payer funded with it: the node every
 * chain test that pays starts from. Stopped again when the token cannot be installed, so that a
 * failed start leaves no node running.
 */
export async function startTokenAnvil(options: TokenAnvilOptions): Promise<Anvil> {
  const anvil = await startAnvil(options);
  try {
    await installToken(anvil, options.tokens, options.decimals);
    await fundPayer(anvil, options.tokens, options.decimals);
    return anvil;
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
