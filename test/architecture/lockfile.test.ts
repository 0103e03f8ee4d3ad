// The lock must install on every machine, not only on the one that wrote it. A native
// dependency (the linter, the bundler's bindings, the test chain's node) ships its binary in one
// optional package per platform; npm writes into the lock only the ones it was told about, and a
// lock rewritten on one platform can lose the others. Then `npm ci` elsewhere installs the
// package without its binary, and it fails only when first run. The lock is read here as npm
// reads it: every platform package each native package names must resolve from where it sits.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}
interface Lock {
  packages: Record<string, LockEntry>;
}

/** A platform package's name says its platform; its lock entry (when there is one) says it too. */
const PLATFORM_NAME = /(android|darwin|linux|win32|windows|freebsd|openbsd|netbsd|sunos|aix|openharmony|wasm32|wasi)/;

/** Where npm finds `name` from the package at `path`: its own node_modules, then each one above. */
function resolve(packages: Lock["packages"], path: string, name: string): string | undefined {
  let from = path;
  for (;;) {
    const candidate = `${from === "" ? "" : `${from}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (from === "") return undefined;
    const cut = from.lastIndexOf("/node_modules/");
    from = cut === -1 ? "" : from.slice(0, cut);
  }
}

/** "<package> lacks <platform package>" for each platform package of a native package not in the lock. */
function missingPlatformPackages(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const found = resolve(lock.packages, path, name);
      const target = found ? lock.packages[found] : undefined;
      const isPlatform = PLATFORM_NAME.test(name) || Boolean(target?.os || target?.cpu || target?.libc);
      if (isPlatform && !found) missing.push(`${path || "the project"} lacks ${name}`);
    }
  }
  return missing;
}

const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as Lock;
const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};

describe("package-lock.json", () => {
  it("holds every platform package of every native dependency", () => {
    expect(missingPlatformPackages(lock)).toEqual([]);
  });

  it("is read so that a lock written on one platform is caught", () => {
    const biome = "node_modules/@biomejs/biome";
    expect(lock.packages[biome]?.optionalDependencies).toHaveProperty("@biomejs/cli-darwin-arm64");
    // As a Linux machine's npm wrote it before: the other platforms' binaries of the linter gone.
    const linuxOnly: Lock = {
      packages: Object.fromEntries(
        Object.entries(lock.packages).filter(([path]) => !/node_modules\/@biomejs\/cli-(?!linux-x64)/.test(path)),
      ),
    };
    const missing = missingPlatformPackages(linuxOnly);
    expect(missing).toContain(`${biome} lacks @biomejs/cli-darwin-arm64`);
    expect(missing).toContain(`${biome} lacks @biomejs/cli-win32-x64`);
    expect(missing.every((line) => line.startsWith(`${biome} lacks`))).toBe(true);
  });

  it("names the native packages it checks: the linter, the bundlers' bindings and the test chain's node", () => {
    const native = Object.entries(lock.packages)
      .filter(([path, entry]) =>
        Object.keys(entry.optionalDependencies ?? {}).some((name) => {
          const found = resolve(lock.packages, path, name);
          return found && lock.packages[found]?.cpu;
        }),
      )
      .map(([path]) => path.replace(/^.*node_modules\//, ""));
    for (const name of ["@biomejs/biome", "rolldown", "lightningcss", "esbuild", "@foundry-rs/anvil"]) expect(native).toContain(name);
  });
});

describe("allowScripts", () => {
  // A stricter npm runs only the install scripts the project names: the database driver builds
  // its addon when no prebuilt binary fits, and esbuild checks its binary.
  it("names better-sqlite3 and esbuild", () => {
    expect(manifest.allowScripts?.["better-sqlite3"]).toBe(true);
    expect(manifest.allowScripts?.esbuild).toBe(true);
  });

  it("decides about every install script in the lock, and names only packages the lock installs", () => {
    const scripted = Object.entries(lock.packages)
      .filter(([, entry]) => (entry as { hasInstallScript?: boolean }).hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ""));
    for (const name of scripted) expect(manifest.allowScripts, name).toHaveProperty([name]);
    for (const name of Object.keys(manifest.allowScripts ?? {})) expect(lock.packages[`node_modules/${name}`], name).toBeDefined();
  });
});
