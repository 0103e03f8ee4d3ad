// Who may import whom, as a check rather than a hope: every import specifier of our source
// files is read with TypeScript's own parser and judged against the house's table (the table
// and its reasons are in docs/architecture.md, "Who may import whom"). Pure functions over
// { path, text } records, so a planted violation can be tested without touching the tree;
// sourceFiles() reads the tree's own for the checks that hold over all of it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface SourceFile {
  /** Repository-relative, with forward slashes: "server/api/assets.ts". */
  path: string;
  text: string;
}

export interface ImportSite {
  from: string;
  specifier: string;
  /** Repository-relative target of a relative specifier; null for a package. */
  target: string | null;
  /** The package's name for a bare specifier ("zod" for "zod/mini"); null for our own files. */
  pkg: string | null;
  /** `import type`, `export type`, or a type-position `import("…")`: gone after compilation. */
  typeOnly: boolean;
  line: number;
}

export interface Violation {
  from: string;
  target: string;
  line: number;
  reason: string;
}

/** One allowed breach of the table, named so that it is seen, with why it is still there. */
export interface Exception {
  from: string;
  target: string;
  why: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|mjs|js)$/;

export function isSourcePath(file: string): boolean {
  return SOURCE.test(file) && !file.endsWith(".d.ts");
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "dist", ".data", "test-results", "playwright-report", ".git"]);

/** The repository's source files below `dir` (all of it by default), read; build output and hidden folders skipped. */
export function sourceFiles(dir = ""): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...sourceFiles(relative));
    else if (isSourcePath(relative)) files.push({ path: relative, text: readFileSync(path.join(ROOT, relative), "utf8") });
  }
  return files;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (/\.(mjs|js)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/** Where a type-only import changes the verdict: the embed, and the src/shared files it reaches. */
function needsTypeOnly(file: string): boolean {
  return file.startsWith("embed/") || file.startsWith("src/shared/");
}

function site(file: SourceFile, specifier: string, typeOnly: boolean, line: number): ImportSite {
  const relative = specifier.startsWith("./") || specifier.startsWith("../");
  // A query (`?url`, `?raw`) asks the bundler for another view of the same file.
  const bare = specifier.split("?")[0] ?? specifier;
  const target = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), bare)) : null;
  const pkg = relative || specifier.startsWith("node:") || specifier.startsWith("virtual:") ? null : packageName(bare);
  return { from: file.path, specifier, target, pkg, typeOnly, line };
}

/**
 * Every import, re-export and dynamic import of a file. TypeScript's scanner finds them
 * (seven times faster than a full parse over the whole tree); the files where a type-only
 * import matters are parsed in full to tell those apart.
 */
export function importsOf(file: SourceFile): ImportSite[] {
  if (!needsTypeOnly(file.path)) {
    const lineOf = (position: number) => file.text.slice(0, position).split("\n").length;
    return ts.preProcessFile(file.text, true, true).importedFiles.map((ref) => site(file, ref.fileName, false, lineOf(ref.pos)));
  }
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, scriptKind(file.path));
  const sites: ImportSite[] = [];
  const add = (literal: ts.StringLiteralLike, typeOnly: boolean) => {
    sites.push(site(file, literal.text, typeOnly, source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) add(expression, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** Test code: never imported by production code. */
export function isTestCode(file: string): boolean {
  return (
    file.startsWith("test/") ||
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
    /\.journey\.ts$/.test(file) ||
    file === "server/testing.ts" ||
    file.startsWith("src/checkout/testing/")
  );
}

/** The parts of the table. Tooling (bench, scripts, root configs) and tests may import any part. */
export type Part = "shared" | "checkout" | "portal" | "embed" | "kit" | "server" | "test" | "tooling" | "other";

export function partOf(file: string): Part {
  if (isTestCode(file)) return "test";
  if (file.startsWith("src/shared/")) return "shared";
  if (file.startsWith("src/checkout/")) return "checkout";
  if (file.startsWith("src/portal/")) return "portal";
  if (file.startsWith("embed/")) return "embed";
  if (file.startsWith("kit/")) return "kit";
  if (file.startsWith("server/")) return "server";
  if (file.startsWith("bench/") || file.startsWith("scripts/") || !file.includes("/")) return "tooling";
  return "other";
}

/**
 * The service's layers, one way down: routes → use cases → engines → domain ← store; http
 * below all. Use cases (a write and what its rule names) drive the engines (webhooks, order
 * events, held reads, the gateway's poller, the sandbox's clock and faults), never the other
 * way: an engine that reached up into a use case would be a second way to write.
 */
export type Layer = "root" | "routes" | "use-cases" | "engines" | "domain" | "store" | "http";

/** The files that wire the service together (they may import every layer). */
const COMPOSITION_ROOT = new Set([
  "server/app.ts",
  "server/main.ts",
  "server/workers.ts",
  "server/index.ts",
  "server/security-settings.ts",
  // The gateway assembled: its routes, its poller and the store's snapshots, as app.ts does the sandbox.
  "server/gateway/mode.ts",
]);

/** Route files of folders that also hold other layers. */
const ROUTE_FILES = new Set([
  "server/sandbox/routes.ts",
  "server/sandbox/webhook-routes.ts",
  "server/sandbox/schemas.ts",
  "server/checkout/order-read.ts",
  "server/checkout/page.ts",
  // The payment link's page: the offer a payer sees and the choice made into an order.
  "server/checkout/link-choice.ts",
  // Its limits: a middleware in front of the link's page and choice that answers past a budget.
  "server/checkout/link-limits.ts",
  "server/gateway/routes.ts",
  // The gateway's key check: a middleware in front of its routes that answers a request itself.
  "server/gateway/key-guard.ts",
]);

const ROUTE_FOLDERS = ["server/api/", "server/portal/", "server/demo/", "server/openapi/"];

/**
 * Engines in route folders: the portal's password hashes and their queue, which the operator's
 * command and the demo account use too, where there is no request.
 */
const ENGINE_FILES = new Set(["server/portal/hash-queue.ts", "server/portal/passwords.ts"]);

/**
 * Where a refusal or a failure gets its HTTP status: only the edge (routes, the wiring and
 * server/http itself) imports them. Use cases and engines throw a Refusal in words, so a
 * background job or the operator's command never reads a status.
 */
const STATUS_FILES = new Set(["server/http/failure.ts", "server/http/errors.ts"]);

/**
 * Use cases outside server/use-cases: what the routes are handed (services.ts: the parts, and
 * the store whose writes announce their changes), an integration's settings and the webhook
 * tools (the sandbox's and the portal's routes call them), clients and keys, and the gateway's
 * reads over the store.
 */
const USE_CASE_FILES = new Set([
  "server/services.ts",
  "server/sandbox/integration-settings.ts",
  "server/sandbox/webhook-tools.ts",
  "server/gateway/shared-polls.ts",
  "server/gateway/records.ts",
]);

export function layerOf(file: string): Layer {
  if (COMPOSITION_ROOT.has(file)) return "root";
  if (file.startsWith("server/http/")) return "http";
  if (file.startsWith("server/domain/")) return "domain";
  if (file.startsWith("server/store/")) return "store";
  if (ENGINE_FILES.has(file)) return "engines";
  if (ROUTE_FILES.has(file) || ROUTE_FOLDERS.some((folder) => file.startsWith(folder))) return "routes";
  if (file.startsWith("server/use-cases/") || USE_CASE_FILES.has(file)) return "use-cases";
  return "engines";
}

/** Which layers each layer may import (its own included). */
const LAYER_MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  root: ["root", "routes", "use-cases", "engines", "domain", "store", "http"],
  routes: ["routes", "use-cases", "engines", "domain", "store", "http"],
  "use-cases": ["use-cases", "engines", "domain", "store", "http"],
  engines: ["engines", "domain", "store", "http"],
  domain: ["domain"],
  // The store loads and saves the rules' records, and knows nothing of HTTP.
  store: ["store", "domain"],
  http: ["http"],
};

/** The one place the service and the page meet in code: the service renders the first screen. */
export const PRERENDER_EXCEPTION = { from: "server/checkout/page.ts", target: "src/checkout/prerender.tsx" } as const;

/** What the embed may reach of src/shared: its messages and the widget snippet, nothing that pulls in a package. */
const EMBED_MAY_IMPORT = new Set(["src/shared/embed-messages.ts", "src/shared/widget-code.ts"]);

/** Why `from` may not import `target` (both our files), or null when the table allows it. */
export function judge(from: string, target: string): string | null {
  const fromPart = partOf(from);
  const toPart = partOf(target);
  if (toPart === "test" && fromPart !== "test" && fromPart !== "tooling") return "production code never imports test code";
  switch (fromPart) {
    case "test":
    case "tooling":
      return null;
    case "shared":
      return toPart === "shared" ? null : "src/shared imports nothing of ours";
    case "checkout":
    case "portal": {
      const own = from.startsWith("src/checkout/") ? "src/checkout/" : "src/portal/";
      if (toPart === fromPart && /\/(lib|models)\//.test(from) && target.startsWith(`${own}components/`)) {
        return "state lives in models and lib, components render: lib/ and models/ never import components/";
      }
      if (toPart === fromPart || toPart === "shared") return null;
      if (toPart === "checkout" || toPart === "portal") return "src/checkout and src/portal never import each other";
      return `src/${fromPart} imports only itself and src/shared; it meets the service over HTTP`;
    }
    case "embed":
      if (toPart === "embed" || EMBED_MAY_IMPORT.has(target)) return null;
      return "embed imports only src/shared/embed-messages.ts and src/shared/widget-code.ts, so it stays tiny";
    case "kit":
      return toPart === "kit" || toPart === "shared" ? null : "kit imports only itself and src/shared";
    case "server": {
      if (toPart === "shared") return null;
      if (toPart === "checkout" || toPart === "portal") {
        if (from === PRERENDER_EXCEPTION.from && target === PRERENDER_EXCEPTION.target) return null;
        return "server and the page never import each other (the one exception: server/checkout/page.ts renders src/checkout/prerender.tsx)";
      }
      if (toPart !== "server") return "server imports only itself and src/shared";
      const fromLayer = layerOf(from);
      const toLayer = layerOf(target);
      if (!LAYER_MAY_IMPORT[fromLayer].includes(toLayer)) {
        return `the service's layers go one way down (routes → use cases → engines → domain ← store, http below all): ${fromLayer} may not import ${toLayer}`;
      }
      if (STATUS_FILES.has(target) && (fromLayer === "use-cases" || fromLayer === "engines")) {
        return `an HTTP status is the edge's: ${fromLayer} throw a Refusal in words (src/shared/refusal.ts), which server/http maps`;
      }
      return null;
    }
    case "other":
      return null;
  }
}

/**
 * The framework components (embed/react, embed/vue) import their own framework and nothing
 * else: it is the merchant's (a peer dependency, left out of the build), not the embed's.
 */
const EMBED_FRAMEWORKS: ReadonlyArray<[folder: string, pkg: string]> = [
  ["embed/react/", "react"],
  ["embed/vue/", "vue"],
];

function isOwnFramework(from: string, pkg: string): boolean {
  return EMBED_FRAMEWORKS.some(([folder, framework]) => from.startsWith(folder) && pkg === framework);
}

/** Packages the embed must never pull in, directly or through src/shared. */
function embedPackageReason(pkg: string): string {
  return `embed must not reach a package (${pkg}): it ships without dependencies`;
}

/** Every breach of the table in these files, less the named exceptions. */
export function findViolations(files: readonly SourceFile[], exceptions: readonly Exception[] = []): Violation[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const importsByPath = new Map(files.map((file) => [file.path, importsOf(file)]));
  const excused = new Set(exceptions.map((exception) => `${exception.from} -> ${exception.target}`));
  const violations: Violation[] = [];
  for (const [from, sites] of importsByPath) {
    for (const site of sites) {
      if (site.target === null) continue;
      const reason = judge(from, site.target);
      if (reason !== null && !excused.has(`${from} -> ${site.target}`)) {
        violations.push({ from, target: site.target, line: site.line, reason });
      }
    }
  }
  // The embed's reach is transitive: a file of src/shared it may import must not bring a package.
  for (const [from, sites] of importsByPath) {
    if (partOf(from) !== "embed") continue;
    for (const site of sites) {
      if (site.pkg !== null && !site.typeOnly && !isOwnFramework(from, site.pkg)) {
        violations.push({ from, target: site.pkg, line: site.line, reason: embedPackageReason(site.pkg) });
      }
    }
    const seen = new Set<string>();
    // Files it may not import at all are reported above; follow only those it may.
    const queue = sites
      .filter((site) => !site.typeOnly && site.target !== null && EMBED_MAY_IMPORT.has(site.target))
      .map((site) => site.target as string);
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (seen.has(next) || !byPath.has(next)) continue;
      seen.add(next);
      for (const inner of importsByPath.get(next) ?? []) {
        if (inner.typeOnly) continue;
        if (inner.pkg !== null) {
          violations.push({
            from,
            target: inner.pkg,
            line: inner.line,
            reason: `${embedPackageReason(inner.pkg)}; reached through ${next}`,
          });
        } else if (inner.target !== null) {
          queue.push(inner.target);
        }
      }
    }
  }
  return violations;
}

export function describeViolation(violation: Violation): string {
  return `${violation.from}:${violation.line} imports ${violation.target}: ${violation.reason}`;
}

/**
 * Every import cycle among our files, type-only imports included (a type-only cycle is still
 * two files that cannot be understood one without the other): each as its files, in import
 * order, starting from the first in path order. Tarjan's strongly connected components, over
 * an explicit stack.
 */
export function findCycles(files: readonly SourceFile[]): string[][] {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file)
      .map((site) => site.target)
      .filter((target): target is string => target !== null && known.has(target));
    graph.set(file.path, [...new Set(targets)].sort());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    // Each frame: a file and how many of its imports have been followed.
    const frames: Array<{ file: string; followed: number }> = [{ file: start, followed: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1] as { file: string; followed: number };
      const targets = graph.get(frame.file) ?? [];
      if (frame.followed < targets.length) {
        const target = targets[frame.followed++] as string;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          frames.push({ file: target, followed: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) as number, index.get(target) as number));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) as number, low.get(frame.file) as number));
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || targets.includes(frame.file)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}
