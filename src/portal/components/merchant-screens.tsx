// The merchant's screens by path (integrations, selling, orders, balances, API keys, two-factor), loaded as their own
// chunk (merchant-sections.ts). null: no such screen.
import "../styles/merchant.css";
import type { JSX } from "preact";
import { PORTAL_BASE } from "../lib/router.ts";
import type { SessionModel } from "../models/session-model.ts";
import { ApiKeysScreen } from "./api-keys-screen.tsx";
import { BalancesScreen } from "./balances-screen.tsx";
import { IntegrationScreen } from "./integration-screen.tsx";
import { IntegrationsScreen } from "./integrations-screen.tsx";
import { OrderScreen } from "./order-screen.tsx";
import { OrdersScreen } from "./orders-screen.tsx";
import { SellScreen } from "./sell-screen.tsx";
import { TwoFactorScreen } from "./two-factor-screen.tsx";

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
      return id === undefined ? <OrdersScreen session={session} /> : <OrderScreen key={id} session={session} id={id} />;
    case "balances":
      return id === undefined ? <BalancesScreen session={session} /> : null;
    case "keys":
      return id === undefined ? <ApiKeysScreen session={session} /> : null;
    case "two-factor":
      return id === undefined ? <TwoFactorScreen session={session} /> : null;
    default:
      return null;
  }
}
