import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datedSection, readmeResults, RESULTS_END, RESULTS_START, type Results, withResults } from "./report.ts";

const RUN: Results = {
  at: "2026-11-25T16:40:12.345Z",
  node: "v20.20.2",
  cpus: 2,
  loadAverage: [3.25, 2.5, 2],
  parts: ["page"],
  embed: { scriptRaw: 2600, scriptGzip: 1380, eventsGzip: 580, modalGzip: 911 },
  paymentToCompleted: { samples: [18, 20, 22], medianMs: 20, p95Ms: 22, maxMs: 22 },
  errors: [],
};

/** A table's text with its alignment taken out: the rows below are compared by their cells. */
const flat = (text: string) => text.replace(/ {2,}/g, " ");
const expectRow = (table: string, row: string) => expect(flat(table)).toContain(flat(row));

const README = [
  "# Benchmarks",
  "",
  "Method.",
  "",
  "## Results",
  "",
  RESULTS_START,
  "old table",
  RESULTS_END,
  "",
  "## Gateway",
  "",
  "More method.",
  "",
].join("\n");

describe("the README's results section", () => {
  it("is the run's table between the markers, dated, with everything around it kept", () => {
    const written = withResults(README, readmeResults(RUN));
    const [before, rest = ""] = written.split(RESULTS_START);
    const [inside = "", after] = rest.split(RESULTS_END);
    expect(before).toBe(README.split(RESULTS_START)[0]);
    expect(after).toBe(README.split(RESULTS_END)[1]);
    expect(inside).not.toContain("old table");
    expect(inside).toContain("Last run 2026-11-25 16:40 UTC");
    expect(inside).toContain("[results/2026-11-25.md](results/2026-11-25.md)");
    expectRow(inside, "| Measurement | Value | Target | |");
    // The ratio's own | cannot split the markdown cell.
    expectRow(inside, "| embed script (IIFE, gzip -9) \\| its ratio to the 1 KB goal | 1380 B \\| 1.38 | ≤ 1000 B | MISS |");
    expectRow(
      inside,
      "| embed message rules, loaded on the first mount (gzip -9) \\| script + rules, what an inline mount downloads | 580 B \\| 1960 B | ≤ 1000 B | ok |",
    );
    expectRow(inside, "| payment → completed on screen, median (3 orders) | 20 ms | ≤ 1000 ms | ok |");
  });

  it("says the reads during a paced burst, on the file store and in memory, and the floors, and leaves them out of an older run", () => {
    const spread = (median: number) => ({ min: median - 0.5, median, max: median + 0.5 });
    const paced = (median: number) => ({ rate: 500, burstP99Ms: [1, 1.2, 1.4], quietP99Ms: [0.8, 0.9, 1], ratio: spread(median) });
    const burst = {
      creations: 1000,
      burstSeconds: [1.3],
      burstP99Ms: [3],
      quietP99Ms: [0.6],
      ratio: spread(5),
      floor: { burstP99Ms: [8], quietP99Ms: [0.6], ratio: spread(12) },
    };
    const withPaced = readmeResults({
      ...RUN,
      creation: {
        sizes: [],
        burst: {
          ...burst,
          paced: paced(1.25),
          pacedFloor: paced(1.5),
          elsewhere: paced(2),
          pacedElsewhere: paced(1.1),
          oneLoop: paced(2.2),
        },
      },
    });
    expectRow(
      withPaced,
      "|   the file store, the creations paced at 500/s (cores not saturated) | 0.75 \\| 1.25 \\| 1.75 [1.0, 1.2, 1.4 vs 0.8, 0.9, 1.0 ms] | ≈ 1 |",
    );
    expectRow(withPaced, "|   the same in memory, the creations paced at 500/s (cores not saturated) | 1.00 \\| 1.50 \\| 2.00");
    expectRow(
      withPaced,
      "|   the machine's floor: reads of the service while the burst at full speed goes to another process | 1.50 \\| 2.00 \\| 2.50",
    );
    expectRow(
      withPaced,
      "|   the machine's floor: reads of the service while the burst paced goes to another process | 0.60 \\| 1.10 \\| 1.60",
    );
    expectRow(
      withPaced,
      "|   one event loop's floor: plain node:http (the read's baseline) read during a burst it only takes in and answers | 1.70 \\| 2.20 \\| 2.70 [1.0, 1.2, 1.4 vs 0.8, 0.9, 1.0 ms] | the floor of the service's row |",
    );
    const older = readmeResults({ ...RUN, creation: { sizes: [], burst } });
    expect(older).toContain("order read p99 during 1000 creations");
    expect(older).not.toContain("paced");
    expect(older).not.toContain("floor: reads");
    expect(older).not.toContain("one event loop");
  });

  it("says the reads during a burst on SQLite and on PostgreSQL, in the busy process and in another, and leaves them out of an older run", () => {
    const reads = (median: number, during: number[]) => ({
      burstP99Ms: during,
      quietP99Ms: [0.4, 0.5, 0.4],
      ratio: { min: median - 1, median, max: median + 1 },
    });
    const both = readmeResults({
      ...RUN,
      burstAcross: [
        { store: "SQLite", creations: 1000, oneProcess: reads(4, [1.5, 2.1, 1.9]), payerWorkers: reads(2, [0.9, 1.0, 1.1]) },
        { store: "PostgreSQL", creations: 1000, oneProcess: reads(7, [2.5, 4.6, 2.5]), payerWorkers: reads(3.5, [1.2, 2.4, 1.4]) },
      ],
    });
    expectRow(
      both,
      "| order read p99 during 1000 creations / with none (SQLite), one process taking both | 3.00 \\| 4.00 \\| 5.00 [1.5, 2.1, 1.9 vs 0.4, 0.5, 0.4 ms] | ≈ 1 |",
    );
    expectRow(
      both,
      "|   WORKERS=2 PAYER_WORKERS=1: the reads in the payer's worker, the creations in the other | 1.00 \\| 2.00 \\| 3.00 [0.9, 1.0, 1.1 vs 0.4, 0.5, 0.4 ms] | the machine's floor |",
    );
    expectRow(
      both,
      "| order read p99 during 1000 creations / with none (PostgreSQL), one process taking both | 6.00 \\| 7.00 \\| 8.00 [2.5, 4.6, 2.5 vs 0.4, 0.5, 0.4 ms] | ≈ 1 |",
    );
    expectRow(
      both,
      "|   WORKERS=2 PAYER_WORKERS=1: the reads in the payer's worker, the creations in the other | 2.50 \\| 3.50 \\| 4.50 [1.2, 2.4, 1.4 vs 0.4, 0.5, 0.4 ms] | the machine's floor |",
    );
    expect(readmeResults(RUN)).not.toContain("PAYER_WORKERS");
  });

  it("says the lowest Lighthouse performance over the other states, and names each state below 100", () => {
    const score = (state: string, performance: number) => ({ state, performance, lcpMs: 700, tbtMs: performance < 100 ? 127 : 0 });
    const all = readmeResults({ ...RUN, lighthouseStates: [score("payment detected", 100), score("payment completed", 100)] });
    expectRow(all, "| Lighthouse mobile performance in every other state (2, one run each), lowest | 100 [LCP 700 ms-700 ms] | 100 | ok |");
    const one = readmeResults({ ...RUN, lighthouseStates: [score("payment detected", 100), score("a late payment confirming", 99)] });
    expectRow(one, "| 99 [a late payment confirming: 99, TBT 127 ms] [LCP 700 ms-700 ms] | 100 | MISS |");
  });

  it("is replaced, not appended to, by the next run", () => {
    const once = withResults(README, readmeResults(RUN));
    const later = { ...RUN, at: "2026-11-26T09:00:00.000Z" };
    const twice = withResults(once, readmeResults(later));
    expect(twice).toBe(withResults(README, readmeResults(later)));
    expect(twice.split(RESULTS_START)).toHaveLength(2);
    expect(twice).not.toContain("2026-11-25 16:40");
  });

  it("refuses a README without exactly one pair of markers in order", () => {
    for (const readme of [
      "# no markers",
      `${RESULTS_END}\n${RESULTS_START}`,
      `${RESULTS_START}\n${RESULTS_START}\n${RESULTS_END}`,
      `${RESULTS_START}\n${RESULTS_END}\n${RESULTS_END}`,
    ]) {
      expect(() => withResults(readme, "table")).toThrow("needs exactly one");
    }
  });

  it("has its markers in bench/README.md, so a run can write it", async () => {
    const readme = await readFile(join(import.meta.dirname, "README.md"), "utf8");
    expect(() => withResults(readme, readmeResults(RUN))).not.toThrow();
  });
});

describe("the README's table", () => {
  it("is written as the formatter `npm test` runs would write it, sub-rows, failing audits and errors all", () => {
    const section = readmeResults({
      ...RUN,
      lighthouse: {
        ...{ performance: 99, accessibility: 100, bestPractices: 100, lcpMs: 770, fcpMs: 740, tbtMs: 106, runs: [], baselineRuns: [] },
        lcpRatio: { min: 1, median: 1, max: 1 },
        failing: ["performance/total-blocking-time: Total Blocking Time"],
      },
      errors: ["page: chromium did not start"],
      burstAcross: [
        {
          store: "SQLite",
          creations: 1000,
          oneProcess: { burstP99Ms: [2, 3], quietP99Ms: [1, 1], ratio: { min: 2, median: 3, max: 4 } },
          payerWorkers: { burstP99Ms: [1, 2], quietP99Ms: [1, 1], ratio: { min: 1, median: 2, max: 3 } },
        },
      ],
    });
    const biome = join(import.meta.dirname, "..", "node_modules", ".bin", "biome");
    const formatted = execFileSync(biome, ["format", "--stdin-file-path=README.md"], { input: section, encoding: "utf8" });
    expect(section.trim()).toBe(formatted.trim());
  });
});

describe("the dated record", () => {
  it("heads the run's section with its minute, the machine and the parts", () => {
    const section = datedSection(RUN);
    expect(section).toContain("## 2026-11-25 16:40 UTC");
    expect(section).toContain("Node v20.20.2, 2 CPUs, load average 3.3 / 2.5 / 2.0 at the end; parts: page.");
    expect(section).toMatch(/```\nmetric +value +target/);
  });

  it("says the payouts' detection against the poll and the eth_getLogs calls per 500 open payouts, each against its target", () => {
    const section = readmeResults({
      ...RUN,
      payouts: {
        detection: { pollMs: 1000, samples: [640, 810, 1055], p50: 810, max: 1055 },
        logReads: [
          { open: 0, getLogs: 1, requests: 4 },
          { open: 500, getLogs: 2, requests: 5 },
          { open: 1000, getLogs: 4, requests: 7 },
        ],
      },
    });
    expectRow(
      section,
      "| chain: payout transfer mined → read seen, median \\| max (poll 1000 ms) | 810 ms \\| 1055 ms | median ≤ 2000 ms | ok |",
    );
    expectRow(
      section,
      "| chain: eth_getLogs per tick with 500 open payouts (none open: 1) | 2 (5 HTTP requests) | ≤ 2 (1 extra per 500) | ok |",
    );
    expectRow(
      section,
      "| chain: eth_getLogs per tick with 1000 open payouts (none open: 1) | 4 (7 HTTP requests) | ≤ 3 (1 extra per 500) | MISS |",
    );
    expect(readmeResults(RUN)).not.toContain("payout");
  });
});
