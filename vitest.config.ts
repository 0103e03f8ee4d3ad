import { defineConfig } from "vitest/config";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "embed/**/*.test.ts", "server/**/*.test.ts", "test/**/*.test.{ts,tsx}", "kit/**/*.test.ts"],
    setupFiles: ["test/setup/fail-on-console.ts"],
    environment: "node",
    restoreMocks: true,
  },
});
