// Boots the page: reads the URL, sets language, direction and theme on <html>, starts the
// order model (and the embed bridge beside it), then renders. On a page the service rendered
// (its state block is there and is for this very link), the first screen is already on
// screen: the page hydrates it, and the model starts from the service's order with the long
// poll. Otherwise (a page served without it, the dev server) it renders and reads for itself.
import { hydrate, render } from "preact";
import { CheckoutPage } from "./components/checkout-page.tsx";
import { type CheckoutUrl, parseCheckoutUrl, pickLocale } from "./lib/checkout-url.ts";
import { loadMessages, RTL_LOCALES, translator } from "./lib/i18n.ts";
import { type PageState, readPageState } from "./lib/page-state.ts";
import { loadQrEncoder } from "./lib/qr-loader.ts";
import { linkEmbedBridge } from "./models/embed-link.ts";
import { fixedOrderState, OrderModel, type OrderModelDeps, type OrderState } from "./models/order-model.ts";

export interface StartOptions {
  search: string;
  languages: readonly string[];
  document: Document;
  mount: Element;
  /** Overrides for the model's fetch, timers and visibility (tests). */
  deps?: Partial<OrderModelDeps>;
  startBridge?: Parameters<typeof linkEmbedBridge>[1];
}

/** Whether the service's state block describes the page this URL asks for. */
function describes(state: PageState, url: CheckoutUrl): boolean {
  if (url.lang !== null && state.locale !== url.lang) return false;
  if (state.theme !== url.theme) return false;
  if (!url.valid) return state.screen === "invalid-link";
  if (state.screen === "order") return state.order?.id === url.orderId;
  return state.screen === "not-found";
}

/** Whether `live` would render something else than `served`. */
function movedOn(live: OrderState | null, served: OrderState | null): boolean {
  if (live === null || served === null) return live !== served;
  return (
    live.order.peek() !== served.order.peek() ||
    live.loadState.peek() !== served.loadState.peek() ||
    live.connection.peek() !== served.connection.peek()
  );
}

export async function startCheckout(options: StartOptions): Promise<OrderModel | null> {
  const url = parseCheckoutUrl(options.search);
  const found = readPageState(options.document);
  const state = found && describes(found, url) ? found : null;
  const locale = state?.locale ?? pickLocale(url.lang, options.languages);
  const html = options.document.documentElement;
  html.lang = locale;
  html.dir = RTL_LOCALES.has(locale) ? "rtl" : "ltr";
  if (url.theme) html.dataset.theme = url.theme;

  // The model (and with it the reader chunk) starts before the language module arrives.
  let model: OrderModel | null = null;
  let view: OrderState | null = null;
  if (state?.screen === "not-found") {
    view = fixedOrderState(null, "not-found");
  } else if (url.valid) {
    const initial = state?.order ? { order: state.order, etag: state.etag } : null;
    model = new OrderModel({ integrationId: url.integrationId, orderId: url.orderId }, options.deps, initial);
    view = model;
    linkEmbedBridge(model.order, options.startBridge);
    if (!state) void loadQrEncoder();
  }

  const t = translator(await loadMessages(locale));
  // The render (or hydration) is a task of its own, not the tail of the setup's: on a slow
  // phone each of the two is long enough to hold up input.
  await new Promise((resolve) => setTimeout(resolve, 0));
  options.document.title = t("pageTitle");
  const qr = state?.qr ?? null;
  if (!state) {
    options.mount.replaceChildren();
    render(<CheckoutPage t={t} model={view} qr={qr} />, options.mount);
    return model;
  }
  // Hydrate exactly what the service rendered: hydration does not patch attributes. If the
  // model has already moved on (an answer came in while the language loaded, or the served
  // order failed the schema), the service's state is hydrated first and the live one is
  // rendered over it, as an ordinary diff.
  const served = state.screen === "invalid-link" ? null : fixedOrderState(state.order, state.screen === "order" ? "ready" : "not-found");
  const moved = movedOn(view, served);
  hydrate(<CheckoutPage t={t} model={moved ? served : view} qr={qr} />, options.mount);
  if (moved) render(<CheckoutPage t={t} model={view} qr={qr} />, options.mount);
  return model;
}
