// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp, h, nextTick, reactive, type App } from "vue";
import { CryptoCheckout } from "./index.ts";

const CHECKOUT = "https://pay.example";
const link = (orderId: string) => `${CHECKOUT}/pay?integrationId=int_1&orderId=${orderId}`;

let app: App | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  document.body.replaceChildren();
});

async function settle(): Promise<void> {
  await nextTick();
  await import("../index.ts");
  await nextTick();
}

function ready(iframe: HTMLIFrameElement, orderId: string): void {
  const data = { source: "crypto-checkout", type: "ready", orderId, status: "inProgress" };
  window.dispatchEvent(new MessageEvent("message", { data, origin: CHECKOUT, source: iframe.contentWindow }));
}

describe("<CryptoCheckout> (Vue)", () => {
  it("mounts one iframe, emits ready, remounts for a changed link, and unmounting removes it and its messages", async () => {
    const onReady = vi.fn();
    const props = reactive({ paymentLink: link("ord_1") });
    const container = document.createElement("div");
    document.body.append(container);
    app = createApp({ render: () => h(CryptoCheckout, { paymentLink: props.paymentLink, locale: "de", onReady }) });
    app.mount(container);
    await settle();
    const first = container.querySelector("iframe")!;
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
    expect(new URL(first.src).searchParams.get("lang")).toBe("de");
    ready(first, "ord_1");
    // Heard once the embed's message rules (a module of their own) have it.
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith({ orderId: "ord_1", status: "inProgress" }));

    props.paymentLink = link("ord_2");
    await settle();
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(new URL(frames[0]!.src).searchParams.get("orderId")).toBe("ord_2");

    app.unmount();
    app = undefined;
    expect(container.querySelectorAll("iframe")).toHaveLength(0);
    ready(frames[0]!, "ord_2");
    expect(onReady).toHaveBeenCalledTimes(1);
  });
});

// The shipped declarations (dist/embed/vue.d.ts) accept what this component accepts.
const declaredUse = () =>
  h(null as unknown as typeof import("./index.d.ts").CryptoCheckout, { paymentLink: link("ord_1"), theme: "dark", onComplete() {} });
void declaredUse;
