// The bench's report, apart from the measuring: the rows of its table from a run's results,
// the dated record of a run, and the results section of bench/README.md. Pure functions over
// the results, so the generator is tested without measuring anything (report.test.ts), and
// `npx tsx bench/run.ts --report` rewrites both from the last run's latest.json.
import type { ChainBenchResult } from "./chain.ts";
import type { PayoutBenchResult } from "./payouts.ts";
import type { CreationResult, ReadsDuringBurst } from "./creation.ts";
import type { BurstAcross, CrossProcessResult } from "./cross-process.ts";
import type { EmbedResult } from "./embed-size.ts";
import type { HeldReadsResult } from "./held-reads.ts";
import type { LighthouseResult, StateScore } from "./lighthouse.ts";
import type { OrderReadResult } from "./order-read.ts";
import type { LatencyResult } from "./payment-latency.ts";
import { formatTable, type Row } from "./table.ts";
import type { TransferResult } from "./transfer.ts";

export interface Results {
  at: string;
  node: string;
  /** The machine, at the end of the run: the ratios are what compare across runs. */
  cpus?: number;
  loadAverage?: number[];
  /** Which parts ran (BENCH_PARTS). */
  parts?: string[];
  transfer?: TransferResult;
  embed?: EmbedResult;
  lighthouse?: LighthouseResult;
  /** One run for each other state of the payment catalog. */
  lighthouseStates?: StateScore[];
  paymentToCompleted?: LatencyResult;
  detectionToScreen?: LatencyResult;
  orderRead?: OrderReadResult;
  creation?: CreationResult;
  /** How many held reads the run asked for (BENCH_HELD). */
  heldAsked?: number;
  heldReads?: HeldReadsResult;
  crossProcess?: CrossProcessResult;
  /** One per store: SQLite, and PostgreSQL when installed. */
  burstAcross?: BurstAcross[];
  /** Chain mode against anvil: catch-up, detection, memory per watched address. */
  chain?: ChainBenchResult;
  /** Chain mode's payouts against anvil: detection, eth_getLogs per tick by open payouts. */
  payouts?: PayoutBenchResult;
  errors: string[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number) => value.toFixed(2);
const spreadText = (x: { min: number; median: number; max: number }) => `${ratio(x.min)} | ${ratio(x.median)} | ${ratio(x.max)}`;

/** A reads-during-a-burst row's value: its ratios, then each pair's p99 during vs with none. */
function duringText(reads: ReadsDuringBurst): string {
  const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(", ");
  return `${spreadText(reads.ratio)} [${list(reads.burstP99Ms)} vs ${list(reads.quietP99Ms)} ms]`;
}

export function rows(r: Results): Row[] {
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
    out.push({
      metric: "page style sheets linked (render-blocking)",
      value: String(t.files.filter((f) => f.kind === "css").length),
      target: "0",
      ok: t.cssGzip === 0,
    });
    if (t.htmlBr !== null && t.jsBr !== null && t.cssBr !== null) {
      out.push({
        metric: "page HTML + JS + CSS (br, what Chromium gets)",
        value: `${kb(t.htmlBr)} + ${kb(t.jsBr)} + ${kb(t.cssBr)}`,
        target: "",
        ok: null,
      });
    }
  }
  if (r.embed) {
    const e = r.embed;
    out.push({
      metric: "embed script (IIFE, gzip -9) | its ratio to the 1 KB goal",
      value: `${e.scriptGzip} B | ${ratio(e.scriptGzip / 1000)}`,
      target: "≤ 1000 B",
      ok: e.scriptGzip <= 1000,
    });
    if (e.eventsGzip !== undefined) {
      out.push({
        metric: "embed message rules, loaded on the first mount (gzip -9) | script + rules, what an inline mount downloads",
        value: `${e.eventsGzip} B | ${e.scriptGzip + e.eventsGzip} B`,
        target: "≤ 1000 B",
        ok: e.eventsGzip <= 1000,
      });
    }
    out.push({
      metric: "embed modal module, loaded on the first open() (gzip -9)",
      value: `${e.modalGzip} B`,
      target: "≤ 1000 B",
      ok: e.modalGzip <= 1000,
    });
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
  if (r.lighthouseStates && r.lighthouseStates.length > 0) {
    const states = r.lighthouseStates;
    const lowest = Math.min(...states.map((s) => s.performance));
    const below = states.filter((s) => s.performance < 100).map((s) => `${s.state}: ${s.performance}, TBT ${ms(s.tbtMs)}`);
    out.push({
      metric: `Lighthouse mobile performance in every other state (${states.length}, one run each), lowest`,
      value: `${lowest}${below.length > 0 ? ` [${below.join("; ")}]` : ""} [LCP ${ms(Math.min(...states.map((s) => s.lcpMs)))}-${ms(Math.max(...states.map((s) => s.lcpMs)))}]`,
      target: "100",
      ok: lowest >= 100,
    });
  }
  const latency = (what: string, p: LatencyResult) => {
    out.push({
      metric: `${what}, median (${p.samples.length} orders)`,
      value: ms(p.medianMs),
      target: "≤ 1000 ms",
      ok: p.medianMs <= 1000,
    });
    out.push({ metric: `${what}, p95`, value: ms(p.p95Ms), target: "", ok: null });
    if (p.baseline) {
      const b = p.baseline;
      out.push({
        metric: `${what} / a plain long-poll page's, min | median | max`,
        value: `${spreadText(b.ratio)} [plain: median ${ms(b.medianMs)}, p95 ${ms(b.p95Ms)}]`,
        target: "",
        ok: null,
      });
    }
  };
  if (r.paymentToCompleted) latency("payment → completed on screen", r.paymentToCompleted);
  if (r.detectionToScreen) latency("transfer detected → on screen", r.detectionToScreen);
  if (r.orderRead) {
    // Each run's req/s, p99 and CPU are in latest.json and on stderr; the table keeps the ratios.
    const failed = r.orderRead.runs.filter((run) => !run.ok);
    if (failed.length > 0) {
      out.push({
        metric: "order read runs with unexpected answers",
        value: failed.map((run) => `${run.status} ${run.server}`).join(", "),
        target: "none",
        ok: false,
      });
    }
    for (const read of r.orderRead.summary) {
      const target = read.status === "304" ? "≥ 0.9" : "";
      out.push({
        metric: `order read ${read.status}, ${read.server} (rate limiter on) / plain node:http, reads per CPU s | req/s, min | median | max`,
        value: `${spreadText(read.perCore)} | ${spreadText(read.throughput)}`,
        target,
        ok: read.status === "304" ? read.perCore.median >= 0.9 : null,
      });
    }
  }
  if (r.creation) {
    for (const size of r.creation.sizes) {
      const line = (what: string, value: string, target: string, ok: boolean | null) =>
        out.push({ metric: `creation, ${size.stored} stored (SQLite) / minimal better-sqlite3: ${what}`, value, target, ok });
      line("creations per s, min | median | max", spreadText(size.throughput), "≥ 0.7", size.throughput.median >= 0.7);
      line("creations per CPU s", spreadText(size.perCpu), "≥ 0.9", size.perCpu.median >= 0.9);
      line("p50 | p99 latency", `${spreadText(size.p50)} | ${spreadText(size.p99)}`, "flat", null);
    }
    const b = r.creation.burst;
    if (b) {
      out.push({
        metric: `order read p99 during ${b.creations} creations / with none, min | median | max`,
        value: duringText(b),
        target: "≈ 1",
        ok: null,
      });
      // Older runs' latest.json has no floor.
      if (b.floor)
        out.push({
          metric: `  the same on SQLite in memory (no disk: the creations' CPU alone on this machine)`,
          value: duringText(b.floor),
          target: "the file store's floor",
          ok: null,
        });
      // Older runs' latest.json has no paced bursts.
      for (const [what, p, target] of [
        ["the file store", b.paced, "≈ 1"],
        ["the same in memory", b.pacedFloor, "the paced floor"],
      ] as const) {
        if (p)
          out.push({
            metric: `  ${what}, the creations paced at ${p.rate}/s (cores not saturated)`,
            value: duringText(p),
            target,
            ok: null,
          });
      }
      // Older runs' latest.json has no machine floor.
      for (const [what, p] of [
        ["at full speed", b.elsewhere],
        ["paced", b.pacedElsewhere],
      ] as const) {
        if (p)
          out.push({
            metric: `  the machine's floor: reads of the service while the burst ${what} goes to another process`,
            value: duringText(p),
            target: "the floor of the rows above",
            ok: null,
          });
      }
      // Older runs' latest.json has no one-loop floor.
      if (b.oneLoop)
        out.push({
          metric: "  one event loop's floor: plain node:http (the read's baseline) read during a burst it only takes in and answers",
          value: duringText(b.oneLoop),
          target: "the floor of the service's row",
          ok: null,
        });
    }
  }
  if (r.chain) {
    const c = r.chain;
    for (const run of c.catchUp) {
      out.push({
        metric: `chain: catch-up of ${run.blocks} blocks${run.native ? ", an order wanting the native coin" : ""} (RPC requests, wall time)`,
        value: `${run.requests}, ${ms(run.ms)} (${run.detected}/${run.sent} detected)`,
        target: run.native ? "" : `tens per 1000 blocks`,
        ok: run.native ? null : run.requests <= (run.blocks / 1000) * 50 && run.detected === run.sent,
      });
    }
    out.push({
      metric: `chain: transfer mined → held read answered, p50 | max (poll ${c.detection.pollMs} ms)`,
      value: `${ms(c.detection.p50)} | ${ms(c.detection.max)}`,
      target: `≤ ${c.detection.pollMs + 1000} ms`,
      ok: c.detection.max <= c.detection.pollMs + 1000,
    });
    out.push({
      metric: `chain: heap per watched address (${c.memory.addresses})`,
      value: `${Math.round(c.memory.perAddress)} B`,
      target: "< 200 B",
      ok: c.memory.perAddress < 200,
    });
    for (const q of c.queriesPerBlock ?? []) {
      out.push({
        metric: `chain: log queries a block at ${q.addresses} watched addresses (by recipient only)`,
        value: `${q.queries} (${q.byRecipient})`,
        target: "1 past the threshold",
        ok: q.addresses < 2000 || q.queries === 1,
      });
    }
    for (const d of c.daily ?? []) {
      out.push({
        metric: `chain: requests a day to ${d.network}'s node, idle | 100 open orders (poll ${d.pollMs / 1000} s, idle ${d.idlePollMs / 1000} s)`,
        value: `${d.idlePerDay} | ${d.busyPerDay}`,
        // TronGrid's free plan: 100,000 requests a day.
        target: d.network === "tron" ? "≤ 10000 | ≤ 100000" : "≤ 10000 | ",
        ok: d.idlePerDay <= 10_000 && (d.network !== "tron" || d.busyPerDay <= 100_000),
      });
    }
  }
  if (r.payouts) {
    const p = r.payouts;
    out.push({
      metric: `chain: payout transfer mined → read seen, median | max (poll ${p.detection.pollMs} ms)`,
      value: `${ms(p.detection.p50)} | ${ms(p.detection.max)}`,
      target: `median ≤ ${p.detection.pollMs + 1000} ms`,
      ok: p.detection.p50 <= p.detection.pollMs + 1000,
    });
    const none = p.logReads.find((l) => l.open === 0);
    for (const l of p.logReads) {
      if (l.open === 0 || !none) continue;
      out.push({
        metric: `chain: eth_getLogs per tick with ${l.open} open payouts (none open: ${none.getLogs})`,
        value: `${l.getLogs} (${l.requests} HTTP requests)`,
        target: `≤ ${none.getLogs + Math.ceil(l.open / 500)} (1 extra per 500)`,
        ok: l.getLogs <= none.getLogs + Math.ceil(l.open / 500),
      });
    }
  }
  if (r.heldReads) {
    const h = r.heldReads;
    out.push({
      metric: `held order reads in one process (asked ${r.heldAsked ?? "?"})`,
      value: String(h.held),
      target: "≥ 10000",
      ok: h.held >= 10_000,
    });
    out.push({
      metric: "memory per held read, RSS | JS heap",
      value: `${(h.bytesPerHeldRead.rss / 1024).toFixed(1)} | ${(h.bytesPerHeldRead.heap / 1024).toFixed(1)} KB`,
      target: "",
      ok: null,
    });
    out.push({
      metric: `wake-up of ${h.held} held reads after one payment, p50 | p99`,
      value: `${Math.round(h.wakeP50Ms)} | ${Math.round(h.wakeP99Ms)} ms`,
      target: "",
      ok: null,
    });
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
  for (const a of r.burstAcross ?? []) {
    for (const [what, reads, target] of [
      [`order read p99 during ${a.creations} creations / with none (${a.store}), one process taking both`, a.oneProcess, "≈ 1"],
      ["  WORKERS=2 PAYER_WORKERS=1: the reads in the payer's worker, the creations in the other", a.payerWorkers, "the machine's floor"],
    ] as const)
      out.push({
        metric: what,
        value: duringText(reads),
        target,
        ok: null,
      });
  }
  return out;
}

/**
 * What follows the table: audits that lost points, and parts that failed. In markdown (the
 * README) each list stands apart from its heading line, as the formatter `npm test` runs writes
 * it; in the plain text of stdout and the dated record's block, indented under it.
 */
function notes(r: Results, markdown = false): string[] {
  const out: string[] = [];
  const list = (heading: string, items: string[]) =>
    markdown ? [heading, "", ...items.map((item) => `- ${item}`), ""] : [heading, ...items.map((item) => `  - ${item}`)];
  const failing = r.lighthouse?.failing ?? [];
  if (failing.length > 0) out.push(...list("Lighthouse audits below 1:", failing));
  if (r.errors.length > 0) out.push(...list("Errors:", r.errors));
  if (markdown && out.at(-1) === "") out.pop();
  return out;
}

/** The run's stdout: the aligned table, then its notes. */
export function textReport(r: Results): string {
  const after = notes(r);
  return [formatTable(rows(r)), ...(after.length > 0 ? ["", ...after] : [])].join("\n");
}

const minute = (r: Results) => `${r.at.slice(0, 16).replace("T", " ")} UTC`;

function machine(r: Results): string {
  const load = r.loadAverage ? `, load average ${r.loadAverage.map((l) => l.toFixed(1)).join(" / ")} at the end` : "";
  const parts = r.parts ? `; parts: ${r.parts.join(", ")}` : "";
  return `Node ${r.node}${r.cpus ? `, ${r.cpus} CPUs` : ""}${load}${parts}.`;
}

/** The run's section in its day's record, bench/results/YYYY-MM-DD.md. */
export function datedSection(r: Results): string {
  return ["", `## ${minute(r)}`, "", machine(r), "", "```", textReport(r), "```", ""].join("\n");
}

/** The heading of a new day's record. */
export function datedHeading(day: string): string {
  return `# Bench results, ${day}\n\nWritten by \`npm run bench\` (method: [../README.md](../README.md)). Only the ratios compare across runs: the machine is shared.\n`;
}

/** A cell of a markdown table: a | inside would start another cell. */
const cell = (text: string) => text.replaceAll("|", "\\|");

/**
 * The table as markdown, for the README, aligned as the formatter that `npm test` runs writes it
 * (each cell trimmed and padded to its column's width, at least 3): a table written unaligned
 * failed the lint of the next `npm test`.
 */
export function markdownTable(list: Row[]): string {
  const rows = [
    ["Measurement", "Value", "Target", ""],
    ...list.map((row) => [cell(row.metric.trim()), cell(row.value), cell(row.target), row.ok === null ? "" : row.ok ? "ok" : "MISS"]),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(3, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 3)).join(" | ")} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

export const RESULTS_START = "<!-- bench results: written by bench/run.ts from its last run; edits here are overwritten -->";
export const RESULTS_END = "<!-- end of bench results -->";

/** The README's results: the last run's table, dated, and where its full record is. */
export function readmeResults(r: Results): string {
  const day = r.at.slice(0, 10);
  const failing = notes(r, true);
  return [
    `Last run ${minute(r)}: ${machine(r)} Its record, with the earlier runs: [results/${day}.md](results/${day}.md).`,
    "",
    markdownTable(rows(r)),
    ...(failing.length > 0 ? ["", ...failing] : []),
  ].join("\n");
}

/**
 * `readme` with the text between the results markers replaced by `section`. Throws when the
 * markers are missing or out of order: a README someone reshaped is reported, not appended to.
 */
export function withResults(readme: string, section: string): string {
  const start = readme.indexOf(RESULTS_START);
  const end = readme.indexOf(RESULTS_END);
  if (start < 0 || end < start || readme.indexOf(RESULTS_START, start + 1) >= 0 || readme.indexOf(RESULTS_END, end + 1) >= 0) {
    throw new Error(`bench/README.md needs exactly one "${RESULTS_START}" followed by one "${RESULTS_END}"`);
  }
  return `${readme.slice(0, start + RESULTS_START.length)}\n\n${section.trim()}\n\n${readme.slice(end)}`;
}
