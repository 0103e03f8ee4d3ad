// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { appBridgeOf } from "./app-bridge.ts";
import { startEmbedBridge } from "./embed-bridge.ts";

/** A checkout window of its own (a WebView's page), with the given globals an app injects. */
function appWindow(globals: Record<string, unknown>) {
  const keys = new EventTarget();
  const win = {
    addEventListener: keys.addEventListener.bind(keys),
    removeEventListener: keys.removeEventListener.bind(keys),
    dispatchEvent: keys.dispatchEvent.bind(keys),
    location: { hash: "", search: "?integrationId=int_1&orderId=ord_1&back=close" },
    document: { documentElement: { getBoundingClientRect: () => ({ height: 640 }), scrollHeight: 800 }, body: {}, referrer: "" },
    ...globals,
  } as Record<string, unknown>;
  win.parent = win;
  return win as unknown as Window;
}

/** Each platform's bridge, as its WebView puts it on the page: an object that records the texts it is given. */
const platforms = {
  "React Native": (post: (text: string) => void) => ({ ReactNativeWebView: { postMessage: post } }),
  iOS: (post: (text: string) => void) => ({ webkit: { messageHandlers: { cryptoCheckout: { postMessage: post } } } }),
  Android: (post: (text: string) => void) => ({ CryptoCheckoutAndroid: { postMessage: post } }),
};

describe("the checkout in a native app's WebView", () => {
  for (const [platform, globals] of Object.entries(platforms)) {
    it(`${platform}: hears ready, the payment state, each status and completed, as the embed's message in JSON text`, () => {
      const texts: string[] = [];
      const win = appWindow(globals((text) => texts.push(text)));
      const bridge = startEmbedBridge({ orderId: "ord_1", win });
      const amounts = { requested: "25.000000", received: "0.000000", currency: "USDT" };
      bridge.payment("waiting", amounts);
      bridge.status("inProgress");
      bridge.status("inProgress");
      bridge.payment("completed", { ...amounts, received: "25.000000" });
      bridge.status("completed");
      win.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", cancelable: true }));

      for (const text of texts) expect(typeof text).toBe("string");
      const base = { source: "crypto-checkout", orderId: "ord_1" };
      // No resize: the app sizes its own WebView.
      expect(texts.map((text) => JSON.parse(text))).toEqual([
        { ...base, type: "ready", status: "inProgress" },
        { ...base, type: "payment", state: "waiting", ...amounts },
        { ...base, type: "payment", state: "completed", ...amounts, received: "25.000000" },
        { ...base, type: "status", status: "completed" },
        { ...base, type: "completed", status: "completed" },
        { ...base, type: "close" },
      ]);
      // The page is the whole window: its back link is the merchant's, not the embed modal's close.
      expect(bridge.back).toEqual({ kind: "merchant" });
    });
  }

  it("keeps the bridge object as this (an Android interface's method needs it)", () => {
    const android = {
      texts: [] as string[],
      postMessage(this: { texts: string[] }, text: string) {
        this.texts.push(text);
      },
    };
    appBridgeOf(appWindow({ CryptoCheckoutAndroid: android }))?.({ source: "crypto-checkout", type: "close", orderId: "ord_1" });
    expect(android.texts).toHaveLength(1);
  });

  it("goes on when the app's handler throws", () => {
    const win = appWindow(
      platforms["React Native"](() => {
        throw new Error("the app's bug");
      }),
    );
    expect(() => startEmbedBridge({ orderId: "ord_1", win }).status("inProgress")).not.toThrow();
  });

  it("posts nothing in a browser tab (no bridge, or one without postMessage)", () => {
    expect(appBridgeOf(appWindow({}))).toBeUndefined();
    expect(
      appBridgeOf(appWindow({ ReactNativeWebView: {}, webkit: { messageHandlers: {} }, CryptoCheckoutAndroid: { postMessage: "x" } })),
    ).toBeUndefined();
    expect(startEmbedBridge({ orderId: "ord_1", win: appWindow({}) }).back).toEqual({ kind: "merchant" });
  });

  it("a framed checkout never posts to an app bridge on its own window: the embedding page hears it", () => {
    const post = vi.fn();
    const win = appWindow({ ReactNativeWebView: { postMessage: post } }) as unknown as Record<string, unknown>;
    win.parent = { postMessage: vi.fn() };
    startEmbedBridge({ orderId: "ord_1", win: win as unknown as Window }).status("inProgress");
    expect(post).not.toHaveBeenCalled();
  });
});
