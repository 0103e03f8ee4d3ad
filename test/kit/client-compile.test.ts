// The compile test has teeth: client-compile.check.ts type-checks clean with its expected-error
// directives, and the same file without them does not: each marked line is a real error, so a
// client that stopped refusing a wrong assetId or an unknown path would leave a directive unused
// and fail `npm run typecheck`. One program holds both versions (a type check costs seconds).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";

const FILE = fileURLToPath(new URL("./client-compile.check.ts", import.meta.url));
const STRIPPED = FILE.replace(/\.check\.ts$/, ".stripped.check.ts");
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIRECTIVE = /^\s*\/\/ @ts-expect-error.*$/;

it("refuses a wrong assetId and an unknown path at compile time, and compiles the rest", () => {
  const text = readFileSync(FILE, "utf8");
  const lines = text.split("\n");
  // 1-based numbers of the lines each directive guards.
  const guarded = lines.flatMap((line, index) => (DIRECTIVE.test(line) ? [index + 2] : []));
  const stripped = lines.map((line) => (DIRECTIVE.test(line) ? "" : line)).join("\n");

  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const host = ts.createCompilerHost(config.options);
  const { readFile, fileExists } = host;
  host.readFile = (name) => (name === STRIPPED ? stripped : readFile(name));
  host.fileExists = (name) => name === STRIPPED || fileExists(name);
  const program = ts.createProgram([FILE, STRIPPED], config.options, host);
  const errorsOf = (file: string) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ({
      line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
      text: ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n")[0],
    }));

  expect(errorsOf(FILE)).toEqual([]);
  const errors = errorsOf(STRIPPED);
  expect(guarded.length).toBe(2);
  expect(errors.map((e) => e.line).sort()).toEqual(guarded);
  expect(errors.map((e) => e.text).join("\n")).toMatch(/"USDT_TRC21"' is not assignable/);
}, 60_000);
