// A merchant's empty project with the kit's tarballs (dist/kit, `npm run kit:pack`) installed by
// npm as from a registry: no workspace, no link to this repository's sources. Their own
// dependencies (openapi-fetch, zod) come from npm's cache, or from the registry on a machine
// whose cache lacks them. What the merchant's project would have installed beside them (the
// frameworks, TypeScript's Node types, Vite) is linked from this repository's node_modules
// afterwards: the same packages, without a download, and never a source of ours.
import { execFile } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { builtKit } from "../../scripts/kit/drift.ts";
import { ROOT } from "../../scripts/kit/stage-sources.ts";

const run = promisify(execFile);

export interface KitProject {
  dir: string;
  /** Removes the project. */
  remove(): void;
}

/** Installs the named kit packages (all three by default) into a fresh folder, then links `links` from node_modules. */
export async function installKit(options: { packages?: string[]; links?: string[] } = {}): Promise<KitProject> {
  const kit = builtKit().filter(({ name }) => !options.packages || options.packages.includes(name));
  const dir = mkdtempSync(join(tmpdir(), "kit-consumer-"));
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "a-merchants-shop", private: true })}\n`);
  await run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--loglevel=error",
      ...kit.map(({ tarball }) => join(ROOT, tarball)),
    ],
    { cwd: dir },
  );
  // After the install: npm removes what its package.json does not name.
  for (const name of options.links ?? []) {
    const to = join(dir, "node_modules", name);
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", name), to, "dir");
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
