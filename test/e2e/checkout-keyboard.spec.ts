// Everything reachable by keyboard: from the top of an order's page,
// Tab reaches the page's controls in reading order, each with a focus indicator the payer can
// see, Tab leaves the last one (no focus trap) and Shift+Tab walks back.
import { expect, test, type Locator, type Page } from "./support/fixtures.ts";
import { createDepositOrder, createPaymentOrder, pay } from "./support/api.ts";
import { expectStatus, openWaiting } from "./support/checkout-page.ts";

/** The seeded merchant has a URL, so every order page ends with this link. */
const BACK_LINK = /^Back to /;

function button(page: Page, name: string): Locator {
  return page.getByRole("button", { name, exact: true });
}

/** A short description of the focused element, for failure messages ("nothing" off the page). */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return "nothing";
    return `<${element.tagName.toLowerCase()}> ${(element.textContent ?? "").trim().replace(/\s+/g, " ")}`;
  });
}

/**
 * The focused element draws a ring: a computed outline (style not none, width above 0) or a
 * box-shadow. Read from the element while it has keyboard focus, so :focus-visible applies.
 */
async function expectFocusIndicator(target: Locator, name: string): Promise<void> {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: `${computed.outlineStyle} ${computed.outlineWidth} ${computed.outlineColor}`,
      outlineStyle: computed.outlineStyle,
      outlineWidth: Number.parseFloat(computed.outlineWidth),
      boxShadow: computed.boxShadow,
      focusVisible: element.matches(":focus-visible"),
    };
  });
  expect(style.focusVisible, `${name} has keyboard focus (:focus-visible)`).toBe(true);
  const outlined = style.outlineStyle !== "none" && style.outlineWidth > 0;
  const shadowed = style.boxShadow !== "none" && style.boxShadow !== "";
  expect(outlined || shadowed, `${name} shows focus (outline: ${style.outline}; box-shadow: ${style.boxShadow})`).toBe(true);
}

/**
 * From the top of the page (nothing focused), Tab must land on each of `stops` in order with a
 * visible indicator, then leave the page's controls; Shift+Tab must come back in reverse and
 * leave the first one too.
 */
async function expectTabOrder(page: Page, stops: Array<{ name: string; locator: Locator }>): Promise<void> {
  for (const { name, locator } of stops) await expect(locator, `${name} is on the page`).toBeVisible();
  // The top of the page: focus on the document itself, as after opening the link.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  expect(await focused(page), "nothing focused at the top of the page").toBe("nothing");

  for (const { name, locator } of stops) {
    await page.keyboard.press("Tab");
    await expect(locator, `Tab reaches ${name} (focused: ${await focused(page)})`).toBeFocused({ timeout: 2_000 });
    await expectFocusIndicator(locator, name);
  }
  // No trap: Tab leaves the last control for the browser's own UI; nothing on the page keeps
  // focus (a trap would send it round to the first control).
  await page.keyboard.press("Tab");
  expect(await focused(page), "Tab from the last control leaves the page").toBe("nothing");

  // Back again from the last stop: Shift+Tab retraces the same stops in reverse.
  const last = stops.at(-1);
  if (!last) return;
  await last.locator.focus();
  for (const { name, locator } of stops.slice(0, -1).reverse()) {
    await page.keyboard.press("Shift+Tab");
    await expect(locator, `Shift+Tab goes back to ${name} (focused: ${await focused(page)})`).toBeFocused({ timeout: 2_000 });
    await expectFocusIndicator(locator, name);
  }
  // Where focus goes from the first control is the browser's business (its own UI, or round to
  // the end in headless Chromium); the page only must not hold it there.
  const first = stops[0];
  if (!first) return;
  await page.keyboard.press("Shift+Tab");
  await expect(first.locator, `Shift+Tab leaves ${first.name}`).not.toBeFocused();
}

/** The language switcher, by its accessible name. */
const language = (page: Page) => page.getByRole("combobox", { name: "Language" });

/** "Open in wallet": on touch screens only (a phone wallet's link leads nowhere on a desktop). */
const wallets = (page: Page, isMobile: boolean) =>
  isMobile ? [{ name: "Open in wallet", locator: page.locator("summary", { hasText: "Open in wallet" }) }] : [];

test("a waiting payment order: Tab reaches back to merchant, language, copy amount, the token contract, copy address; Shift+Tab goes back", async ({
  page,
  isMobile,
}) => {
  const order = await createPaymentOrder("USDT_TRC20", "10.00");
  await openWaiting(page, order);
  await expectTabOrder(page, [
    { name: "the back-to-merchant link", locator: page.getByRole("link", { name: BACK_LINK }) },
    { name: "the language switcher", locator: language(page) },
    { name: "Copy amount", locator: button(page, "Copy amount") },
    { name: "the token contract link", locator: page.getByRole("link", { name: /TR7NHqje/ }) },
    ...wallets(page, isMobile),
    { name: "Copy address", locator: button(page, "Copy address") },
  ]);
});

test("a waiting deposit order: no amount to copy, so Tab goes from the language to the token contract and copy address", async ({
  page,
  isMobile,
}) => {
  const order = await createDepositOrder("USDT_TRC20");
  await openWaiting(page, order);
  await expect(button(page, "Copy amount")).toHaveCount(0);
  await expectTabOrder(page, [
    { name: "the back-to-merchant link", locator: page.getByRole("link", { name: BACK_LINK }) },
    { name: "the language switcher", locator: language(page) },
    { name: "the token contract link", locator: page.getByRole("link", { name: /TR7NHqje/ }) },
    ...wallets(page, isMobile),
    { name: "Copy address", locator: button(page, "Copy address") },
  ]);
});

test("a completed payment order (the receipt): Tab reaches the language, the reference and hash copies, the explorer link, print, then back to merchant; Shift+Tab goes back", async ({
  page,
}) => {
  const order = await createPaymentOrder("ETH", "0.02");
  await openWaiting(page, order);
  await pay(order.orderId);
  await expectStatus(page, "completed");
  await expectTabOrder(page, [
    { name: "the language switcher", locator: language(page) },
    { name: "Copy reference", locator: button(page, "Copy reference") },
    { name: "Copy transaction hash", locator: button(page, "Copy transaction hash") },
    { name: "the explorer link", locator: page.getByRole("link", { name: /etherscan\.io/ }) },
    { name: "Print or save as PDF", locator: button(page, "Print or save as PDF") },
    { name: "the back-to-merchant link", locator: page.getByRole("link", { name: BACK_LINK }) },
  ]);
});
