// The embed's size budget (issue 4: at most 1.5 kB gzip), checked on the built script when
// there is one: `npm test` builds before it runs the unit tests. size-limit checks it too.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const BUILT = new URL("../dist/embed/embed.js", import.meta.url);
const BUDGET_BYTES = 1500;

describe("embed.js", () => {
  it.skipIf(!existsSync(BUILT))(`is at most ${BUDGET_BYTES} bytes gzipped`, () => {
    const size = gzipSync(readFileSync(BUILT), { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
