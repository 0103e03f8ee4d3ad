// @vitest-environment jsdom
// The pseudo-locale on the service's first screen and after the page hydrates it: shown only
// where the service allows it (the sandbox), kept by the page, and the link page's words too.
import { afterEach, describe, expect, it, vi } from "vitest";
import { qrDrawing } from "../shared/qr-drawing.ts";
import { prerender, prerenderLinkPage } from "./prerender.tsx";
import * as orderCheck from "./models/order-check.ts";
import { startCheckout } from "./start.tsx";
import { placeServedPage } from "./testing/served-page.ts";
import { tronPayment } from "./testing/order-fixtures.ts";

const order = tronPayment();
const search = `?integrationId=int_1&orderId=${order.id}&lang=qps-ploc`;
const found = { order, etag: '"v1"' };

function serve(pseudoLocale: boolean, acceptLanguage: string | null = null) {
  return prerender({ search, acceptLanguage, lookup: () => found, drawQr: qrDrawing, pseudoLocale });
}

/** Each test's page ends with it: a chunk it loads must not render into a document that is gone. */
let ending = new AbortController();

afterEach(async () => {
  ending.abort();
  ending = new AbortController();
  // Preact runs a render's effects a frame later (an animation frame, or a 100 ms timer): that
  // frame comes before the document goes, else its timer finds the environment's globals gone.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  document.body.replaceChildren();
});

describe("the pseudo-locale on the checkout", () => {
  it("is drawn by the service where it is allowed, whatever the browser's languages", () => {
    const page = serve(true, "de-DE");
    expect(page.state).toMatchObject({ locale: "en", pseudo: true });
    expect(page.app).toContain("[Åɱöûñţ ţö šéñđ");
    // The amount to send keeps its exact digits.
    expect(page.app).toContain("25.5");
  });

  it("is refused elsewhere: the browser's language is used, nothing says pseudo", () => {
    const page = serve(false, "de-DE");
    expect(page.state.locale).toBe("de");
    expect(page.state).not.toHaveProperty("pseudo");
    expect(page.app).not.toContain("[");
  });

  it("is kept when the page hydrates the service's screen", async () => {
    const page = serve(true);
    const mount = placeServedPage(document, page);
    const served = mount.innerHTML;
    await startCheckout({
      search,
      languages: ["en"],
      document,
      mount,
      storage: null,
      deps: {
        fetch: vi.fn(() => new Promise<Response>(() => {})),
        visibility: { isHidden: () => false, subscribe: () => () => {} },
        origin: "http://checkout.test",
        loadCheck: async () => orderCheck,
      },
      startBridge: () => ({ back: { kind: "merchant" as const }, status: () => {}, payment: () => {}, stop: () => {} }),
      signal: ending.signal,
    });
    expect(mount.innerHTML).toBe(served);
    expect(document.title).toMatch(/^\[Çŕýþţö þàýɱéñţ/);
  });

  it("shows the link page's words in it where allowed", () => {
    const allowed = prerenderLinkPage({ search: "?lang=qps-ploc", acceptLanguage: null, offer: null, pseudoLocale: true });
    expect(allowed.title).toMatch(/^\[Ţĥîš þàýɱéñţ ļîñķ/);
    const refused = prerenderLinkPage({ search: "?lang=qps-ploc", acceptLanguage: null, offer: null });
    expect(refused.title).toBe("This payment link does not exist");
  });
});
