// The system Chromium (Playwright's own browser download cannot work on these machines), and
// the flags it needs here: without the background-networking ones it keeps dialling hosts
// this closed network refuses. Shared by the e2e config and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The tests' Chromium: Debian's headless shell, the same Blink and V8 as /usr/bin/chromium
 * without the browser's window and its toolbar. The full browser starts every new page as a
 * window with its web-drawn toolbar, a renderer process of its own: a page cost 0.7 to 2.2 s
 * here against 0.2 to 0.4 s for the shell, and every test opens at least one. The benchmarks
 * keep the full browser (CHROMIUM_PATH), which is what a payer runs.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The tests' flags: one renderer process for all of a context's pages (cross-site frames still
 * get their own). The specs keep one context per worker (test/e2e/support/fixtures.ts) and open
 * a page per test in it; without the limit every new page started a renderer of its own, which
 * was most of a short test's CPU.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, "--renderer-process-limit=1"];
