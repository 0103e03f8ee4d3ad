// scripts/start.mjs runs the service's one-file build when it is newer than every source it was
// built from and than the packages it holds, and the TypeScript through tsx otherwise (saying so). Checked on a copy of the
// script (and of scripts/service-build.mjs, which it asks) in a folder of its own, whose "build" is a stub that says it ran: the real build and
// sources are never touched (other files start the real build meanwhile).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";

const SCRIPTS = join(import.meta.dirname, "..", "..", "scripts");
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "start-script-"));
  mkdirSync(join(root, "scripts"));
  mkdirSync(join(root, ".build", "service"), { recursive: true });
  for (const script of ["start.mjs", "service-build.mjs"]) copyFileSync(join(SCRIPTS, script), join(root, "scripts", script));
  writeFileSync(join(root, ".build", "service", "main.mjs"), 'console.log("the build ran");\n');
  writeFileSync(join(root, "vite.service.config.ts"), "");
  writeFileSync(join(root, "source.ts"), "");
  writeFileSync(join(root, ".build", "service", "inputs.json"), JSON.stringify([join(root, "source.ts")]));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Sets a file's modification time, in seconds from now. */
const touch = (file: string, secondsFromNow: number) => {
  const at = new Date(Date.now() + secondsFromNow * 1000);
  utimesSync(join(root, file), at, at);
};

const start = () =>
  spawnSync(process.execPath, [join(root, "scripts", "start.mjs")], {
    env: { ...process.env, SKIP_BUILD: "1", QUIET: "" },
    encoding: "utf8",
    timeout: 20_000,
  });

it("runs the build when it is newer than its sources and its config", () => {
  touch("source.ts", -60);
  touch("vite.service.config.ts", -60);
  const run = start();
  expect(run.stdout).toBe("the build ran\n");
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
});

it("runs the sources, and says why, when a source changed after the build", () => {
  touch("vite.service.config.ts", -60);
  touch("source.ts", 60);
  const run = start();
  expect(run.stdout).not.toContain("the build ran");
  expect(run.stderr).toContain(
    `Running the service from its sources (the build in .build/service is not usable: ${join(root, "source.ts")} changed after it was built)`,
  );
});

it("runs the sources, and says why, when npm changed the packages after the build", () => {
  touch("source.ts", -60);
  touch("vite.service.config.ts", -60);
  mkdirSync(join(root, "node_modules"));
  writeFileSync(join(root, "node_modules", ".package-lock.json"), "{}");
  touch("node_modules/.package-lock.json", 60);
  const run = start();
  expect(run.stdout).not.toContain("the build ran");
  expect(run.stderr).toContain(
    "Running the service from its sources (the build in .build/service is not usable: the packages in node_modules changed after it was built)",
  );
});

it("runs the sources when the build is missing", () => {
  rmSync(join(root, ".build"), { recursive: true });
  const run = start();
  expect(run.stdout).toBe("");
  expect(run.stderr).toContain(
    `Running the service from its sources (the build in .build/service is not usable: ${join(root, ".build", "service", "main.mjs")} is not built)`,
  );
});
