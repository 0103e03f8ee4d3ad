// axe over the page as it stands, one line per violation naming its rule, impact, the first
// nodes it hit and, for contrast, axe's own numbers: enough to fix it from the test's output.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "playwright/test";

/** `exclude`: a part of the page another suite checks (a framed checkout, say). */
export async function axeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // A page without frames is checked by one axe.run in the page (the builder's "legacy" mode).
  // By default the builder runs axe in each frame and then opens a new page to join the
  // frames' results there: twice the work and a page opened for every check, for frames most
  // pages do not have (0.4 s against 0.8 to 2.5 s a check here; the same rules, passes and
  // violations node for node, compared over the catalog's states in light and dark). A page
  // with a frame keeps the default, so a cross-origin frame is still checked.
  if (page.frames().length === 1) builder.setLegacyMode();
  if (options.exclude) builder.exclude(options.exclude);
  // Every rule still runs, and every violation keeps all its nodes; only the passes, the
  // inapplicable and the incomplete, which nothing here reads, are cut to one node each, so
  // axe builds no selectors for them and returns no megabytes of them: 1.0 → 0.76 s of CPU a
  // check of the checkout (five checks each way, twice).
  builder.options({ resultTypes: ["violations"] });
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`);
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join("; ")}`;
  });
}

export async function expectNoViolations(page: Page, state: string, options: { exclude?: string } = {}): Promise<void> {
  expect(await axeViolations(page, options), `axe violations in ${state}`).toEqual([]);
}
