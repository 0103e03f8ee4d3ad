// What the service hands the page with its first screen: one JSON data block in the HTML
// (<script type="application/json">, which is never executed, so the CSP has no say), read
// before hydrating so that the page's first render is the server's, and polling can start
// with the long poll instead of a first read. Written by server/checkout/page.ts.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { LOCALES, type Locale, THEMES, type Theme } from "./checkout-url.ts";
import type { MenuEntry } from "./language-modules.ts";
import { isNumberMarks, type NumberMarks } from "./number-marks.ts";
import type { PrerenderedDrawing } from "./qr-loader.ts";

export const PAGE_STATE_ID = "checkout-state";

/** The screen the service rendered. The loading screen is the page's own: never rendered there. */
export type RenderedScreen = "order" | "not-found" | "invalid-link";

export interface PageState {
  screen: RenderedScreen;
  locale: Locale;
  theme: Theme | null;
  /** The order as the checkout read returns it, with that read's ETag: only on "order". */
  order: CheckoutOrder | null;
  etag: string | null;
  /** The QR code the service drew for the order's payload, so the page need not encode it. */
  qr: PrerenderedDrawing | null;
  /**
   * The URL of the built module with `locale`'s words (null for English, or where the service
   * does not know it): the page imports it as it is, so its first load lists no language's chunk.
   */
  messages: string | null;
  /**
   * The language switcher's lines, by each language's own name: the screen draws the current one
   * alone, the page the whole menu once the payer reaches for it, without loading the chunk that
   * lists them. Null: none given (the page loads that chunk).
   */
  menu: readonly MenuEntry[] | null;
  /**
   * How `locale` groups digits and marks decimals, as the service's Intl says: the page shows
   * amounts with them, and makes no Intl.NumberFormat of its own on its first load. Null:
   * Intl could not say them, and amounts are shown as their plain decimal text, as the service
   * showed them.
   */
  marks: NumberMarks | null;
  /** The screen is in the pseudo-locale (lib/pseudo-locale.ts): the page keeps it when it hydrates. */
  pseudo?: true;
}

/**
 * JSON for a data block: `<` is escaped so that no text in it can close the element or
 * open a comment (`</script>`, `<!--`), whatever the order's merchant name says.
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);
const isMenuEntry = (entry: unknown): entry is MenuEntry => isObject(entry) && oneOf(LOCALES, entry.code) && typeof entry.name === "string";

/**
 * The state block of `document`, or null when there is none or it is not one (the page then
 * boots as a plain client-rendered page). The order in it is checked against the full schema
 * by the model, with the schema's chunk, before anything replaces what the service rendered.
 */
export function readPageState(document: Document): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !oneOf(["order", "not-found", "invalid-link"] as const, value.screen) || !oneOf(LOCALES, value.locale))
    return null;
  if (value.theme !== null && !oneOf(THEMES, value.theme)) return null;
  const order = isObject(value.order) && typeof value.order.id === "string" ? (value.order as unknown as CheckoutOrder) : null;
  if ((value.screen === "order") !== (order !== null)) return null;
  const qr = value.qr;
  const drawing =
    isObject(qr) && typeof qr.value === "string" && typeof qr.size === "number" && typeof qr.path === "string"
      ? { value: qr.value, size: qr.size, path: qr.path }
      : null;
  const menu = Array.isArray(value.menu) && value.menu.length > 0 && value.menu.every(isMenuEntry) ? (value.menu as MenuEntry[]) : null;
  return {
    screen: value.screen,
    locale: value.locale,
    theme: value.theme,
    order,
    etag: typeof value.etag === "string" ? value.etag : null,
    qr: drawing,
    ...(value.pseudo === true ? { pseudo: true as const } : {}),
    messages: typeof value.messages === "string" ? value.messages : null,
    menu,
    marks: isNumberMarks(value.marks) ? value.marks : null,
  };
}
