// A process that idles through major collections keeps process.nextTick() on V8's fast path only
// while it holds a tick object. It is seen in V8's own memory of nextTick's four computed keys
// (%DebugPrint: one state per key). Bursts of ticks come before and after the collections, and
// the collections run at a moment when no tick object is alive. Six collections are run, more
// than V8 keeps an unused map for.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const moduleUrl = pathToFileURL(resolve(import.meta.dirname, "tick-objects.ts")).href;

const SCRIPT = `
const { holdTickObjectMaps } = await import(${JSON.stringify(moduleUrl)});
if (process.env.HOLD === "1") holdTickObjectMaps();
const burst = () => new Promise((done) => {
  let n = 0;
  const step = () => (++n < 200 ? process.nextTick(step) : done());
  process.nextTick(step);
});
await burst();
await new Promise((wait) => setTimeout(wait, 10));
for (let i = 0; i < 6; i++) gc();
await burst();
%DebugPrint(process.nextTick);
`;

/**
 * The state V8 keeps for each computed key of nextTick's literal, after an idle process's
 * collections. %DebugPrint writes to the process's stdout, a file here: through a pipe, the part
 * with the feedback was lost at the process's exit.
 */
async function literalKeyStates(hold: boolean): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "tick-objects-"));
  const file = join(dir, "stdout.txt");
  const stdout = openSync(file, "w");
  try {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--allow-natives-syntax", "--expose-gc", "--input-type=module", "--eval", SCRIPT],
      { env: { ...process.env, HOLD: hold ? "1" : "0" }, stdio: ["ignore", stdout, "inherit"] },
    );
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
    return [...readFileSync(file, "utf8").matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] ?? "");
  } finally {
    closeSync(stdout);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("holding a tick object", () => {
  it("without it, an idle process's collections leave nextTick's keys megamorphic for good", async () => {
    const states = await literalKeyStates(false);
    expect(states).toHaveLength(4);
    expect(states).toContain("MEGAMORPHIC");
  });

  it("with it, every key of nextTick's literal stays monomorphic through them", async () => {
    expect(await literalKeyStates(true)).toEqual(["MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC"]);
  });
});
