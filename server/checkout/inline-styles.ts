// The page's <style> elements (the build inlines its style sheet into index.html: a linked
// sheet would block the first paint for a round trip) and their CSP hashes. The policy names
// each by hash rather than allowing 'unsafe-inline': only the exact CSS the build wrote runs,
// and an injected <style> or style attribute still does not.
import { createHash } from "node:crypto";

const STYLE = /<style>([\s\S]*?)<\/style>/g;

/** The CSP source of each <style> in `html`: 'sha256-…' of its text exactly as served. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}'`,
  );
}
