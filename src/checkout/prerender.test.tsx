// @vitest-environment jsdom
// The service's render and the page's hydration of it: the same tree from the same inputs,
// and a model that goes straight to the long poll with the service's ETag.
import { cleanup } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { qrDrawing } from "../shared/qr-drawing.ts";
import * as orderCheck from "./models/order-check.ts";
import { acceptedLanguages } from "../shared/languages.ts";
import { fillTemplate, prerender, type FoundOrder, TEMPLATE_MARKERS } from "./prerender.tsx";
import type { OrderModelDeps } from "./models/order-model.ts";
import { startCheckout } from "./start.tsx";
import { placeServedPage } from "./testing/served-page.ts";
import { completed, ethPayment, EVM_ADDRESS, transfer, tronDeposit, tronPayment } from "./testing/order-fixtures.ts";
import { CHOSEN_LOCALE_KEY, type LocaleStorage } from "./lib/chosen-locale.ts";

/** A device's storage, kept between two visits of a test. */
function memoryStorage(): LocaleStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** The payer reaches for the menu (which draws it whole, in the microtask after) and picks `locale`. */
async function choose(mount: Element, locale: string): Promise<void> {
  const select = mount.querySelector<HTMLSelectElement>("select#language-select")!;
  select.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  await Promise.resolve();
  select.value = locale;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

const hiddenNever = { isHidden: () => false, subscribe: () => () => {} };

/** The body the service would send for `search`, placed in this document. */
function serve(search: string, found: FoundOrder | null, acceptLanguage: string | null = null) {
  const page = prerender({ search, acceptLanguage, lookup: () => found, drawQr: qrDrawing });
  const mount = placeServedPage(document, page);
  return { page, mount, served: mount.innerHTML };
}

function pendingFetch() {
  const requests: Request[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    requests.push(input as Request);
    return new Promise<Response>(() => {});
  });
  return { fetch, requests };
}

/** Zero-delay timers fire in a microtask (the model runs ahead of the language module's load); others are real. */
const immediateTimers = {
  setTimeout: (callback: () => void, ms: number): unknown => {
    if (ms > 0) return setTimeout(callback, ms);
    queueMicrotask(callback);
    return null;
  },
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Each test's pages end with it: a chunk one loads must not render into a document that is gone. */
let ending = new AbortController();

/** Boots the page on `mount` as main.tsx does, with the model's I/O faked. */
function boot(
  search: string,
  mount: Element,
  deps: Partial<OrderModelDeps>,
  languages = ["en"],
  storage: LocaleStorage | null = memoryStorage(),
) {
  return startCheckout({
    search,
    languages,
    document,
    mount,
    storage,
    deps: { visibility: hiddenNever, origin: "http://checkout.test", loadCheck: async () => orderCheck, ...deps },
    startBridge: () => ({ back: { kind: "merchant" as const }, status: () => {}, payment: () => {}, stop: () => {} }),
    signal: ending.signal,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(async () => {
  ending.abort();
  ending = new AbortController();
  // Preact runs a render's effects a frame later (an animation frame, or a 100 ms timer): that
  // frame comes before the document goes, else its timer finds the environment's globals gone.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  cleanup();
  document.body.replaceChildren();
  delete document.documentElement.dataset.theme;
});

describe("prerender", () => {
  it("draws a link's order's time left, and its end as expired, on the service", () => {
    const open = tronPayment({ paymentLinkId: "lnk_1", expiresAt: new Date(Date.now() + 10 * 60_000 - 500).toISOString() });
    const served = serve("?integrationId=int_1&orderId=ord_1", { order: open, etag: '"v1"' }).served;
    expect(served).toMatch(/role="timer"[^>]*>Time left to pay: (10:00|9:59)</);
    cleanup();
    document.body.replaceChildren();
    const ended = { ...open, expiresAt: "2026-11-22T06:15:00Z" };
    const page = serve("?integrationId=int_1&orderId=ord_1", { order: ended, etag: '"v1"' });
    expect(page.mount.querySelector("main")?.dataset.screen).toBe("expired");
    expect(page.served).not.toContain("data-address");
  });

  it("reads Accept-Language by weight, skipping q=0 and *", () => {
    expect(acceptedLanguages("de-DE, ar;q=0.8, en;q=0.9, ru;q=0, *;q=0.1")).toEqual(["de-DE", "en", "ar"]);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages(" ; q=1 ,,")).toEqual([]);
  });

  it("refuses a template that lacks a marker instead of serving a page without the order", () => {
    const page = prerender({ search: "", acceptLanguage: null, lookup: () => null, drawQr: qrDrawing });
    const template = Object.values(TEMPLATE_MARKERS).join("\n");
    expect(() => fillTemplate(template, page)).not.toThrow();
    expect(() => fillTemplate(template.replace(TEMPLATE_MARKERS.app, "<div id=app></div>"), page)).toThrow(/lacks/);
  });

  it("names the page's language's module from the template's list, and sends the page without the list", () => {
    const list =
      '<script type="application/json" id="checkout-language-modules">{"de":"/assets/de-1a.js","ar":"javascript:alert(1)"}</script>';
    const template = `${Object.values(TEMPLATE_MARKERS).join("\n")}\n${list}`;
    const state = (html: string) => JSON.parse(/id="checkout-state">([^<]*)</.exec(html)?.[1] ?? "null");
    const german = fillTemplate(template, prerender({ search: "?lang=de", acceptLanguage: null, lookup: () => null, drawQr: qrDrawing }));
    expect(state(german).messages).toBe("/assets/de-1a.js");
    expect(german).not.toContain("checkout-language-modules");
    // Only a built chunk's path is named: anything else leaves the page to find the module itself.
    const arabic = fillTemplate(template, prerender({ search: "?lang=ar", acceptLanguage: null, lookup: () => null, drawQr: qrDrawing }));
    expect(state(arabic).messages).toBeNull();
    const english = fillTemplate(template, prerender({ search: "", acceptLanguage: null, lookup: () => null, drawQr: qrDrawing }));
    expect(state(english).messages).toBeNull();
  });

  it.each([
    ["a TRON payment", tronPayment()],
    ["an ETH payment (EIP-681 QR)", ethPayment()],
    ["a deposit", tronDeposit()],
    ["a completed payment", completed(tronPayment(), "25.500000")],
    [
      "an underpaid payment (the remainder asked)",
      tronPayment({
        receivedAmount: { amount: "10.000000", currency: "USDT" },
        remainingAmount: { amount: "15.500000", currency: "USDT" },
        transactions: [transfer("10.000000", "USDT")],
      }),
    ],
    [
      "a detected transfer (confirming)",
      tronPayment({
        pendingAmount: { amount: "25.500000", currency: "USDT" },
        remainingAmount: { amount: "0.000000", currency: "USDT" },
        transactions: [transfer("25.500000", "USDT", { confirmations: 4 })],
      }),
    ],
    [
      "a link's order whose window has ended (expired, start again)",
      tronPayment({ paymentLinkId: "lnk_1", expiresAt: "2026-11-22T06:15:00Z", returnUrl: "https://acme.example/thanks" }),
    ],
  ])("%s: the page hydrates the service's screen without changing a node", async (_name, order) => {
    const search = `?integrationId=int_1&orderId=${order.id}`;
    const { mount, served } = serve(search, { order, etag: '"v7"' });
    const { fetch, requests } = pendingFetch();
    expect(mount.hasAttribute("data-interactive")).toBe(false);
    const model = await boot(search, mount, { fetch });
    // Hydrated: the marker tests and automation wait on before they click.
    expect(mount.hasAttribute("data-interactive")).toBe(true);
    await settle();
    // Effects run after paint: wait for the receipt's to have run.
    if (order.status === "completed") await vi.waitFor(() => expect(mount.querySelector(".print-button")).not.toBeNull());
    // The receipt's two deliberate changes after hydration: its times move from the service's
    // UTC to the payer's locale and zone, and the print button (script only) appears.
    const receiptless = (html: string) =>
      html
        .replace(/(<time [^>]*>)[^<]*(<\/time>)/g, "$1$2")
        .replace(/<button type="button" class="button print-button">[^<]*<\/button>/, "");
    expect(receiptless(mount.innerHTML)).toBe(receiptless(served));
    if (order.status === "completed") {
      expect(served).toContain("06:06 UTC");
      expect(mount.querySelector("[data-receipt-time]")?.textContent).not.toContain("UTC");
      expect(served).not.toContain("print-button");
      expect(mount.querySelector(".print-button")?.textContent).toBe("Print or save as PDF");
    } else {
      expect(mount.innerHTML).toBe(served);
    }
    expect(model?.loadState.value).toBe("ready");
    // No first read: the first request is already the long poll on the service's version (a
    // completed order's too: a late transfer may still arrive).
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get("If-None-Match")).toBe('"v7"');
    expect(requests[0]!.headers.get("Prefer")).toBe("wait=20");
    model?.[Symbol.dispose]();
  });

  it("hydrates in the service's language even when the browser prefers another", async () => {
    const search = "?integrationId=int_1&orderId=ord_1";
    const { mount, served } = serve(search, { order: tronPayment(), etag: '"v1"' }, "ar, en;q=0.5");
    const model = await boot(search, mount, pendingFetch(), ["es-ES"]);
    await settle();
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(mount.innerHTML).toBe(served);
    model?.[Symbol.dispose]();
  });

  it("switches language from the switcher, remembers it on the device, and honours it on the next visit", async () => {
    const search = "?integrationId=int_1&orderId=ord_1";
    const storage = memoryStorage();
    const first = serve(search, { order: tronPayment(), etag: '"v1"' }, "en");
    const model = await boot(search, first.mount, pendingFetch(), ["en"], storage);
    await settle();
    expect(first.mount.querySelector<HTMLSelectElement>("#language-select")?.value).toBe("en");
    await choose(first.mount, "ja");
    await settle();
    expect(storage.items.get(CHOSEN_LOCALE_KEY)).toBe("ja");
    expect(document.documentElement.lang).toBe("ja");
    expect(document.title).toBe("暗号資産での支払い");
    expect(first.mount.querySelector(".status-text")?.textContent).toBe("支払いを待っています");
    expect(first.mount.querySelector<HTMLSelectElement>("#language-select")?.value).toBe("ja");
    await choose(first.mount, "he");
    await settle();
    expect(document.documentElement.dir).toBe("rtl");
    expect(first.mount.querySelector(".status-text")?.textContent).toBe("ממתין לתשלום");
    model?.[Symbol.dispose]();
    cleanup();
    document.body.replaceChildren();

    // The next visit: the service renders English (it cannot know the choice); the page
    // hydrates exactly that, then switches to the payer's language.
    const second = serve(search, { order: tronPayment(), etag: '"v1"' }, "en");
    expect(second.served).toContain("Waiting for payment");
    const again = await boot(search, second.mount, pendingFetch(), ["en"], storage);
    await settle();
    expect(document.documentElement.lang).toBe("he");
    expect(document.documentElement.dir).toBe("rtl");
    expect(second.mount.querySelector(".status-text")?.textContent).toBe("ממתין לתשלום");
    expect(second.mount.querySelector("[data-address]")?.getAttribute("data-address")).toBe(tronPayment().address);
    again?.[Symbol.dispose]();
  });

  it("serves the menu's current language alone, and draws the whole menu, current selected, once the payer reaches for it", async () => {
    const search = "?integrationId=int_1&orderId=ord_1";
    const storage = memoryStorage();
    const { page, mount, served } = serve(search, { order: tronPayment(), etag: '"v1"' }, "ja");
    const lines = () => [...mount.querySelectorAll<HTMLOptionElement>("#language-select option")].map((o) => o.value);
    // The service's drawing: one line; the names of all are in the state block, for the page.
    expect(lines()).toEqual(["ja"]);
    expect(page.state.menu?.map((entry) => entry.code)).toContain("ar");
    expect(page.state.menu?.find((entry) => entry.code === "ja")?.name).toBe("日本語");
    const model = await boot(search, mount, pendingFetch(), ["ja"], storage);
    await settle();
    expect(mount.innerHTML).toBe(served);
    const select = mount.querySelector<HTMLSelectElement>("#language-select")!;
    // Reached by the keyboard: focus (a pointer down is the other way, in choose() below).
    select.focus();
    await settle();
    expect(lines()).toEqual(page.state.menu?.map((entry) => entry.code));
    expect(select.value).toBe("ja");
    expect(mount.querySelector('#language-select option[value="ar"]')?.textContent).toBe("العربية");
    await choose(mount, "de");
    await settle();
    expect(document.documentElement.lang).toBe("de");
    expect(select.value).toBe("de");
    expect(lines()).toHaveLength(page.state.menu?.length ?? 0);
    expect(storage.items.get(CHOSEN_LOCALE_KEY)).toBe("de");
    model?.[Symbol.dispose]();
  });

  it("presses again a served button the payer pressed before the script started (Copy address): the address is copied", async () => {
    const search = "?integrationId=int_1&orderId=ord_1";
    const { mount } = serve(search, { order: tronPayment(), etag: '"v1"' }, "en");
    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    try {
      // The boot script in the built page marks the press (vite.config.ts); the served button had no handler.
      const button = [...mount.querySelectorAll("button")].find((b) => b.textContent?.includes("Copy address"));
      if (!button) throw new Error("the served page has no Copy address button");
      button.setAttribute("data-pressed-early", "");
      const model = await boot(search, mount, pendingFetch());
      expect(writeText).toHaveBeenCalledTimes(1);
      expect(writeText).toHaveBeenCalledWith(tronPayment().address);
      // Pressed once: the mark is gone, so nothing presses it again.
      expect(mount.querySelector("[data-pressed-early]")).toBeNull();
      await vi.waitFor(() => expect(mount.querySelector('[data-copy="address"] .copy-status')?.textContent).not.toBe(""));
      model?.[Symbol.dispose]();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("keeps the choice for the page view when the device refuses storage", async () => {
    const search = "?integrationId=int_1&orderId=ord_1";
    const refusing: LocaleStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    const { mount } = serve(search, { order: tronPayment(), etag: '"v1"' }, "en");
    const model = await boot(search, mount, pendingFetch(), ["en"], refusing);
    await settle();
    await choose(mount, "de");
    await settle();
    expect(document.documentElement.lang).toBe("de");
    expect(mount.querySelector(".status-text")?.textContent).toBe("Warten auf Zahlung");
    model?.[Symbol.dispose]();
  });

  it("shows a read that failed while the language loaded: reconnecting, marker included", async () => {
    const search = "?integrationId=int_1&orderId=ord_1&lang=tr";
    const { mount } = serve(search, { order: tronPayment(), etag: '"v1"' });
    // The long poll fails at once (no body to read), so the model has moved on before the
    // Turkish module is in: hydration alone would leave data-connection="online".
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const model = await boot(search, mount, { fetch, timers: immediateTimers });
    await settle();
    expect(model?.connection.value).toBe("reconnecting");
    expect(mount.querySelector("main")?.dataset.connection).toBe("reconnecting");
    expect(mount.querySelector("[data-address]")?.getAttribute("data-address")).toBe(tronPayment().address);
    model?.[Symbol.dispose]();
  });

  it("hydrates not-found and the invalid link without requesting anything", async () => {
    for (const search of ["?integrationId=int_1&orderId=ord_gone", "?orderId=%3Cb%3E"]) {
      const { mount, served } = serve(search, null);
      const { fetch } = pendingFetch();
      const model = await boot(search, mount, { fetch });
      await settle();
      expect(model).toBeNull();
      expect(mount.innerHTML).toBe(served);
      expect(fetch).not.toHaveBeenCalled();
      document.body.replaceChildren();
    }
  });

  it("ignores a state block for another order: the page renders and reads its own", async () => {
    const { mount } = serve("?integrationId=int_1&orderId=ord_1", { order: tronPayment(), etag: '"v1"' });
    const { fetch, requests } = pendingFetch();
    const model = await boot("?integrationId=int_1&orderId=ord_2", mount, { fetch });
    await settle();
    expect(mount.querySelector("main")?.dataset.screen).toBe("loading");
    expect(mount.textContent).not.toContain(tronPayment().address);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toContain("/orders/ord_2");
    expect(requests[0]!.headers.get("If-None-Match")).toBeNull();
    model?.[Symbol.dispose]();
  });

  it("drops a served order that fails the schema, and reads the order afresh", async () => {
    const broken = { ...ethPayment(), address: EVM_ADDRESS, asset: { id: "ETH" } } as unknown as ReturnType<typeof ethPayment>;
    // An order that is not one, as a service of another version might send it.
    const search = "?integrationId=int_1&orderId=ord_1&lang=zh";
    const { mount } = serve(search, { order: broken, etag: '"v1"' });
    expect(mount.querySelector("main")?.dataset.screen).toBe("unavailable");
    const { fetch, requests } = pendingFetch();
    // The check runs before the language has loaded: the page hydrates the service's screen
    // and then renders the live one over it.
    const model = await boot(search, mount, { fetch, timers: immediateTimers });
    await settle();
    expect(model?.loadState.value).toBe("loading");
    expect(mount.querySelector("main")?.dataset.screen).toBe("loading");
    expect(requests.at(-1)?.headers.get("If-None-Match")).toBeNull();
    model?.[Symbol.dispose]();
  });
});
