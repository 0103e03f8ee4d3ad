// Boots the page: reads the URL, sets language, direction and theme on <html>, starts the
// order model (and the embed bridge beside it), then renders. On a page the service rendered
// (its state block is there and is for this very link), the first screen is already on
// screen: the page hydrates it, and the model starts from the service's order with the long
// poll. Otherwise (a page served without it, the dev server) it renders and reads for itself.
import { hydrate, render } from "preact";
import { isNetworkId, NETWORKS } from "../shared/networks.ts";
import { CheckoutPage } from "./components/checkout-page.tsx";
import { loadAfterPayment, needsAfterPayment } from "./components/after-payment-loader.ts";
import { loadWindowParts, needsWindowParts } from "./components/window-loader.ts";
import { type CheckoutUrl, type Locale, parseCheckoutUrl, pickLocale } from "./lib/checkout-url.ts";
import { provideNumberMarks } from "./lib/amount-format.ts";
import { deviceStorage, type LocaleStorage, readChosenLocale, storeChosenLocale } from "./lib/chosen-locale.ts";
import {
  type LanguageChoice,
  loadLanguageModules,
  loadMessages,
  type MenuEntry,
  RTL_LOCALES,
  type Translate,
  translator,
} from "./lib/i18n.ts";
import { drawnAddress, loadAddressCheck } from "./lib/address-check.ts";
import { type PageState, readPageState } from "./lib/page-state.ts";
import { awaitsAddressCheck } from "./lib/payment-view.ts";
import { loadPseudoMessages } from "./lib/pseudo-locale.ts";
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
  /** Where the payer's language choice is kept (default: localStorage; tests pass their own). */
  storage?: LocaleStorage | null;
  /**
   * Ends the page (a test that is over): its tree is unmounted, its model and bridge stopped,
   * and a chunk or a language module that arrives later draws nothing. The page loads its parts
   * lazily, and one that resolved after its document was gone rendered into nothing.
   */
  signal?: AbortSignal;
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

/**
 * The served screen looks the same before and after hydration; this marker says its buttons
 * now listen (tests and automation wait on it instead of on the framework's internals).
 */
function markInteractive(mount: Element): void {
  mount.setAttribute("data-interactive", "");
}

/**
 * A served button the payer pressed before this script ran, which did nothing then: the boot
 * script in the page marks it (vite.config.ts), and it is pressed again now that it listens.
 * A copy still has the press's user activation (a few seconds); where a browser wants the
 * press itself, the copy falls back to the field the payer copies by hand.
 */
function pressEarlyButton(mount: Element): void {
  const pressed = mount.querySelector<HTMLElement>("button[data-pressed-early]");
  if (!pressed) return;
  pressed.removeAttribute("data-pressed-early");
  pressed.click();
}

function applyLanguage(document: Document, locale: Locale, t: Translate): void {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = RTL_LOCALES.has(locale) ? "rtl" : "ltr";
  document.title = t("pageTitle");
}

export async function startCheckout(options: StartOptions): Promise<OrderModel | null> {
  const url = parseCheckoutUrl(options.search);
  const found = readPageState(options.document);
  const state = found && describes(found, url) ? found : null;
  const storage = options.storage === undefined ? deviceStorage() : options.storage;
  // The payer's own choice on this device wins. The service could not know it, so its screen
  // is hydrated in its own language first and then switched (below); without a choice, the
  // service's language (from the same browser's Accept-Language) stays.
  const chosen = readChosenLocale(storage);
  // Without the service's screen, the page picks for itself, from the chunk that knows which
  // languages have words (and their names); a served page has the language and the menu.
  const menuServed = state?.menu ?? null;
  // The service's marks for its language: amounts are grouped without an Intl.NumberFormat of the page's own.
  if (state?.marks) provideNumberMarks(state.locale, state.marks);
  const modules = menuServed ? null : await loadLanguageModules().catch(() => null);
  const ended = () => options.signal?.aborted === true;
  if (ended()) return null;
  const locale = state?.locale ?? pickLocale(url.lang, options.languages, chosen, modules?.hasMessages ?? ((code) => code === "en"));
  const menu: readonly MenuEntry[] = menuServed ?? modules?.MENU ?? [];
  const wanted = chosen ?? locale;
  const html = options.document.documentElement;
  html.lang = locale;
  html.dir = RTL_LOCALES.has(locale) ? "rtl" : "ltr";
  if (url.theme) html.dataset.theme = url.theme;

  // The model (and with it the first request, and the schema's chunk) starts before the language module arrives.
  let model: OrderModel | null = null;
  let view: OrderState | null = null;
  let unlinkBridge = () => {};
  /** Whether the page has drawn into the mount (and has a tree to take down when it ends). */
  let drawn = false;
  if (state?.screen === "not-found") {
    view = fixedOrderState(null, "not-found");
  } else if (url.valid) {
    const initial = state?.order ? { order: state.order, etag: state.etag } : null;
    model = new OrderModel({ integrationId: url.integrationId, orderId: url.orderId }, options.deps, initial);
    view = model;
    unlinkBridge = linkEmbedBridge(model.order, options.startBridge);
    if (!state) {
      void loadQrEncoder();
      void loadAddressCheck();
    }
  }

  // Once ended, every signal the page's components read (a chunk that loaded, a language)
  // finds no tree to render: it was unmounted, and what the setup still awaits checks first.
  options.signal?.addEventListener(
    "abort",
    () => {
      unlinkBridge();
      model?.[Symbol.dispose]();
      if (drawn) render(null, options.mount);
    },
    { once: true },
  );

  const qr = state?.qr ?? null;
  // The service drew payment details (and their QR code) only for an address that passed its
  // network's check: the page takes that address as checked rather than load the check.
  const servedOrder = state?.order;
  if (qr && servedOrder && isNetworkId(servedOrder.asset.networkId))
    drawnAddress(servedOrder.address, NETWORKS[servedOrder.asset.networkId]);
  // A served screen that judged its address otherwise (it refused to show it) is hydrated
  // with the check that judged it, so both draw the same screen.
  const addressChecked = servedOrder && awaitsAddressCheck(servedOrder) ? loadAddressCheck() : null;
  // The service's screen shows a payment already seen: hydrate it with the parts that drew it.
  const parts = state?.order && needsAfterPayment(state.order) ? loadAfterPayment() : null;
  const windowChunk = state?.order && needsWindowParts(state.order) ? loadWindowParts() : null;
  const messages = state?.pseudo ? loadPseudoMessages() : loadMessages(locale, state?.messages ?? null);
  let current: { locale: Locale; t: Translate } = { locale, t: translator(await messages, locale) };
  await parts;
  await windowChunk;
  await addressChecked;
  if (ended()) return null;
  // The last choice wins: a slow language module arriving after a later pick is dropped.
  let switching = 0;
  const switchTo = async (next: Locale): Promise<void> => {
    const ticket = ++switching;
    const messages = await loadMessages(next);
    if (ticket !== switching || ended()) return;
    current = { locale: next, t: translator(messages, next) };
    applyLanguage(options.document, next, current.t);
    render(page(view), options.mount);
  };
  const choice = (): LanguageChoice => ({
    locale: current.locale,
    menu,
    choose: (next) => {
      storeChosenLocale(storage, next);
      void switchTo(next);
    },
  });
  const page = (shown: OrderState | null) => <CheckoutPage t={current.t} language={choice()} model={shown} qr={qr} />;

  // The render (or hydration) is a task of its own, not the tail of the setup's: on a slow
  // phone each of the two is long enough to hold up input.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (ended()) return null;
  applyLanguage(options.document, locale, current.t);
  drawn = true;
  if (!state) {
    options.mount.replaceChildren();
    render(page(view), options.mount);
    markInteractive(options.mount);
    return model;
  }
  // Hydrate exactly what the service rendered: hydration does not patch attributes. If the
  // model has already moved on (an answer came in while the language loaded, or the served
  // order failed the schema), the service's state is hydrated first and the live one is
  // rendered over it, as an ordinary diff.
  const served = state.screen === "invalid-link" ? null : fixedOrderState(state.order, state.screen === "order" ? "ready" : "not-found");
  const moved = movedOn(view, served);
  hydrate(page(moved ? served : view), options.mount);
  if (moved) render(page(view), options.mount);
  markInteractive(options.mount);
  pressEarlyButton(options.mount);
  if (wanted !== locale) {
    // The payer chose another language on an earlier visit: switch once the service's screen is hydrated.
    await switchTo(wanted);
  }
  return model;
}
