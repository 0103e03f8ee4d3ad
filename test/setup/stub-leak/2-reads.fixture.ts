// The second file: what its import and its beforeAll see.
import { beforeAll, expect, it } from "vitest";

const atImport = { fetch: globalThis.fetch, probe: process.env.STUB_LEAK_PROBE };
let inBeforeAll = { fetch: globalThis.fetch, probe: process.env.STUB_LEAK_PROBE };
beforeAll(() => {
  inBeforeAll = { fetch: globalThis.fetch, probe: process.env.STUB_LEAK_PROBE };
});

it("sees the real fetch and no stubbed variable, at its import and in its beforeAll", () => {
  expect(atImport.fetch.toString()).not.toContain("the stub of another file");
  expect(inBeforeAll.fetch.toString()).not.toContain("the stub of another file");
  expect(atImport.probe).toBeUndefined();
  expect(inBeforeAll.probe).toBeUndefined();
});
