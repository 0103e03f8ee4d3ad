// `npm run bench`: measures the built page against the real service, started here on spare
// loopback ports, each against a baseline in the same run, and prints one compact table (also
// written to bench/results/latest.json, and added to the day's bench/results/YYYY-MM-DD.md).
// Targets: first load not above 43.7 KB gzip (JS ≤ 36 KB) with no linked style sheet;
// Lighthouse mobile performance, accessibility and best practices 100; LCP ≤ 1.0 s; payment to
// completed on screen ≤ 1 s median; the order read ≥ 0.8 of plain node:http per CPU with its
// rate limiter on; creation ≥ 0.7 of a minimal better-sqlite3 server. Method: bench/README.md.
import { existsSync } from "node:fs";
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { launchBrowser } from "./browser.ts";
import { sandboxClient } from "../test/support/sandbox-client.ts";
import { runLighthouse, type LighthouseResult } from "./lighthouse.ts";
import { formatCreation, measureCreation, type CreationResult } from "./creation.ts";
import { measureCrossProcessWake, type CrossProcessResult } from "./cross-process.ts";
import { measureHeldReads, type HeldReadsResult } from "./held-reads.ts";
import { formatOrderRead, measureOrderRead, type OrderReadResult } from "./order-read.ts";
import { measureDetectionToScreen, measurePaymentToCompleted, type LatencyResult } from "./payment-latency.ts";
import { ROOT, startService } from "./service.ts";
import { formatTable, type Row } from "./table.ts";
import { measureTransfer, type TransferResult } from "./transfer.ts";

const LATENCY_ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
/**
 * Which parts run: page (sizes, Lighthouse, payment → screen), order-read, creation, held-reads,
 * cross-process. Within the page part, alone: latency (payment → completed and detected → on
 * screen, no sizes or Lighthouse) or detection (detected → on screen only).
 */
const PARTS = new Set((process.env.BENCH_PARTS ?? "page,order-read,creation,held-reads,cross-process").split(",").map((p) => p.trim()));
const HELD_READS = Number(process.env.BENCH_HELD ?? 10_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The whole run is bounded: a stuck browser or service must not hang CI. */
const RUN_TIMEOUT_MS = 25 * 60_000;

interface Results {
  at: string;
  node: string;
  transfer?: TransferResult;
  lighthouse?: LighthouseResult;
  paymentToCompleted?: LatencyResult;
  detectionToScreen?: LatencyResult;
  orderRead?: OrderReadResult;
  creation?: CreationResult;
  heldReads?: HeldReadsResult;
  crossProcess?: CrossProcessResult;
  errors: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number) => value.toFixed(2);
const spreadText = (x: { min: number; median: number; max: number }) => `${ratio(x.min)} | ${ratio(x.median)} | ${ratio(x.max)}`;

function rows(r: Results): Row[] {
  const out: Row[] = [];
  if (r.transfer) {
    const t = r.transfer;
    const source = t.gzipSource === "server" ? "gzip, as served" : "gzip -9 (server sent identity)";
    const total = t.htmlGzip + t.jsGzip + t.cssGzip;
    out.push({
      metric: `page first load, HTML + JS + CSS (${source})`,
      value: `${kb(total)} (${kb(t.htmlGzip)} + ${kb(t.jsGzip)} + ${kb(t.cssGzip)})`,
      target: "≤ 43.7 KB",
      ok: total <= 43.7 * 1024,
    });
    out.push({ metric: `page JS (${source})`, value: kb(t.jsGzip), target: "≤ 36 KB", ok: t.jsGzip <= 36 * 1024 });
    out.push({ metric: "page style sheets linked (render-blocking)", value: String(t.files.filter((f) => f.kind === "css").length), target: "0", ok: t.cssGzip === 0 });
    if (t.htmlBr !== null && t.jsBr !== null && t.cssBr !== null) {
      out.push({ metric: "page HTML + JS + CSS (br, what Chromium gets)", value: `${kb(t.htmlBr)} + ${kb(t.jsBr)} + ${kb(t.cssBr)}`, target: "", ok: null });
    }
  }
  if (r.lighthouse) {
    const l = r.lighthouse;
    const n = `median of ${l.runs.length}`;
    const each = l.runs.length > 1 ? ` [${l.runs.map((run) => run.performance).join(", ")}]` : "";
    out.push({ metric: `Lighthouse mobile performance (${n})`, value: `${l.performance}${each}`, target: "100", ok: l.performance >= 100 });
    out.push({ metric: "Lighthouse mobile accessibility", value: String(l.accessibility), target: "100", ok: l.accessibility >= 100 });
    out.push({ metric: "Lighthouse mobile best practices", value: String(l.bestPractices), target: "100", ok: l.bestPractices >= 100 });
    const lcps = l.runs.length > 1 ? ` [${l.runs.map((run) => Math.round(run.lcpMs)).join(", ")}]` : "";
    out.push({ metric: "Lighthouse mobile LCP", value: `${ms(l.lcpMs)}${lcps}`, target: "≤ 1000 ms", ok: l.lcpMs <= 1000 });
    const baseLcps = l.baselineRuns.map((run) => Math.round(run.lcpMs)).join(", ");
    out.push({
      metric: "Lighthouse mobile LCP / a trivial static page's, min | median | max",
      value: `${ratio(l.lcpRatio.min)} | ${ratio(l.lcpRatio.median)} | ${ratio(l.lcpRatio.max)} [static: ${baseLcps} ms]`,
      target: "",
      ok: null,
    });
    out.push({ metric: "Lighthouse mobile FCP | total blocking time", value: `${ms(l.fcpMs)} | ${ms(l.tbtMs)}`, target: "", ok: null });
  }
  if (r.paymentToCompleted) {
    const p = r.paymentToCompleted;
    out.push({ metric: `payment → completed on screen, median (${p.samples.length} orders)`, value: ms(p.medianMs), target: "≤ 1000 ms", ok: p.medianMs <= 1000 });
    out.push({ metric: "payment → completed on screen, p95", value: ms(p.p95Ms), target: "", ok: null });
  }
  if (r.detectionToScreen) {
    const d = r.detectionToScreen;
    out.push({ metric: `transfer detected → on screen, median (${d.samples.length} orders)`, value: ms(d.medianMs), target: "≤ 1000 ms", ok: d.medianMs <= 1000 });
    out.push({ metric: "transfer detected → on screen, p95", value: ms(d.p95Ms), target: "", ok: null });
  }
  if (r.orderRead) {
    // Each run's req/s, p99 and CPU are in latest.json and on stderr; the table keeps the ratios.
    const failed = r.orderRead.runs.filter((run) => !run.ok);
    if (failed.length > 0) {
      out.push({ metric: "order read runs with unexpected answers", value: failed.map((run) => `${run.status} ${run.server}`).join(", "), target: "none", ok: false });
    }
    for (const ratio of r.orderRead.summary) {
      const target = ratio.status === "304" ? "≥ 0.8" : "";
      out.push({
        metric: `order read ${ratio.status}, ${ratio.server} (rate limiter on) / plain node:http, reads per CPU s | req/s, min | median | max`,
        value: `${spreadText(ratio.perCore)} | ${spreadText(ratio.throughput)}`,
        target,
        ok: ratio.status === "304" ? ratio.perCore.median >= 0.8 : null,
      });
    }
  }
  if (r.creation) {
    for (const size of r.creation.sizes) {
      const line = (what: string, value: string, target: string, ok: boolean | null) =>
        out.push({ metric: `creation, ${size.stored} stored (SQLite) / minimal better-sqlite3: ${what}`, value, target, ok });
      line("creations per s, min | median | max", spreadText(size.throughput), "≥ 0.7", size.throughput.median >= 0.7);
      line("creations per CPU s", spreadText(size.perCpu), "≥ 0.7", size.perCpu.median >= 0.7);
      line("p50 | p99 latency", `${spreadText(size.p50)} | ${spreadText(size.p99)}`, "flat", null);
    }
    const b = r.creation.burst;
    if (b) {
      out.push({
        metric: `order read p99 during ${b.creations} creations / with none, min | median | max`,
        value: `${spreadText(b.ratio)} [${b.burstP99Ms.map((v) => v.toFixed(1)).join(", ")} vs ${b.quietP99Ms.map((v) => v.toFixed(1)).join(", ")} ms]`,
        target: "≈ 1",
        ok: null,
      });
      out.push({
        metric: `  the same on SQLite in memory (no disk: the creations' CPU alone on this machine)`,
        value: `${spreadText(b.floor.ratio)} [${b.floor.burstP99Ms.map((v) => v.toFixed(1)).join(", ")} vs ${b.floor.quietP99Ms.map((v) => v.toFixed(1)).join(", ")} ms]`,
        target: "the file store's floor",
        ok: null,
      });
    }
  }
  if (r.heldReads) {
    const h = r.heldReads;
    out.push({ metric: `held order reads in one process (asked ${HELD_READS})`, value: String(h.held), target: "≥ 10000", ok: h.held >= 10_000 });
    out.push({ metric: "memory per held read, RSS | JS heap", value: `${(h.bytesPerHeldRead.rss / 1024).toFixed(1)} | ${(h.bytesPerHeldRead.heap / 1024).toFixed(1)} KB`, target: "", ok: null });
    out.push({ metric: `wake-up of ${h.held} held reads after one payment, p50 | p99`, value: `${Math.round(h.wakeP50Ms)} | ${Math.round(h.wakeP99Ms)} ms`, target: "", ok: null });
    out.push({
      metric: "that payment's own answer | held reads answered before it",
      value: `${Math.round(h.paymentAnsweredMs)} ms | ${h.wokenBeforePaymentAnswer}`,
      target: "0 before",
      ok: h.wokenBeforePaymentAnswer === 0,
    });
  }
  if (r.crossProcess) {
    const x = r.crossProcess;
    out.push({
      metric: `payment through process B → read held in A answered (PostgreSQL, ${x.samples} orders), p50 | p99`,
      value: `${Math.round(x.p50Ms)} | ${Math.round(x.p99Ms)} ms`,
      target: "≤ 1000 ms",
      ok: x.p99Ms <= 1000,
    });
  }
  return out;
}

async function main(): Promise<void> {
  const results: Results = { at: new Date().toISOString(), node: process.version, errors: [] };
  const page = PARTS.has("page");
  const completion = page || PARTS.has("latency");
  const detection = completion || PARTS.has("detection");
  const service = detection ? await startService() : null;
  const guard = setTimeout(() => {
    process.stderr.write(`bench: gave up after ${RUN_TIMEOUT_MS / 1000} s\n`);
    void (service?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
  }, RUN_TIMEOUT_MS);
  const attempt = async <T>(name: string, work: () => Promise<T>): Promise<T | undefined> => {
    const started = Date.now();
    process.stderr.write(`bench: ${name}…`);
    try {
      const value = await work();
      process.stderr.write(` ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(` failed: ${message}\n`);
      results.errors.push(`${name}: ${message}`);
      return undefined;
    }
  };

  try {
    if (service) {
      const client = sandboxClient(service.origin, service.apiKey);
      const browser = await launchBrowser();
      try {
        if (page) {
          results.transfer = await attempt("transfer", async () =>
            measureTransfer(browser, await client.createPaymentOrder("USDT_TRC20", "25.00")),
          );
        }
        if (completion) {
          results.paymentToCompleted = await attempt(`payment → completed × ${LATENCY_ORDERS}`, () =>
            measurePaymentToCompleted(browser, client, LATENCY_ORDERS),
          );
        }
        results.detectionToScreen = await attempt(`transfer detected → on screen × ${LATENCY_ORDERS}`, () =>
          measureDetectionToScreen(browser, client, LATENCY_ORDERS),
        );
      } finally {
        await browser.close();
      }
      if (page) {
        results.lighthouse = await attempt(`lighthouse × ${LIGHTHOUSE_RUNS}`, async () => {
          const urls: string[] = [];
          // A fresh order for each run: every run sees a first visit to a waiting order.
          for (let i = 0; i < LIGHTHOUSE_RUNS; i++) urls.push((await client.createPaymentOrder("USDT_TRC20", "25.00")).paymentLink);
          return runLighthouse(urls);
        });
      }
    }
  } finally {
    await service?.stop();
  }
  // Last, alone on the machine: each starts its own services and saturates them.
  if (PARTS.has("order-read")) {
    results.orderRead = await attempt("order read vs plain node:http", () => measureOrderRead());
    if (results.orderRead) process.stderr.write(`${formatOrderRead(results.orderRead)}\n`);
  }
  if (PARTS.has("creation")) {
    results.creation = await attempt("creation vs minimal better-sqlite3, reads during a burst", () => measureCreation());
    if (results.creation) process.stderr.write(`${formatCreation(results.creation)}\n`);
  }
  if (PARTS.has("held-reads")) results.heldReads = await attempt(`${HELD_READS} held reads`, () => measureHeldReads(HELD_READS));
  if (PARTS.has("cross-process") && existsSync("/usr/lib/postgresql")) {
    results.crossProcess = await attempt("wake-up across two processes", () => measureCrossProcessWake());
  }
  clearTimeout(guard);

  const dir = join(ROOT, "bench", "results");
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  const table = formatTable(rows(results));
  const failing = results.lighthouse && results.lighthouse.failing.length > 0 ? `\nLighthouse audits below 1:\n${results.lighthouse.failing.map((f) => `  - ${f}`).join("\n")}\n` : "";
  const errors = results.errors.length > 0 ? `\nErrors:\n${results.errors.map((e) => `  - ${e}`).join("\n")}\n` : "";
  process.stdout.write(`${table}\n${failing}${errors}`);
  // The dated record (bench/README.md, "Results"): written by the run, never by hand; a second
  // run on the same day adds a section.
  const day = results.at.slice(0, 10);
  const dated = join(dir, `${day}.md`);
  const heading = existsSync(dated) ? "" : `# Bench results, ${day}\n\nWritten by \`npm run bench\` (method: [../README.md](../README.md)). Only the ratios compare across runs: the machine is shared.\n`;
  const section = [
    `\n## ${results.at.slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Node ${results.node}, ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(" / ")} at the end; parts: ${[...PARTS].join(", ")}.`,
    "",
    "```",
    `${table}${failing}${errors}`.trimEnd(),
    "```",
    "",
  ].join("\n");
  await appendFile(dated, `${heading}${section}`);
  process.stdout.write(`\nWritten to bench/results/latest.json and bench/results/${day}.md\n`);
  if (results.errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
