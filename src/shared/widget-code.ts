// The one definition of widgetCode (spec, POST /api/v1/order/payment, 201): an iframe with
// src = paymentLink, width 100%, height 800px, allow="clipboard-write *" (release 04.11.2024).
// The service's 201 answers and the embed script both call this. No dependencies (only the
// plain http-url check beside it), so the embed stays tiny.
import { assertHttpUrl } from "./http-url.ts";

export { assertHttpUrl };

/** The five characters that matter in an attribute, as numeric references ("&#34;" for "). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The snippet's attributes, in order (an object keeps its string keys in the order written):
 * the one list both widgetCode() and the embed script's mount() use, so the pasted iframe and
 * the mounted one cannot drift apart. The spec's width, height and allow; a title for screen
 * readers; and no border: browsers draw a 2 px inset border around an iframe by default, which
 * makes the checkout look pasted in. frameborder rather than style="border:0": a merchant page
 * whose CSP forbids inline styles would refuse a style attribute (and log an error), never this
 * one. (Written out, not as named constants: the embed's budget counts the bytes.)
 */
export function widgetAttributes(paymentLink: string, title?: string): Record<string, string> {
  return {
    src: assertHttpUrl(paymentLink).href,
    width: "100%",
    height: "800px",
    allow: "clipboard-write *",
    title: title || "Crypto payment checkout",
    frameborder: "0",
  };
}

export function widgetCode(paymentLink: string, title?: string): string {
  const attributes = Object.entries(widgetAttributes(paymentLink, title)).map(([name, value]) => `${name}="${escapeAttribute(value)}"`);
  return `<iframe ${attributes.join(" ")}></iframe>`;
}
