// npm run kit:pack: the developer kit as packages a merchant installs, written to dist/kit/ as
// tarballs (what `npm publish` would upload): @crypto-checkout/client, @crypto-checkout/webhooks,
// @crypto-checkout/signer (the operator's command; the chain libraries live only there) and
// @crypto-checkout/embed. Each is self-contained: what it shares with the service is copied
// in here (the webhooks' callback schema from src/shared; the embed's scripts from the service's
// own build in dist/embed, so the package and /embed.mjs are the same bytes), and
// dist/kit/stage.json records every copy for test/kit/kit-package.test.ts to compare.
//
// kit/<name>/package.json holds what is the package's own (name, version, description,
// dependencies, engines, bin); the layout (exports, main, types, files, sideEffects, license) is
// written here, the same for every package. A bin names its TypeScript source under src/: it is
// compiled with the ES modules and published as that file's JavaScript under dist/esm/.
//
// Run after the embed's build (npm run build runs both).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "./kit/compile.ts";
import { copyInto, embedTypesText, ROOT, type StagedFile, stageSources } from "./kit/stage-sources.ts";

export const KIT_DIR = join(ROOT, "dist", "kit");
export const STAGE_DIR = join(KIT_DIR, "stage");
const LICENSE = "MIT";

interface Template {
  name: string;
  version: string;
  description: string;
  bin?: Record<string, string>;
  [field: string]: unknown;
}

/** One package as built: its tarball, its stage and the files copied into it (paths relative to the repository). */
export interface BuiltPackage {
  name: string;
  tarball: string;
  stage: string;
  copies: StagedFile[];
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

/** The template's own fields, then the layout every package shares, in the order npm prints them. */
function manifest(template: Template, layout: Record<string, unknown>): string {
  const { name, version, description, bin, private: _private, ...own } = template;
  return `${JSON.stringify({ name, version, description, license: LICENSE, type: "module", ...layout, ...(bin ? { bin } : {}), ...own }, null, 2)}\n`;
}

/** `npm pack` of the stage: the tarball's path, relative to the repository. */
function pack(stage: string): string {
  const output = execFileSync("npm", ["pack", "--json", "--silent", "--pack-destination", KIT_DIR], { cwd: stage, encoding: "utf8" });
  const [packed] = JSON.parse(output) as [{ filename: string }];
  return relative(ROOT, join(KIT_DIR, packed.filename));
}

function commonFiles(dir: string, stage: string): void {
  copyInto(join(ROOT, "kit", dir, "README.md"), join(stage, "README.md"));
  copyInto(join(ROOT, "kit", "LICENSE"), join(stage, "LICENSE"));
}

/** client and webhooks: TypeScript sources compiled to ES modules and CommonJS, with their types. */
function nodePackage(dir: string): BuiltPackage {
  const stage = join(STAGE_DIR, dir);
  const template = readJson<Template>(join(ROOT, "kit", dir, "package.json"));
  const copies = stageSources(`kit/${dir}/src`, join(stage, "src")).map(({ file, source }) => ({ file: `src/${file}`, source }));
  const bins = Object.entries(template.bin ?? {});
  compile(stage, ["src/index.ts", ...bins.map(([, source]) => source)], "esm");
  compile(stage, ["src/index.ts"], "cjs");
  const built = (source: string) => source.replace(/^\.\/src\/(.*)\.ts$/, "./dist/esm/$1.js");
  const bin = bins.length > 0 ? Object.fromEntries(bins.map(([command, source]) => [command, built(source)])) : undefined;
  const layout = {
    main: "./dist/cjs/index.js",
    types: "./dist/cjs/index.d.ts",
    exports: {
      ".": {
        import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
        require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
      },
      "./package.json": "./package.json",
    },
    files: ["dist"],
    sideEffects: false,
  };
  writeFileSync(join(stage, "package.json"), manifest({ ...template, ...(bin ? { bin } : {}) }, layout));
  commonFiles(dir, stage);
  return { name: template.name, tarball: pack(stage), stage: relative(ROOT, stage), copies };
}

/** The embed's ES module build from dist/embed (what the service serves), with its types. */
const EMBED_SCRIPTS = ["embed.mjs", "embed-events.js", "embed-modal.js", "react.mjs", "vue.mjs"];
const EMBED_TYPES: Array<[source: string, file: string]> = [
  ["embed/embed.d.ts", "embed.d.mts"],
  ["embed/react/index.d.ts", "react.d.mts"],
  ["embed/vue/index.d.ts", "vue.d.mts"],
];

function embedPackage(): BuiltPackage {
  const stage = join(STAGE_DIR, "embed");
  const template = readJson<Template>(join(ROOT, "kit", "embed", "package.json"));
  const copies: StagedFile[] = [];
  for (const script of EMBED_SCRIPTS) {
    const from = join(ROOT, "dist", "embed", script);
    if (!existsSync(from)) throw new Error(`dist/embed/${script} is missing: run npm run build (it builds the embed, then the kit)`);
    copyInto(from, join(stage, "dist", script));
    copies.push({ file: `dist/${script}`, source: `dist/embed/${script}` });
  }
  for (const [source, file] of EMBED_TYPES) {
    mkdirSync(join(stage, "dist"), { recursive: true });
    writeFileSync(join(stage, "dist", file), embedTypesText(readFileSync(join(ROOT, source), "utf8")));
    copies.push({ file: `dist/${file}`, source });
  }
  const entry = (name: string) => ({ types: `./dist/${name}.d.mts`, default: `./dist/${name}.mjs` });
  const layout = {
    exports: { ".": entry("embed"), "./react": entry("react"), "./vue": entry("vue"), "./package.json": "./package.json" },
    files: ["dist"],
    // Importing the script starts it: it mounts every [data-crypto-checkout] element on the page.
    sideEffects: ["./dist/embed.mjs"],
  };
  writeFileSync(join(stage, "package.json"), manifest(template, layout));
  commonFiles("embed", stage);
  return { name: template.name, tarball: pack(stage), stage: relative(ROOT, stage), copies };
}

export function packKit(): BuiltPackage[] {
  rmSync(KIT_DIR, { recursive: true, force: true });
  mkdirSync(STAGE_DIR, { recursive: true });
  const built = [nodePackage("client"), nodePackage("webhooks"), nodePackage("signer"), embedPackage()];
  writeFileSync(join(KIT_DIR, "stage.json"), `${JSON.stringify(built, null, 2)}\n`);
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { name, tarball } of packKit()) console.log(`${name}: ${tarball}`);
}
