// The assets the portal's forms offer: those the service says an order can be made for here
// (GET /portal/api/info's `assets`), so a chain-mode deployment watching only Ethereum never
// offers a TRON asset whose order would be refused.
import { ASSET_IDS } from "../../shared/index.ts";

/** The asset a form starts on: USDT on TRON, the most common, when it is offered; else the first offered. */
export function firstAsset(offered: readonly string[] = ASSET_IDS): string {
  return offered.includes("USDT_TRC20") ? "USDT_TRC20" : (offered[0] ?? "USDT_TRC20");
}
