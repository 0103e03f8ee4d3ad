// Finds the file references in the repository's documents and code comments, and judges which
// of them point nowhere. A reader follows these references to find the code a sentence talks
// about; one that names a moved or deleted file sends them looking for something that is not
// there, and one that leaves the repository names a file a clone does not have.
//
// What counts as a reference, strict where the intent is unambiguous and tolerant elsewhere:
// - a markdown link's target (not a URL, not a bare #anchor): must exist, inside the repository;
// - a path that starts at one of the repository's top-level folders (`server/app.ts`,
//   `docs/`), in backticks or a fenced block of a markdown file, or anywhere in a code comment:
//   must exist from the repository's root, or from the folder of the file (or one of its
//   parents, for a package's own `src/`);
// - a path starting with ./ or ../: must exist from the file's folder, inside the repository.
// Anything else (a route such as /portal/api, a file of another project named in a comment, a
// bare file name, a placeholder with <, * or {) is prose, not a reference.
import path from "node:path";
import ts from "typescript";

export type Reference = { file: string; line: number; target: string; kind: "link" | "path" };
export type Broken = Reference & { why: string };

/** Top-level folders a reference may start at; generated folders (.build, dist) are not among them. */
export const TOP_FOLDERS = ["bench", "docs", "embed", "kit", "public", "scripts", "server", "src", "test", ".ci"];

const PATH_START = new RegExp(
  `(?<![\\w./@:-])((?:\\.\\.?/)+[\\w.-][\\w./-]*|(?:${TOP_FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w./-]*)`,
  "g",
);

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Trims the punctuation a sentence puts after a path ("see server/app.ts."). */
function trimmed(target: string): string {
  return target.replace(/[.,:;]+$/, "");
}

function pathsIn(file: string, text: string, offset: number, whole: string, out: Reference[], relative = true): void {
  for (const match of text.matchAll(PATH_START)) {
    // A fenced example's ./ import is relative to a file the example does not name.
    if (!relative && match[1]?.startsWith(".")) continue;
    const after = text[(match.index ?? 0) + match[0].length] ?? "";
    // A placeholder (`bench/results/<date>.md`, `server/**/*.ts`) names no one file.
    if (/[<*{$…]/.test(after)) continue;
    const target = trimmed(match[1] ?? "");
    if (target.endsWith("...")) continue;
    out.push({ file, line: lineAt(whole, offset + (match.index ?? 0)), target, kind: "path" });
  }
}

/** The references of a markdown file: link targets, and paths in code spans and fenced blocks. */
export function markdownReferences(file: string, text: string): Reference[] {
  const out: Reference[] = [];
  const fences = /^```[^\n]*\n([\s\S]*?)^```/gm;
  const fenced: Array<[number, number]> = [];
  for (const fence of text.matchAll(fences)) {
    const start = (fence.index ?? 0) + fence[0].indexOf("\n") + 1;
    fenced.push([fence.index ?? 0, (fence.index ?? 0) + fence[0].length]);
    pathsIn(file, fence[1] ?? "", start, text, out, false);
  }
  const inFence = (index: number) => fenced.some(([from, to]) => index >= from && index < to);
  for (const link of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|^\[[^\]]+\]:\s*(\S+)/gm)) {
    if (inFence(link.index ?? 0)) continue;
    const target = link[1] ?? link[2] ?? "";
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue;
    out.push({ file, line: lineAt(text, link.index ?? 0), target: target.replace(/[#?].*$/, ""), kind: "link" });
  }
  for (const span of text.matchAll(/`([^`\n]+)`/g)) {
    if (inFence(span.index ?? 0)) continue;
    const content = span[1] ?? "";
    if (/\s/.test(content)) continue;
    const found: Reference[] = [];
    pathsIn(file, content, (span.index ?? 0) + 1, text, found);
    // Only a span that is a path as a whole: `server/app.ts`, not `GET /server/x` or `a=b/c.ts`.
    out.push(...found.filter((reference) => reference.target === trimmed(content.replace(/:\d+$/, ""))));
  }
  return out;
}

const TS_EXTENSIONS = /\.(ts|tsx|mts|mjs|js|cjs|jsonc)$/;

/** The references in the comments of a source file (TypeScript's scanner finds the comments). */
export function commentReferences(file: string, text: string): Reference[] {
  const out: Reference[] = [];
  const comments: Array<[number, string]> = [];
  if (TS_EXTENSIONS.test(file)) {
    const scanner = ts.createScanner(
      ts.ScriptTarget.Latest,
      false,
      file.endsWith("x") ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
      text,
    );
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
        comments.push([scanner.getTokenStart(), scanner.getTokenText()]);
      }
    }
  } else if (/\.(css|html)$/.test(file)) {
    for (const comment of text.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g)) comments.push([comment.index ?? 0, comment[0]]);
  } else {
    for (const comment of text.matchAll(/(?:^|\s)#[^\n]*/gm)) comments.push([comment.index ?? 0, comment[0]]);
  }
  for (const [start, comment] of comments) pathsIn(file, comment, start, text, out);
  return out;
}

/**
 * The references that point nowhere, or outside the repository. exists answers for a path
 * relative to the repository's root ("" is the root itself); generated names the files a run
 * makes and git ignores (bench/results/latest.json), which a clone has not got yet.
 */
export function brokenReferences(
  references: Reference[],
  exists: (relative: string) => boolean,
  generated: (relative: string) => boolean = () => false,
): Broken[] {
  const broken: Broken[] = [];
  for (const reference of references) {
    if (generated(reference.target)) continue;
    const folder = path.posix.dirname(reference.file);
    const relative = reference.kind === "link" || /^\.\.?\//.test(reference.target);
    const candidates = relative
      ? [path.posix.join(folder, reference.target)]
      : ancestors(folder).map((from) => path.posix.join(from, reference.target));
    if (candidates.some((candidate) => candidate === ".." || candidate.startsWith("../"))) {
      broken.push({ ...reference, why: "points outside the repository" });
    } else if (!candidates.some((candidate) => exists(candidate === "." ? "" : candidate.replace(/\/$/, "")))) {
      broken.push({ ...reference, why: "no such file" });
    }
  }
  return broken;
}

/** The root, then the file's folder and each folder between them. */
function ancestors(folder: string): string[] {
  const out = ["."];
  if (folder === ".") return out;
  const parts = folder.split("/");
  for (let i = parts.length; i > 0; i--) out.push(parts.slice(0, i).join("/"));
  return out;
}

/** A matcher of .gitignore's simple patterns (a name, a folder/, a path with *), for generated files. */
export function ignoredBy(gitignore: string): (relative: string) => boolean {
  const patterns = gitignore
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"))
    .map((line) => {
      const body = line
        .replace(/\/$/, "")
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, "[^/]*");
      const anchored = line.replace(/\/$/, "").includes("/");
      return new RegExp(`${anchored ? "^" : "(^|/)"}${body}(/|$)`);
    });
  return (relative) => patterns.some((pattern) => pattern.test(relative.replace(/^\.\//, "")));
}
