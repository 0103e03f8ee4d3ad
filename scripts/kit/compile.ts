// A Node package's staged sources compiled by TypeScript itself, twice: to ES modules in
// dist/esm and to CommonJS in dist/cjs, each with its declaration files (a require() caller must
// get CommonJS types, an import caller ES module types, or TypeScript's node16 checks lie to
// one of them). NodeNext takes each file's format from the nearest package.json, so the stage
// gets one saying "module", then one saying "commonjs", and dist/cjs keeps a package.json of its
// own for Node and for TypeScript in the consumer's project.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { ROOT } from "./stage-sources.ts";

export type Format = "esm" | "cjs";

function options(stage: string, format: Format): ts.CompilerOptions {
  return {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts"],
    types: ["node"],
    typeRoots: [join(ROOT, "node_modules", "@types")],
    strict: true,
    noUncheckedIndexedAccess: true,
    // The sources import with .ts extensions (as the repository does); the output says .js.
    rewriteRelativeImportExtensions: true,
    declaration: true,
    rootDir: join(stage, "src"),
    outDir: join(stage, "dist", format),
    newLine: ts.NewLineKind.LineFeed,
    skipLibCheck: true,
    // `npm run typecheck` has checked these sources already (with the repository's stricter
    // settings); here TypeScript only emits, which takes a fraction of the time.
    noCheck: true,
  };
}

/** The last program: the next one reuses its unchanged files (the libraries' types above all). */
let previous: ts.Program | undefined;

/** Compiles `entries` (paths under the stage) and what they import; throws with every diagnostic. */
export function compile(stage: string, entries: string[], format: Format): void {
  writeFileSync(join(stage, "package.json"), JSON.stringify({ type: format === "esm" ? "module" : "commonjs" }));
  const program = ts.createProgram(
    entries.map((entry) => join(stage, entry)),
    options(stage, format),
    undefined,
    previous,
  );
  previous = program;
  const emitted = program.emit();
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...emitted.diagnostics];
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => stage, getNewLine: () => "\n" };
    throw new Error(`${format} build of ${stage} failed:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  rewriteDeclarationImports(join(stage, "dist", format));
  if (format === "cjs") writeFileSync(join(stage, "dist", "cjs", "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);
}

/**
 * TypeScript rewrites "./verify.ts" to "./verify.js" in the JavaScript it emits but not in the
 * declaration files: there a consumer's compiler would look for a .ts file the package does not
 * ship. Every relative specifier of every .d.ts is rewritten the same way.
 */
function rewriteDeclarationImports(outDir: string): void {
  for (const name of readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".d.ts")) continue;
    const path = join(outDir, name);
    let text = readFileSync(path, "utf8");
    const imports = ts.preProcessFile(text, true, true).importedFiles.filter(({ fileName }) => /^\.\.?\/.*\.ts$/.test(fileName));
    // pos is the opening quote's; from the end, so the earlier positions still hold.
    for (const { fileName, pos } of imports.reverse()) {
      text = `${text.slice(0, pos + 1)}${fileName.replace(/\.ts$/, ".js")}${text.slice(pos + 1 + fileName.length)}`;
    }
    writeFileSync(path, text);
  }
}
