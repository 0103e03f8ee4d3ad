// The embed's bytes as a merchant's page downloads them: the built IIFE (dist/embed/embed.js),
// the message rules it fetches beside the checkout on the first mount (embed-events.js) and the
// modal module it fetches on the first open() (embed-modal.js), each gzip -9 (what size-limit
// counts).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface EmbedResult {
  scriptRaw: number;
  scriptGzip: number;
  /** Absent in records from before the message rules were a module of their own. */
  eventsGzip?: number;
  modalGzip: number;
}

export async function measureEmbed(root: string): Promise<EmbedResult> {
  const gzip = async (file: string) => {
    const bytes = await readFile(join(root, "dist", "embed", file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const [script, events, modal] = await Promise.all([gzip("embed.js"), gzip("embed-events.js"), gzip("embed-modal.js")]);
  return { scriptRaw: script.raw, scriptGzip: script.gzip, eventsGzip: events.gzip, modalGzip: modal.gzip };
}
