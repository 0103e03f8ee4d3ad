// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/preact";
import { options } from "preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { qrEncoder } from "./lib/qr-loader.ts";
import * as orderCheck from "./models/order-check.ts";
import { TRON_ADDRESS, tronPayment } from "./testing/order-fixtures.ts";
import { startCheckout } from "./start.tsx";

// Each test's page ends with the test: its chunks (the QR encoder, the address check, a
// language) load lazily, and one that arrived after the file's document was gone rendered into
// nothing ("document is not defined", an unhandled rejection failing the run).
let ending = new AbortController();

// The order's check is a chunk the model imports when the first answer comes; imported here, so
// that a loaded machine's first import of it is not what a wait on the order's screen measures.
const loadCheck = async () => orderCheck;

function mount() {
  const element = document.createElement("div");
  document.body.appendChild(element);
  return element;
}

// A test that counts renders hooks preact's options; the hook goes with the test, whatever fails.
const diffedBefore = options.diffed;

afterEach(async () => {
  options.diffed = diffedBefore;
  ending.abort();
  ending = new AbortController();
  // Preact runs a render's effects a frame later (an animation frame, or a 100 ms timer): that
  // frame comes before the document goes, else its timer finds the environment's globals gone.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  cleanup();
  document.body.replaceChildren();
  delete document.documentElement.dataset.theme;
});

// Ceilings for a broken run, not timings: a file's first page imports the page's whole graph,
// which took longer than the default 5 s a test (and 1 s a wait) on a loaded machine.
const CEILING = { timeout: 30_000 };

describe("startCheckout", CEILING, () => {
  it("sets lang, dir and theme, and shows an invalid link without requesting anything", async () => {
    const fetch = vi.fn();
    const model = await startCheckout({
      search: "?orderId=%3Cscript%3E&lang=ar&theme=dark",
      languages: ["en-US"],
      document,
      mount: mount(),
      deps: { fetch },
      signal: ending.signal,
    });
    expect(model).toBeNull();
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.title).toBe("الدفع بالعملات المشفرة");
    expect(document.querySelector("main")?.dataset.screen).toBe("invalid-link");
    expect(document.body.textContent).not.toContain("script");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uses the browser's language when the link names none, and loads the order", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(tronPayment()), { headers: { ETag: '"v1"' } }));
    const bridge = { back: { kind: "merchant" as const }, status: vi.fn(), payment: vi.fn(), stop: vi.fn() };
    const model = await startCheckout({
      search: "?integrationId=int_1&orderId=ord_1&address=TXattacker",
      languages: ["kl-GL", "es-419"],
      document,
      mount: mount(),
      deps: { fetch, origin: "http://checkout.test", visibility: { isHidden: () => false, subscribe: () => () => {} }, loadCheck },
      startBridge: () => bridge,
      signal: ending.signal,
    });
    expect(document.documentElement.lang).toBe("es");
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.documentElement.dataset.theme).toBeUndefined();
    await waitFor(() => expect(document.querySelector("main")?.dataset.screen).toBe("order"), CEILING);
    expect(screen.getByRole("button", { name: "Copiar dirección" })).toBeTruthy();
    expect(document.querySelector("[data-address]")?.getAttribute("data-address")).toBe(TRON_ADDRESS);
    expect(document.body.textContent).not.toContain("TXattacker");
    expect(bridge.status).toHaveBeenCalledWith("inProgress");
    model?.[Symbol.dispose]();
  });

  it("draws nothing when it ends while its language's chunk is still being imported", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const element = mount();
    const started = startCheckout({
      search: "?integrationId=int_1&orderId=ord_1&theme=dark",
      languages: ["de-DE"],
      document,
      mount: element,
      deps: { fetch, origin: "http://checkout.test", visibility: { isHidden: () => false, subscribe: () => () => {} }, loadCheck },
      startBridge: () => ({ back: { kind: "merchant" as const }, status: vi.fn(), payment: vi.fn(), stop: vi.fn() }),
      signal: ending.signal,
    });
    // The page is waiting for the chunk that knows which languages have words.
    ending.abort();
    expect(await started).toBeNull();
    expect(element.childNodes.length).toBe(0);
    expect(document.documentElement.lang).not.toBe("de");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("renders nothing more once it has ended, when a chunk it waited for arrives", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(tronPayment()), { headers: { ETag: '"v1"' } }));
    const element = mount();
    const stop = vi.fn();
    // The page's own components: those whose DOM was drawn inside its mount. Files share this
    // worker's loaded modules, so another file's page may still render now and then; only a
    // render of one of these counts. (`__c` and `__e` are preact's own names for a vnode's
    // component and its DOM node.)
    type Drawn = { __c?: object | null; __e?: Node | null };
    const ours = new Set<object>();
    const before = options.diffed;
    options.diffed = (vnode) => {
      const { __c: component, __e: dom } = vnode as unknown as Drawn;
      if (component && dom && element.contains(dom)) ours.add(component);
      before?.(vnode);
    };
    await startCheckout({
      search: "?integrationId=int_1&orderId=ord_1",
      languages: ["en"],
      document,
      mount: element,
      deps: { fetch, origin: "http://checkout.test", visibility: { isHidden: () => false, subscribe: () => () => {} }, loadCheck },
      startBridge: () => ({ back: { kind: "merchant" as const }, status: vi.fn(), payment: vi.fn(), stop }),
      signal: ending.signal,
    });
    await waitFor(() => expect(element.querySelector("main")?.dataset.screen).toBe("order"), CEILING);
    ending.abort();
    expect(element.childNodes.length).toBe(0);
    expect(stop).toHaveBeenCalled();
    // What the QR encoder's chunk does when it resolves: the code's component reads it.
    const loaded = qrEncoder.peek();
    expect(ours.size).toBeGreaterThan(0);
    let rendered = 0;
    options.diffed = (vnode) => {
      const { __c: component } = vnode as unknown as Drawn;
      if (component && ours.has(component)) rendered++;
      before?.(vnode);
    };
    try {
      await act(() => {
        qrEncoder.value = (text) => {
          if (!loaded) throw new Error("not drawn in this test");
          return loaded(text);
        };
      });
    } finally {
      options.diffed = before;
      qrEncoder.value = loaded;
    }
    expect(rendered).toBe(0);
    expect(element.childNodes.length).toBe(0);
  });
});
