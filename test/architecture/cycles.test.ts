// No import cycles among our files, type-only imports included: each part can be read, tested
// and moved from the bottom up. The finder itself is held to planted cycles.
import { describe, expect, it } from "vitest";
import { findCycles, sourceFiles, type SourceFile } from "./import-rules.ts";

describe("import cycles", () => {
  it("there are none in the repository, type-only imports included", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(findCycles(files)).toEqual([]);
  }, 60_000);

  it("finds a planted cycle, a type-only one, and one through three files", () => {
    const files: SourceFile[] = [
      { path: "server/a.ts", text: 'import { b } from "./b.ts";' },
      { path: "server/b.ts", text: 'import { a } from "./a.ts";' },
      { path: "server/store/x.ts", text: 'import type { Y } from "./y.ts";' },
      { path: "server/store/y.ts", text: 'export type { X } from "./x.ts";' },
      { path: "src/shared/p.ts", text: 'import { q } from "./q.ts";' },
      { path: "src/shared/q.ts", text: 'import { r } from "./r.ts";' },
      { path: "src/shared/r.ts", text: 'import type { P } from "./p.ts";' },
      { path: "src/shared/s.ts", text: 'import { p } from "./p.ts";' },
    ];
    expect(findCycles(files)).toEqual([
      ["server/a.ts", "server/b.ts"],
      ["server/store/x.ts", "server/store/y.ts"],
      ["src/shared/p.ts", "src/shared/q.ts", "src/shared/r.ts"],
    ]);
  });

  it("finds nothing where imports only go down", () => {
    const files: SourceFile[] = [
      { path: "server/a.ts", text: 'import { b } from "./b.ts";\nimport { c } from "./c.ts";' },
      { path: "server/b.ts", text: 'import { c } from "./c.ts";' },
      { path: "server/c.ts", text: "export const c = 1;" },
    ];
    expect(findCycles(files)).toEqual([]);
  });
});
