// Requests a day to each network's node (bench/README.md, "Chain mode"): a watcher of the bench's
// own over a counting JSON-RPC client against anvil, with each network's default poll, idle poll
// and `finalized` use, ticked a bounded number of times while blocks are mined at the network's
// block time per poll; its requests per tick times the ticks of a day. Idle: no order, payout or
// transfer waits (the loop ticks at the idle poll); busy: 100 open token orders (every poll).
// And the log queries a block at 100, 10,000 and 100,000 watched addresses: a range of one block
// read through a stub node that counts them, at the default threshold for reading by contract
// and, for comparison, by recipient whatever the count.
// `npx tsx bench/chain-requests.ts` alone.
import { randomBytes } from "node:crypto";
import type { NetworkId } from "../src/shared/index.ts";
import { readRange } from "../server/chain/range-scan.ts";
import { createRpcClient, type RpcClient } from "../server/chain/rpc-client.ts";
import { DEFAULT_CONTRACT_SCAN_AT, DEFAULT_IDLE_POLL_MS, DEFAULT_POLL_MS, type NetworkSettings } from "../server/chain/settings.ts";
import { systemClock } from "../server/domain/clock.ts";
import { installToken, startAnvil, type Anvil } from "../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver } from "../test/support/chain/chain-app.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const DAY_MS = 86_400_000;

/** Each network's block time (BSC's since its 0.75 s blocks of 2025) and whether its watcher asks for `finalized`. */
const PROFILES: { network: NetworkId; blockMs: number; useFinalized: boolean }[] = [
  { network: "ethereum", blockMs: 12_000, useFinalized: false },
  { network: "bsc", blockMs: 750, useFinalized: true },
  { network: "tron", blockMs: 3000, useFinalized: true },
];

export interface DailyCalls {
  network: NetworkId;
  pollMs: number;
  idlePollMs: number;
  blockMs: number;
  /** Requests per tick, measured. */
  idlePerTick: number;
  busyPerTick: number;
  /** Extrapolated to a day of ticks. */
  idlePerDay: number;
  busyPerDay: number;
}

/** Ticks `ticks` times, mining the blocks `everyMs` of the network's time holds before each: requests per tick. */
async function perTick(
  anvil: Anvil,
  tick: () => Promise<unknown>,
  requests: () => number,
  ticks: number,
  everyMs: number,
  blockMs: number,
) {
  const before = requests();
  for (let i = 0; i < ticks; i++) {
    const blocks = Math.floor(((i + 1) * everyMs) / blockMs) - Math.floor((i * everyMs) / blockMs);
    if (blocks > 0) await anvil.mine(blocks);
    await tick();
  }
  return (requests() - before) / ticks;
}

export async function measureDailyCalls(anvil: Anvil, ticks = 30, orders = 100): Promise<DailyCalls[]> {
  const out: DailyCalls[] = [];
  for (const { network, blockMs, useFinalized } of PROFILES) {
    const t = await startChainApp(anvil, "ethereum");
    try {
      const pollMs = DEFAULT_POLL_MS[network];
      const idlePollMs = Math.max(pollMs, DEFAULT_IDLE_POLL_MS);
      const settings: NetworkSettings = {
        ...(t.mode.settings.networks.ethereum as NetworkSettings),
        pollMs,
        idlePollMs,
        useFinalized,
        startBlock: null,
      };
      const rpc = createRpcClient({ url: anvil.url, timeoutMs: 10_000 });
      const watcher = watcherOver(t, {
        settings,
        rpc,
        clock: systemClock,
        owner: `bench-${randomBytes(4).toString("hex")}`,
        leaseMs: 60_000,
      });
      await watcher.tick(); // the first tick also checks the chain id
      const idlePerTick = await perTick(
        anvil,
        () => watcher.tick(),
        () => rpc.requests,
        ticks,
        idlePollMs,
        blockMs,
      );
      if (!watcher.quiet()) throw new Error(`${network}: the watcher is not quiet with nothing to wait for`);
      for (let i = 0; i < orders; i++) await t.createOrder("payment", "USDT_ERC20", "25");
      await watcher.tick();
      const busyPerTick = await perTick(
        anvil,
        () => watcher.tick(),
        () => rpc.requests,
        ticks * 2,
        pollMs,
        blockMs,
      );
      if (watcher.quiet()) throw new Error(`${network}: the watcher is quiet with ${orders} orders open`);
      out.push({
        network,
        pollMs,
        idlePollMs,
        blockMs,
        idlePerTick,
        busyPerTick,
        idlePerDay: Math.round((idlePerTick * DAY_MS) / idlePollMs),
        busyPerDay: Math.round((busyPerTick * DAY_MS) / pollMs),
      });
    } finally {
      await t.close();
    }
  }
  return out;
}

export interface QueriesPerBlock {
  addresses: number;
  /** At the default threshold (by contract from DEFAULT_CONTRACT_SCAN_AT on). */
  queries: number;
  /** Always by recipient (500 a query). */
  byRecipient: number;
}

/** eth_getLogs calls for a one-block range with `addresses` watched, through a stub node answering no logs. */
async function logQueries(addresses: number, contractScanAt: number): Promise<number> {
  let queries = 0;
  const stub = {
    requests: 0,
    batching: true,
    async call(method: string) {
      if (method === "eth_getLogs") queries++;
      return (method === "eth_getLogs" ? [] : { hash: "0x01" }) as never;
    },
    async batch() {
      return [];
    },
  } as unknown as RpcClient;
  const accounts = Array.from({ length: addresses }, () => randomBytes(20).toString("hex"));
  await readRange({
    rpc: stub,
    network: "ethereum",
    from: 100,
    to: 100,
    toHash: "0x01",
    overlap: 0,
    accounts,
    destinations: [],
    nativeTo: new Set(),
    nativeCheck: null,
    chunk: { size: 2000, max: 2000 },
    contracts: [USDT.toLowerCase(), TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDC_ERC20?.toLowerCase() ?? ""],
    contractScanAt,
  });
  return queries;
}

export async function measureQueriesPerBlock(counts = [100, 10_000, 100_000]): Promise<QueriesPerBlock[]> {
  const out: QueriesPerBlock[] = [];
  for (const addresses of counts) {
    out.push({
      addresses,
      queries: await logQueries(addresses, DEFAULT_CONTRACT_SCAN_AT),
      byRecipient: await logQueries(addresses, Number.POSITIVE_INFINITY),
    });
  }
  return out;
}

export function formatQueriesPerBlock(rows: readonly QueriesPerBlock[]): string[] {
  if (rows.length === 0) return [];
  return [
    `log queries a block at ${rows.map((r) => thousands(r.addresses)).join(" / ")} watched addresses: ${rows.map((r) => r.queries).join(" / ")} (by recipient only: ${rows.map((r) => r.byRecipient).join(" / ")}; by contract from ${thousands(DEFAULT_CONTRACT_SCAN_AT)})`,
  ];
}

const thousands = (n: number) => n.toLocaleString("en-US");

export function formatDailyCalls(rows: readonly DailyCalls[]): string[] {
  return rows.map(
    (r) =>
      `requests a day, ${r.network} (a block every ${r.blockMs / 1000} s; poll ${r.pollMs / 1000} s, idle ${r.idlePollMs / 1000} s): idle ${thousands(r.idlePerDay)} (${r.idlePerTick.toFixed(2)} a tick), 100 open orders ${thousands(r.busyPerDay)} (${r.busyPerTick.toFixed(2)} a tick)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const anvil = await startAnvil({ chainId: 1 });
  try {
    await installToken(anvil, [USDT], 6);
    for (const line of formatQueriesPerBlock(await measureQueriesPerBlock())) console.log(line);
    for (const line of formatDailyCalls(await measureDailyCalls(anvil))) console.log(line);
  } finally {
    await anvil.stop();
  }
}
