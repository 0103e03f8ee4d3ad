// axe over the page as it stands, one line per violation naming its rule, impact, the first
// nodes it hit and, for contrast, axe's own numbers: enough to fix it from the test's output.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { expect, type Page } from "playwright/test";

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
 * One axe.run in the page, as the builder's one-frame mode runs it, with axe put in once per
 * document. The builder evaluated axe's 500 KB source in the page twice for every check and
 * configured it again: a check of a portal screen took 1.0 to 1.3 s of CPU, against 0.25 to
 * 0.29 s to put axe in and as much again for each run (six checks each way, twice, on the quiet
 * machine). The seven specs that run axe, at both sizes: 178 and 183 s, 345 and 354 s of CPU
 * with the builder; 117 and 138 s, 224 and 267 s of CPU with this. axe checks frames itself
 * unless told not to, so this is for a page whose frames are none, or all left out by the caller.
 */
async function runInPage(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) {
    await page.evaluate(AXE_SOURCE);
  }
  // Passed and returned untyped: Playwright's types for what crosses into the page recurse
  // through axe's DOM-typed context until the checker gives up.
  const violations: unknown = await page.evaluate(
    async (argument: unknown) => {
      const [context, options] = argument as [ElementContext, RunOptions];
      const axe = (window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }).axe;
      return (await axe.run(context, options)).violations as unknown;
    },
    [context, options] as unknown,
  );
  return violations as AxeResults["violations"];
}

/** Whether every frame element of the page is inside what `exclude` leaves out. */
const framesLeftOut = (page: Page, exclude: string) =>
  page.evaluate((exclude) => [...document.querySelectorAll("iframe, frame")].every((frame) => frame.closest(exclude) !== null), exclude);

/** `exclude`: a part of the page another suite checks (a framed checkout, say). */
export async function axeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  const { exclude } = options;
  const framed = page.frames().length > 1;
  let violations: AxeResults["violations"];
  if (!framed || (exclude !== undefined && (await framesLeftOut(page, exclude)))) {
    // With nothing to include named, axe takes the whole document.
    const context: ElementContext = { exclude: exclude === undefined ? [] : [exclude] };
    violations = await runInPage(page, context, { ...RUN_OPTIONS, iframes: false });
  } else {
    // A frame to check (a cross-origin one included): the builder runs axe in each frame and
    // joins the frames' results in a page of its own.
    const builder = new AxeBuilder({ page }).options(RUN_OPTIONS);
    if (exclude !== undefined) builder.exclude(exclude);
    violations = (await builder.analyze()).violations;
  }
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`);
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join("; ")}`;
  });
}

export async function expectNoViolations(page: Page, state: string, options: { exclude?: string } = {}): Promise<void> {
  expect(await axeViolations(page, options), `axe violations in ${state}`).toEqual([]);
}
