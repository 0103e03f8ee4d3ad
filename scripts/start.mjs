// `npm start`: build the page and the embed, then run the service in this same process.
// npm runs a script through `sh -c`; with one plain command, the shell execs it, so the
// service is the process npm waits for. A SIGTERM to the whole process group then reaches
// the service, which shuts down cleanly and exits 0, and npm exits 0 with it (with
// `build && tsx …`, the shell stayed in between and died by the signal).
//
// SKIP_BUILD=1 skips the build (dist/ is already built: the tests, a restart).
import { spawnSync } from "node:child_process";
import { register } from "tsx/esm/api";

if (process.env.SKIP_BUILD !== "1") {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
register();
await import("../server/main.ts");
