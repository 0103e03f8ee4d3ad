// Files share a worker's globals (vitest.config.ts: isolate false). The config puts stubbed
// globals and environment variables back before each test, which leaves the last test's stubs
// in place until the next file's first test: its imports and beforeAll would see them. Put back
// at the end of every file as well, a stub lasts no longer than its file.
import { afterAll, vi } from "vitest";

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
