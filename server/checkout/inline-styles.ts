// The page's inline <style> and <script type="module"> elements and their CSP hashes. The build
// inlines the style sheet into index.html (a linked sheet would block the first paint for a
// round trip) and writes a small inline module that starts the page's scripts after the first
// paint (vite.config.ts). The policy names each by hash rather than allowing 'unsafe-inline':
// only the exact CSS and script the build wrote run, and an injected <style>, style attribute
// or <script> still does not.
import { createHash } from "node:crypto";

const STYLE = /<style>([\s\S]*?)<\/style>/g;
/** Inline module scripts only: a <script src> is allowed by 'self', and the state block is data. */
const MODULE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;

const hashes = (html: string, element: RegExp) =>
  [...html.matchAll(element)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}'`,
  );

/** The CSP source of each <style> in `html`: 'sha256-…' of its text exactly as served. */
export function inlineStyleHashes(html: string): string[] {
  return hashes(html, STYLE);
}

/** The CSP source of each inline <script type="module"> in `html`, the same way. */
export function inlineScriptHashes(html: string): string[] {
  return hashes(html, MODULE_SCRIPT);
}
