// The JSON-RPC client in a process of its own (tsx, started with --expose-gc), for what only a
// fresh process shows: its resident memory after answers over the cap (the test runner's own
// memory would drown it), and a node over TLS trusted through NODE_EXTRA_CA_CERTS (read only at
// a process's start). It asks `eth_getLogs` RPC_CALLS times of RPC_URL, capped at RPC_CAP_MIB,
// and prints one JSON line: each call's result or fault, and its RSS before and after, each
// after a full collection.
import { readFileSync } from "node:fs";
import { createRpcClient, RpcFault } from "../../../server/chain/rpc-client.ts";
import { runScript } from "../script-process.ts";

const MiB = 1024 * 1024;

export interface RpcProcessReport {
  outcomes: ({ result: unknown } | { kind: string; message: string })[];
  beforeRss: number;
  afterRss: number;
}

/** Runs the client in a child process against `url` and returns what it reported. */
export async function runRpcProcess(
  url: string,
  options: { calls: number; capMiB: number; env?: Record<string, string> },
): Promise<RpcProcessReport> {
  const run = await runScript("test/support/chain/rpc-process.ts", [], {
    nodeFlags: ["--expose-gc"],
    env: {
      ...process.env,
      ...options.env,
      RPC_PROCESS: "1",
      RPC_URL: url,
      RPC_CALLS: String(options.calls),
      RPC_CAP_MIB: String(options.capMiB),
    },
  });
  const line = run.stdout.split("\n").find((l) => l.startsWith("{"));
  if (run.code !== 0 || !line) throw new Error(`the client's process ended with ${run.code}: ${run.stderr}`);
  return JSON.parse(line) as RpcProcessReport;
}

const rss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1]) * 1024;
/** A full collection, then a turn of the loop so that closed sockets are let go, then another. */
const collect = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("start with --expose-gc");
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
};

async function main(): Promise<void> {
  const url = process.env.RPC_URL as string;
  const rpc = createRpcClient({ url, maxBodyBytes: Number(process.env.RPC_CAP_MIB) * MiB, timeoutMs: 60_000 });
  await collect();
  const beforeRss = rss();
  const outcomes: RpcProcessReport["outcomes"] = [];
  for (let i = 0; i < Number(process.env.RPC_CALLS); i++) {
    try {
      outcomes.push({ result: await rpc.call("eth_getLogs", [{}]) });
    } catch (error) {
      if (!(error instanceof RpcFault)) throw error;
      outcomes.push({ kind: error.kind, message: error.message });
    }
  }
  await collect();
  process.stdout.write(`${JSON.stringify({ outcomes, beforeRss, afterRss: rss() })}\n`);
}

if (process.env.RPC_PROCESS === "1") await main();
