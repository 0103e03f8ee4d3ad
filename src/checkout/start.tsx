// Boots the page: reads the URL, sets language, direction and theme on <html>, starts the
// order model (and the embed bridge and the QR encoder beside it), then renders.
import { render } from "preact";
import { App } from "./components/app.tsx";
import { parseCheckoutUrl, pickLocale } from "./lib/checkout-url.ts";
import { I18n, loadMessages, RTL_LOCALES, translator } from "./lib/i18n.ts";
import { loadQrEncoder } from "./lib/qr-loader.ts";
import { linkEmbedBridge } from "./models/embed-link.ts";
import { OrderModel, type OrderModelDeps } from "./models/order-model.ts";

export interface StartOptions {
  search: string;
  languages: readonly string[];
  document: Document;
  mount: Element;
  /** Overrides for the model's fetch, timers and visibility (tests). */
  deps?: Partial<OrderModelDeps>;
  startBridge?: Parameters<typeof linkEmbedBridge>[1];
}

export async function startCheckout(options: StartOptions): Promise<OrderModel | null> {
  const url = parseCheckoutUrl(options.search);
  const locale = pickLocale(url.lang, options.languages);
  const html = options.document.documentElement;
  html.lang = locale;
  html.dir = RTL_LOCALES.has(locale) ? "rtl" : "ltr";
  if (url.theme) html.dataset.theme = url.theme;

  // The order request starts before the language module arrives; they load side by side.
  const model = url.valid ? new OrderModel({ integrationId: url.integrationId, orderId: url.orderId }, options.deps) : null;
  if (model) {
    linkEmbedBridge(model.order, options.startBridge);
    void loadQrEncoder();
  }

  const t = translator(await loadMessages(locale));
  options.document.title = t("pageTitle");
  render(
    <I18n.Provider value={t}>
      <App model={model} />
    </I18n.Provider>,
    options.mount,
  );
  return model;
}
