// Waits on a state, never on the clock: polls `condition` (which may ask over the network)
// until it holds, and fails with `what` when it has not held within `ms` (a ceiling for a
// broken run, not a timing assertion).
export async function until(condition: () => boolean | Promise<boolean>, what = "the condition", ms = 10_000, everyMs = 5): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`${what}: not reached in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The same wait for a value: reads until `ok` holds for what was read, and hands that back. */
export async function untilValue<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what = "the value",
  ms = 10_000,
  everyMs = 20,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: not reached in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
