// The merchant's screens as the shell sees them: their navigation entries, and the screens
// themselves in a chunk of their own, fetched on the first visit to one of their paths, so the
// sign-in page's first load does not carry them.
import { signal } from "@preact/signals";
import { PORTAL_BASE } from "../lib/router.ts";

export const MERCHANT_SECTIONS = [
  { path: `${PORTAL_BASE}/integrations`, label: "navIntegrations" },
  { path: `${PORTAL_BASE}/sell`, label: "navSell" },
  { path: `${PORTAL_BASE}/orders`, label: "navOrders" },
  { path: `${PORTAL_BASE}/balances`, label: "navBalances" },
  // Chain mode only (the shell hides it elsewhere): a payout the merchant's wallet must pay.
  { path: `${PORTAL_BASE}/payouts`, label: "navPayouts" },
  { path: `${PORTAL_BASE}/keys`, label: "navApiKeys" },
  { path: `${PORTAL_BASE}/two-factor`, label: "navTwoFactor" },
] as const;

const ROOTS = ["integrations", "sell", "orders", "balances", "payouts", "keys", "two-factor"];

export function isMerchantPath(current: string): boolean {
  return ROOTS.some((root) => current === `${PORTAL_BASE}/${root}` || current.startsWith(`${PORTAL_BASE}/${root}/`));
}

type Screens = typeof import("./merchant-screens.tsx");
const loaded = signal<Screens | null>(null);
let requested = false;

/** The screens' module once fetched; null while it loads (the first call starts the fetch). */
export function merchantScreens(): Screens | null {
  if (!requested) {
    requested = true;
    void import("./merchant-screens.tsx").then((module) => {
      loaded.value = module;
    });
  }
  return loaded.value;
}
