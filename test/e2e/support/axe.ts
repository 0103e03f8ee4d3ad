// axe over the page as it stands, one line per violation naming its rule, impact, the first
// nodes it hit and, for contrast, axe's own numbers: enough to fix it from the test's output.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "playwright/test";

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` [${n.any[0].message}]` : ""}`);
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join("; ")}`;
  });
}

export async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), `axe violations in ${state}`).toEqual([]);
}
