// Lighthouse's default (mobile) run against a real order's page: performance, accessibility
// and best-practices scores, and LCP. Several runs, median reported: one run's simulated
// timings wobble. Each run of the page follows a run of a trivial static page
// (static-page.ts) on the same preset, so LCP is also reported as a ratio to that baseline's.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "./browser.ts";
import { median } from "./stats.ts";
import { startStaticPage } from "./static-page.ts";

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Audits that lost points, for the report (id: title). */
  failing: string[];
}

export interface LighthouseResult extends LighthouseRun {
  runs: LighthouseRun[];
  /** The trivial static page's runs, one before each of the page's. */
  baselineRuns: LighthouseRun[];
  /** The page's LCP over the baseline's in the same pair of runs: min, median, max. */
  lcpRatio: { min: number; median: number; max: number };
}

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CATEGORIES = ["performance", "accessibility", "best-practices"];
const MAX_WAIT_FOR_LOAD_MS = 15_000;
/**
 * The other states' runs wait less: their pages hold the long poll open too, and what is
 * scored (paint, blocking time, layout shifts) is over in the first two seconds.
 */
const STATE_WAIT_FOR_LOAD_MS = 5_000;

async function once(url: string, maxWaitForLoad = MAX_WAIT_FOR_LOAD_MS): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: "silent" });
  try {
    // The page holds a long poll open, so the network is never idle and Lighthouse would wait
    // its full 45 s for it on every run. Everything it scores happens in the first 2 s.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      maxWaitForLoad,
    });
    if (!result) throw new Error("lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing: string[] = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}/${ref.id}: ${audit.title}`);
      }
    }
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One pair of runs per url (the baseline page, then the url), in order, while the time budget
 * allows another pair as long as the last one took (a busy machine gets fewer runs rather than
 * an unbounded bench).
 */
export async function runLighthouse(urls: string[], budgetMs = 300_000): Promise<LighthouseResult> {
  const runs: LighthouseRun[] = [];
  const baselineRuns: LighthouseRun[] = [];
  const baseline = await startStaticPage();
  const started = Date.now();
  try {
    for (const url of urls) {
      const before = Date.now();
      baselineRuns.push(await once(baseline.url));
      runs.push(await once(url));
      const took = Date.now() - before;
      if (Date.now() - started + took > budgetMs) break;
    }
  } finally {
    await baseline.stop();
  }
  const ratios = runs.map((run, i) => run.lcpMs / (baselineRuns[i]?.lcpMs ?? Number.NaN));
  return {
    baselineRuns,
    lcpRatio: { min: Math.min(...ratios), median: median(ratios), max: Math.max(...ratios) },
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    runs,
  };
}

export interface StateScore {
  state: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * One run for each of the other states a payer's page can be in (the waiting page has its
 * runs above): performance must be 100 in every one, not only on the first visit.
 */
export async function scoreStates(pages: Array<{ state: string; url: string }>): Promise<StateScore[]> {
  const scores: StateScore[] = [];
  for (const { state, url } of pages) {
    const run = await once(url, STATE_WAIT_FOR_LOAD_MS);
    scores.push({ state, performance: run.performance, lcpMs: run.lcpMs, tbtMs: run.tbtMs });
  }
  return scores;
}
