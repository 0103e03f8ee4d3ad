// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TRON_ADDRESS, tronPayment } from "./testing/order-fixtures.ts";
import { startCheckout } from "./start.tsx";

function mount() {
  const element = document.createElement("div");
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  delete document.documentElement.dataset.theme;
});

describe("startCheckout", () => {
  it("sets lang, dir and theme, and shows an invalid link without requesting anything", async () => {
    const fetch = vi.fn();
    const model = await startCheckout({
      search: "?orderId=%3Cscript%3E&lang=ar&theme=dark",
      languages: ["en-US"],
      document,
      mount: mount(),
      deps: { fetch },
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
      deps: { fetch, origin: "http://checkout.test", visibility: { isHidden: () => false, subscribe: () => () => {} } },
      startBridge: () => bridge,
    });
    expect(document.documentElement.lang).toBe("es");
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.documentElement.dataset.theme).toBeUndefined();
    await waitFor(() => expect(document.querySelector("main")?.dataset.screen).toBe("order"));
    expect(screen.getByRole("button", { name: "Copiar dirección" })).toBeTruthy();
    expect(document.querySelector("[data-address]")?.getAttribute("data-address")).toBe(TRON_ADDRESS);
    expect(document.body.textContent).not.toContain("TXattacker");
    expect(bridge.status).toHaveBeenCalledWith("inProgress");
    model?.[Symbol.dispose]();
  });
});
