// @vitest-environment jsdom
import { act, createElement, StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CryptoCheckout, type CryptoCheckoutProps } from "./index.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CHECKOUT = "https://pay.example";
const link = (orderId: string) => `${CHECKOUT}/pay?integrationId=int_1&orderId=${orderId}`;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

/** Renders under StrictMode (effects run, are cleaned up, run again) and waits for the embed module. */
async function render(props: CryptoCheckoutProps): Promise<HTMLElement> {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await rerender(props);
  return container;
}

async function rerender(props: CryptoCheckoutProps): Promise<void> {
  await act(async () => root!.render(createElement(StrictMode, null, createElement(CryptoCheckout, props))));
  // The module the effect imports, then whatever its resolution scheduled.
  await import("../index.ts");
  await act(async () => {});
}

function ready(iframe: HTMLIFrameElement, orderId: string): void {
  const data = { source: "crypto-checkout", type: "ready", orderId, status: "inProgress" };
  window.dispatchEvent(new MessageEvent("message", { data, origin: CHECKOUT, source: iframe.contentWindow }));
}

describe("<CryptoCheckout> (React)", () => {
  it("mounts exactly one iframe under StrictMode, and calls the newest onReady", async () => {
    const first = vi.fn();
    const onReady = vi.fn();
    const container = await render({ paymentLink: link("ord_1"), onReady: first });
    await rerender({ paymentLink: link("ord_1"), onReady });
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]!.src).toContain("orderId=ord_1");
    ready(frames[0]!, "ord_1");
    // Heard once the embed's message rules (a module of their own) have it.
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith({ orderId: "ord_1", status: "inProgress" }));
    expect(first).not.toHaveBeenCalled();
  });

  it("remounts for a changed link, and unmounting removes the iframe and stops its messages", async () => {
    const onReady = vi.fn();
    const container = await render({ paymentLink: link("ord_1"), onReady });
    const old = container.querySelector("iframe")!;
    await rerender({ paymentLink: link("ord_2"), onReady, theme: "dark" });
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]).not.toBe(old);
    expect(new URL(frames[0]!.src).searchParams.get("orderId")).toBe("ord_2");
    expect(new URL(frames[0]!.src).searchParams.get("theme")).toBe("dark");

    const last = frames[0]!;
    act(() => root!.unmount());
    root = undefined;
    expect(container.querySelectorAll("iframe")).toHaveLength(0);
    ready(last, "ord_2");
    ready(old, "ord_1");
    expect(onReady).not.toHaveBeenCalled();
  });
});

// The shipped declarations (dist/embed/react.d.ts) describe this very component.
const declared: typeof import("./index.d.ts").CryptoCheckout = CryptoCheckout;
void declared;
