// The portal's models in vitest, against a service that is down: fetch stubbed (put back before
// the next test and at the file's end: vitest.config.ts) to answer every request 503, keeping
// the paths asked in order, so a test checks what a model asks for and when.
import { vi } from "vitest";

/** Stubs fetch with a service answering 503; answers the list the paths asked are added to. */
export function stubUnavailableFetch(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response("{}", { status: 503 });
    }),
  );
  return asked;
}
