// The merchant's screens by path (integrations, selling, orders, balances, payouts, API keys, two-factor), loaded as their own
// chunk (merchant-sections.ts). null: no such screen.
import "../styles/merchant.css";
import { signal } from "@preact/signals";
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import type { SessionModel } from "../models/session-model.ts";
import { ApiKeysScreen } from "./api-keys-screen.tsx";
import { BalancesScreen } from "./balances-screen.tsx";
import { IntegrationScreen } from "./integration-screen.tsx";
import { IntegrationsScreen } from "./integrations-screen.tsx";
import { OrdersScreen } from "./orders-screen.tsx";
import { SellScreen } from "./sell-screen.tsx";
import { TwoFactorScreen } from "./two-factor-screen.tsx";

type OrderScreenModule = typeof import("./order-screen.tsx");
const orderScreen = signal<OrderScreenModule | null>(null);

/** One order's page is a chunk of its own (its facts, refund, sandbox controls), fetched on the first order opened. */
function LazyOrderScreen(props: { session: SessionModel; id: string }): JSX.Element {
  const loaded = orderScreen.value;
  if (!loaded) {
    void import("./order-screen.tsx").then((module) => {
      orderScreen.value = module;
    });
    return <p aria-busy="true">{t("loading")}</p>;
  }
  return <loaded.OrderScreen {...props} />;
}

/** The Payouts screen is a chunk of its own (its words, its cards), fetched on its first visit. */
const payoutsScreen = lazyPart(() => import("./payouts-screen.tsx"));

function LazyPayoutsScreen({ session }: { session: SessionModel }): JSX.Element {
  const loaded = payoutsScreen();
  if (!loaded) return <p aria-busy="true">{t("loading")}</p>;
  return <loaded.PayoutsScreen session={session} />;
}

export function merchantScreen(current: string, session: SessionModel): JSX.Element | null {
  const rest = current.startsWith(`${PORTAL_BASE}/`) ? current.slice(PORTAL_BASE.length + 1).split("/") : [];
  const [section, id] = rest;
  if (rest.length > 2) return null;
  switch (section) {
    case "integrations":
      return id === undefined ? <IntegrationsScreen session={session} /> : <IntegrationScreen key={id} session={session} id={id} />;
    case "sell":
      return id === undefined ? <SellScreen session={session} /> : null;
    case "orders":
      return id === undefined ? <OrdersScreen session={session} /> : <LazyOrderScreen key={id} session={session} id={id} />;
    case "balances":
      return id === undefined ? <BalancesScreen session={session} /> : null;
    case "payouts":
      return id === undefined && session.info.value.chainPayouts ? <LazyPayoutsScreen session={session} /> : null;
    case "keys":
      return id === undefined ? <ApiKeysScreen session={session} /> : null;
    case "two-factor":
      return id === undefined ? <TwoFactorScreen session={session} /> : null;
    default:
      return null;
  }
}
