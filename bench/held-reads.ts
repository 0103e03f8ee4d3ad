// Held order reads (Prefer: wait): how many one process holds, what each costs in memory,
// and how fast all of them hear about one payment.
//
// The service runs in its own process (bench/serve.ts). This process opens BENCH_HELD raw
// keep-alive sockets (default 10,000), each sending the page's long poll (If-None-Match with
// the current ETag, Prefer: wait=25), waits until the service reports them all held, reads
// the service's memory after a full GC, then pays the order and stamps each socket's first
// answer byte. Latency is from just before the payment request was written to that byte, on
// this process's clock; this process parses 10,000 answers too, so the tail is a ceiling.
//
//   npx tsx bench/held-reads.ts         (BENCH_HELD=2000 for a quick look)
import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { startBenchServer, type BenchServer } from "./processes.ts";
import { percentile } from "./stats.ts";
import { until } from "../test/support/until.ts";

export interface HeldReadsResult {
  held: number;
  /** Reads the service answered before the payment (refused past its cap, or failed). */
  refused: Record<string, number>;
  bytesPerHeldRead: { rss: number; heap: number; external: number };
  paymentAnsweredMs: number;
  /** Of the held reads, how many had been answered when the payment's answer arrived. */
  wokenBeforePaymentAnswer: number;
  wakeP50Ms: number;
  wakeP99Ms: number;
  wakeMaxMs: number;
  statuses: Record<string, number>;
}

interface HeldSocket {
  socket: Socket;
  /** Time (performance.now) and status line of the first answer byte, once it arrives. */
  answer: { at: number; status: string } | null;
  done: Promise<void>;
}

function holdRead(port: number, path: string, etag: string): Promise<HeldSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    let settle: () => void = () => {};
    const held: HeldSocket = { socket, answer: null, done: new Promise<void>((r) => (settle = r)) };
    socket.setNoDelay(true);
    socket.once("error", (error) => {
      if (!held.answer) held.answer = { at: performance.now(), status: `error ${(error as NodeJS.ErrnoException).code ?? error.message}` };
      settle();
      reject(error);
    });
    socket.once("data", (chunk: Buffer) => {
      held.answer = { at: performance.now(), status: chunk.toString("latin1", 9, 12) };
      settle();
    });
    socket.once("connect", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: ${etag}\r\nPrefer: wait=25\r\n\r\n`);
      resolve(held);
    });
  });
}

async function api(server: BenchServer, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(server.origin + path, {
    method: "POST",
    headers: { "X-API-Key": server.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

export async function measureHeldReads(count: number, env: Record<string, string> = {}): Promise<HeldReadsResult> {
  const server = await startBenchServer("bench/serve.ts", { BENCH_MAX_HELD: String(count), ...env });
  const sockets: HeldSocket[] = [];
  try {
    const created = await api(server, "/api/v1/order/payment", {
      integrationId: server.integrationId,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: { type: "individual", firstName: "Bench", lastName: "Payer" },
    });
    if (created.status !== 201) throw new Error(`creating the order answered ${created.status}`);
    const orderId = created.json.orderId as string;
    const path = checkoutOrderPath(server.integrationId, orderId);
    const first = await fetch(server.origin + path);
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();

    // Warm up (JIT, pools) with a few held reads, then measure from a settled baseline.
    const warm = await Promise.all(Array.from({ length: 200 }, () => holdRead(server.port, path, etag)));
    await until(async () => (await server.held()) === 200, "200 warm-up reads held", 30_000, 100);
    for (const w of warm) w.socket.destroy();
    await until(async () => (await server.held()) === 0, "warm-up reads released", 30_000, 100);
    const before = await server.memory();
    const snapshots = process.env.BENCH_HEAP_SNAPSHOTS === "1" ? [await server.snapshot()] : [];

    for (let i = 0; i < count; i += 500) {
      const batch = await Promise.all(Array.from({ length: Math.min(500, count - i) }, () => holdRead(server.port, path, etag)));
      sockets.push(...batch);
    }
    await until(async () => (await server.held()) + sockets.filter((s) => s.answer).length >= count, `${count} reads held`, 60_000, 100);
    const refused: Record<string, number> = {};
    for (const s of sockets) if (s.answer) refused[s.answer.status] = (refused[s.answer.status] ?? 0) + 1;
    const heldCount = await server.held();
    const after = await server.memory();
    if (snapshots.length > 0) {
      snapshots.push(await server.snapshot());
      process.stderr.write(`heap snapshots (before, holding): ${snapshots.join(" ")}\n`);
    }

    const paidAt = performance.now();
    const paid = await api(server, `/_sandbox/orders/${orderId}/payments`, {});
    const paymentAnsweredAt = performance.now();
    if (paid.status !== 201) throw new Error(`the payment answered ${paid.status}`);
    const wokenBeforePaymentAnswer = sockets.filter((s) => s.answer && s.answer.at >= paidAt && s.answer.at <= paymentAnsweredAt).length;
    const waiting = sockets.filter((s) => !s.answer || s.answer.at >= paidAt);
    await Promise.race([Promise.all(waiting.map((s) => s.done)), new Promise((r) => setTimeout(r, 30_000))]);
    const latencies = waiting.filter((s) => s.answer).map((s) => s.answer!.at - paidAt);
    const statuses: Record<string, number> = {};
    for (const s of waiting) {
      const status = s.answer?.status ?? "none";
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const per = (key: "rss" | "heapUsed" | "external") => Math.round((after[key] - before[key]) / Math.max(1, heldCount));
    return {
      held: heldCount,
      refused,
      bytesPerHeldRead: { rss: per("rss"), heap: per("heapUsed"), external: per("external") },
      paymentAnsweredMs: paymentAnsweredAt - paidAt,
      wokenBeforePaymentAnswer,
      wakeP50Ms: percentile(latencies, 50),
      wakeP99Ms: percentile(latencies, 99),
      wakeMaxMs: Math.max(...latencies),
      statuses,
    };
  } finally {
    for (const s of sockets) s.socket.destroy();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.env.BENCH_HELD ?? 10_000);
  measureHeldReads(count).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
