// Focus order by Tab in the states of a payment's life that brought new controls:
// underpaid (the contact link, then the remainder's copy buttons) and the receipt (copy the
// reference, each transfer's hash and explorer link, print, then "Back to …", the one primary
// action, last). Order follows reading order: each stop is not above the one before it.
import { expect, test, type Page } from "./support/fixtures.ts";
import { bringTo, paymentState, stateSelector } from "../support/payment-states.ts";
import { createIntegration, sandbox } from "./support/api.ts";
import { checkoutPath } from "./support/checkout-page.ts";

interface Stop {
  name: string;
  top: number;
  primary: boolean;
}

/** Tabs from the top of the page until focus leaves it, naming each stop by its text. */
async function tabStops(page: Page): Promise<Stop[]> {
  await page.locator("body").focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const name = (el.getAttribute("aria-label") ?? (el instanceof HTMLSelectElement ? "language" : (el.textContent ?? "")))
        .replace(/\s+/g, " ")
        .trim();
      return { name, top: Math.round(el.getBoundingClientRect().top + window.scrollY), primary: el.classList.contains("button-primary") };
    });
    if (stop === null || stops.some((s) => s.name === stop.name && s.top === stop.top)) break;
    stops.push(stop);
  }
  return stops;
}

function expectReadingOrder(stops: Stop[]): void {
  for (let i = 1; i < stops.length; i++) {
    expect(stops[i]!.top, `"${stops[i]!.name}" comes after "${stops[i - 1]!.name}" but sits above it`).toBeGreaterThanOrEqual(
      stops[i - 1]!.top - 2,
    );
  }
}

/** The stops whose names start with these, in the order Tab met them. */
function named(stops: Stop[], prefixes: string[]): string[] {
  return stops.map((s) => prefixes.find((p) => s.name.startsWith(p))).filter((p): p is string => p !== undefined);
}

for (const lang of ["en", "ar"] as const) {
  test(`underpaid: the contact link, then copy the remainder's amount, then its address — ${lang}`, async ({ page }) => {
    const underpaid = paymentState("payment underpaid, 10 of 25 confirmed");
    const integrationId = await createIntegration("Bookshop", "https://books.example/shop", {
      supportUrl: "https://help.books.example/pay",
    });
    await page.goto(checkoutPath(await bringTo(sandbox, integrationId, underpaid), [["lang", lang]]));
    await page.locator(stateSelector(underpaid)).waitFor();
    const t = lang === "en" ? { contact: "Contact Bookshop", amount: "Copy amount", address: "Copy address" } : await arabicNames(page);

    const stops = await tabStops(page);
    expect(named(stops, [t.contact, t.amount, t.address])).toEqual([t.contact, t.amount, t.address]);
    expectReadingOrder(stops);
    // The remainder's address is the screen's one filled button.
    expect(stops.filter((s) => s.primary).map((s) => s.name)).toEqual([t.address]);
  });

  test(`the receipt: copy the reference, each hash and its explorer, print, then Back to the merchant last — ${lang}`, async ({ page }) => {
    const receipt = paymentState("payment completed in two transfers");
    const integrationId = await createIntegration("Bookshop", "https://books.example/shop");
    await page.goto(checkoutPath(await bringTo(sandbox, integrationId, receipt), [["lang", lang]]));
    await page.locator(stateSelector(receipt)).waitFor();
    const t = await receiptNames(page);

    const stops = await tabStops(page);
    expect(named(stops, [t.reference, t.hash, t.explorer, t.print, t.back])).toEqual([
      t.reference,
      t.hash,
      t.explorer,
      t.hash,
      t.explorer,
      t.print,
      t.back,
    ]);
    expectReadingOrder(stops);
    expect(stops.at(-1)?.name.startsWith(t.back), "Back to the merchant is the last stop").toBe(true);
    expect(stops.filter((s) => s.primary).map((s) => s.name)).toEqual([stops.at(-1)?.name]);
  });
}

/** The words as the page shows them, in its own language (no copy of the translations here). */
async function arabicNames(page: Page): Promise<{ contact: string; amount: string; address: string }> {
  const text = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim());
  return {
    contact: (await text(".support-link")).split(" ")[0]!,
    amount: await text('[data-copy="amount"] button'),
    address: await text('[data-copy="address"] button'),
  };
}

async function receiptNames(page: Page): Promise<{ reference: string; hash: string; explorer: string; print: string; back: string }> {
  const text = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim());
  return {
    reference: await text('[data-copy="reference"] button'),
    hash: await text('[data-copy="hash"] button'),
    explorer: (await text(".receipt-tx .explorer-link")).split(" ")[0]!,
    print: await text(".print-button"),
    back: (await text(".back-link-primary span")).split(" ")[0]!,
  };
}
