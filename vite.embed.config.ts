// The merchant-side embed script: a separate library build (IIFE for a <script> tag, ESM for
// bundlers) with its own size budget. Nothing of the page's dependencies may enter it.
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist/embed",
    emptyOutDir: true,
    target: "es2019",
    lib: {
      entry: "embed/index.ts",
      name: "CryptoCheckout",
      formats: ["iife", "es"],
      fileName: (format) => (format === "es" ? "embed.mjs" : "embed.js"),
    },
  },
});
