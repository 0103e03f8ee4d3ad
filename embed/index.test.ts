// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

const LINK = "https://pay.example/pay?integrationId=int_1&orderId=ord_1";

beforeEach(() => {
  vi.resetModules();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for("crypto-checkout")];
  document.body.replaceChildren();
});

describe("the embed's entry", () => {
  it("mounts [data-crypto-checkout] elements on load", async () => {
    document.body.innerHTML = `<div id="pay" data-crypto-checkout="${LINK}"></div>`;
    await import("./index.ts");
    expect(document.querySelector("#pay iframe")).not.toBeNull();
  });

  it("is harmless to load twice: one instance, one listener, no second iframe", async () => {
    document.body.innerHTML = `<div id="pay" data-crypto-checkout="${LINK}"></div>`;
    const listen = vi.spyOn(window, "addEventListener");
    const first = (await import("./index.ts")).default;
    vi.resetModules();
    const second = (await import("./index.ts")).default;

    expect(second).toBe(first);
    expect(listen.mock.calls.filter(([type]) => type === "message")).toHaveLength(1);
    expect(document.querySelectorAll("#pay iframe")).toHaveLength(1);
    expect(Object.keys(first).sort()).toEqual(["mount", "open", "scan", "widgetCode"]);
  });
});
