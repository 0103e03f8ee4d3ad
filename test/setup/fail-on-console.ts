// Stray console output in a test is a bug report nobody reads: fail the test instead.
// (after colinhacks/zod/scripts/fail-on-console.ts)
import { afterEach, beforeEach, vi } from "vitest";

const methods = ["log", "info", "warn", "error", "debug"] as const;
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const method of methods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  if (calls.length > 0) {
    const printed = calls.join("\n");
    calls = [];
    throw new Error(`Unexpected console output:\n${printed}`);
  }
});
