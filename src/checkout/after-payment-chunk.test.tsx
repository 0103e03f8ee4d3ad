// @vitest-environment jsdom
// The after-payment parts are a chunk of their own (components/after-payment-loader.ts). Each import
// below is a fresh module graph, so the page's loader starts empty here, as in a browser.
import { afterEach, describe, expect, it, vi } from "vitest";
import { completed, transfer, tronPayment } from "./testing/order-fixtures.ts";
import { placeServedPage } from "./testing/served-page.ts";

const detected = tronPayment({
  pendingAmount: { amount: "25.500000", currency: "USDT" },
  remainingAmount: { amount: "0.000000", currency: "USDT" },
  transactions: [transfer("25.500000", "USDT", { confirmations: 4 })],
});

/** The service's HTML and state block for `order`, rendered by a module graph of its own. */
async function served(order: ReturnType<typeof tronPayment>) {
  vi.resetModules();
  const { prerender } = await import("./prerender.tsx");
  const { qrDrawing } = await import("../shared/qr-drawing.ts");
  const search = `?integrationId=int_1&orderId=${order.id}`;
  const page = prerender({ search, acceptLanguage: "en", lookup: () => ({ order, etag: '"v1"' }), drawQr: qrDrawing });
  const mount = placeServedPage(document, page);
  vi.resetModules();
  return { search, mount, html: page.app };
}

/** Each test's page ends with it: a chunk it loads must not render into a document that is gone. */
let ending = new AbortController();

afterEach(async () => {
  ending.abort();
  ending = new AbortController();
  // Preact runs a render's effects a frame later (an animation frame, or a 100 ms timer): that
  // frame comes before the test's document goes, else its timer fires after the environment's
  // globals are gone ("cancelAnimationFrame is not defined" once the file has ended).
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  vi.doUnmock("./components/after-payment.tsx");
  document.body.replaceChildren();
  vi.resetModules();
});

// Ceilings for a broken run, not timings: each test imports the page's whole graph afresh, which
// took longer than the default 5 s a test (and 1 s a wait) on a loaded machine.
const CEILING = { timeout: 30_000 };

describe("the after-payment chunk", CEILING, () => {
  it("is not loaded for a page that waits for a payment, and is loaded once a transfer is seen", async () => {
    vi.resetModules();
    const { afterPayment, needsAfterPayment } = await import("./components/after-payment-loader.ts");
    expect(needsAfterPayment(tronPayment())).toBe(false);
    expect(needsAfterPayment(detected)).toBe(true);
    expect(needsAfterPayment(completed(tronPayment(), "25.500000"))).toBe(true);
    expect(afterPayment.value).toBeNull();

    const { signal, computed } = await import("@preact/signals");
    const { render } = await import("@testing-library/preact");
    const { statusGroup } = await import("../shared/order-status.ts");
    const { App } = await import("./components/app.tsx");
    const order = signal(tronPayment());
    const model = {
      order,
      loadState: signal("ready"),
      connection: signal("online"),
      statusGroup: computed(() => statusGroup(order.value.status)),
      now: signal(Date.now()),
      windowPhase: signal("none"),
    };
    const { container, unmount } = render(<App model={model as never} />);
    await Promise.resolve();
    expect(afterPayment.value).toBeNull();
    order.value = detected;
    // The status line says it at once; the transfer's details follow with the chunk.
    await vi.waitFor(
      () => expect(container.querySelector(".status-text")?.textContent).toBe("Payment detected. Waiting for network confirmations."),
      CEILING,
    );
    await vi.waitFor(() => expect(container.querySelector("[data-transfer]")).not.toBeNull(), CEILING);
    expect(afterPayment.value).not.toBeNull();
    unmount();
  });

  it.each([
    ["a detected transfer", detected],
    ["a completed payment (the receipt)", completed(tronPayment(), "25.500000")],
  ])("%s: the page loads the chunk before hydrating, so the service's screen stays as drawn", async (_name, order) => {
    const { search, mount, html } = await served(order);
    expect(html).toMatch(/data-transfer|receipt/);
    // A chunk slower than the page's own start (five turns of the event loop; hydration comes
    // after one), as over a network.
    vi.doMock("./components/after-payment.tsx", async (importOriginal) => {
      const actual = await importOriginal();
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
      return actual;
    });
    const { startCheckout } = await import("./start.tsx");
    const orderCheck = await import("./models/order-check.ts");
    const removed: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) removed.push(...record.removedNodes);
    }).observe(mount, { childList: true, subtree: true });
    await startCheckout({
      search,
      languages: ["en"],
      document,
      mount,
      storage: null,
      deps: {
        visibility: { isHidden: () => false, subscribe: () => () => {} },
        origin: "http://checkout.test",
        loadCheck: async () => orderCheck,
        fetch: () => new Promise<Response>(() => {}),
      },
      startBridge: () => ({ back: { kind: "merchant" as const }, status: () => {}, payment: () => {}, stop: () => {} }),
      signal: ending.signal,
    });
    // Without the chunk at hydration, Preact drops the transfer list or the receipt.
    expect(removed.filter((node) => node.nodeType === 1)).toEqual([]);
    expect(mount.querySelector(order.status === "completed" ? ".receipt" : "[data-transfer]")).not.toBeNull();
  });
});
