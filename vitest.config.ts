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
    setupFiles: ["test/setup/fail-on-console.ts"],
    globalSetup: ["test/setup/service-bundle.ts"],
    environment: "node",
    restoreMocks: true,
    // Two files at a time, also on a 2-core machine (vitest's default there is one): much of the
    // suite waits on child processes, PostgreSQL and sockets rather than on its own CPU.
    maxWorkers: 2,
  },
});
