// The payment links' strings (locales/en-links.ts), with the portal's placeholders: imported only
// by that part's chunk, so its English words load with it; another language's are in its module.
import links, { type LinksMessageKey } from "../locales/en-links.ts";
import { sectionWords } from "./i18n.ts";

export const tl: (key: LinksMessageKey, values?: Record<string, string>) => string = sectionWords("links", links);
