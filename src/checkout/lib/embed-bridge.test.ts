// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { startEmbedBridge, verifiedEmbedOrigin } from "./embed-bridge.ts";

const MERCHANT = "https://shop.example";

interface FakeOptions {
  hash?: string;
  search?: string;
  ancestorOrigins?: string[] | null;
  referrer?: string;
  framed?: boolean;
  height?: number;
}

/** A checkout window inside a frame: the parts of Window the bridge reads. */
function fakeWindow({
  hash = `#embedOrigin=${encodeURIComponent(MERCHANT)}`,
  search = "?integrationId=int_1&orderId=ord_1",
  ancestorOrigins = [MERCHANT],
  referrer = "",
  framed = true,
  height = 640,
}: FakeOptions = {}) {
  const postMessage = vi.fn();
  const observers: Array<() => void> = [];
  const disconnect = vi.fn();
  let currentHeight = height;
  const root = { getBoundingClientRect: () => ({ height: currentHeight }), scrollHeight: 800 };
  const keys = new EventTarget();
  const win = {
    addEventListener: keys.addEventListener.bind(keys),
    removeEventListener: keys.removeEventListener.bind(keys),
    dispatchEvent: keys.dispatchEvent.bind(keys),
    location: {
      hash,
      search,
      ancestorOrigins:
        ancestorOrigins && Object.assign([...ancestorOrigins], { item: (i: number) => ancestorOrigins[i] ?? null, contains: () => false }),
    },
    document: { documentElement: root, body: {}, referrer },
    ResizeObserver: class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    },
  } as Record<string, unknown>;
  win.parent = framed ? { postMessage } : win;
  const grow = (next: number) => {
    currentHeight = next;
    for (const callback of observers) callback();
  };
  return { win: win as unknown as Window, postMessage, grow, disconnect };
}

const sent = (postMessage: ReturnType<typeof vi.fn>) => postMessage.mock.calls.map(([message]) => message);

describe("startEmbedBridge", () => {
  it("posts ready, each status change once, completed once, and the content height, to the verified origin only", () => {
    const { win, postMessage, grow } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    bridge.status("inProgress");
    bridge.status("inProgress");
    grow(700.2);
    grow(700.4);
    bridge.status("completed");
    bridge.status("completed");

    const base = { source: "crypto-checkout", orderId: "ord_1" };
    expect(sent(postMessage)).toEqual([
      { ...base, type: "resize", height: 640 },
      { ...base, type: "ready", status: "inProgress" },
      { ...base, type: "resize", height: 701 },
      { ...base, type: "status", status: "completed" },
      { ...base, type: "completed", status: "completed" },
    ]);
    for (const [, target] of postMessage.mock.calls) expect(target).toBe(MERCHANT);
  });

  it("posts the payment state with its amounts on each change of state, never a repeat", () => {
    const { win, postMessage } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    const amounts = (received: string) => ({ requested: "25.000000", received, currency: "USDT" });
    bridge.status("inProgress");
    bridge.payment("waiting", amounts("0.000000"));
    bridge.payment("detected", amounts("0.000000"));
    bridge.payment("detected", amounts("0.000000"));
    bridge.payment("underpaid", amounts("10.000000"));
    bridge.payment("overpaid", amounts("40.000000"));
    const payments = sent(postMessage).filter((m) => m.type === "payment");
    expect(payments.map((m) => m.state)).toEqual(["waiting", "detected", "underpaid", "overpaid"]);
    expect(payments[3]).toEqual({
      source: "crypto-checkout",
      orderId: "ord_1",
      type: "payment",
      state: "overpaid",
      requested: "25.000000",
      received: "40.000000",
      currency: "USDT",
    });
    // Only completion says completed.
    expect(sent(postMessage).some((m) => m.type === "completed")).toBe(false);
  });

  it("says ready first: a payment state heard before the first status follows ready, in its latest form", () => {
    const { win, postMessage } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    const amounts = { requested: "25.000000", received: "0.000000", currency: "USDT" };
    // What the page's model does on its first order: the state, then the status.
    bridge.payment("waiting", amounts);
    expect(sent(postMessage).map((m) => m.type)).toEqual(["resize"]);
    bridge.status("inProgress");
    bridge.payment("waiting", amounts);
    bridge.payment("completed", { ...amounts, received: "25.000000" });
    bridge.status("completed");
    expect(sent(postMessage).map((m) => [m.type, m.state ?? m.status])).toEqual([
      ["resize", undefined],
      ["ready", "inProgress"],
      ["payment", "waiting"],
      ["payment", "completed"],
      ["status", "completed"],
      ["completed", "completed"],
    ]);
  });

  it("says ready, then the payment state, then completed when the first order it sees is completed", () => {
    const { win, postMessage } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    bridge.payment("completed", { requested: "25.000000", received: "25.000000", currency: "USDT" });
    bridge.status("completed");
    expect(sent(postMessage).map((m) => m.type)).toEqual(["resize", "ready", "payment", "completed"]);
  });

  describe("where Back to … leads", () => {
    const back = (options: FakeOptions) => startEmbedBridge({ orderId: "ord_1", win: fakeWindow(options).win }).back;
    const search = (value: string) => `?integrationId=int_1&orderId=ord_1&back=${encodeURIComponent(value)}`;

    it("to the merchant's URL in the whole window when the page is not framed, or framed without the embed script", () => {
      expect(back({ framed: false, search: search("https://evil.example/") })).toEqual({ kind: "merchant" });
      expect(back({ hash: "", search: search("https://evil.example/") })).toEqual({ kind: "merchant" });
    });

    it("inside the script's modal: a request to close, posted to the embedder", () => {
      const { win, postMessage } = fakeWindow({ search: search("close") });
      const way = startEmbedBridge({ orderId: "ord_1", win }).back;
      expect(way.kind).toBe("close");
      if (way.kind === "close") way.close();
      expect(postMessage.mock.calls.at(-1)).toEqual([{ source: "crypto-checkout", orderId: "ord_1", type: "close" }, MERCHANT]);
    });

    it("inline: the merchant's http(s) return URL, or no link at all", () => {
      expect(back({ search: search("https://shop.example/cart?step=2&x=1") })).toEqual({
        kind: "url",
        href: "https://shop.example/cart?step=2&x=1",
      });
      expect(back({})).toEqual({ kind: "none" });
      expect(back({ search: search("javascript:alert(1)") })).toEqual({ kind: "none" });
      // The script made the frame, but the browser does not confirm the embedder: nothing to follow.
      expect(back({ ancestorOrigins: ["https://other.example"], search: search("https://shop.example/") })).toEqual({ kind: "none" });
    });
  });

  it("says ready then completed when the first status it sees is completed", () => {
    const { win, postMessage } = fakeWindow();
    startEmbedBridge({ orderId: "ord_1", win }).status("completed");
    expect(sent(postMessage).map((m) => m.type)).toEqual(["resize", "ready", "completed"]);
  });

  it("never posts anything else than source, type, orderId, status and height", () => {
    const { win, postMessage, grow } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    bridge.status("inProgress");
    grow(900);
    bridge.status("completed");
    for (const message of sent(postMessage)) {
      for (const key of Object.keys(message)) expect(["source", "type", "orderId", "status", "height"]).toContain(key);
    }
  });

  it("stops posting and observing on stop()", () => {
    const { win, postMessage, grow, disconnect } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    bridge.stop();
    bridge.status("inProgress");
    grow(900);
    expect(sent(postMessage)).toHaveLength(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it("asks the host to close on an Escape nothing inside used, until stopped", () => {
    const { win, postMessage } = fakeWindow();
    const bridge = startEmbedBridge({ orderId: "ord_1", win });
    const press = (key: string, used = false) => {
      const event = new KeyboardEvent("keydown", { key, cancelable: true });
      if (used) event.preventDefault();
      win.dispatchEvent(event);
    };
    press("Enter");
    press("Escape", true);
    press("Escape");
    bridge.stop();
    press("Escape");
    expect(sent(postMessage).filter((message) => message.type === "close")).toEqual([
      { source: "crypto-checkout", type: "close", orderId: "ord_1" },
    ]);
  });

  it("is a no-op when the page is not framed", () => {
    const { win, postMessage } = fakeWindow({ framed: false });
    startEmbedBridge({ orderId: "ord_1", win }).status("inProgress");
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("posts nothing when the embedding origin is missing or cannot be verified", () => {
    const cases: FakeOptions[] = [
      { hash: "" }, // a pasted widgetCode: no claim
      { hash: "#embedOrigin=" },
      { ancestorOrigins: ["https://evil.example"] }, // framed by someone else than claimed
      { ancestorOrigins: [] },
      { hash: `#embedOrigin=${encodeURIComponent(`${MERCHANT}/path`)}` }, // not a bare origin
      { hash: "#embedOrigin=null", ancestorOrigins: ["null"] },
      { hash: "#embedOrigin=*", ancestorOrigins: ["*"] },
      { hash: `#embedOrigin=${encodeURIComponent("javascript:alert(1)")}`, ancestorOrigins: ["javascript:alert(1)"] },
      { ancestorOrigins: null, referrer: "" }, // no ancestorOrigins, no referrer
      { ancestorOrigins: null, referrer: "https://evil.example/shop" },
    ];
    for (const options of cases) {
      const { win, postMessage } = fakeWindow(options);
      startEmbedBridge({ orderId: "ord_1", win }).status("inProgress");
      expect(postMessage, JSON.stringify(options)).not.toHaveBeenCalled();
    }
  });
});

describe("verifiedEmbedOrigin", () => {
  it("trusts ancestorOrigins where the browser has it, else the referrer's origin", () => {
    expect(verifiedEmbedOrigin(fakeWindow().win)).toBe(MERCHANT);
    expect(verifiedEmbedOrigin(fakeWindow({ ancestorOrigins: null, referrer: `${MERCHANT}/checkout?cart=1` }).win)).toBe(MERCHANT);
    // ancestorOrigins decides alone: a matching referrer cannot outvote it.
    expect(verifiedEmbedOrigin(fakeWindow({ ancestorOrigins: ["https://evil.example"], referrer: `${MERCHANT}/` }).win)).toBeUndefined();
  });

  it("reads the claim among other fragment parameters", () => {
    const hash = `#lang=es&embedOrigin=${encodeURIComponent("http://localhost:4311")}`;
    expect(verifiedEmbedOrigin(fakeWindow({ hash, ancestorOrigins: ["http://localhost:4311"] }).win)).toBe("http://localhost:4311");
  });
});

describe("in a real DOM", () => {
  it("does nothing in a top-level window", () => {
    const post = vi.spyOn(window, "postMessage");
    const bridge = startEmbedBridge({ orderId: "ord_1" });
    bridge.status("inProgress");
    bridge.stop();
    expect(post).not.toHaveBeenCalled();
  });
});
