// The merchant-side embed script: a separate library build (IIFE for a <script> tag, ESM for
// bundlers) with its own size budget. Nothing of the page's dependencies may enter it.
import { copyFileSync } from "node:fs";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  plugins: [
    {
      // The hand-written types ship beside the script (embed/embed.d.ts is type-checked
      // against embed/index.ts, so the two cannot drift).
      name: "copy-embed-types",
      closeBundle() {
        copyFileSync("embed/embed.d.ts", "dist/embed/embed.d.ts");
      },
    },
  ],
  build: {
    outDir: "dist/embed",
    emptyOutDir: true,
    // The page's own target: a browser without ES2020 could not run the checkout it embeds,
    // and optional chaining keeps the script inside its 1.5 KB budget.
    target: "es2020",
    lib: {
      entry: "embed/index.ts",
      name: "CryptoCheckout",
      formats: ["iife", "es"],
      fileName: (format) => (format === "es" ? "embed.mjs" : "embed.js"),
    },
  },
});
