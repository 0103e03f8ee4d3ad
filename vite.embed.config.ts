// The merchant-side embed: separate library builds with their own size budgets. Nothing of the
// page's dependencies may enter them.
//
// - embed.js: the IIFE for a <script src> tag (the global CryptoCheckout).
// - embed.mjs: the same as an ES module, for bundlers and the framework wrappers.
// - embed-events.js: what the checkout's messages do (callbacks, events, resize), an ES module
//   both of them import() on the first mount(), once its iframe has started loading.
// - embed-modal.js: open()'s modal, an ES module both of them import() on the first open().
// - react.mjs, vue.mjs: the framework components, which import embed.mjs when they mount (the
//   framework itself is the merchant's: left out).
// Vite's lib mode builds an IIFE from one entry only, so the IIFE is a second build started
// when the ES one has finished; the two lazily loaded modules are a third, apart from the
// first so that a constant both sides use (from src/shared) is copied into each file rather
// than split into a shared chunk that would cost a request of its own.
import { copyFileSync } from "node:fs";
import { build, defineConfig, type InlineConfig } from "vite";

// The lazily loaded modules stay files of their own, fetched by import() when first needed.
const LAZY = ["./embed-modal.js", "./embed-events.js"];

type RolldownOptions = NonNullable<NonNullable<InlineConfig["build"]>["rolldownOptions"]>;

/**
 * The React wrapper's "use client" does stay at the top of react.mjs (the ES build keeps an
 * entry's directive; test/scripts/embed-build.test.ts checks it), so Rolldown's warning that it
 * may not be preserved is noise `npm start` printed on every start. Every other log passes.
 */
export const quietUseClient: NonNullable<RolldownOptions["onLog"]> = (level, log, handler) => {
  if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
  handler(level, log);
};

/** The ES build's options: the packages' own modules, minified, the directive kept quietly. */
export const esRolldownOptions = {
  external: ["react", "vue", ...LAZY],
  // Minified as the IIFE is (lib mode leaves ES output readable): these are what a merchant's
  // bundle or page downloads. The react file keeps its "use client" directive.
  output: { minify: true },
  onLog: quietUseClient,
} satisfies RolldownOptions;

/** The page's own target: a browser without ES2020 could not run the checkout it embeds. */
const shared = { publicDir: false, configFile: false } satisfies InlineConfig;

const iife: InlineConfig = {
  ...shared,
  build: {
    outDir: "dist/embed",
    emptyOutDir: false,
    target: "es2020",
    lib: { entry: "embed/script.ts", name: "CryptoCheckout", formats: ["iife"], fileName: () => "embed.js" },
    rolldownOptions: { external: LAZY },
  },
};

const lazy: InlineConfig = {
  ...shared,
  build: {
    outDir: "dist/embed",
    emptyOutDir: false,
    target: "es2020",
    lib: {
      entry: { "embed-events": "embed/embed-events.ts", "embed-modal": "embed/embed-modal.ts" },
      formats: ["es"],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { output: { minify: true } },
  },
};

export default defineConfig({
  publicDir: false,
  plugins: [
    {
      name: "embed-iife-lazy-and-types",
      async closeBundle() {
        await build(iife);
        await build(lazy);
        // The hand-written types ship beside the script (embed/embed.d.ts is type-checked
        // against embed/index.ts, so the two cannot drift).
        copyFileSync("embed/embed.d.ts", "dist/embed/embed.d.ts");
        copyFileSync("embed/react/index.d.ts", "dist/embed/react.d.ts");
        copyFileSync("embed/vue/index.d.ts", "dist/embed/vue.d.ts");
      },
    },
  ],
  build: {
    outDir: "dist/embed",
    emptyOutDir: true,
    target: "es2020",
    lib: {
      entry: { embed: "embed/index.ts", react: "embed/react/index.ts", vue: "embed/vue/index.ts" },
      formats: ["es"],
      fileName: (_format, name) => `${name}.mjs`,
    },
    rolldownOptions: esRolldownOptions,
  },
});
