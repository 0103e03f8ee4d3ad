// The page's first screen, rendered by the service into the HTML it sends, so
// that the first paint is fast: the payer sees what to pay, where, and the QR code at the first paint, without
// waiting for the script and a first order read. The page then hydrates the same tree from
// the state block written here (lib/page-state.ts). Runs on the service only: every language
// is at hand, none of this ships in the page's script.
import { renderToString } from "preact-render-to-string";
import type { CheckoutOrder } from "../shared/schemas/checkout-order.ts";
import * as afterPaymentParts from "./components/after-payment.tsx";
import { CheckoutPage } from "./components/checkout-page.tsx";
import { MessageScreen } from "./components/message-screen.tsx";
import { LinkPage, type LinkPageNotice } from "./components/link-page.tsx";
import { LINK_GUARD_MESSAGES } from "./locales/link-guard.ts";
import { LINK_PAGE_MESSAGES } from "./locales/link-page.ts";
import type { LinkOffer } from "../shared/schemas/payment-links.ts";
import { provideAfterPayment } from "./components/after-payment-loader.ts";
import { isValidAddress } from "../shared/address.ts";
import { provideAddressCheck } from "./lib/address-check.ts";
import * as windowParts from "./components/payment-window.tsx";
import { provideWindowParts } from "./components/window-loader.ts";
import { LANGUAGES } from "../shared/language-names.ts";
import { acceptedLanguages } from "../shared/languages.ts";
import { type Locale, parseCheckoutUrl, pickLocale } from "./lib/checkout-url.ts";
import { I18n, Language, type MenuEntry, MODULE_URL, RTL_LOCALES, translator } from "./lib/i18n.ts";
import { PAGE_STATE_ID, type PageState, serializePageState } from "./lib/page-state.ts";
import { paymentView } from "./lib/payment-view.ts";
import { givenNumberMarks, provideNumberMarks } from "./lib/amount-format.ts";
import { marksFromIntl } from "./lib/number-marks-read.ts";
import type { NumberMarks } from "./lib/number-marks.ts";
import type { QrDrawing } from "../shared/qr-drawing.ts";
import { ALL_MESSAGES } from "./locales/all.ts";
import { pseudoMessages } from "../shared/pseudo-locale.ts";
import { asksPseudoLocale } from "./lib/pseudo-locale.ts";
import { fixedOrderState } from "./models/order-model.ts";

// The service draws the QR code of the first screen with the page's own encoder, and reaches
// the page only through this file, so the two never drift apart and never meet elsewhere.
export { qrDrawing, type QrDrawing } from "../shared/qr-drawing.ts";

// The page loads these parts lazily; the service draws every state's first screen with them.
provideAfterPayment(afterPaymentParts);
provideWindowParts(windowParts);
provideAddressCheck(isValidAddress);

export interface FoundOrder {
  order: CheckoutOrder;
  /** The ETag the checkout read gives this version of the order. */
  etag: string;
}

export interface PrerenderInput {
  /** The page URL's query string, as the payer's link has it. */
  search: string;
  /** The request's Accept-Language: the service's stand-in for navigator.languages. */
  acceptLanguage: string | null;
  /** The order the checkout read would answer with, or null where it answers 404. */
  lookup(integrationId: string, orderId: string): FoundOrder | null;
  drawQr(text: string): QrDrawing;
  /** Whether lang=qps-ploc may show the pseudo-locale (the sandbox only: lib/pseudo-locale.ts). */
  pseudoLocale?: boolean;
}

/** `locale`'s number marks, read from the service's Intl once, and given to the render's amounts. */
function numberMarks(locale: Locale): NumberMarks | null {
  const given = givenNumberMarks(locale);
  if (given) return given;
  const marks = marksFromIntl(locale);
  if (marks) provideNumberMarks(locale, marks);
  return marks;
}

/** Whether the service has `locale`'s checkout words (the page's chunks are the same list). */
const hasAll = (locale: Locale) => Object.hasOwn(ALL_MESSAGES, locale);

/** The switcher's lines, as the page's own chunk lists them (lib/language-modules.ts). */
const MENU: readonly MenuEntry[] = LANGUAGES.filter((entry) => hasAll(entry.code)).map(({ code, name }) => ({ code, name }));

/** The state block and the first screen for one request. */
export function prerender(input: PrerenderInput): { state: PageState; app: string; title: string } {
  const url = parseCheckoutUrl(input.search);
  const pseudo = input.pseudoLocale === true && asksPseudoLocale(input.search);
  const locale = pseudo ? "en" : pickLocale(url.lang, acceptedLanguages(input.acceptLanguage), null, hasAll);
  const t = translator(pseudo ? pseudoMessages(ALL_MESSAGES.en) : (ALL_MESSAGES[locale] ?? ALL_MESSAGES.en), locale);
  const found = url.valid ? input.lookup(url.integrationId, url.orderId) : null;
  const view = found ? paymentView(found.order) : null;
  const state: PageState = {
    screen: !url.valid ? "invalid-link" : found ? "order" : "not-found",
    locale,
    theme: url.theme,
    order: found?.order ?? null,
    etag: found?.etag ?? null,
    qr: view ? { value: view.qrValue, ...input.drawQr(view.qrValue) } : null,
    // Filled from the built template, which knows the chunks (fillTemplate).
    messages: null,
    menu: MENU,
    marks: numberMarks(locale),
    ...(pseudo ? { pseudo: true } : {}),
  };
  const model = state.screen === "invalid-link" ? null : fixedOrderState(state.order, found ? "ready" : "not-found");
  const app = renderToString(<CheckoutPage t={t} language={{ locale, menu: MENU, choose: () => {} }} model={model} qr={state.qr} />);
  return { state, app, title: t("pageTitle") };
}

/**
 * The page a client gets past the page's rate limit: the error screen in the payer's language,
 * saying to wait and reload. Static: it carries no state block and the service sends it
 * without the page's script (there is nothing to hydrate, and the script would only read the
 * order again).
 */
export function prerenderTooManyRequests(input: Pick<PrerenderInput, "search" | "acceptLanguage">): StaticPage {
  const url = parseCheckoutUrl(input.search);
  const locale = pickLocale(url.lang, acceptedLanguages(input.acceptLanguage), null, hasAll);
  const t = translator(ALL_MESSAGES[locale] ?? ALL_MESSAGES.en, locale);
  const app = renderToString(
    <I18n.Provider value={t}>
      <Language.Provider value={{ locale, menu: MENU, choose: () => {} }}>
        <MessageScreen name="too-many-requests" heading={t("tooManyRequestsHeading")} body={t("tooManyRequestsBody")} />
      </Language.Provider>
    </I18n.Provider>,
  );
  return { locale, theme: url.theme, app, title: t("pageTitle") };
}

/**
 * A payment link's page: the offer (null: no such link) in the payer's language, a static page
 * whose form posts the choice to the page's own URL. `search` carries lang= and theme= as on /pay.
 */
export function prerenderLinkPage(input: {
  search: string;
  acceptLanguage: string | null;
  offer: LinkOffer | null;
  notice?: LinkPageNotice | null;
  formToken?: string;
  /** Whether lang=qps-ploc may show the pseudo-locale (the sandbox only: lib/pseudo-locale.ts). */
  pseudoLocale?: boolean;
}): StaticPage {
  const url = parseCheckoutUrl(input.search);
  const pseudo = input.pseudoLocale === true && asksPseudoLocale(input.search);
  // The link page has words of its own (locales/link-page.ts): a language is used where they are written.
  const locale = pseudo
    ? "en"
    : pickLocale(url.lang, acceptedLanguages(input.acceptLanguage), null, (code) => Object.hasOwn(LINK_PAGE_MESSAGES, code));
  const m = pseudo ? pseudoMessages(LINK_PAGE_MESSAGES.en) : (LINK_PAGE_MESSAGES[locale] ?? LINK_PAGE_MESSAGES.en);
  // The price is grouped with the language's marks, read by the service's Intl.
  numberMarks(locale);
  const notice = input.notice ?? null;
  const guardNotes = pseudo ? pseudoMessages(LINK_GUARD_MESSAGES.en) : LINK_GUARD_MESSAGES[locale];
  const guardNote = notice === "again" || notice === "capped" ? guardNotes[notice] : undefined;
  const app = renderToString(
    <LinkPage
      offer={input.offer}
      m={m}
      locale={locale}
      notice={notice}
      {...(guardNote ? { guardNote } : {})}
      {...(input.formToken ? { formToken: input.formToken } : {})}
    />,
  );
  return { locale, theme: url.theme, app, title: input.offer?.name ?? m.notFoundHeading };
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The markers of index.html that the service fills; a template without them is a build bug. */
export const TEMPLATE_MARKERS = {
  html: '<html lang="en" dir="ltr">',
  title: "<title>Crypto payment</title>",
  app: '<div id="app" class="app"></div>',
} as const;

/**
 * The build writes into index.html which chunk holds each language's words (vite.config.ts,
 * `languageModules`), for the service only: it names the page's own language's chunk in the
 * state block and sends the page without the list, so the page's first load carries no list of
 * every language's chunk.
 */
export const LANGUAGE_MODULES_ID = "checkout-language-modules";
const LANGUAGE_MODULES = new RegExp(`\\s*<script type="application/json" id="${LANGUAGE_MODULES_ID}">([^<]*)</script>`);

/** The template without its list of language chunks, and the chunk of `locale`'s words (null: English, or not listed). */
function takeLanguageModules(template: string, locale: Locale): { template: string; messages: string | null } {
  const found = LANGUAGE_MODULES.exec(template);
  if (!found) return { template, messages: null };
  let modules: unknown;
  try {
    modules = JSON.parse(found[1] ?? "");
  } catch {
    modules = null;
  }
  const url =
    typeof modules === "object" && modules !== null && Object.hasOwn(modules, locale) ? (modules as Record<string, unknown>)[locale] : null;
  return { template: template.replace(found[0], ""), messages: typeof url === "string" && MODULE_URL.test(url) ? url : null };
}

/** A page with nothing to hydrate: its language, theme, title and markup. */
export interface StaticPage {
  locale: PageState["locale"];
  theme: PageState["theme"];
  app: string;
  title: string;
}

function fillShell(template: string, page: StaticPage, app: string): string {
  for (const marker of Object.values(TEMPLATE_MARKERS)) {
    if (!template.includes(marker)) throw new Error(`index.html lacks ${marker}: the service cannot render the checkout into it`);
  }
  const { locale, theme } = page;
  const theming = theme ? ` data-theme="${theme}"` : "";
  return template
    .replace(TEMPLATE_MARKERS.html, () => `<html lang="${locale}" dir="${RTL_LOCALES.has(locale) ? "rtl" : "ltr"}"${theming}>`)
    .replace(TEMPLATE_MARKERS.title, () => `<title>${escapeText(page.title)}</title>`)
    .replace(TEMPLATE_MARKERS.app, () => app);
}

/** The built index.html with the first screen, its language, theme and title, and the state block. */
export function fillTemplate(template: string, page: { state: PageState; app: string; title: string }): string {
  const { template: shell, messages } = takeLanguageModules(template, page.state.locale);
  const state: PageState = { ...page.state, messages };
  return fillShell(
    shell,
    { locale: state.locale, theme: state.theme, app: page.app, title: page.title },
    `<div id="app" class="app">${page.app}</div>\n    <script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`,
  );
}

/** The built index.html with a static screen and without the page's script. */
export function fillStaticTemplate(template: string, page: StaticPage): string {
  return fillShell(takeLanguageModules(template, page.locale).template, page, `<div id="app" class="app">${page.app}</div>`).replace(
    /<script type="module"[^>]*>[\s\S]*?<\/script>\s*/g,
    "",
  );
}
