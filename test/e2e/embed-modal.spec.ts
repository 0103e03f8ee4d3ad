// CryptoCheckout.open(): the checkout in a modal <dialog> on a merchant's page of another
// origin (the demo shop's lab, strict CSP and Trusted Types). It has a name, takes focus, makes
// the page behind inert and still, closes by its own button, by Escape on either side of the
// iframe (inside it, only through the checkout's own message, and only from that iframe), hands
// focus back, reports how it ended, fills a phone's screen, and lets "Open in wallet" leave.
// Appearance options (theme, locale) reach the checkout on open() and on mount().
import { expect, test, type Frame, type Page } from "./support/fixtures.ts";
import { createPaymentOrder, type CreatedOrder } from "./support/api.ts";
import { E2E } from "./support/env.ts";

type Lab = Window & { CryptoCheckout: typeof window.CryptoCheckout; __closed: unknown[]; __ready: unknown[]; __modal?: { close(): void } };

const NAME = "Crypto payment checkout";
const frameOf = (page: Page) => page.frameLocator("dialog iframe");
const closed = (page: Page) => page.evaluate(() => (window as unknown as Lab).__closed);

/** The lab page with an opener button that calls open() with `options` and records onReady and onClose. */
async function labWithOpener(page: Page, order: CreatedOrder, options: Record<string, unknown> = {}): Promise<void> {
  await page.goto(`${E2E.merchantOrigin}/lab`);
  await page.evaluate(
    ({ link, options }) => {
      const lab = window as unknown as Lab;
      lab.__closed = [];
      lab.__ready = [];
      const opener = document.createElement("button");
      opener.id = "opener";
      opener.textContent = "Pay with crypto";
      opener.addEventListener("click", () => {
        lab.__modal = lab.CryptoCheckout!.open(link, {
          ...options,
          onReady: (detail) => lab.__ready.push(detail),
          onClose: (detail) => lab.__closed.push(detail),
        });
      });
      // A page long enough to scroll, so that "the page does not scroll" means something.
      const filler = document.createElement("div");
      filler.style.height = "3000px";
      document.querySelector("main")!.append(opener, filler);
    },
    { link: order.paymentLink, options },
  );
}

async function openModal(page: Page, order: CreatedOrder, options: Record<string, unknown> = {}) {
  await labWithOpener(page, order, options);
  await page.getByRole("button", { name: "Pay with crypto" }).click();
  const dialog = page.getByRole("dialog", { name: NAME });
  await expect(dialog).toBeVisible();
  await expect(frameOf(page).locator("main[data-screen]")).toHaveAttribute("data-status-group", "waiting");
  await expect(frameOf(page).locator("#app")).toHaveAttribute("data-interactive", "");
  // The host hears the checkout's ready a message later than the frame shows it (another
  // process, in Chromium): until then a close reports no status, as the embed's types say.
  await expect.poll(() => page.evaluate(() => (window as unknown as Lab).__ready.length)).toBe(1);
  return dialog;
}

/** The checkout's frame (Playwright's Frame, to post from inside it). */
function checkoutFrame(page: Page, order: CreatedOrder): Frame {
  return page.frames().find((frame) => frame.parentFrame() === page.mainFrame() && frame.url().includes(order.orderId))!;
}

test.describe("at any size", () => {
  // What the dialog does with focus, keys, messages and parameters is the same at every size:
  // once, on the desktop. Its form on a phone is the last test's.
  test.skip(({ isMobile }) => isMobile, "the same at every size: once, on the desktop");

  test("open(): a named modal dialog, focus inside, the page behind inert and still; the close button closes it and focus returns", async ({
    page,
  }) => {
    const order = await createPaymentOrder();
    const dialog = await openModal(page, order);

    // Modal, named, with focus inside it.
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // The page behind is inert (nothing there takes focus) and does not scroll.
    expect(
      await page.evaluate(() => {
        const opener = document.getElementById("opener")!;
        opener.focus();
        return document.activeElement === opener;
      }),
    ).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // The close button is the host page's own, outside the iframe.
    const close = dialog.getByRole("button", { name: "Close" });
    expect(await close.evaluate((button) => button.closest("iframe") === null && button.ownerDocument === document)).toBe(true);

    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("opener");
    expect(await closed(page)).toEqual([{ orderId: order.orderId, status: "inProgress" }]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("Escape pressed inside the cross-origin checkout closes the modal, through the checkout's own message", async ({ page }) => {
    const order = await createPaymentOrder();
    const dialog = await openModal(page, order);

    // Focus in the checkout: the key goes to the iframe's document, never to this page.
    await frameOf(page).getByRole("button", { name: "Copy address" }).focus();
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe("iframe");
    await page.evaluate(() => {
      const seen: string[] = [];
      addEventListener("keydown", (event) => seen.push(event.key), true);
      (window as unknown as { __hostKeys: string[] }).__hostKeys = seen;
    });
    await page.keyboard.press("Escape");

    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __hostKeys: string[] }).__hostKeys)).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("opener");
    // The browser gives focus back when the dialog closes, before its close event calls onClose.
    await expect.poll(() => closed(page)).toEqual([{ orderId: order.orderId, status: "inProgress" }]);
  });

  test("Escape with focus on the host's side of the dialog closes it too; close() from the page as well", async ({ page }) => {
    const order = await createPaymentOrder();
    const dialog = await openModal(page, order);
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // Escape closes the dialog at once; its close event, which removes it and calls onClose, is a
    // task of its own after that: on a busy machine the test could read before it ran.
    await expect.poll(() => closed(page)).toEqual([{ orderId: order.orderId, status: "inProgress" }]);

    await page.getByRole("button", { name: "Pay with crypto" }).click();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => (window as unknown as Lab).__modal!.close());
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => closed(page)).toHaveLength(2);
  });

  test("close messages forged from another window or origin leave the modal open", async ({ page }) => {
    const order = await createPaymentOrder();
    const dialog = await openModal(page, order);
    const forged = { source: "crypto-checkout", type: "close", orderId: order.orderId };

    // The host page itself (any script on it), a popup of the checkout's origin, and another frame
    // of the checkout's origin showing the same order.
    await page.evaluate((message) => window.postMessage(message, "*"), forged);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.evaluate((origin) => void window.open(`${origin}/healthz`), E2E.serviceOrigin),
    ]);
    await popup.waitForLoadState();
    await popup.evaluate((message) => (window.opener as Window).postMessage(message, "*"), forged);
    await page.evaluate((link) => {
      const other = document.createElement("iframe");
      other.name = "other-checkout";
      other.src = link;
      document.body.append(other);
    }, order.paymentLink);
    await expect.poll(() => page.frame({ name: "other-checkout" })?.url() ?? "").toContain("/pay?");
    await page.frame({ name: "other-checkout" })!.evaluate((message) => window.parent.postMessage(message, "*"), forged);
    // The modal's own iframe, about another order.
    await checkoutFrame(page, order).evaluate(
      (message) => window.parent.postMessage({ ...message, orderId: "ord_someone_else" }, "*"),
      forged,
    );

    // Time for any of them to have acted (they are dispatched long before this).
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    expect(await closed(page)).toEqual([]);

    // The real one, from the modal's checkout, still closes it.
    await checkoutFrame(page, order).evaluate(() => dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    await expect(dialog).toHaveCount(0);
  });

  test("open() passes theme and locale to the checkout; auto follows the host's colour scheme", async ({ page }) => {
    const order = await createPaymentOrder();
    await openModal(page, order, { theme: "dark", locale: "de" });
    const html = frameOf(page).locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(html).toHaveAttribute("lang", "de");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    await page.emulateMedia({ colorScheme: "dark" });
    await openModal(page, order, { theme: "auto" });
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
    expect(await html.evaluate((root) => [root.dataset.theme ?? null, getComputedStyle(root).colorScheme])).toEqual([null, "dark"]);
    // auto reaches the checkout as it is, which knows only light and dark and follows the system for anything else.
    expect(await html.evaluate(() => new URL(location.href).searchParams.get("theme"))).toBe("auto");
  });

  test("mount() passes theme and locale to the checkout too", async ({ page }) => {
    const order = await createPaymentOrder();
    await page.goto(`${E2E.merchantOrigin}/lab`);
    await page.evaluate((link) => {
      (window as unknown as Lab).CryptoCheckout!.mount(document.getElementById("checkout")!, {
        paymentLink: link,
        theme: "light",
        locale: "ar",
      });
    }, order.paymentLink);
    const html = page.frameLocator("#checkout iframe").locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(html).toHaveAttribute("lang", "ar");
    await expect(html).toHaveAttribute("dir", "rtl");
  });
});

test("on a phone the modal fills the screen without overflowing it, and Open in wallet leaves for the wallet", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "wallet links show on touch screens, and a phone's screen is what the modal fills");
  const order = await createPaymentOrder("USDT_ERC20", "12.50");
  // The wallet's universal link, answered here (the test runs offline).
  await page
    .context()
    .route("https://link.metamask.io/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>MetaMask</title>wallet" }));
  const dialog = await openModal(page, order);

  const box = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      top: rect.top,
      left: rect.left,
      width: rect.width,
      height: rect.height,
      innerWidth,
      innerHeight,
      rootScroll: document.documentElement.scrollWidth - innerWidth,
    };
  });
  expect(box).toEqual({
    top: 0,
    left: 0,
    width: box.innerWidth,
    height: box.innerHeight,
    innerWidth: box.innerWidth,
    innerHeight: box.innerHeight,
    rootScroll: 0,
  });

  const frame = frameOf(page);
  await frame.locator("summary.wallets-summary").click();
  const wallet = frame.locator('a[data-wallet="metamask"]');
  const href = await wallet.getAttribute("href");
  expect(href).toMatch(/^https:\/\/link\.metamask\.io\//);
  // The link opens in the top window (target=_top from an iframe without a sandbox), leaving the
  // shop for the wallet as it does from an inline mount.
  await wallet.click();
  await expect(page).toHaveURL(href!);
});
