// The first file: its last test leaves a stubbed fetch and a stubbed environment variable
// behind it. The config puts both back before the next test, and the next test is in the other
// file (2-reads.fixture.ts), after that file's imports and beforeAll have run.
import { expect, it, vi } from "vitest";

it("stubs fetch and an environment variable in its last test", () => {
  vi.stubGlobal("fetch", () => Promise.reject(new Error("the stub of another file")));
  vi.stubEnv("STUB_LEAK_PROBE", "stubbed");
  expect(process.env.STUB_LEAK_PROBE).toBe("stubbed");
});
