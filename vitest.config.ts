import { defineConfig } from "vitest/config";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "embed/**/*.test.ts",
      "server/**/*.test.ts",
      "test/**/*.test.{ts,tsx}",
      "kit/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    setupFiles: ["test/setup/fail-on-console.ts", "test/setup/undo-stubs.ts"],
    globalSetup: ["test/setup/service-bundle.ts", "test/setup/postgres.ts"],
    environment: "node",
    restoreMocks: true,
    // Files share their worker's loaded modules instead of each loading the whole graph afresh
    // (importing was 138 s of the run's CPU, summed over the two workers, when every file paid
    // it). Mocks, stubbed globals and environment variables are put back before each test and
    // at the end of each file (test/setup/undo-stubs.ts); a file that loads modules afresh or
    // mocked says so (vi.resetModules, vi.doMock).
    // Checked by running the files in random orders (docs/testing.md).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Two files at a time, also on a 2-core machine (vitest's default there is one): much of the
    // suite waits on child processes, PostgreSQL and sockets rather than on its own CPU.
    maxWorkers: 2,
  },
});
