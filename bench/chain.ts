// Chain mode's numbers (bench/README.md, "Chain mode"), against a real node (anvil) with the
// test token at USDT-ERC20's pinned address, the service in process over SQLite in memory:
// - catch-up: RPC requests and wall time for one watcher to read 1,000 and 10,000 blocks from its
//   cursor, with tokens only and with an order that wants the native coin (whose blocks are read whole);
// - detection: a transfer mined → the payer's held read answers with it, over the poll interval;
// - memory: the watcher's heap per watched address, at 100,000 addresses;
// - requests a day per network, idle and with 100 open orders (chain-requests.ts).
// `npx tsx bench/chain.ts` alone (`… memory`: that part only), or the `chain` part of `npm run bench`.
import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createRpcClient, type RpcClient } from "../server/chain/rpc-client.ts";
import type { NetworkWatcher } from "../server/chain/watcher.ts";
import { systemClock } from "../server/domain/clock.ts";
import { createIds } from "../server/domain/ids.ts";
import type { OrderRecord } from "../server/domain/types.ts";
import { INTEGRATION_ID } from "../server/testing.ts";
import { installToken, startAnvil, tokenCalls, type Anvil } from "../test/support/chain/anvil.ts";
import { startChainApp, TOKEN_CONTRACTS_FOR_TESTS, watcherOver, type ChainApp } from "../test/support/chain/chain-app.ts";
import { EVM_ADDRESSES } from "../test/support/chain/keys.ts";
import {
  type DailyCalls,
  formatDailyCalls,
  formatQueriesPerBlock,
  measureDailyCalls,
  measureQueriesPerBlock,
  type QueriesPerBlock,
} from "./chain-requests.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

export interface ChainCatchUp {
  blocks: number;
  native: boolean;
  requests: number;
  ms: number;
  /** Transfers in the range that the catch-up detected, of those sent. */
  detected: number;
  sent: number;
}

export interface ChainBenchResult {
  catchUp: ChainCatchUp[];
  detection: { pollMs: number; samples: number[]; p50: number; max: number };
  memory: { addresses: number; heapBytes: number; perAddress: number };
  /** Absent from runs before it was measured. */
  daily?: DailyCalls[];
  queriesPerBlock?: QueriesPerBlock[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A watcher of its own over the app's store, and the client whose HTTP requests it counts. */
function watcherOf(t: ChainApp, anvil: Anvil, startBlock: number, pollMs = 50): { watcher: NetworkWatcher; rpc: RpcClient } {
  const settings = { ...(t.mode.settings.networks.ethereum as NonNullable<typeof t.mode.settings.networks.ethereum>), startBlock, pollMs };
  const rpc = createRpcClient({ url: anvil.url, timeoutMs: 10_000 });
  const watcher = watcherOver(t, {
    settings,
    rpc,
    clock: systemClock,
    owner: `bench-${randomBytes(4).toString("hex")}`,
    leaseMs: 60_000,
  });
  return { watcher, rpc };
}

/**
 * Times a fresh watcher (a fresh store, whose first deposit order gets the xpub's index 0, the
 * address the mined transfers went to) reading the last `blocks` blocks up to the head.
 */
async function catchUp(anvil: Anvil, blocks: number, native: boolean, transfersAt: number[]): Promise<ChainCatchUp> {
  const t = await startChainApp(anvil, "ethereum");
  try {
    const order = await t.createOrder("deposit", "USDT_ERC20");
    if (native) await t.createOrder("deposit", "ETH");
    const start = (await anvil.head()) - blocks + 1;
    const { watcher, rpc } = watcherOf(t, anvil, start);
    const began = performance.now();
    let result = await watcher.tick();
    while (result === "behind") result = await watcher.tick();
    const ms = performance.now() - began;
    const detected = (await t.store.chain.transfersOfOrder(order.orderId)).length;
    return { blocks, native, requests: rpc.requests, ms, detected, sent: transfersAt.filter((n) => n >= start).length };
  } finally {
    await t.close();
  }
}

/** 10,000 blocks, mined once, with a transfer to index 0's address every 1,000. */
async function mineChain(anvil: Anvil, blocks: number): Promise<number[]> {
  const address = EVM_ADDRESSES[0] as string;
  const at: number[] = [];
  const mining = performance.now();
  for (let i = 0; i < 10; i++) {
    const hash = await anvil.send({ to: USDT, data: tokenCalls.transfer(address, 1_000_000n) });
    at.push(Number((await anvil.rpc<{ blockNumber: string }>("eth_getTransactionReceipt", [hash])).blockNumber));
    await anvil.mine(blocks / 10 - 1);
  }
  process.stderr.write(`  chain: ${blocks} blocks mined in ${Math.round(performance.now() - mining)} ms\n`);
  return at;
}

async function detection(anvil: Anvil, pollMs: number, samples: number): Promise<ChainBenchResult["detection"]> {
  const t = await startChainApp(anvil, "ethereum");
  const { watcher } = watcherOf(t, anvil, (await anvil.head()) + 1, pollMs);
  const out: number[] = [];
  try {
    watcher.start();
    for (let i = 0; i < samples; i++) {
      const order = await t.createOrder("payment", "USDT_ERC20", "25");
      const path = `/checkout/v1/integrations/${INTEGRATION_ID}/orders/${order.orderId}`;
      const first = await t.app.request(path);
      const etag = first.headers.get("ETag") ?? "";
      await first.arrayBuffer();
      const held = t.app.request(path, { headers: { "If-None-Match": etag, Prefer: "wait=25" } });
      await anvil.sendPending({ to: USDT, data: tokenCalls.transfer(order.paymentAddress, 25_000_000n) });
      // Blocks come at random moments of the poll, as on a real chain.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * pollMs));
      const mined = performance.now();
      await anvil.mine(1);
      const answer = await held;
      const body = (await answer.json()) as { transactions?: unknown[] };
      if (answer.status !== 200 || !body.transactions?.length)
        throw new Error(`the held read answered ${answer.status} without the transfer`);
      out.push(performance.now() - mined);
    }
  } finally {
    await watcher.stop();
    await t.close();
  }
  return { pollMs, samples: out, p50: median(out), max: Math.max(...out) };
}

function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** 100,000 orders with addresses written straight through the store's transaction, then loaded by a watcher's tick. */
async function memory(anvil: Anvil, addresses: number): Promise<ChainBenchResult["memory"]> {
  const t = await startChainApp(anvil, "ethereum");
  try {
    const model = await t.createOrder("deposit", "USDT_ERC20");
    const record = (await t.store.getOrder(model.orderId)) as OrderRecord;
    const ids = createIds();
    for (let done = 0; done < addresses; done += 1000) {
      await t.store.transaction(
        async (tx) => {
          for (let i = done; i < Math.min(addresses, done + 1000); i++) {
            const account = randomBytes(20).toString("hex");
            const order: OrderRecord = { ...structuredClone(record), id: ids.next("ord"), paymentAddress: `0x${account}` };
            await tx.insertOrder(order);
            await tx.chain.insertAddress({ family: "evm", index: 1_000_000 + i, account, orderId: order.id, watchUntil: null });
          }
        },
        { now: new Date().toISOString() },
      );
    }
    const { watcher } = watcherOf(t, anvil, await anvil.head());
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    await watcher.tick();
    collectGarbage();
    const heapBytes = process.memoryUsage().heapUsed - before;
    const count = watcher.watchedCount();
    return { addresses: count, heapBytes, perAddress: heapBytes / count };
  } finally {
    await t.close();
  }
}

export async function measureChain(): Promise<ChainBenchResult> {
  const anvil = await startAnvil({ chainId: 1 });
  try {
    await installToken(anvil, [USDT], 6);
    await anvil.send({ to: USDT, data: tokenCalls.mint(anvil.payer, 10n ** 15n) });
    const catchUps: ChainCatchUp[] = [];
    const transfersAt = await mineChain(anvil, 10_000);
    for (const [blocks, native] of [
      [1000, false],
      [10_000, false],
      [1000, true],
      [10_000, true],
    ] as const) {
      const run = await catchUp(anvil, blocks, native, transfersAt);
      process.stderr.write(`  chain: ${formatChain({ catchUp: [run] } as ChainBenchResult)[0]}\n`);
      catchUps.push(run);
    }
    return {
      catchUp: catchUps,
      detection: await detection(anvil, 1000, 10),
      memory: await memory(anvil, 100_000),
      daily: await measureDailyCalls(anvil),
      queriesPerBlock: await measureQueriesPerBlock(),
    };
  } finally {
    await anvil.stop();
  }
}

export function formatChain(r: ChainBenchResult): string[] {
  if (!r.detection || !r.memory) return r.catchUp.map((c) => `catch-up ${c.blocks} blocks: ${c.requests} requests, ${Math.round(c.ms)} ms`);
  return [
    ...r.catchUp.map(
      (c) =>
        `catch-up ${c.blocks} blocks${c.native ? " (with a native-coin order)" : ""}: ${c.requests} RPC requests, ${Math.round(c.ms)} ms, ${c.detected}/${c.sent} transfers detected`,
    ),
    `detection, mined → held read answered, poll ${r.detection.pollMs} ms: p50 ${Math.round(r.detection.p50)} ms, max ${Math.round(r.detection.max)} ms (${r.detection.samples.length} samples)`,
    `memory: ${Math.round(r.memory.perAddress)} bytes per watched address (${r.memory.addresses} addresses, ${(r.memory.heapBytes / 1e6).toFixed(1)} MB of heap)`,
    ...formatQueriesPerBlock(r.queriesPerBlock ?? []),
    ...formatDailyCalls(r.daily ?? []),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === "memory") {
    // The memory part alone (`npx tsx bench/chain.ts memory`): no 10,000 blocks to mine first.
    const anvil = await startAnvil({ chainId: 1 });
    try {
      const m = await memory(anvil, 100_000);
      console.log(
        `memory: ${Math.round(m.perAddress)} bytes per watched address (${m.addresses} addresses, ${(m.heapBytes / 1e6).toFixed(1)} MB of heap)`,
      );
    } finally {
      await anvil.stop();
    }
  } else {
    const result = await measureChain();
    for (const line of formatChain(result)) console.log(line);
  }
}
