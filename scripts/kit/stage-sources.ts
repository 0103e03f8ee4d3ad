// A package's sources as it will be built: its own src/ folder, plus every file of the service's
// src/shared it imports (and what those import), copied into the package's src/shared/ with the
// import specifiers rewritten to the copies. The published package then imports nothing outside
// itself, and the service keeps one definition of what the two share (the callback's schema).
// test/kit/kit-package.test.ts stages the sources again and compares them with the build's copy,
// so a tarball built before the shared code changed is caught.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export const ROOT = resolve(import.meta.dirname, "../..");
const SHARED = join(ROOT, "src", "shared");

/** One file of the staged sources: where it sits in the package, and the repository file it came from. */
export interface StagedFile {
  file: string;
  source: string;
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const inside = (folder: string, path: string) => path === folder || path.startsWith(folder + sep);
const posix = (path: string) => path.split(sep).join("/");

/**
 * The staged text of each file (package-relative path → text) for the package whose sources are
 * `sourceDir` (such as kit/webhooks/src): its own files as they are, and each src/shared file it
 * reaches under shared/, all relative imports pointing at the staged copies.
 */
export function stagedSources(sourceDir: string): Map<string, { source: string; text: string }> {
  const own = resolve(ROOT, sourceDir);
  /** Where a repository file lands in the package's src/. */
  const target = (path: string): string => {
    if (inside(own, path)) return relative(own, path);
    if (inside(SHARED, path)) return join("shared", relative(SHARED, path));
    throw new Error(`${relative(ROOT, path)} is outside ${sourceDir} and src/shared: a package may share only src/shared with the service`);
  };
  const staged = new Map<string, { source: string; text: string }>();
  const pending = readdirSync(own, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !isTest(name))
    .map((name) => join(own, name));
  while (pending.length > 0) {
    const path = pending.pop() as string;
    const file = target(path);
    if (staged.has(file)) continue;
    let text = readFileSync(path, "utf8");
    // From the end, so the positions of the earlier specifiers still hold.
    const imports = ts.preProcessFile(text, true, true).importedFiles.filter(({ fileName }) => fileName.startsWith("."));
    // pos is the opening quote's (TypeScript's scanner reports the literal from its quote).
    for (const { fileName, pos } of imports.reverse()) {
      const imported = resolve(dirname(path), fileName);
      pending.push(imported);
      let specifier = posix(relative(dirname(file), target(imported)));
      if (!specifier.startsWith(".")) specifier = `./${specifier}`;
      text = text.slice(0, pos + 1) + specifier + text.slice(pos + 1 + fileName.length);
    }
    staged.set(posix(file), { source: posix(relative(ROOT, path)), text });
  }
  return staged;
}

/** Writes the staged sources under `stageSrc` and returns what was copied from where. */
export function stageSources(sourceDir: string, stageSrc: string): StagedFile[] {
  const files: StagedFile[] = [];
  for (const [file, { source, text }] of stagedSources(sourceDir)) {
    mkdirSync(dirname(join(stageSrc, file)), { recursive: true });
    writeFileSync(join(stageSrc, file), text);
    files.push({ file, source });
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/** Copies `from` to `to`, creating its folder. */
export function copyInto(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/** The wrappers' types import the script's from "../embed.d.ts"; in the embed's package they sit beside it. */
export const embedTypesText = (text: string) => text.replaceAll('from "../embed.d.ts"', 'from "./embed.mjs"');
