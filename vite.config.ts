// The hosted checkout page: one HTML entry, built into dist/checkout and served by the service.
import { defineConfig, type Plugin } from "vite";

/**
 * The order reader (ky and the schema) is a chunk of its own, off the way to the first paint
 * (the service renders the first screen), but every order page needs it to go live. A
 * modulepreload link lets the browser fetch it beside the entry script instead of after it
 * has run.
 */
function preloadLazyChunks(names: string[]): Plugin {
  return {
    name: "preload-lazy-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === "chunk" && names.includes(output.name),
        );
        return chunks.map((chunk) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  publicDir: "public",
  plugins: [preloadLazyChunks(["order-reader"])],
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
