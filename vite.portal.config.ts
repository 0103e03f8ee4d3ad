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
    rollupOptions: {
      input: "portal.html",
      // src/shared holds definitions only (schemas, tables, small functions): nothing runs on
      // import but the building of a schema, which the bundler cannot tell from a side effect.
      // Said here, a module that the portal reaches through the shared index but whose exports
      // only later screens use (the orders', the links', the payouts' schemas) stays in their
      // chunks instead of the sign-in page's first load.
      treeshake: { moduleSideEffects: (id: string) => (/\/src\/shared\//.test(id) ? false : undefined) },
    },
  },
});
