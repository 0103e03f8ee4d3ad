// axe over the page as it stands, one line per violation naming its rule, impact, the first
// nodes it hit and, for contrast, axe's own numbers: enough to fix it from the test's output.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { expect, type Frame, type Page } from "playwright/test";

/** axe itself, put into a page that does not have it yet. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Every rule runs, and every violation keeps all its nodes; only the passes, the inapplicable
 * and the incomplete, which nothing here reads, are cut to one node each, so axe builds no
 * selectors for them and returns no megabytes of them: 1.0 → 0.76 s of CPU a check of the
 * checkout (five checks each way, twice).
 */
const RUN_OPTIONS: RunOptions = { resultTypes: ["violations"] };

/**
 * One axe.run in the document, axe put in once per document. The AxeBuilder of
 * @axe-core/playwright, used before, evaluated axe's 500 KB source in the page twice for every
 * check and configured it again, even for a page without frames: a check of a portal screen took 1.0 to 1.3 s of CPU, against 0.25 to
 * 0.29 s to put axe in and as much again for each run (six checks each way, twice, on the quiet
 * machine). The seven specs that run axe, at both sizes: 178 and 183 s, 345 and 354 s of CPU
 * with the builder; 117 and 138 s, 224 and 267 s of CPU with this.
 */
async function runIn(target: Page | Frame, context: ElementContext, options: RunOptions): Promise<AxeResults["violations"]> {
  if (!(await target.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) {
    await target.evaluate(AXE_SOURCE);
  }
  // Passed and returned untyped: Playwright's types for what crosses into the page recurse
  // through axe's DOM-typed context until the checker gives up.
  const violations: unknown = await target.evaluate(
    async (argument: unknown) => {
      const [context, options] = argument as [ElementContext, RunOptions];
      const axe = (window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }).axe;
      return (await axe.run(context, options)).violations as unknown;
    },
    [context, options] as unknown,
  );
  return violations as AxeResults["violations"];
}

/** The frame elements of the document that `exclude` does not leave out, by their source. */
const framesLeftIn = (target: Page | Frame, exclude: string | undefined) =>
  target.evaluate(
    (exclude) =>
      [...document.querySelectorAll("iframe, frame")]
        .filter((frame) => exclude === null || frame.closest(exclude) === null)
        .map((frame) => frame.getAttribute("src") ?? (frame.hasAttribute("srcdoc") ? "(srcdoc)" : "a frame without a src")),
    exclude ?? null,
  );

/**
 * The violations in a page's or a frame's own document. `exclude`: a part of it another suite
 * checks. A frame inside the document is not checked from it: axe would have to be put into
 * the frame first, and the AxeBuilder of @axe-core/playwright, which did that, gave up on a
 * frame that did not take axe within a second and left it out of the results without a word (a
 * busy machine was enough). So a frame must be left out, or checked as a target of its own
 * (`axeViolations(frame)`); one that is neither is an error, not a silent pass.
 */
export async function axeViolations(target: Page | Frame, options: { exclude?: string } = {}): Promise<string[]> {
  const { exclude } = options;
  const unchecked = await framesLeftIn(target, exclude);
  if (unchecked.length > 0) {
    throw new Error(`axe: ${unchecked.join(", ")} is a frame this check would not look into: leave it out, or check the frame itself`);
  }
  // With nothing to include named, axe takes the whole document.
  const violations = await runIn(target, { exclude: exclude === undefined ? [] : [exclude] }, { ...RUN_OPTIONS, iframes: false });
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`);
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join("; ")}`;
  });
}

export async function expectNoViolations(target: Page | Frame, state: string, options: { exclude?: string } = {}): Promise<void> {
  expect(await axeViolations(target, options), `axe violations in ${state}`).toEqual([]);
}
