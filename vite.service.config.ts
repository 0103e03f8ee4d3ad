// The service as one JavaScript file: what `npm start` runs (scripts/start.mjs) and what every
// test that starts the service as a process starts (the Playwright run's three services,
// vitest's crash, shutdown, gateway and multi-process suites). Under tsx a start took 3-4 s on a
// quiet machine (1.5 s of CPU), nearly all of it loading the server's TypeScript.
// Built by `npm run build`, and by vitest before a run when a source is newer
// (test/support/service-bundle.ts).
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { SERVICE_BUNDLE_DIR } from "./test/support/service-bundle.ts";

/**
 * Each module keeps the location of its own source file: the server finds the built page and
 * the demo shop's files relative to where its source lives, and a bundle elsewhere must find
 * the same files.
 */
function sourceLocations(): Plugin {
  return {
    name: "source-locations",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.(ts|tsx|mts)$/.test(id)) return null;
      if (!code.includes("import.meta.")) return null;
      return code
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(id).href))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(id)))
        .replaceAll("import.meta.filename", JSON.stringify(id));
    },
  };
}

/** The inputs, beside the bundle: a source changed after the build makes it stale. */
function listInputs(): Plugin {
  return {
    name: "list-inputs",
    generateBundle() {
      const inputs = [...this.getModuleIds()].filter((id) => id.startsWith("/") && !id.includes("/node_modules/"));
      this.emitFile({ type: "asset", fileName: "inputs.json", source: JSON.stringify(inputs.sort(), null, 1) });
    },
  };
}

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  publicDir: false,
  logLevel: "warn",
  plugins: [sourceLocations(), listInputs()],
  // The packages are in the file too, all but the SQLite driver, whose compiled addon Node must
  // load from node_modules. With them left there, Node resolved, read and compiled a few hundred
  // files at each start: 1.1 s of CPU and 97 MB at its peak before the first answer, against
  // 0.65 s and 77 MB with them inside (five starts each, interleaved, on a quiet machine). The
  // PostgreSQL client stays a chunk of its own, loaded only on PostgreSQL.
  ssr: { noExternal: true, external: ["better-sqlite3"] },
  build: {
    ssr: "server/main.ts",
    outDir: SERVICE_BUNDLE_DIR,
    emptyOutDir: true,
    target: "node20",
    minify: false,
    rollupOptions: {
      output: { entryFileNames: "main.mjs", chunkFileNames: "[name].mjs" },
      // The page's lazy imports (its languages, the QR matrix) are also static ones of the
      // first screen's renderer on the server: one chunk is what the server wants, not a warning.
      onLog(level, log, handler) {
        if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
      },
    },
  },
});
