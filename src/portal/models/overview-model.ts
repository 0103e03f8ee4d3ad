// The first screen's dashboard: the checklist, the latest orders and the volume per asset, read
// in one call for the chosen currency.
import { createModel, signal } from "@preact/signals";
import { PortalOverview } from "../../shared/schemas/portal-overview.ts";
import { call } from "../lib/api.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;
export type OverviewCurrency = PortalOverview["currency"];

/** The checklist's steps in the order a merchant takes them. */
export const STEPS = ["integration", "apiKey", "callbackUrl", "testPayment"] as const;

export const OverviewModel = createModel((guarded: Guarded) => {
  const overview = signal<PortalOverview | null>(null);
  const failed = signal(false);
  /** The currency the volume is valued in, chosen on the dashboard. */
  const currency = signal<OverviewCurrency>("USD");
  async function load(): Promise<void> {
    try {
      overview.value = await guarded(() => call("GET", `/portal/api/overview?currency=${currency.value}`, PortalOverview));
      failed.value = false;
    } catch {
      failed.value = true;
    }
  }
  return {
    overview,
    failed,
    currency,
    load,
    /** Another currency: the dashboard is read again, valued in it. */
    choose(code: OverviewCurrency): Promise<void> {
      currency.value = code;
      return load();
    },
  };
});
