// The packages `npm run kit:pack` wrote to dist/kit, checked as a registry and a merchant's tools
// would see them: what each tarball holds, its package.json, its README, publint and
// arethetypeswrong, and that what it copied from the service has not drifted since.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { publint } from "publint";
import { afterAll, describe, expect, it } from "vitest";
import { builtKit, kitDrift } from "../../scripts/kit/drift.ts";
import { ROOT } from "../../scripts/kit/stage-sources.ts";

const run = promisify(execFile);
const kit = builtKit();
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/**
 * arethetypeswrong's problems with each tarball: its checks (@arethetypeswrong/core, the one the
 * CLI in devDependencies runs), in this process, so TypeScript loads once for the three rather
 * than once per CLI run. The embed runs in browsers and bundlers, an ES module only: as the CLI's
 * esm-only profile does, the resolutions that cannot load one (node10, and require() under
 * node16) are left out.
 */
async function attwProblems(name: string, tarball: string): Promise<unknown[]> {
  const core = createRequire(join(ROOT, "node_modules/@arethetypeswrong/cli/package.json")).resolve("@arethetypeswrong/core");
  const { checkPackage, createPackageFromTarballData } = (await import(
    pathToFileURL(core).href
  )) as typeof import("@arethetypeswrong/core");
  const result = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(join(ROOT, tarball)))));
  if (!result.types) return ["no types"];
  const ignored = name === "@crypto-checkout/embed" ? ["node10", "node16-cjs"] : [];
  return result.problems.filter((problem) => !("resolutionKind" in problem && ignored.includes(problem.resolutionKind)));
}

interface Manifest {
  name: string;
  private?: boolean;
  license?: string;
  sideEffects?: unknown;
  engines?: { node?: string };
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifestOf = (stage: string) => JSON.parse(readFileSync(join(ROOT, stage, "package.json"), "utf8")) as Manifest;

/** Every object of an exports map that names files (types, default), with its path in the map. */
function conditions(value: unknown, path: string[] = []): Array<[string, Record<string, unknown>]> {
  if (typeof value !== "object" || value === null) return [];
  const here: Array<[string, Record<string, unknown>]> = Object.values(value).some((inner) => typeof inner === "string")
    ? [[path.join(" → "), value as Record<string, unknown>]]
    : [];
  return [...here, ...Object.entries(value).flatMap(([key, inner]) => conditions(inner, [...path, key]))];
}

it("copies nothing that has drifted from the service since it was built", () => {
  expect(kitDrift(kit), "run npm run kit:pack").toEqual([]);
});

it("notices a copy that drifted: the callback schema changed in src/shared after the package was built", () => {
  const webhooks = kit.find(({ name }) => name === "@crypto-checkout/webhooks")!;
  const embed = kit.find(({ name }) => name === "@crypto-checkout/embed")!;
  expect(webhooks.copies.map(({ source }) => source)).toContain("src/shared/schemas/webhook.ts");
  const stage = mkdtempSync(join(tmpdir(), "kit-drift-"));
  scratch.push(stage);
  cpSync(join(ROOT, webhooks.stage), join(stage, "webhooks"), { recursive: true });
  cpSync(join(ROOT, embed.stage), join(stage, "embed"), { recursive: true });
  writeFileSync(join(stage, "webhooks/src/shared/schemas/webhook.ts"), "// an older schema\n");
  writeFileSync(join(stage, "embed/dist/embed.mjs"), "// an older build\n");
  const moved = [
    { ...webhooks, stage: relative(ROOT, join(stage, "webhooks")) },
    { ...embed, stage: relative(ROOT, join(stage, "embed")) },
  ];
  expect(kitDrift(moved)).toEqual([
    "@crypto-checkout/webhooks: src/shared/schemas/webhook.ts differs from src/shared/schemas/webhook.ts",
    "@crypto-checkout/embed: dist/embed.mjs differs from dist/embed/embed.mjs",
  ]);
});

describe.each(kit)("$name", ({ name, tarball, stage }) => {
  const manifest = manifestOf(stage);

  it("holds its build, types, README, license and package.json, and no sources or tests", async () => {
    const { stdout } = await run("tar", ["-tzf", join(ROOT, tarball)]);
    const files = stdout.trim().split("\n").sort();
    expect(files).toContain("package/LICENSE");
    expect(files).toContain("package/README.md");
    expect(files).toContain("package/package.json");
    expect(files.filter((file) => /\.test\.|\/src\/|\.ts$/.test(file) && !file.endsWith(".d.ts"))).toEqual([]);
    // Each file the exports map names is in the tarball.
    for (const [, condition] of conditions(manifest.exports))
      for (const target of Object.values(condition)) if (typeof target === "string") expect(files).toContain(`package/${target.slice(2)}`);
  });

  it("says types first, its side effects, its engines and license, and depends on nothing of the repository", () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe("MIT");
    expect(manifest.engines?.node).toMatch(/^>=20/);
    expect(manifest.sideEffects).toBeDefined();
    const named = conditions(manifest.exports).filter(([, condition]) => "types" in condition);
    expect(named.length).toBeGreaterThan(0);
    for (const [path, condition] of named) expect(Object.keys(condition)[0], path).toBe("types");
    for (const range of Object.values({ ...manifest.dependencies, ...manifest.peerDependencies })) expect(range).toMatch(/^[\^>=\d]/);
  });

  it("has a README that starts with the install command and a short example", () => {
    const readme = readFileSync(join(ROOT, stage, "README.md"), "utf8");
    const blocks = [...readme.matchAll(/```(\w+)\n([\s\S]*?)```/g)];
    expect(readme.startsWith(`# ${name}\n`)).toBe(true);
    expect(blocks[0]?.[1]).toBe("sh");
    expect(blocks[0]?.[2]).toBe(`npm install ${name}\n`);
    expect(blocks[1]?.[1]).toBe("ts");
    expect(blocks[1]?.[2]?.trimEnd().split("\n").length).toBeLessThanOrEqual(15);
  });

  it("passes publint, strictly", async () => {
    const { messages } = await publint({ pack: { tarball: readFileSync(join(ROOT, tarball)).buffer }, strict: true, level: "suggestion" });
    expect(messages).toEqual([]);
  });

  it("passes arethetypeswrong", async () => {
    expect(await attwProblems(name, tarball)).toEqual([]);
  }, 30_000);
});
