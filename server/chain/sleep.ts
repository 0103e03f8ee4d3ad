// A pause a stop can cut short: the watchers' loops sleep once a poll, for ever.
/** Waits `ms`, or less when `signal` aborts; leaves no listener behind (the loop sleeps once a poll, for ever). */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const aborted = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", aborted);
      resolve();
    }, ms);
    signal.addEventListener("abort", aborted, { once: true });
  });
