// The merchant portal: its own HTML entry and its own build (dist/portal), served by the
// service at /portal with its files under /portal/assets. Apart from the checkout's build so
// that neither page's bundle or budget moves with the other's code.
import { defineConfig } from "vite";

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  base: "/portal/",
  publicDir: false,
  build: {
    outDir: "dist/portal",
    emptyOutDir: true,
    target: "es2020",
    // The page's Content-Security-Policy allows only 'self': no data: URIs.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: { input: "portal.html" },
  },
});
