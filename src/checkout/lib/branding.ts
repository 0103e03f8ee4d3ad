// The merchant's optional logo and accent colour (integration settings the service serves in
// the order read; never from the page's URL). Checked again here: a logo only over https, a
// colour only as #rrggbb, and only where a text colour reaches WCAG AA (4.5:1) on it, so a
// merchant's pale yellow cannot make the primary button unreadable.
import { parseHttpUrl } from "../../shared/http-url.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

export interface Brand {
  logoUrl: string | null;
  /** The accent for the primary button and the merchant's mark, with its readable text colour. */
  accent: { color: string; text: string } | null;
}

const DARK_TEXT = "#111418";
const LIGHT_TEXT = "#ffffff";

/** WCAG relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

export function merchantBrand(merchant: CheckoutOrder["merchant"]): Brand {
  const logo = merchant.logoUrl ? parseHttpUrl(merchant.logoUrl) : null;
  let accent: Brand["accent"] = null;
  if (merchant.accentColor && /^#[0-9a-fA-F]{6}$/.test(merchant.accentColor)) {
    const color = merchant.accentColor.toLowerCase();
    const text = contrast(color, LIGHT_TEXT) >= contrast(color, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
    if (contrast(color, text) >= 4.5) accent = { color, text };
  }
  return { logoUrl: logo && logo.protocol === "https:" ? logo.href : null, accent };
}
