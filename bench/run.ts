// `npm run bench`: measures the built page against the real service, started here on spare
// loopback ports, each against a baseline in the same run, and prints one compact table (also
// written to bench/results/latest.json, added to the day's bench/results/<date>.md, and
// written into bench/README.md's results section by report.ts; `--report` rewrites that
// section from latest.json without measuring).
// Targets: first load not above 43.7 KB gzip (JS ≤ 36 KB) with no linked style sheet; the
// embed script ≤ 1.0 KB gzip;
// Lighthouse mobile performance, accessibility and best practices 100; LCP ≤ 1.0 s; payment to
// completed on screen ≤ 1 s median; the order read's 304 ≥ 0.9 of plain node:http per CPU with
// its rate limiter on; creation ≥ 0.7 of a minimal better-sqlite3 server's throughput and ≥ 0.9
// of its creations per CPU second (both through `npm start`). Method: bench/README.md.
import { existsSync } from "node:fs";
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { launchBrowser } from "./browser.ts";
import { sandboxClient } from "../test/support/sandbox-client.ts";
import { runLighthouse, scoreStates } from "./lighthouse.ts";
import { bringTo, PAYMENT_STATES } from "../test/support/payment-states.ts";
import { formatCreation, measureCreation } from "./creation.ts";
import { type BurstAcross, measureBurstAcrossProcesses, measureCrossProcessWake } from "./cross-process.ts";
import { measureHeldReads } from "./held-reads.ts";
import { formatOrderRead, measureOrderRead } from "./order-read.ts";
import { measureDetectionToScreen, measurePaymentToCompleted } from "./payment-latency.ts";
import { ROOT, startService } from "./service.ts";
import { datedHeading, datedSection, readmeResults, type Results, textReport, withResults } from "./report.ts";
import { measureTransfer } from "./transfer.ts";
import { measureEmbed } from "./embed-size.ts";
import { formatChain, measureChain } from "./chain.ts";
import { formatPayouts, measurePayouts } from "./payouts.ts";

const LATENCY_ORDERS = Number(process.env.BENCH_ORDERS ?? 20);
/**
 * Which parts run: page (sizes, Lighthouse, payment → screen), order-read, creation, held-reads,
 * cross-process, chain, payouts. Within the page part, alone: latency (payment → completed and detected → on
 * screen, no sizes or Lighthouse) or detection (detected → on screen only).
 */
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? "page,order-read,creation,held-reads,cross-process,chain,payouts").split(",").map((p) => p.trim()),
);
const HELD_READS = Number(process.env.BENCH_HELD ?? 10_000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** One Lighthouse run for each state of the payment catalog beyond waiting (BENCH_LIGHTHOUSE_STATES=0: none). */
const LIGHTHOUSE_STATES = process.env.BENCH_LIGHTHOUSE_STATES !== "0";
/** The whole run is bounded: a stuck browser or service must not hang CI. */
const RUN_TIMEOUT_MS = 25 * 60_000;

async function main(): Promise<void> {
  const results: Results = { at: new Date().toISOString(), node: process.version, parts: [...PARTS], errors: [] };
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
          results.embed = await attempt("embed script size", () => measureEmbed(ROOT));
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
        if (LIGHTHOUSE_STATES) {
          results.lighthouseStates = await attempt("lighthouse, every other state of the catalog", async () => {
            const integrationId = await client.seededIntegrationId();
            const pages: Array<{ state: string; url: string }> = [];
            for (const c of PAYMENT_STATES.filter((c) => c.state !== "waiting"))
              pages.push({ state: c.name, url: (await bringTo(client, integrationId, c)).paymentLink });
            return scoreStates(pages);
          });
        }
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
  if (PARTS.has("chain")) {
    results.chain = await attempt("chain mode against anvil: catch-up, detection, memory", () => measureChain());
    if (results.chain) process.stderr.write(`${formatChain(results.chain).join("\n")}\n`);
  }
  if (PARTS.has("payouts")) {
    results.payouts = await attempt("chain mode's payouts against anvil: detection, destinations read", () => measurePayouts());
    if (results.payouts) process.stderr.write(`${formatPayouts(results.payouts).join("\n")}\n`);
  }
  if (PARTS.has("held-reads")) {
    results.heldAsked = HELD_READS;
    results.heldReads = await attempt(`${HELD_READS} held reads`, () => measureHeldReads(HELD_READS));
  }
  if (PARTS.has("cross-process")) {
    const across: BurstAcross[] = [];
    const sqlite = await attempt("reads during a burst on SQLite, one process and PAYER_WORKERS", () =>
      measureBurstAcrossProcesses("SQLite"),
    );
    if (sqlite) across.push(sqlite);
    if (existsSync("/usr/lib/postgresql")) {
      results.crossProcess = await attempt("wake-up across two processes", () => measureCrossProcessWake());
      const postgres = await attempt("reads during a burst on PostgreSQL, one process and PAYER_WORKERS", () =>
        measureBurstAcrossProcesses("PostgreSQL"),
      );
      if (postgres) across.push(postgres);
    }
    if (across.length > 0) results.burstAcross = across;
  }
  clearTimeout(guard);

  results.cpus = cpus().length;
  results.loadAverage = loadavg();
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(LATEST, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`${textReport(results)}\n`);
  // The dated record (bench/README.md, "Results"): written by the run, never by hand; a second
  // run on the same day adds a section.
  const day = results.at.slice(0, 10);
  const dated = join(RESULTS_DIR, `${day}.md`);
  await appendFile(dated, `${existsSync(dated) ? "" : datedHeading(day)}${datedSection(results)}`);
  await writeReadme(results);
  process.stdout.write(`\nWritten to bench/results/latest.json, bench/results/${day}.md and bench/README.md's results\n`);
  if (results.errors.length > 0) process.exitCode = 1;
}

const RESULTS_DIR = join(ROOT, "bench", "results");
const LATEST = join(RESULTS_DIR, "latest.json");
const README = join(ROOT, "bench", "README.md");

/** bench/README.md's results section, rewritten from a run's results (never edited by hand). */
async function writeReadme(results: Results): Promise<void> {
  await writeFile(README, withResults(await readFile(README, "utf8"), readmeResults(results)));
}

/**
 * `--report`: no measuring; the README's results section written again from the last run's
 * latest.json (after the report's format changed, or to restore the section).
 */
async function reportOnly(): Promise<void> {
  if (!existsSync(LATEST)) throw new Error("bench/results/latest.json is missing: run the bench first (npm run bench)");
  const results = JSON.parse(await readFile(LATEST, "utf8")) as Results;
  await writeReadme(results);
  process.stdout.write(`${textReport(results)}\n\nbench/README.md's results rewritten from the run of ${results.at}\n`);
}

(process.argv.includes("--report") ? reportOnly() : main()).catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
