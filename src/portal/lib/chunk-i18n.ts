// The strings of the merchant's screens that are not in the shared table (locales/en.ts, which
// the first load carries): imported only by those screens, so their words load with them.
import orders, { type OrdersMessageKey } from "../locales/en-orders.ts";
import twoFactor, { type TwoFactorMessageKey } from "../locales/en-two-factor.ts";
import { format } from "./i18n.ts";

export const to = (key: OrdersMessageKey, values?: Record<string, string>): string => format(orders[key], values);
export const t2 = (key: TwoFactorMessageKey, values?: Record<string, string>): string => format(twoFactor[key], values);
