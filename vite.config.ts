// The hosted checkout page: one HTML entry, built into dist/checkout and served by the service.
import { defineConfig } from "vite";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  publicDir: "public",
  build: {
    outDir: "dist/checkout",
    emptyOutDir: true,
    target: "es2020",
    // No data: URIs: the page's Content-Security-Policy allows only 'self' for every kind.
    assetsInlineLimit: 0,
    // Every browser that runs the page supports modulepreload; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
});
