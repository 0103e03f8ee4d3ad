#!/usr/bin/env node
// `crypto-checkout-signer`: the operator's command. It runs where the wallet's secret is (the
// operator's machine), reads that secret from a file, and talks to the service only with the
// API key: the service stays keyless, and nothing that could sign ever crosses to it.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { isAddress, parseEther, parseUnits } from "viem";
import { signerAt, walletKeys } from "./derive.ts";
import { createEvmNode, type EvmNode } from "./evm-node.ts";
import { keysMismatch } from "./keys-check.ts";
import { errorText } from "./error-text.ts";
import { type EvmNetwork, FeeGuard, payPayouts } from "./pay.ts";
import { payoutsText } from "./payouts-list.ts";
import { type MnemonicSecret, readMnemonicFile, readPrivateKeyFile, type Secret, SecretRefused } from "./secret.ts";
import { createServiceClient, payoutToPay, ServiceRefused } from "./service.ts";
import { tronAddressBytes, tronAddressOf } from "./tron-address.ts";
import { tronOptions } from "./tron-options.ts";
import { journalBeside, openJournal } from "./tron-journal.ts";
import { sweepTron, TRON_SWEEP_ASSETS, tronSummaryText } from "./tron-sweep.ts";
import type { TronSweepAsset } from "./tron-sweep-plan.ts";
import { assetsOn, SWEEP_ASSETS, type SweepAsset } from "./sweep-assets.ts";
import { unitsOf } from "./sweep-plan.ts";
import { sweep, SweepRefused, summaryText } from "./sweep.ts";
import { xpubText } from "./xpub.ts";

const USAGE = `Usage: crypto-checkout-signer <command> [flags]

Commands:
  xpub            print XPUB_EVM and XPUB_TRON of the seed's account and their first addresses
  check           check the seed is the wallet the service hands out addresses from
  payouts list    the open payouts
  payouts pay     pay the open payouts (Ethereum, BNB Smart Chain, TRON): [--id <orderId>]… [--yes] [--max-fee <coin>] [--fee-limit <trx>]
  sweep           move what the funded order addresses hold to one address (Ethereum, BNB Smart Chain, TRON):
                  --network <ethereum|bsc|tron> --to <address> [--asset <assetId>] [--min <amount>]
                  [--gas-index <n> | --private-key-file <path>] [--max-fee <coin>] [--dry-run] [--yes]
                  --gas-index pays the fee top-ups from order address n of the seed, or
                  --private-key-file from the payout address whose key it holds; --max-fee
                  bounds the whole sweep's fees (in TRX on tron; --fee-limit caps each token
                  transfer's energy there); a rerun finishes a stopped sweep

The wallet's secret, read from a file only (never an argument or an environment variable):
  --mnemonic-file <path>     the BIP-39 mnemonic (a file only its owner can read: chmod 600)
  --private-key-file <path>  the key of a single payout address
  --account <n>              the seed's account (default 0): m/44'/60'/n' and m/44'/195'/n'

The networks' nodes (JSON-RPC):
  --rpc-url-ethereum <url>  (default: $CHAIN_RPC_URL_ETHEREUM)
  --rpc-url-bsc <url>       (default: $CHAIN_RPC_URL_BSC)
  --max-fee <amount>        the most one transaction (payouts pay) or the whole sweep may cost in
                            ETH or BNB, such as 0.002: the run stops before sending anything dearer

TRON (java-tron's HTTP API, the part before /wallet/):
  --tron-api-url <url>      (default: $CHAIN_TRON_API_URL), such as https://api.trongrid.io
  --tron-api-key <key>      sent as the TRON-PRO-API-KEY header (default: $TRON_PRO_API_KEY)
  --fee-limit <amount>      the most TRX a token transfer may burn for energy (default 30)

The service:
  --service-url <url>  (default: $CRYPTO_CHECKOUT_URL)
  --api-key <key>      (default: $CRYPTO_CHECKOUT_API_KEY)

  --verbose            an error in full (a node's error is otherwise one line: what failed and the node's words)`;

const FLAGS = {
  "mnemonic-file": { type: "string" },
  "private-key-file": { type: "string" },
  account: { type: "string" },
  "service-url": { type: "string" },
  "api-key": { type: "string" },
  id: { type: "string", multiple: true },
  yes: { type: "boolean" },
  "max-fee": { type: "string" },
  "rpc-url-ethereum": { type: "string" },
  "rpc-url-bsc": { type: "string" },
  "tron-api-url": { type: "string" },
  "tron-api-key": { type: "string" },
  "fee-limit": { type: "string" },
  network: { type: "string" },
  to: { type: "string" },
  asset: { type: "string" },
  min: { type: "string" },
  "gas-index": { type: "string" },
  "dry-run": { type: "boolean" },
  verbose: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function fail(message: string): never {
  console.error(`crypto-checkout-signer: ${message}`);
  process.exit(1);
}

type Values = ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>["values"];

function account(values: Values): number {
  const text = values.account ?? "0";
  // Hardened indices run to 2^31 - 1.
  if (!/^\d+$/.test(text) || Number(text) > 0x7fffffff) return fail(`--account must be a whole number from 0 to 2147483647; got "${text}"`);
  return Number(text);
}

/** What was read from the secret's files: never printed, whichever error carries it (error-text.ts). */
const secretsRead: string[] = [];

function remembered<T extends Secret>(read: T): T {
  if (read.kind === "mnemonic") secretsRead.push(read.words);
  else secretsRead.push(read.key, read.key.slice(2));
  return read;
}

function readMnemonic(path: string): MnemonicSecret {
  return remembered(readMnemonicFile(path));
}

function readPrivateKey(path: string) {
  return remembered(readPrivateKeyFile(path));
}

function secret(values: Values): Secret {
  const mnemonic = values["mnemonic-file"];
  const privateKey = values["private-key-file"];
  if (mnemonic && privateKey) return fail("give --mnemonic-file or --private-key-file, not both");
  if (mnemonic) return readMnemonic(mnemonic);
  if (privateKey) return readPrivateKey(privateKey);
  return fail("the wallet's secret is missing: --mnemonic-file <path> (or --private-key-file <path>)");
}

function mnemonicOnly(values: Values, command: string): MnemonicSecret {
  const read = secret(values);
  if (read.kind !== "mnemonic") return fail(`${command} needs the seed: --mnemonic-file <path>`);
  return read;
}

function service(values: Values) {
  const serviceUrl = values["service-url"] ?? process.env.CRYPTO_CHECKOUT_URL;
  if (!serviceUrl) return fail("the service's URL is missing: --service-url or CRYPTO_CHECKOUT_URL");
  let url: URL;
  try {
    url = new URL(serviceUrl);
  } catch {
    return fail(`--service-url must be an http(s) URL; got "${serviceUrl}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fail(`--service-url must be an http(s) URL; got "${serviceUrl}"`);
  const apiKey = values["api-key"] ?? process.env.CRYPTO_CHECKOUT_API_KEY;
  if (!apiKey) return fail("the API key is missing: --api-key or CRYPTO_CHECKOUT_API_KEY");
  return createServiceClient({ serviceUrl, apiKey });
}

function nodes(values: Values): Partial<Record<EvmNetwork, EvmNode>> {
  const found: Partial<Record<EvmNetwork, EvmNode>> = {};
  for (const network of ["ethereum", "bsc"] as const) {
    const url = values[`rpc-url-${network}`] ?? process.env[`CHAIN_RPC_URL_${network.toUpperCase()}`];
    if (url) found[network] = createEvmNode(url);
  }
  return found;
}

function maxFee(values: Values): bigint | null {
  const text = values["max-fee"];
  if (text === undefined) return null;
  if (!/^\d+(\.\d{1,18})?$/.test(text)) return fail(`--max-fee must be an amount of the native coin such as 0.002; got "${text}"`);
  return parseEther(text);
}

/** Asks on the terminal; anything but y or yes (an empty line, a closed stdin) is no. */
async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const closed = new Promise<string>((resolve) => prompt.once("close", () => resolve("")));
  const answer = await Promise.race([prompt.question(`${question} [y/N] `), closed]);
  prompt.close();
  return /^y(es)?$/i.test(answer.trim());
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ options: FLAGS, allowPositionals: true });
  } catch (error) {
    // An unknown flag is refused before anything is read: a secret typed as an argument
    // (--mnemonic "…") stops here, and the message repeats only the flag's name.
    const flag = /'(--?[\w-]+)/.exec((error as Error).message)?.[1] ?? "an argument";
    return fail(`unknown or malformed ${flag}: the secret is read from a file only (--mnemonic-file)\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const command = positionals.join(" ");
  switch (command) {
    case "xpub":
      process.stdout.write(xpubText(mnemonicOnly(values, "xpub"), account(values)));
      return;
    case "check": {
      const n = account(values);
      const keys = walletKeys(mnemonicOnly(values, "check"), n);
      const problems = keysMismatch(keys, (await service(values).keys()).families, n);
      if (problems.length > 0) return fail(`this is not the service's wallet:\n  ${problems.join("\n  ")}`);
      console.log(
        `The seed's account ${n} is the service's wallet (first addresses ${keys.map(({ addresses }) => addresses[0]).join(", ")}).`,
      );
      return;
    }
    case "payouts pay": {
      const read = secret(values);
      const client = service(values);
      const n = account(values);
      // Before anything is signed: this seed must be the wallet the service hands out addresses from.
      if (read.kind === "mnemonic") {
        const problems = keysMismatch(walletKeys(read, n), (await client.keys()).families, n);
        if (problems.length > 0) return fail(`this is not the service's wallet; nothing was signed:\n  ${problems.join("\n  ")}`);
      }
      const result = await payPayouts({
        service: client,
        nodes: nodes(values),
        tron: tronOptions(values, process.env, fail),
        secret: read,
        account: n,
        ids: values.id ?? [],
        maxFee: maxFee(values),
        confirm: values.yes ? async () => true : confirm,
        print: (line) => console.log(line),
      });
      console.log(`Sent ${result.sent.length}, skipped ${result.skipped.length}.`);
      return;
    }
    case "sweep":
      return runSweep(values);
    case "payouts list": {
      const open = [];
      for await (const item of service(values).payouts({ state: "awaitingPayment" })) open.push(payoutToPay(item));
      process.stdout.write(payoutsText(open, new Date()));
      return;
    }
    default:
      // Not repeated: a mnemonic pasted as words would land here, and then in the terminal's scrollback.
      return fail(`unknown command or stray arguments (${positionals.length} words, not repeated here)\n\n${USAGE}`);
  }
}

function sweepNetwork(values: Values): EvmNetwork | "tron" {
  const network = values.network;
  if (network === "ethereum" || network === "bsc" || network === "tron") return network;
  return fail(`--network must be ethereum, bsc or tron; got ${network === undefined ? "nothing" : `"${network}"`}`);
}

function index(values: Values, flag: "gas-index"): number | null {
  const text = values[flag];
  if (text === undefined) return null;
  if (!/^\d+$/.test(text) || Number(text) > 0x7fffffff) return fail(`--${flag} must be a whole number from 0 to 2147483647; got "${text}"`);
  return Number(text);
}

async function runSweep(values: Values): Promise<void> {
  const network = sweepNetwork(values);
  if (network === "tron") return runTronSweep(values);
  const to = values.to;
  if (!to || !isAddress(to))
    return fail(`--to must be the ${network} address to sweep to (0x and 40 hex digits); got ${to ? `"${to}"` : "nothing"}`);
  const known = assetsOn(network);
  let assets: SweepAsset[] | null = null;
  if (values.asset !== undefined) {
    const asset = SWEEP_ASSETS[values.asset];
    if (!asset || asset.network !== network)
      return fail(`--asset must be one of ${known.map(({ id }) => id).join(", ")} on ${network}; got "${values.asset}"`);
    assets = [asset];
  }
  if (values["mnemonic-file"] === undefined) return fail("sweep needs the seed the order addresses derive from: --mnemonic-file <path>");
  const gasIndex = index(values, "gas-index");
  if (gasIndex !== null && values["private-key-file"] !== undefined)
    return fail("give --gas-index or --private-key-file for the top-ups, not both");
  const seed = readMnemonic(values["mnemonic-file"]);
  const n = account(values);
  const node = nodes(values)[network];
  if (!node) return fail(`no ${network} node: give --rpc-url-${network} or CHAIN_RPC_URL_${network.toUpperCase()}`);
  const client = service(values);
  const problems = keysMismatch(walletKeys(seed, n), (await client.keys()).families, n);
  if (problems.length > 0) return fail(`this is not the service's wallet; nothing was signed:\n  ${problems.join("\n  ")}`);
  let gas = null;
  if (gasIndex !== null) {
    const gasAccount = signerAt(seed, "evm", n, gasIndex);
    gas = { account: gasAccount, label: `${gasAccount.address} (order address ${gasIndex})` };
  } else if (values["private-key-file"] !== undefined) {
    const gasAccount = signerAt(readPrivateKey(values["private-key-file"]), "evm", n, 0);
    gas = { account: gasAccount, label: `${gasAccount.address} (--private-key-file)` };
  }
  if (assets === null) {
    // Without --asset: every asset the funded orders on this network were for.
    const ids = new Set<string>();
    for await (const funded of client.fundedAddresses(network)) ids.add(funded.assetId);
    assets = known.filter(({ id }) => ids.has(id));
  }
  stopQuietly();
  for (const asset of assets) {
    let minimum = 0n;
    if (values.min !== undefined) {
      const parsed = unitsOf(values.min, asset.decimals);
      if (parsed === null)
        return fail(`--min must be an amount of ${asset.id} with at most ${asset.decimals} decimals, such as 1.5; got "${values.min}"`);
      minimum = parsed;
    }
    const summary = await sweep({
      service: client,
      node,
      seed,
      account: n,
      asset,
      to,
      min: minimum,
      gas,
      maxFee: maxFee(values),
      dryRun: values["dry-run"] === true,
      confirm: values.yes ? async () => true : confirm,
      print: (line) => console.log(line),
    });
    if (summary.sent) process.stdout.write(summaryText(summary));
  }
  if (assets.length === 0) console.log(`No funded order addresses on ${network}.`);
}

/** Ctrl-C: what was sent is on its way and what was not is not; a rerun reads the chain and finishes the rest. */
function stopQuietly(): void {
  process.once("SIGINT", () => {
    console.error("crypto-checkout-signer: stopped by Ctrl-C; what was sent stays sent: run the same sweep again to finish it");
    process.exit(130);
  });
}

async function runTronSweep(values: Values): Promise<void> {
  const to = values.to;
  if (!to || !tronAddressBytes(to))
    return fail(`--to must be the TRON address to sweep to (T…, base58); got ${to ? `"${to}"` : "nothing"}`);
  let assets: TronSweepAsset[] | null = null;
  if (values.asset !== undefined) {
    const asset = TRON_SWEEP_ASSETS[values.asset];
    if (!asset) return fail(`--asset must be one of ${Object.keys(TRON_SWEEP_ASSETS).join(", ")} on tron; got "${values.asset}"`);
    assets = [asset];
  }
  if (values["mnemonic-file"] === undefined) return fail("sweep needs the seed the order addresses derive from: --mnemonic-file <path>");
  const gasIndex = index(values, "gas-index");
  if (gasIndex !== null && values["private-key-file"] !== undefined)
    return fail("give --gas-index or --private-key-file for the top-ups, not both");
  const text = values["max-fee"];
  if (text !== undefined && !/^\d+(\.\d{1,6})?$/.test(text)) return fail(`--max-fee must be an amount of TRX such as 40; got "${text}"`);
  const maxFeeSun = text === undefined ? null : parseUnits(text, 6);
  const seed = readMnemonic(values["mnemonic-file"]);
  const n = account(values);
  const tron = tronOptions(values, process.env, fail);
  if (!tron) return fail("no TRON API: give --tron-api-url or CHAIN_TRON_API_URL");
  const client = service(values);
  const problems = keysMismatch(walletKeys(seed, n), (await client.keys()).families, n);
  if (problems.length > 0) return fail(`this is not the service's wallet; nothing was signed:\n  ${problems.join("\n  ")}`);
  let gas = null;
  if (gasIndex !== null) {
    const gasAccount = signerAt(seed, "tron", n, gasIndex);
    gas = { account: gasAccount, label: `${tronAddressOf(gasAccount.address)} (order address ${gasIndex})` };
  } else if (values["private-key-file"] !== undefined) {
    const gasAccount = signerAt(readPrivateKey(values["private-key-file"]), "tron", 0, 0);
    gas = { account: gasAccount, label: `${tronAddressOf(gasAccount.address)} (--private-key-file)` };
  }
  if (assets === null) {
    const ids = new Set<string>();
    for await (const funded of client.fundedAddresses("tron")) ids.add(funded.assetId);
    assets = Object.values(TRON_SWEEP_ASSETS).filter(({ id }) => ids.has(id));
  }
  stopQuietly();
  for (const asset of assets) {
    let minimum = 0n;
    if (values.min !== undefined) {
      const parsed = unitsOf(values.min, asset.decimals);
      if (parsed === null)
        return fail(`--min must be an amount of ${asset.id} with at most ${asset.decimals} decimals, such as 1.5; got "${values.min}"`);
      minimum = parsed;
    }
    const summary = await sweepTron({
      service: client,
      api: tron.api,
      seed,
      account: n,
      asset,
      to,
      min: minimum,
      gas,
      feeLimit: tron.feeLimit,
      maxFee: maxFeeSun,
      dryRun: values["dry-run"] === true,
      journal: openJournal(journalBeside(values["mnemonic-file"])),
      confirm: values.yes ? async () => true : confirm,
      print: (line) => console.log(line),
    });
    if (summary.sent) process.stdout.write(tronSummaryText(summary));
  }
  if (assets.length === 0) console.log("No funded order addresses on tron.");
}

main().catch((error: unknown) => {
  if (error instanceof SecretRefused || error instanceof ServiceRefused || error instanceof FeeGuard || error instanceof SweepRefused)
    fail(error.message);
  // Anything else: one line (a node's error: what failed and its words), in full under --verbose,
  // the secret never in either.
  fail(errorText(error, { verbose: process.argv.includes("--verbose"), secrets: secretsRead }));
});
