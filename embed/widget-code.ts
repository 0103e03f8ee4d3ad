// The one attribute list lives in src/shared (the service's 201 answers build their widgetCode
// from it too). The embed builds the iframe element from it, for mount() and for widgetCode():
// the snippet is that element's HTML as the browser writes it, so the two cannot drift apart.
// (The browser escapes attribute values its own way, &amp; and &quot;: the same HTML, fewer
// bytes in the script than an escaper of its own.)
import { widgetAttributes } from "../src/shared/widget-code.ts";

export { assertHttpUrl } from "../src/shared/widget-code.ts";

export function widgetFrame(paymentLink: string, title?: string): HTMLIFrameElement {
  const iframe = document.createElement("iframe");
  const attributes = widgetAttributes(paymentLink, title);
  for (const name in attributes) iframe.setAttribute(name, attributes[name]!);
  return iframe;
}

export const widgetCode = (paymentLink: string, title?: string): string => widgetFrame(paymentLink, title).outerHTML;
