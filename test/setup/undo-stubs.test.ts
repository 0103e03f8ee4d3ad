// The suite's files share a worker's globals: a stub made in one file's last test must not reach
// the next file's imports or beforeAll. Two fixture files run by their own vitest, one after the
// other in one worker (stub-leak/vitest.config.ts), with the setup file that puts stubs back at a
// file's end and without it, which shows the check can fail.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..", "..");
const VITEST = join(ROOT, "node_modules", "vitest", "vitest.mjs");
const CONFIG = join(import.meta.dirname, "stub-leak", "vitest.config.ts");

async function runFixtures(withoutUndo: boolean): Promise<{ ok: boolean; output: string }> {
  const env = { ...process.env, WITHOUT_UNDO_STUBS: withoutUndo ? "1" : "0", STUB_LEAK_PROBE: undefined, VITEST: undefined };
  try {
    const { stdout, stderr } = await run(process.execPath, [VITEST, "run", "--config", CONFIG, "--reporter=verbose"], { cwd: ROOT, env });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("stubs last no longer than their file", () => {
  it("a file's last stubs are put back before the next file loads", async () => {
    const [kept, leaked] = await Promise.all([runFixtures(false), runFixtures(true)]);
    expect(kept.output).toMatch(/1-stubs\.fixture\.ts[\s\S]*2-reads\.fixture\.ts/);
    expect(kept.ok, kept.output).toBe(true);
    // Without the setup file the second file sees the first one's stubs: the check can fail.
    expect(leaked.ok, leaked.output).toBe(false);
    expect(leaked.output).toContain("sees the real fetch");
  });
});
