// Only the language in use is fetched: a first load (what the checkout's entry and the portal's
// sign-in page import before anything is asked for) carries no language's own name, no other
// language's words, no list of the languages' modules (written out or a glob) and not the
// pseudo-locale's tables, so adding a language adds no byte to it. Read from the sources' static imports, so the check needs no build; the size budgets
// (.size-limit.json) hold the bytes themselves.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGE_NAMES } from "../../src/shared/language-names.ts";
import { type SourceFile, sourceFiles } from "./import-rules.ts";

interface Reached {
  path: string;
  /** The files a dynamic import names, from this one. */
  lazy: string[];
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("?")[0]?.split("/") ?? []) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** Every file the static, non-type imports reach from `entry`, with the dynamic imports each holds. */
function firstLoad(files: readonly SourceFile[], entry: string): Reached[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const reached = new Map<string, Reached>();
  const queue = [entry];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const file = byPath.get(path);
    if (!file || reached.has(path)) continue;
    const lazy: string[] = [];
    reached.set(path, { path, lazy });
    const source = ts.createSourceFile(
      path,
      file.text,
      ts.ScriptTarget.Latest,
      false,
      path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const typeOnly =
          clause?.isTypeOnly === true ||
          (clause !== undefined &&
            clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly));
        const target = resolve(path, node.moduleSpecifier.text);
        if (target && !typeOnly) queue.push(target);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
        const target = resolve(path, node.moduleSpecifier.text);
        if (target) queue.push(target);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        const target = resolve(path, node.arguments[0].text);
        if (target) lazy.push(target);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...reached.values()];
}

const LANGUAGE_MODULE = /\/locales\/(?!en[-.]|translation\.|all\.)[A-Za-z-]+\.ts$/;
/** Every own name but English's, which the English words may well contain. */
const NAMES = Object.entries(LANGUAGE_NAMES)
  .filter(([code]) => code !== "en")
  .map(([, name]) => name);

/** What in a first load is about every language rather than the one in use. */
function languageWeight(files: readonly SourceFile[], entry: string): string[] {
  const text = new Map(files.map((file) => [file.path, file.text]));
  const found: string[] = [];
  for (const { path, lazy } of firstLoad(files, entry)) {
    if (LANGUAGE_MODULE.test(path)) found.push(`${path}: another language's words`);
    // Its code is on the languages' list; its tables travel with its own words only.
    if (path.endsWith("/shared/pseudo-locale.ts")) found.push(`${path}: the pseudo-locale's tables`);
    const loaders = lazy.filter((target) => LANGUAGE_MODULE.test(target));
    if (loaders.length > 1) found.push(`${path}: a loader per language (${loaders.length})`);
    // A glob over a folder of languages is a loader per language too, however it is written.
    if (/import\.meta\.glob\b[^;]*locales\//.test(text.get(path) ?? "")) found.push(`${path}: a loader per language (a glob)`);
    const names = NAMES.filter((name) => text.get(path)?.includes(`"${name}"`));
    if (names.length > 0) found.push(`${path}: languages' own names (${names.slice(0, 3).join(", ")}…)`);
  }
  return found;
}

describe("a first load carries only the language in use", () => {
  const files = sourceFiles("src");

  it("the checkout's entry", () => {
    expect(languageWeight(files, "src/checkout/main.tsx")).toEqual([]);
  });

  it("the portal's sign-in page (its entry and what it imports at once)", () => {
    expect(languageWeight(files, "src/portal/main.tsx")).toEqual([]);
  });

  it("finds a glob over the languages' modules planted in a first load", () => {
    const planted: SourceFile[] = [
      { path: "src/x/main.tsx", text: 'import { loaders } from "./lib/modules.ts";' },
      { path: "src/x/lib/modules.ts", text: 'export const loaders = import.meta.glob(["../locales/*.ts", "!../locales/en.ts"]);' },
    ];
    expect(languageWeight(planted, "src/x/main.tsx")).toEqual(["src/x/lib/modules.ts: a loader per language (a glob)"]);
  });

  it("finds a list of names, a loader per language and another language's words planted in a first load", () => {
    const planted: SourceFile[] = [
      {
        path: "src/x/main.tsx",
        text: 'import { names } from "./names.ts";\nimport "./lib/i18n.ts";\nimport type { T } from "./locales/fr.ts";',
      },
      { path: "src/x/names.ts", text: 'export const names = { de: "Deutsch", ja: "日本語" };' },
      {
        path: "src/x/lib/i18n.ts",
        text: 'import de from "../locales/de.ts";\nexport const l = { fr: () => import("../locales/fr.ts"), es: () => import("../locales/es.ts") };',
      },
      { path: "src/x/locales/de.ts", text: "export default {};" },
      { path: "src/x/locales/fr.ts", text: "export default {};" },
    ];
    expect(languageWeight(planted, "src/x/main.tsx")).toEqual([
      "src/x/names.ts: languages' own names (Deutsch, 日本語…)",
      "src/x/lib/i18n.ts: a loader per language (2)",
      "src/x/locales/de.ts: another language's words",
    ]);
  });
});
