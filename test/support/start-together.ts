// Parts of a test's setup started side by side (a node, a receiver, a database, an installed
// kit) without leaving any running when another fails: with Promise.all, a part that had
// started was never assigned, so nothing stopped it. An anvil started so outlived the test run
// as a process of its own (two were found an hour after a run whose kit was not packed).

/** A part being started, and how to stop it once it has. */
export interface Part<T> {
  started: Promise<T>;
  stop(value: T): unknown;
}

export function part<T>(started: Promise<T>, stop: (value: T) => unknown): Part<T> {
  return { started, stop };
}

/**
 * Waits for every part. When all started, their values, in order; when any failed, every part
 * that did start (before or after the failure) is stopped, and the first failure is thrown.
 */
export async function startTogether<T extends unknown[]>(...parts: { [K in keyof T]: Part<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(parts.map((one) => one.started));
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (!failed) return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
  await Promise.allSettled(
    settled.map(async (result, i) => {
      if (result.status === "fulfilled") await (parts[i] as Part<unknown>).stop(result.value);
    }),
  );
  throw failed.reason;
}
