// The merchant-side embed: separate library builds with their own size budgets. Nothing of the
// page's dependencies may enter them.
//
// - embed.js: the IIFE for a <script src> tag (the global CryptoCheckout).
// - embed.mjs: the same as an ES module, for bundlers and the framework wrappers.
// - embed-modal.js: open()'s modal, an ES module both of them import() on the first open().
// - react.mjs, vue.mjs: the framework components, which import embed.mjs when they mount (the
//   framework itself is the merchant's: left out).
// Vite's lib mode builds an IIFE from one entry only, so the IIFE is a second build started
// when the ES one has finished.
import { copyFileSync } from "node:fs";
import { build, defineConfig, type InlineConfig } from "vite";

const MODAL = "./embed-modal.js";

/** The page's own target: a browser without ES2020 could not run the checkout it embeds. */
const shared = { publicDir: false, configFile: false } satisfies InlineConfig;

const iife: InlineConfig = {
  ...shared,
  build: {
    outDir: "dist/embed",
    emptyOutDir: false,
    target: "es2020",
    lib: { entry: "embed/index.ts", name: "CryptoCheckout", formats: ["iife"], fileName: () => "embed.js" },
    // The modal stays a file of its own, fetched by import() only when open() is called.
    rolldownOptions: { external: [MODAL] },
  },
};

export default defineConfig({
  publicDir: false,
  plugins: [
    {
      name: "embed-iife-and-types",
      async closeBundle() {
        await build(iife);
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
      entry: { embed: "embed/index.ts", "embed-modal": "embed/embed-modal.ts", react: "embed/react/index.ts", vue: "embed/vue/index.ts" },
      formats: ["es"],
      fileName: (_format, name) => (name === "embed-modal" ? `${name}.js` : `${name}.mjs`),
    },
    rolldownOptions: {
      external: ["react", "vue"],
      // Minified as the IIFE is (lib mode leaves ES output readable): these are what a
      // merchant's bundle or page downloads. The react file keeps its "use client" directive.
      output: { minify: true },
    },
  },
});
