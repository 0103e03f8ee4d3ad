// Every file a document or a code comment points at exists in the repository (see
// doc-references.ts for what counts as a reference), and the checker is held to planted
// references so it cannot pass by finding none.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brokenReferences, commentReferences, ignoredBy, markdownReferences, type Reference } from "./doc-references.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "dist", "test-results", "playwright-report", "screenshots", "results-json"]);
const CODE = /\.(ts|tsx|mts|mjs|js|cjs|jsonc|css|html|sh)$/;

function files(dir = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir || "."), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || (entry.name.startsWith(".") && entry.name !== ".ci")) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...files(relative));
    else out.push(relative);
  }
  return out;
}

function referencesOf(file: string): Reference[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  if (file.endsWith(".md")) return markdownReferences(file, text);
  if (CODE.test(file) || file.startsWith(".ci/")) return commentReferences(file, text);
  return [];
}

describe("file references in documents and comments", () => {
  it("all resolve to a file of the repository", () => {
    const all = files();
    const references = all.flatMap(referencesOf);
    expect(all.filter((file) => file.endsWith(".md")).length).toBeGreaterThan(10);
    expect(references.length).toBeGreaterThan(300);
    const generated = ignoredBy(readFileSync(path.join(ROOT, ".gitignore"), "utf8"));
    const broken = brokenReferences(references, (relative) => existsSync(path.join(ROOT, relative)), generated);
    expect(broken.map((b) => `${b.file}:${b.line} ${b.target}: ${b.why}`)).toEqual([]);
  }, 60_000);
});

describe("the checker", () => {
  const tree = new Set([
    "",
    "docs",
    "docs/a.md",
    "server",
    "server/app.ts",
    "kit",
    "kit/client",
    "kit/client/src",
    "kit/client/src/client.ts",
  ]);
  const exists = (relative: string) => tree.has(relative);
  const broken = (references: Reference[]) => brokenReferences(references, exists).map((b) => `${b.target}: ${b.why}`);

  it("holds markdown links and backticked repository paths, strictly", () => {
    const text = [
      "See [a](a.md), [gone](gone.md#part), [out](../../shared/spec.md), [web](https://x.example/a.md), [here](#top).",
      "The app is `server/app.ts`; `server/gone.ts` moved; `docs/`; `server/app.ts:12`.",
      "[ref]: ../server/missing.ts",
    ].join("\n");
    expect(broken(markdownReferences("docs/b.md", text))).toEqual([
      "gone.md: no such file",
      "../../shared/spec.md: points outside the repository",
      "../server/missing.ts: no such file",
      "server/gone.ts: no such file",
    ]);
  });

  it("reads paths in fenced blocks, as in a layout, but not an example's ./ imports", () => {
    const text =
      '```\nserver/          the service\nsrc/gone/        moved away\napi/             relative, prose\n```\n```ts\nimport { x } from "./y.ts";\n```\n';
    expect(broken(markdownReferences("README.md", text))).toEqual(["src/gone/: no such file"]);
  });

  it("tolerates prose that is no path: routes, bare names, other projects' files, placeholders, sentences", () => {
    const text = [
      "`GET /portal/api/integrations`, `until.ts`, hono's `src/index.ts` is ours by chance,",
      "`bench/results/<date>.md`, `server/**/*.ts`, `Prefer: wait=20`, `a b/c.ts`.",
    ].join("\n");
    expect(broken(markdownReferences("docs/b.md", text))).toEqual(["src/index.ts: no such file"]);
  });

  it("reads comments only, and resolves a package's own src/ from its folder", () => {
    const code = [
      "// server/app.ts wires it; server/old.ts is gone.",
      "/* see ./client.ts and ../src/client.ts, not ./gone.ts */",
      'const notAComment = "server/nothing.ts";',
      "// src/client.ts of this package",
    ].join("\n");
    expect(broken(commentReferences("kit/client/src/x.ts", code))).toEqual(["server/old.ts: no such file", "./gone.ts: no such file"]);
  });
  it("leaves out what a run generates and git ignores", () => {
    const generated = ignoredBy("dist/\n.build/\nbench/results/*.json\n*.log\n");
    expect(["dist/a.js", "server/x/dist/b", ".build/service/main.mjs", "bench/results/latest.json", "a/b.log"].every(generated)).toBe(true);
    expect(["bench/results/2026-11.md", "bench/results/x/latest.json", "distance.ts", "server/app.ts"].some(generated)).toBe(false);
  });
});
