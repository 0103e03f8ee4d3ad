// Whether the packages in dist/kit still hold what the repository holds: the staged sources of
// each Node package against a fresh staging of them (its own files and the src/shared files it
// copies), and each file the embed's package copied against its origin (the service's build in
// dist/embed, the hand-written types). A package built before one of them changed is stale.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { embedTypesText, ROOT, stagedSources } from "./stage-sources.ts";

export interface StageRecord {
  name: string;
  tarball: string;
  stage: string;
  copies: Array<{ file: string; source: string }>;
}

export const STAGE_RECORD = join(ROOT, "dist", "kit", "stage.json");

/** The packages `npm run kit:pack` built, as it recorded them; throws naming the command when there are none. */
export function builtKit(): StageRecord[] {
  if (!existsSync(STAGE_RECORD)) throw new Error("dist/kit is not built: run npm run kit:pack (after npm run build)");
  return JSON.parse(readFileSync(STAGE_RECORD, "utf8")) as StageRecord[];
}

/** A file as the embed's package copies it: the types rewritten, the scripts as they are. */
const copied = (file: string, text: string) => (file.endsWith(".d.mts") ? embedTypesText(text) : text);

/** One line per file that differs, or is missing on either side. */
export function kitDrift(built: StageRecord[]): string[] {
  const drift: string[] = [];
  for (const { name, stage, copies } of built) {
    const staged = join(ROOT, stage);
    const sources = copies.find(({ file }) => file.startsWith("src/"));
    if (sources) {
      // A Node package: its whole src/ as staging would write it now.
      const dir = name.replace("@crypto-checkout/", "");
      const fresh = stagedSources(`kit/${dir}/src`);
      const present = readdirSync(join(staged, "src"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
      for (const file of present) if (!fresh.has(file)) drift.push(`${name}: src/${file} is no longer a source`);
      for (const [file, { source, text }] of fresh) {
        const path = join(staged, "src", file);
        if (!existsSync(path)) drift.push(`${name}: src/${file} (from ${source}) is missing`);
        else if (readFileSync(path, "utf8") !== text) drift.push(`${name}: src/${file} differs from ${source}`);
      }
    }
    for (const { file, source } of copies.filter(({ file }) => file.startsWith("dist/"))) {
      const origin = join(ROOT, source);
      if (!existsSync(origin)) drift.push(`${name}: ${file}'s origin ${source} is gone`);
      else if (readFileSync(join(staged, file), "utf8") !== copied(file, readFileSync(origin, "utf8")))
        drift.push(`${name}: ${file} differs from ${source}`);
    }
  }
  return drift;
}
