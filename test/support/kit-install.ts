// A merchant's empty project with the kit's tarballs (dist/kit, `npm run kit:pack`) installed by
// npm as from a registry: no workspace, no link to this repository's sources. Their own
// dependencies (openapi-fetch, zod) come from npm's cache, or from the registry on a machine
// whose cache lacks them. What the merchant's project would have installed beside them (the
// frameworks, TypeScript's Node types, Vite) is linked from this repository's node_modules
// afterwards: the same packages, without a download, and never a source of ours.
//
// npm installs each set of tarballs once, into a folder named by the tarballs' bytes: a rebuilt
// package is a new name, so an install is never reused for other bytes. Each project is a copy of
// that install whose files are hard links (a second, not npm's half-minute under load per file),
// with folders of its own, so what one test writes there no other test sees.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { builtKit } from "../../scripts/kit/drift.ts";
import { ROOT } from "../../scripts/kit/stage-sources.ts";
import { until } from "./until.ts";

const run = promisify(execFile);
const CACHE = join(tmpdir(), "crypto-checkout-kit-installs");

export interface KitProject {
  dir: string;
  /** Removes the project. */
  remove(): void;
}

/** Installs the named kit packages (all three by default) into a fresh folder, then links `links` from node_modules. */
export async function installKit(options: { packages?: string[]; links?: string[] } = {}): Promise<KitProject> {
  const kit = builtKit().filter(({ name }) => !options.packages || options.packages.includes(name));
  const installed = await sharedInstall(kit.map(({ tarball }) => join(ROOT, tarball)));
  const dir = mkdtempSync(join(tmpdir(), "kit-consumer-"));
  copyTree(installed, dir);
  // After the install: npm removes what its package.json does not name.
  for (const name of options.links ?? []) {
    const to = join(dir, "node_modules", name);
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", name), to, "dir");
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The folder where npm installed exactly these tarballs, installing them first if no run has.
 * Two test files asking at once (vitest runs two workers) install once: the first takes a lock
 * folder, the other waits for the finished install to appear. A lock whose holder died (a run
 * stopped mid-install) is taken over.
 */
async function sharedInstall(tarballs: string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const tarball of tarballs) hash.update(readFileSync(tarball));
  const final = join(CACHE, hash.digest("hex").slice(0, 32));
  const lock = `${final}.lock`;
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    if (existsSync(final)) return used(final);
    if (takeLock(lock)) break;
    await until(() => existsSync(final) || !lockHeld(lock), `the kit install another test file started (${lock})`, 300_000, 100);
  }
  let building: string | undefined;
  try {
    if (existsSync(final)) return used(final);
    building = mkdtempSync(`${final}.building-`);
    writeFileSync(join(building, "package.json"), `${JSON.stringify({ name: "a-merchants-shop", private: true })}\n`);
    await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", ...tarballs], {
      cwd: building,
    });
    // Renamed whole once npm finished: a waiting file never sees a half-made install.
    renameSync(building, final);
    building = undefined;
    pruneUnused();
    return used(final);
  } finally {
    // A failed install leaves nothing a later run could take for finished.
    if (building) rmSync(building, { recursive: true, force: true });
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Marks an install as used now: the pruning below keeps what any run used within the day. */
function used(install: string): string {
  const now = new Date();
  utimesSync(install, now, now);
  return install;
}

/** Removes the installs of tarballs no run has asked for in a day (each is some 100 MB). */
function pruneUnused(): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(CACHE)) {
    if (!/^[0-9a-f]{32}$/.test(name)) continue;
    const path = join(CACHE, name);
    if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
  writeFileSync(join(lock, "pid"), String(process.pid));
  return true;
}

/** Whether the lock's holder still runs (a lock just made, its pid not yet written, counts as held). */
function lockHeld(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    return existsSync(lock);
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Copies `from` into `to`: folders made anew, files hard-linked (copied across file systems), links as they are. */
function copyTree(from: string, to: string, top = true): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      mkdirSync(target);
      copyTree(source, target, false);
    } else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isFile()) {
      // The project's own files (package.json, its lock) are its own to change.
      if (top) copyFileSync(source, target);
      else linkOrCopy(source, target);
    }
  }
}

function linkOrCopy(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(source, target);
  }
}
