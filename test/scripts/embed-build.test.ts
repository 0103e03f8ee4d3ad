// `npm start` builds the embed on every start; the React wrapper's "use client" made Rolldown
// warn each time that the directive might not be preserved, though react.mjs keeps it. The ES
// build's own options, run on the wrapper into a folder of its own (the shared dist/ is never
// touched): no warning is logged, and the directive is still the file's first statement.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Logger } from "vite";
import { afterAll, expect, it } from "vitest";
import { esRolldownOptions } from "../../vite.embed.config.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const out = mkdtempSync(join(tmpdir(), "embed-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A logger that keeps what the build says at warning level or above. */
function recordingLogger(said: string[]): Logger {
  const keep = (message: string) => void said.push(message);
  return {
    info: () => {},
    warn: keep,
    warnOnce: keep,
    error: keep,
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  };
}

it('builds the React wrapper without a warning, its "use client" kept at the top', async () => {
  const said: string[] = [];
  await build({
    root: ROOT,
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    customLogger: recordingLogger(said),
    build: {
      outDir: out,
      emptyOutDir: true,
      target: "es2020",
      lib: { entry: { react: join(ROOT, "embed/react/index.ts") }, formats: ["es"], fileName: (_format, name) => `${name}.mjs` },
      rolldownOptions: esRolldownOptions,
    },
  });
  expect(said).toEqual([]);
  expect(readFileSync(join(out, "react.mjs"), "utf8")).toMatch(/^"use client";/);
}, 60_000);
