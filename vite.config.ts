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

/**
 * The page's one style sheet, inlined as a <style> in index.html instead of linked: a linked
 * sheet blocks the first paint for a round trip after the HTML, which was most of the gap
 * between the page's LCP and a bare static page's on a mobile connection. The bytes are the
 * same (the page is served compressed either way) and the page is never cached, nor was the
 * sheet worth caching apart from it: a payer opens one order's page. The service allows this
 * exact <style> by its hash in the page's Content-Security-Policy (server/checkout/page.ts
 * computes it from the served template), so no other inline style can run.
 */
function inlineStylesheets(): Plugin {
  return {
    name: "inline-stylesheets",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(/\s*<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const sheet = bundle[fileName];
          if (sheet?.type !== "asset") return link;
          delete bundle[fileName];
          // "</style" cannot occur in minified CSS outside a string; refuse rather than break the page.
          const css = String(sheet.source).trim();
          if (/<\/style/i.test(css)) throw new Error(`${fileName} contains "</style": it cannot be inlined`);
          return `\n    <style>${css}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  publicDir: "public",
  plugins: [preloadLazyChunks(["order-reader"]), inlineStylesheets()],
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
