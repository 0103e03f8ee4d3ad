// The system Chromium (Playwright's own browser download cannot work on these machines), and
// the flags it needs here: without the background-networking ones it keeps dialling hosts
// this closed network refuses. Shared by the e2e config and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
