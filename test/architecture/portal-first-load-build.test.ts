// What the portal's sign-in page loads at once, read from the portal's own build (its config,
// in memory: dist/ is never touched): the entry and the chunks it imports statically. The
// screens only a signed-in merchant sees, the rarer signed-out screens and the schemas only
// later screens parse are fetched when wanted, not before the first paint. The static imports'
// check (first-load.test.ts) cannot see this: the schemas are reached through the shared index
// either way, and only the bundler decides where a module lands.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

interface Chunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** The entry and every chunk it imports statically, by file name (assets/…). */
function firstLoadChunks(chunks: readonly Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return [...seen].flatMap((name) => byName.get(name) ?? []);
}

/** The files the first-load budget counts (.size-limit.json), as patterns over dist/portal/…. */
function budgetPatterns(): RegExp[] {
  const entries = JSON.parse(readFileSync(join(ROOT, ".size-limit.json"), "utf8")) as { name: string; path: string | string[] }[];
  const entry = entries.find((one) => one.name.startsWith("portal: first-load JS"));
  const paths = entry ? [entry.path].flat() : [];
  return paths.map((glob) => new RegExp(`^${glob.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]")}$`));
}

describe("the portal's sign-in page, as built", () => {
  let chunks: Chunk[] = [];
  let modules: string[] = [];
  beforeAll(async () => {
    const output = await build({
      root: ROOT,
      configFile: join(ROOT, "vite.portal.config.ts"),
      logLevel: "silent",
      build: { write: false, outDir: join(ROOT, "dist", "portal-first-load-test") },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as { output: (Chunk | { type: "asset" })[] }[];
    chunks = firstLoadChunks(outputs.flatMap((one) => one.output).filter((item): item is Chunk => item.type === "chunk"));
    modules = chunks.flatMap((chunk) => chunk.moduleIds).map((id) => id.replace(`${ROOT}/`, ""));
  }, 120_000);

  it("loads the sign-in screen, its words and the session's schemas at once", () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        "src/portal/main.tsx",
        "src/portal/components/auth-screen.tsx",
        "src/portal/locales/en.ts",
        "src/shared/schemas/portal.ts",
      ]),
    );
  });

  it("is counted whole by its budget: every file it loads at once is one the budget names", () => {
    const patterns = budgetPatterns();
    expect(patterns.length).toBeGreaterThan(0);
    const uncounted = chunks.map((chunk) => `dist/portal/${chunk.fileName}`).filter((file) => !patterns.some((p) => p.test(file)));
    expect(uncounted).toEqual([]);
  });

  it("does not carry the signed-in account's screens nor the password's screens", () => {
    const screens = [
      "src/portal/components/overview-screen.tsx",
      "src/portal/components/account-screen.tsx",
      "src/portal/components/audit-screen.tsx",
      "src/portal/components/forgot-password-screen.tsx",
      "src/portal/components/set-password-screen.tsx",
    ];
    expect(modules.filter((id) => screens.includes(id))).toEqual([]);
  });

  it("does not carry the schemas only later screens parse, nor the pseudo-locale's tables", () => {
    const later = [
      "src/shared/schemas/orders.ts",
      "src/shared/schemas/payment-links.ts",
      "src/shared/schemas/payouts.ts",
      "src/shared/schemas/portal-merchant.ts",
      "src/shared/schemas/checkout-order.ts",
      "src/shared/schemas/webhook.ts",
      "src/shared/pseudo-locale.ts",
    ];
    expect(modules.filter((id) => later.includes(id))).toEqual([]);
  });
});
