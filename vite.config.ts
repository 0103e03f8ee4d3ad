// The hosted checkout page: one HTML entry, built into dist/checkout and served by the service.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * The page's scripts start after the first paint. The service renders the first screen into
 * the HTML and the style sheet is inlined, so the screen is complete without them; they make
 * it live. Vite's <script type="module" src> is replaced by a small inline module (the service
 * allows it by its hash in the page's CSP, as it does the <style>) that, once the first
 * contentful paint is on screen, imports the entry and, beside it, the order's schema (a chunk
 * of its own that every order page needs soon after, for the first answer it reads: fetched in
 * parallel rather than after the entry has run), and in a frame the embed bridge too. A script named in the HTML is fetched while the page is parsed, and runs before the
 * first paint whenever it arrives first: its bytes share the payer's first round trips with the
 * document and its run delays the paint (Lighthouse's simulation counts both towards LCP).
 * "On screen" is the paint timing entry, which comes once the frame is presented: a frame's
 * animation callback comes before it is drawn, and a script started from there could still run
 * before the paint was presented, which Lighthouse then counted towards LCP (about one run in
 * three, at about 1,050 ms instead of 720). A browser without paint timing waits for a frame
 * instead. A hidden page draws no frame and starts at once; a paint that never comes (an iframe
 * out of view) is not waited for beyond a second. main.tsx keeps its own wait for the paint,
 * for the dev server, which serves index.html as written.
 */
/** A chunk the boot imports beside the entry; `when`, a condition in the page's JavaScript. */
interface BesideEntry {
  name: string;
  when?: string;
}

function bootAfterFirstPaint(besideEntry: BesideEntry[]): Plugin {
  const names = besideEntry.map((chunk) => chunk.name);
  return {
    name: "boot-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry);
        const lazy = besideEntry.map(({ name, when }) => ({ chunk: chunks.find((chunk) => chunk.name === name), when }));
        if (!entry || lazy.some(({ chunk }) => !chunk))
          throw new Error(`boot-after-first-paint: the entry or ${names.join(", ")} is missing from the bundle`);
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(tag)) throw new Error(`boot-after-first-paint: no ${tag} in index.html`);
        // import() twice is harmless: a module runs once, and main.tsx starts the page once.
        const imports = [{ chunk: entry, when: undefined }, ...lazy]
          .map(({ chunk, when }) => `${when ? `${when}&&` : ""}import("/${chunk?.fileName}")`)
          .join(";");
        // Until then the served buttons do nothing: the last one pressed is marked, and pressed
        // again once the page listens (src/checkout/start.tsx).
        const early =
          `let p;addEventListener("click",e=>{const b=e.target.closest?.("#app:not([data-interactive]) button");` +
          `b&&(p?.removeAttribute("data-pressed-early"),(p=b).setAttribute("data-pressed-early",""))},!0);`;
        const boot =
          `${early}const g=()=>{${imports}};document.hidden?g():(PerformanceObserver.supportedEntryTypes?.includes("paint")` +
          `?new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),g())}).observe({type:"paint",buffered:!0})` +
          `:requestAnimationFrame(()=>setTimeout(g)),setTimeout(g,1e3))`;
        return html
          .replace(new RegExp(`\\s*${tag.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`), "")
          .replace("</head>", `  <script type="module">${boot}</script>\n  </head>`);
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
  const inlined: string[] = [];
  return {
    name: "inline-stylesheets",
    apply: "build",
    buildStart() {
      inlined.length = 0;
    },
    // A copy of what was inlined, for the style sheet's own size budget (.size-limit.json), out
    // of dist/checkout so that nothing serves it.
    async writeBundle(options) {
      const file = resolve(options.dir ?? "dist/checkout", "..", "sizes", "checkout.css");
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, inlined.join("\n"));
    },
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
          inlined.push(css);
          return `\n    <style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * Which chunk holds each language's words, written into index.html for the service alone
 * (src/checkout/prerender.tsx takes it out of every page it sends, and names the page's own
 * language's chunk in the state block). The page's first load then needs no list of the
 * languages' chunks: a language added is a chunk added, and no byte more before the first paint.
 */
function languageModules(): Plugin {
  return {
    name: "language-modules",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const modules: Record<string, string> = {};
        for (const output of Object.values(context.bundle ?? {})) {
          const code =
            output.type === "chunk" ? /\/src\/checkout\/locales\/([A-Za-z-]+)\.ts$/.exec(output.facadeModuleId ?? "")?.[1] : undefined;
          if (code && output.type === "chunk" && output.isDynamicEntry) modules[code] = `/${output.fileName}`;
        }
        if (Object.keys(modules).length === 0) throw new Error("language-modules: no language's chunk in the bundle");
        return html.replace(
          "</head>",
          `  <script type="application/json" id="checkout-language-modules">${JSON.stringify(modules)}</script>\n  </head>`,
        );
      },
    },
  };
}

const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite wraps every dynamic import in a helper that first preloads the chunk's own imports and
 * style sheets (1.3 KB gzip of the first load, with its error event). The page's lazy chunks
 * (languages, the QR encoder, the schema, the later screens) import nothing but the entry,
 * which is already there, and no style sheet (the one sheet is inlined), so the helper would
 * never preload anything: it is replaced by a plain call. Should a lazy chunk ever need more
 * (a chunk shared by two others, a sheet of its own), the build stops and says so, rather than
 * ship a page whose chunk arrives without what it needs.
 */
function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      for (const chunk of chunks) {
        if (chunk.isEntry) continue;
        const needs = chunk.imports.filter((file) => !entries.has(file));
        const sheets = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (needs.length || sheets.length)
          throw new Error(
            `plain-dynamic-imports: ${chunk.fileName} needs ${[...needs, ...sheets].join(", ")} preloaded: restore Vite's preload helper`,
          );
      }
    },
  };
}

export default defineConfig({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  publicDir: "public",
  plugins: [
    plainDynamicImports(),
    inlineStylesheets(),
    languageModules(),
    bootAfterFirstPaint([
      { name: "order-check" },
      // In a frame, the bridge says the checkout's height to the embed script, which sizes the
      // iframe by it: fetched beside the entry, not a round trip after it (a native app's bridge
      // is found once the entry runs, models/embed-link.ts).
      { name: "embed-bridge", when: "parent!==self" },
    ]),
  ],
  build: {
    outDir: "dist/checkout",
    emptyOutDir: true,
    target: "es2020",
    // No data: URIs: the page's Content-Security-Policy allows only 'self' for every kind.
    assetsInlineLimit: 0,
    // Every browser that runs the page supports modulepreload (Vite preloads a lazy chunk's
    // imports with it); the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
});
