// The payment links' strings (locales/en-links.ts), with the portal's placeholders: imported only
// by that part's chunk, so its words load with it.
import links, { type LinksMessageKey } from "../locales/en-links.ts";
import { format } from "./i18n.ts";

export const tl = (key: LinksMessageKey, values?: Record<string, string>): string => format(links[key], values);
