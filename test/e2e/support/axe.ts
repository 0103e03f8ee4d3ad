// axe over the page as it stands, one line per violation naming its rule, impact, the first
// nodes it hit and, for contrast, axe's own numbers: enough to fix it from the test's output.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "playwright/test";

/** `exclude`: a part of the page another suite checks (a framed checkout, say). */
export async function axeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`);
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join("; ")}`;
  });
}

export async function expectNoViolations(page: Page, state: string, options: { exclude?: string } = {}): Promise<void> {
  expect(await axeViolations(page, options), `axe violations in ${state}`).toEqual([]);
}
