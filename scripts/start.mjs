// `npm start`: build the page, the embed and the service, then run the service in this same
// process. npm runs a script through `sh -c`; with one plain command, the shell execs it, so the
// service is the process npm waits for. A SIGTERM to the whole process group then reaches
// the service, which shuts down cleanly and exits 0, and npm exits 0 with it (with
// `build && tsx …`, the shell stayed in between and died by the signal).
//
// The service runs from its one-file build (`npm run build`, vite.service.config.ts), the same
// file every test starts: plain JavaScript with its packages inside, ready in about a fifth of
// the CPU time of compiling the TypeScript at start, and without the compiler's helpers on each
// request. If that file is missing, or older than a source it was built from or than npm's last
// change to node_modules, the service runs from its TypeScript through tsx instead, and says so.
//
// SKIP_BUILD=1 skips the build (it is already built: the tests, a restart, a WORKERS worker).
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { SERVICE_BUNDLE, staleBundle } from "./service-build.mjs";

if (process.env.SKIP_BUILD !== "1") {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stale = staleBundle();
if (stale === null) {
  await import(pathToFileURL(SERVICE_BUNDLE).href);
} else {
  if (process.env.QUIET !== "1")
    console.error(`Running the service from its sources (the build in .build/service is not usable: ${stale}).`);
  const { register } = await import("tsx/esm/api");
  register();
  await import("../server/main.ts");
}
