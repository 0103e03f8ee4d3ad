// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGE_SOURCE } from "../src/shared/embed-messages.ts";
import { createEmbed, type LazyModules, type Load } from "./mount.ts";
import { widgetCode } from "./widget-code.ts";

const CHECKOUT = "https://pay.example";
const LINK = `${CHECKOUT}/pay?integrationId=int_1&orderId=ord_1`;

afterEach(() => {
  document.body.replaceChildren();
});

/** The embed's two lazily loaded modules, from source; events: the message rules' one promise. */
function loader(events: Promise<LazyModules["embed-events.js"]> = import("./embed-events.ts")) {
  return ((file) => (file === "embed-modal.js" ? import("./embed-modal.ts") : events)) as Load;
}

function setup(pinnedOrigin?: string) {
  // Each test gets its own instance: the listener of an earlier one only sees its own iframes.
  const events = import("./embed-events.ts");
  const api = createEmbed(pinnedOrigin, loader(events));
  const element = document.createElement("div");
  document.body.append(element);
  // Every message waits for the rules' promise, in the order the messages came; awaiting the
  // same promise after posting resumes once each of them has been handled (no clock involved).
  const heard = async () => void (await events);
  return { api, element, heard };
}

function post(data: unknown, { origin = CHECKOUT, source }: { origin?: string; source: Window | null }) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

const msg = (type: string, extra: Record<string, unknown>) => ({ source: MESSAGE_SOURCE, type, orderId: "ord_1", ...extra });

function record(element: Element) {
  const seen: string[] = [];
  for (const type of ["ready", "status", "completed"]) {
    document.addEventListener(`crypto-checkout:${type}`, (event) => {
      if (event.target === element) seen.push(`${type}:${(event as CustomEvent).detail.status}`);
    });
  }
  return seen;
}

describe("mount", () => {
  it("creates the widgetCode iframe, plus the embedding origin in the fragment", () => {
    const { api, element } = setup();
    const { iframe } = api.mount(element, { paymentLink: LINK });
    const pasted = new DOMParser().parseFromString(widgetCode(LINK), "text/html").querySelector("iframe")!;

    expect(iframe.parentElement).toBe(element);
    expect(iframe.getAttributeNames()).toEqual(pasted.getAttributeNames());
    for (const name of ["width", "height", "allow", "title"]) expect(iframe.getAttribute(name)).toBe(pasted.getAttribute(name));
    expect(iframe.getAttribute("allow")).toBe("clipboard-write *");
    expect(iframe.getAttribute("src")).toBe(`${LINK}#embedOrigin=${location.origin}`);
    // What the checkout reads from it (URLSearchParams, as its embed bridge does).
    expect(new URLSearchParams(new URL(iframe.src).hash.slice(1)).get("embedOrigin")).toBe(location.origin);
  });

  it("takes a title for screen readers", () => {
    const { api, element } = setup();
    expect(api.mount(element, { paymentLink: LINK, title: "Pay order 1" }).iframe.title).toBe("Pay order 1");
  });

  it("refuses links that are not http(s), have no orderId, or leave the script's origin", () => {
    const { api, element } = setup(CHECKOUT);
    expect(() => api.mount(element, { paymentLink: "javascript:alert(1)" })).toThrow(/absolute http\(s\) URL/);
    expect(() => api.mount(element, { paymentLink: `${CHECKOUT}/pay?integrationId=int_1` })).toThrow(/orderId/);
    expect(() => api.mount(element, { paymentLink: "https://evil.example/pay?orderId=ord_1" })).toThrow(
      "paymentLink must be on https://pay.example, the origin of embed.js",
    );
    expect(element.children).toHaveLength(0);
  });

  it("puts theme and locale into the checkout's query; auto as it is (the checkout follows the system for it)", () => {
    const { api, element } = setup();
    const src = (options: Record<string, string>) => new URL(api.mount(element, { paymentLink: LINK, ...options }).iframe.src);
    const dark = src({ theme: "dark", locale: "de" });
    expect(dark.searchParams.get("theme")).toBe("dark");
    expect(dark.searchParams.get("lang")).toBe("de");
    expect(dark.searchParams.get("orderId")).toBe("ord_1");
    expect(dark.hash).toBe(`#embedOrigin=${location.origin}`);
    const auto = src({ theme: "auto" });
    expect([...auto.searchParams]).toEqual([
      ["integrationId", "int_1"],
      ["orderId", "ord_1"],
      ["theme", "auto"],
    ]);
    const none = src({});
    expect([...none.searchParams.keys()]).toEqual(["integrationId", "orderId"]);
  });

  it("replaces an earlier mount in the same element", () => {
    const { api, element } = setup();
    const first = api.mount(element, { paymentLink: LINK });
    const second = api.mount(element, { paymentLink: LINK });
    expect(element.querySelectorAll("iframe")).toHaveLength(1);
    expect(first.iframe.isConnected).toBe(false);
    first.unmount();
    expect(second.iframe.isConnected).toBe(true);
  });
});

describe("messages", () => {
  it("fires ready once, status on a change, completed once: as callbacks and bubbling DOM events", async () => {
    const { api, element, heard } = setup();
    const onReady = vi.fn();
    const onStatus = vi.fn();
    const onComplete = vi.fn();
    const seen = record(element);
    const { iframe } = api.mount(element, { paymentLink: LINK, onReady, onStatus, onComplete });
    const source = iframe.contentWindow;

    post(msg("ready", { status: "inProgress" }), { source });
    post(msg("ready", { status: "inProgress" }), { source });
    post(msg("status", { status: "inProgress" }), { source });
    post(msg("status", { status: "completed" }), { source });
    post(msg("completed", { status: "completed" }), { source });
    post(msg("status", { status: "completed" }), { source });
    post(msg("completed", { status: "completed" }), { source });
    await heard();

    expect(seen).toEqual(["ready:inProgress", "status:completed", "completed:completed"]);
    expect(onReady.mock.calls).toEqual([[{ orderId: "ord_1", status: "inProgress" }]]);
    expect(onStatus.mock.calls).toEqual([[{ orderId: "ord_1", status: "completed" }]]);
    expect(onComplete.mock.calls).toEqual([[{ orderId: "ord_1", status: "completed" }]]);
  });

  it("fires ready first: a payment state said before ready is held, the latest one, and fired right after it", async () => {
    const { api, element, heard } = setup();
    const order: string[] = [];
    for (const type of ["ready", "payment", "status"]) {
      element.addEventListener(`crypto-checkout:${type}`, (event) => {
        const { state, status } = (event as CustomEvent).detail;
        order.push(`${type}:${state ?? status}`);
      });
    }
    const onReady = vi.fn(() => order.push("onReady"));
    const { iframe } = api.mount(element, { paymentLink: LINK, onReady });
    const source = iframe.contentWindow;
    const amounts = { requested: "25.000000", received: "0.000000", currency: "USDT" };
    post(msg("payment", { state: "detected", ...amounts }), { source });
    post(msg("payment", { state: "waiting", ...amounts }), { source });
    await heard();
    expect(order).toEqual([]);
    post(msg("ready", { status: "inProgress" }), { source });
    post(msg("payment", { state: "waiting", ...amounts }), { source });
    post(msg("payment", { state: "detected", ...amounts }), { source });
    await heard();
    expect(order).toEqual(["ready:inProgress", "onReady", "payment:waiting", "payment:detected"]);
  });

  it("fires payment on each change of state, with the amounts, and never completed for it", async () => {
    const { api, element, heard } = setup();
    const onComplete = vi.fn();
    const seen: unknown[] = [];
    element.addEventListener("crypto-checkout:payment", (event) => seen.push((event as CustomEvent).detail));
    const { iframe } = api.mount(element, { paymentLink: LINK, onComplete });
    const source = iframe.contentWindow;
    post(msg("ready", { status: "inProgress" }), { source });
    const amounts = { requested: "25.000000", received: "10.000000", currency: "USDT" };
    post(msg("payment", { state: "underpaid", ...amounts }), { source });
    post(msg("payment", { state: "underpaid", ...amounts }), { source });
    post(msg("payment", { state: "detected", ...amounts }), { source });
    post(msg("payment", { state: 42, ...amounts }), { source });
    post(msg("payment", { state: "overpaid", ...amounts, received: "40.000000" }), { source: window });
    await heard();
    expect(seen).toEqual([
      { orderId: "ord_1", state: "underpaid", ...amounts },
      { orderId: "ord_1", state: "detected", ...amounts },
    ]);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("sizes the iframe to the reported height and turns its scrollbar off", async () => {
    const { api, element, heard } = setup();
    const { iframe } = api.mount(element, { paymentLink: LINK });
    expect(iframe.getAttribute("scrolling")).toBeNull();
    post(msg("resize", { height: 612 }), { source: iframe.contentWindow });
    await heard();
    expect(iframe.style.height).toBe("612px");
    expect(iframe.style.boxSizing).toBe("content-box");
    expect(iframe.getAttribute("scrolling")).toBe("no");
  });

  it("ignores another origin, another window, another order and a wrong shape", async () => {
    const { api, element, heard } = setup();
    const onComplete = vi.fn();
    const seen = record(element);
    const { iframe } = api.mount(element, { paymentLink: LINK, onComplete });
    const other = document.createElement("iframe");
    document.body.append(other);
    const source = iframe.contentWindow;

    const forged = [
      () => post(msg("completed", { status: "completed" }), { source, origin: "https://evil.example" }),
      () => post(msg("completed", { status: "completed" }), { source, origin: "https://pay.example:8443" }),
      () => post(msg("completed", { status: "completed" }), { source: other.contentWindow }),
      () => post(msg("completed", { status: "completed" }), { source: window }),
      () => post(msg("completed", { status: "completed" }), { source: null }),
      () => post(msg("completed", { status: "completed", orderId: "ord_2" }), { source }),
      () => post({ ...msg("completed", { status: "completed" }), source: "other" }, { source }),
      () => post(JSON.stringify(msg("completed", { status: "completed" })), { source }),
      () => post(msg("resize", { height: 99_999 }), { source }),
      () => post(msg("resize", { height: 300 }), { source, origin: "https://evil.example" }),
    ];
    for (const send of forged) send();
    await heard();

    expect(seen).toEqual([]);
    expect(onComplete).not.toHaveBeenCalled();
    expect(iframe.style.height).toBe("");

    post(msg("completed", { status: "completed" }), { source });
    await heard();
    expect(seen).toEqual(["completed:completed"]);
  });

  it("keeps two mounts of one order apart: each hears only its own iframe", async () => {
    const { api, element, heard } = setup();
    const second = document.createElement("div");
    document.body.append(second);
    const a = vi.fn();
    const b = vi.fn();
    const first = api.mount(element, { paymentLink: LINK, onComplete: a });
    api.mount(second, { paymentLink: LINK, onComplete: b });
    post(msg("completed", { status: "completed" }), { source: first.iframe.contentWindow });
    await heard();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it("stops after unmount, which is safe to call twice", async () => {
    const { api, element, heard } = setup();
    const onReady = vi.fn();
    const mounted = api.mount(element, { paymentLink: LINK, onReady });
    const source = mounted.iframe.contentWindow;
    mounted.unmount();
    mounted.unmount();
    post(msg("ready", { status: "inProgress" }), { source });
    await heard();
    expect(onReady).not.toHaveBeenCalled();
    expect(element.children).toHaveLength(0);
  });
});

describe("the message rules, a module loaded on the first mount", () => {
  /** A loader whose rules arrive only when the test says so. */
  function heldRules() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const events = gate.then(() => import("./embed-events.ts"));
    const load = vi.fn(loader(events));
    const api = createEmbed(undefined, load as unknown as Load);
    const element = document.createElement("div");
    document.body.append(element);
    return { api, element, load, release, heard: async () => void (await events) };
  }

  it("are asked for once, right after the first mount's iframe is in the page; never for widgetCode() alone", () => {
    const { api, element, load } = heldRules();
    const second = document.createElement("div");
    document.body.append(second);
    api.widgetCode(LINK);
    post(msg("ready", { status: "inProgress" }), { source: window });
    expect(load).not.toHaveBeenCalled();

    // The iframe is in the element (its document requested) before the rules are asked for.
    load.mockImplementationOnce((file) => {
      expect(element.querySelector("iframe")).not.toBeNull();
      return loader()(file);
    });
    api.mount(element, { paymentLink: LINK });
    api.mount(second, { paymentLink: LINK });
    expect(load.mock.calls).toEqual([["embed-events.js"]]);
  });

  it("hold what the checkout says before they arrive, then handle it in order, with every check", async () => {
    const { api, element, release, heard } = heldRules();
    const onReady = vi.fn();
    const onStatus = vi.fn();
    const seen = record(element);
    const { iframe } = api.mount(element, { paymentLink: LINK, onReady, onStatus });
    const source = iframe.contentWindow;
    const other = document.createElement("iframe");
    document.body.append(other);

    post(msg("completed", { status: "completed" }), { source, origin: "https://evil.example" });
    post(msg("completed", { status: "completed" }), { source: other.contentWindow });
    post(msg("completed", { status: "completed", orderId: "ord_2" }), { source });
    post(msg("ready", { status: "inProgress" }), { source });
    post(msg("resize", { height: 540 }), { source });
    post(msg("status", { status: "completed" }), { source });
    post(msg("ready", { status: "inProgress" }), { source });
    // Nothing yet: the rules have not arrived.
    expect(seen).toEqual([]);
    expect(iframe.style.height).toBe("");

    release();
    await heard();
    expect(seen).toEqual(["ready:inProgress", "status:completed"]);
    expect(onReady.mock.calls).toEqual([[{ orderId: "ord_1", status: "inProgress" }]]);
    expect(onStatus.mock.calls).toEqual([[{ orderId: "ord_1", status: "completed" }]]);
    expect(iframe.style.height).toBe("540px");

    // Once here, the rules go on as before.
    post(msg("completed", { status: "completed" }), { source });
    await heard();
    expect(seen).toEqual(["ready:inProgress", "status:completed", "completed:completed"]);
  });

  it("drop what was held for a mount that ended before they arrived", async () => {
    const { api, element, release, heard } = heldRules();
    const onReady = vi.fn();
    const first = api.mount(element, { paymentLink: LINK, onReady });
    post(msg("ready", { status: "inProgress" }), { source: first.iframe.contentWindow });
    // Replaced by a new mount of the same element: the old iframe's message is no longer heard.
    const onNewReady = vi.fn();
    const second = api.mount(element, { paymentLink: LINK, onReady: onNewReady });
    post(msg("ready", { status: "inProgress" }), { source: second.iframe.contentWindow });

    release();
    await heard();
    expect(onReady).not.toHaveBeenCalled();
    expect(onNewReady).toHaveBeenCalledTimes(1);
  });
});

describe("close requests", () => {
  it("fire crypto-checkout:close each time the checkout asks, and only from its own iframe", async () => {
    const { api, element, heard } = setup();
    const closes: unknown[] = [];
    element.addEventListener("crypto-checkout:close", (event) => closes.push(event.detail));
    const { iframe } = api.mount(element, { paymentLink: LINK });
    post(msg("close", {}), { source: window });
    post(msg("close", {}), { source: iframe.contentWindow, origin: "https://evil.example" });
    post(msg("close", { orderId: "ord_2" }), { source: iframe.contentWindow });
    await heard();
    expect(closes).toEqual([]);
    post(msg("close", {}), { source: iframe.contentWindow });
    post(msg("close", {}), { source: iframe.contentWindow });
    await heard();
    expect(closes).toEqual([{ orderId: "ord_1" }, { orderId: "ord_1" }]);
  });
});

describe("open", () => {
  it("refuses a bad link at once, without loading the modal", () => {
    const loadModal = vi.fn();
    const api = createEmbed(CHECKOUT, loadModal);
    expect(() => api.open("https://evil.example/pay?orderId=x")).toThrow("paymentLink must be on https://pay.example");
    expect(loadModal).not.toHaveBeenCalled();
  });

  it("loads the modal module once asked, hands it the link, the options and the opener, and passes close() on", async () => {
    const modal = { close: vi.fn() };
    const openModal = vi.fn(() => modal);
    const api = createEmbed(CHECKOUT, (async () => ({ openModal })) as unknown as Load);
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const options = { theme: "dark" as const };
    const opened = api.open(LINK, options);
    // Closed before the module arrived: it still opens, then closes right after.
    opened.close();
    await vi.waitFor(() => expect(modal.close).toHaveBeenCalledTimes(1));
    expect(openModal).toHaveBeenCalledWith(api, LINK, options, opener);
    expect(openModal).toHaveBeenCalledTimes(1);
  });
});

describe("scan", () => {
  it("mounts [data-crypto-checkout] elements once, however often it runs", () => {
    const { api } = setup();
    const holder = document.createElement("section");
    holder.innerHTML = `<div data-crypto-checkout="${LINK}"></div><div data-crypto-checkout="${LINK.replace("ord_1", "ord_2")}"></div>`;
    document.body.append(holder);

    api.scan();
    const frames = [...holder.querySelectorAll("iframe")];
    api.scan();
    api.scan(holder);
    expect(frames).toHaveLength(2);
    expect([...holder.querySelectorAll("iframe")]).toEqual(frames);
  });

  it("reports an element it cannot mount with an error event, and mounts the rest", async () => {
    const { api, heard } = setup(CHECKOUT);
    const bad = document.createElement("div");
    bad.setAttribute("data-crypto-checkout", "https://evil.example/pay?orderId=x");
    const good = document.createElement("div");
    good.setAttribute("data-crypto-checkout", LINK);
    document.body.append(bad, good);
    const errors: string[] = [];
    bad.addEventListener("crypto-checkout:error", (event) => errors.push(event.detail.message));

    api.scan();
    await heard();
    expect(errors).toEqual(["paymentLink must be on https://pay.example, the origin of embed.js"]);
    expect(bad.querySelector("iframe")).toBeNull();
    expect(good.querySelector("iframe")).not.toBeNull();
  });
});

describe("a payment link's page", () => {
  const PAGE = `${CHECKOUT}/link/lnk_1`;

  it("is mounted, with the embedding origin in its fragment", () => {
    const { api, element } = setup(CHECKOUT);
    const src = new URL(api.mount(element, { paymentLink: PAGE, returnUrl: "close" }).iframe.src);
    expect(src.pathname).toBe("/link/lnk_1");
    expect(src.searchParams.get("back")).toBe("close");
    expect(new URLSearchParams(src.hash.slice(1)).get("embedOrigin")).toBe(location.origin);
    expect(() => api.mount(element, { paymentLink: `${CHECKOUT}/link/` })).toThrow(/orderId/);
  });

  it("follows the first order its iframe speaks of, and ignores any other", async () => {
    const { api, element, heard } = setup(CHECKOUT);
    const onReady = vi.fn();
    const onComplete = vi.fn();
    const { iframe } = api.mount(element, { paymentLink: PAGE, onReady, onComplete });
    const source = iframe.contentWindow;

    // Another window of the checkout's origin names no order for this mount.
    post(msg("ready", { orderId: "ord_x", status: "inProgress" }), { source: window });
    post(msg("ready", { orderId: "ord_1", status: "inProgress" }), { origin: "https://evil.example", source });
    post(msg("ready", { orderId: "ord_2", status: "inProgress" }), { source });
    post(msg("completed", { orderId: "ord_3", status: "completed" }), { source });
    post(msg("completed", { orderId: "ord_2", status: "completed" }), { source });
    await heard();

    expect(onReady.mock.calls).toEqual([[{ orderId: "ord_2", status: "inProgress" }]]);
    expect(onComplete.mock.calls).toEqual([[{ orderId: "ord_2", status: "completed" }]]);
  });
});
