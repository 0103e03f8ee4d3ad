// Chain mode's payouts against a real node (anvil, the test token at USDT-ERC20's pinned
// address), the service in process over SQLite in memory, a watcher of its own running its loop:
// - detection: the merchant's transfer paying a withdrawal mined → the payout read `seen`, over
//   the poll interval (the read is polled every 10 ms: that is the resolution);
// - cost of reading destinations: eth_getLogs calls (and HTTP requests) of one tick over the
//   same new blocks, with 0, 500 and 1,000 payouts open to distinct destinations.
// The operator's declared payout address is anvil's funded account, so the bench pays as a
// merchant's payout wallet would. Asserts nothing: the report's table holds the targets.
// `npx tsx bench/payouts.ts` alone, or the `chain` part of `npm run bench`.
import { randomBytes } from "node:crypto";
import { createRpcClient, type RpcCall, type RpcClient } from "../server/chain/rpc-client.ts";
import type { NetworkWatcher } from "../server/chain/watcher.ts";
import { systemClock } from "../server/domain/clock.ts";
import { CUSTOMER, EVM_DESTINATION, INTEGRATION_ID } from "../server/testing.ts";
import { toChecksumAddress } from "../src/shared/address.ts";
import { installToken, startAnvil, tokenCalls, type Anvil } from "../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../test/support/chain/chain-app.ts";
import { creditAsPaid } from "../test/support/chain/payout-app.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const OPEN_COUNTS = [0, 500, 1000];
/** New blocks each counted tick reads (one log query's range holds them all). */
const BLOCKS_PER_TICK = 10;

export interface PayoutBenchResult {
  detection: { pollMs: number; samples: number[]; p50: number; max: number };
  /** Per count of open payouts: the median of three ticks' eth_getLogs calls and HTTP requests. */
  logReads: { open: number; getLogs: number; requests: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The node's client, counting the eth_getLogs calls made through it (alone or in a batch). */
function countingRpc(anvil: Anvil): RpcClient & { getLogs: number } {
  const inner = createRpcClient({ url: anvil.url, timeoutMs: 10_000 });
  const counted = {
    getLogs: 0,
    call<T>(method: string, params: unknown[]): Promise<T> {
      if (method === "eth_getLogs") counted.getLogs++;
      return inner.call<T>(method, params);
    },
    batch<T>(calls: RpcCall[]): Promise<T[]> {
      counted.getLogs += calls.filter((c) => c.method === "eth_getLogs").length;
      return inner.batch<T>(calls);
    },
    get requests() {
      return inner.requests;
    },
    get batching() {
      return inner.batching;
    },
  };
  return counted;
}

function watcherOf(t: ChainApp, rpc: RpcClient, startBlock: number, pollMs: number): NetworkWatcher {
  const settings = { ...(t.mode.settings.networks.ethereum as NonNullable<typeof t.mode.settings.networks.ethereum>), startBlock, pollMs };
  return watcherOver(t, { settings, rpc, clock: systemClock, owner: `bench-${randomBytes(4).toString("hex")}`, leaseMs: 60_000 });
}

/** A withdrawal of `amount` USDT to `destination` through the API: its payout's order id. */
async function withdraw(t: ChainApp, amount: string, destination: string): Promise<string> {
  const res = await t.call("POST", "/api/v1/order/withdrawal", {
    integrationId: INTEGRATION_ID,
    assetId: "USDT_ERC20",
    amount,
    destinationAddress: destination,
    customer: CUSTOMER,
  });
  if (res.status !== 201) throw new Error(`withdrawal refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { orderId: string }).orderId;
}

async function payoutState(t: ChainApp, orderId: string): Promise<string> {
  return ((await t.order(orderId)) as { payout: { state: string } }).payout.state;
}

/** Bench watcher: one lease owner for both parts (another would wait out the first's lease). */
interface Watching {
  watcher: NetworkWatcher;
  rpc: RpcClient & { getLogs: number };
  pollMs: number;
}

async function detection(
  t: ChainApp,
  anvil: Anvil,
  { watcher, pollMs }: Watching,
  samples: number,
): Promise<PayoutBenchResult["detection"]> {
  const out: number[] = [];
  try {
    watcher.start();
    for (let i = 0; i < samples; i++) {
      // A distinct amount each, so each transfer can pay only its own payout.
      const units = 1_000_000n + BigInt(i + 1);
      const orderId = await withdraw(t, `1.${String(i + 1).padStart(6, "0")}`, EVM_DESTINATION);
      await anvil.sendPending({ to: USDT, data: tokenCalls.transfer(EVM_DESTINATION, units) });
      // Blocks come at random moments of the poll, as on a real chain.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * pollMs));
      const mined = performance.now();
      await anvil.mine(1);
      const end = mined + 30_000;
      while ((await payoutState(t, orderId)) !== "seen") {
        if (performance.now() > end) throw new Error(`payout ${orderId} not seen within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      out.push(performance.now() - mined);
    }
  } finally {
    await watcher.stop();
  }
  return { pollMs, samples: out, p50: median(out), max: Math.max(...out) };
}

async function logReads(t: ChainApp, anvil: Anvil, { watcher, rpc }: Watching): Promise<PayoutBenchResult["logReads"]> {
  await watcher.tick();
  // The payouts the detection left are seen; these count from zero open ones.
  const out: PayoutBenchResult["logReads"] = [];
  let opened = 0;
  for (const open of OPEN_COUNTS) {
    for (; opened < open; opened++) await withdraw(t, "0.01", toChecksumAddress(`0x${randomBytes(20).toString("hex")}`));
    const counts: { getLogs: number; requests: number }[] = [];
    for (let round = 0; round < 3; round++) {
      await anvil.mine(BLOCKS_PER_TICK);
      const [logs, requests] = [rpc.getLogs, rpc.requests];
      await watcher.tick();
      counts.push({ getLogs: rpc.getLogs - logs, requests: rpc.requests - requests });
    }
    out.push({ open, getLogs: median(counts.map((c) => c.getLogs)), requests: median(counts.map((c) => c.requests)) });
  }
  return out;
}

export async function measurePayouts(): Promise<PayoutBenchResult> {
  const anvil = await startAnvil({ chainId: 1 });
  try {
    await installToken(anvil, [USDT], 6);
    await anvil.send({ to: USDT, data: tokenCalls.mint(anvil.payer, 10n ** 15n) });
    const t = await startChainApp(anvil, "ethereum", { PAYOUT_ADDRESSES_ETHEREUM: anvil.payer });
    try {
      // The merchant's balance, as a credited payment leaves it: enough for every withdrawal here.
      const paid = await t.createOrder("payment", "USDT_ERC20", "25");
      await creditAsPaid(t.store, paid.orderId, "100000", anvil.payer);
      const rpc = countingRpc(anvil);
      const pollMs = 1000;
      const watching = { rpc, pollMs, watcher: watcherOf(t, rpc, (await anvil.head()) + 1, pollMs) };
      const detected = await detection(t, anvil, watching, 10);
      // Done with: the seen payouts completed, so the counts below start from none open.
      await anvil.mine(t.mode.settings.networks.ethereum?.confirmations ?? 12);
      return { detection: detected, logReads: await logReads(t, anvil, watching) };
    } finally {
      await t.close();
    }
  } finally {
    await anvil.stop();
  }
}

export function formatPayouts(r: PayoutBenchResult): string[] {
  return [
    `payout detection, mined → read seen, poll ${r.detection.pollMs} ms: median ${Math.round(r.detection.p50)} ms, max ${Math.round(r.detection.max)} ms (${r.detection.samples.length} samples)`,
    `payout destinations read per tick of ${BLOCKS_PER_TICK} blocks: ${r.logReads.map((l) => `${l.open} open → ${l.getLogs} eth_getLogs (${l.requests} HTTP requests)`).join("; ")}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePayouts();
  for (const line of formatPayouts(result)) console.log(line);
}
