// The strings of the merchant's screens that are not in the shared table (locales/en.ts, which
// the first load carries): imported only by those screens, so their English words load with
// them; another language's are in its one module (lib/i18n.ts picks them).
import orders, { type OrdersMessageKey } from "../locales/en-orders.ts";
import twoFactor, { type TwoFactorMessageKey } from "../locales/en-two-factor.ts";
import { sectionWords } from "./i18n.ts";

export const to: (key: OrdersMessageKey, values?: Record<string, string>) => string = sectionWords("orders", orders);
export const t2: (key: TwoFactorMessageKey, values?: Record<string, string>) => string = sectionWords("twoFactor", twoFactor);
