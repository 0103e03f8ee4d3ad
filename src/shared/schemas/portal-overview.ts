// The portal's first screen (GET /portal/api/overview): what is set up, the latest orders, and
// what came in per asset with its value in a fiat currency. Not in the shared index: only the
// service and the overview's own chunk import it, so the sign-in page's first load does not.
import * as z from "zod/mini";
import { PortalOrder } from "./portal-merchant.ts";

export const OVERVIEW_CURRENCIES = ["USD", "EUR"] as const;

export const PortalOverview = z.object({
  /** Each step of getting started, done or not, read from the account's state. */
  checklist: z.object({ integration: z.boolean(), apiKey: z.boolean(), callbackUrl: z.boolean(), testPayment: z.boolean() }),
  recent: z.array(PortalOrder),
  currency: z.enum(OVERVIEW_CURRENCIES),
  /** When the rates were read. */
  ratesAt: z.string(),
  /** Completed incoming orders' amounts per asset (decimal text), and their value at today's rate (null: no rate known). */
  volume: z.array(
    z.object({ assetId: z.string(), currency: z.string(), amount: z.string(), orders: z.int(), value: z.nullable(z.string()) }),
  ),
});
export type PortalOverview = z.infer<typeof PortalOverview>;
