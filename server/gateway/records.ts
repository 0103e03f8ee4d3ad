// Where the gateway keeps its orders: the port its routes write through. An intent is written
// before the upstream is asked to create anything, so a crash between the two leaves a
// traceable orphan (an intent with no upstream order), never a payable order with no page; the
// creation's 201 is then recorded against that intent.
//
// The durable implementation belongs on the store's transaction seam (one transaction: the
// record of what the 201 said and the intent's completion); until then `memoryRecords` serves
// the tests and is not for a deployment (a restart would lose every link).
import type { GatewayOrderRecord } from "./types.ts";

export interface GatewayIntent {
  linkId: string;
  integrationId: string;
  kind: "payment" | "deposit";
  assetId: string;
  amount: string | null;
  externalId: string | null;
  createdAt: string;
}

export type IntentState = "pending" | "created" | "refused";

export interface GatewayRecords {
  intend(intent: GatewayIntent): Promise<void>;
  /** The 201 said this: the order becomes payable through its link. */
  created(
    linkId: string,
    created: { orderId: string; address: string; merchant: GatewayOrderRecord["merchant"] },
  ): Promise<GatewayOrderRecord>;
  /** The upstream refused the creation (its answer went back to the merchant unchanged). */
  refused(linkId: string, status: number): Promise<void>;
  byLink(linkId: string): Promise<GatewayOrderRecord | null>;
  /** A retried creation the upstream replayed (same Idempotency-Key) names an order already linked. */
  byOrderId(orderId: string): Promise<GatewayOrderRecord | null>;
  intentState(linkId: string): Promise<IntentState | null>;
}

export function memoryRecords(): GatewayRecords & { orders(): GatewayOrderRecord[] } {
  const intents = new Map<string, { intent: GatewayIntent; state: IntentState; status?: number }>();
  const orders = new Map<string, GatewayOrderRecord>();
  return {
    async intend(intent) {
      if (intents.has(intent.linkId)) throw new Error(`link id ${intent.linkId} is already taken`);
      intents.set(intent.linkId, { intent, state: "pending" });
    },
    async created(linkId, created) {
      const entry = intents.get(linkId);
      if (entry?.state !== "pending") throw new Error(`no pending intent ${linkId}`);
      const { intent } = entry;
      const record: GatewayOrderRecord = {
        linkId,
        orderId: created.orderId,
        integrationId: intent.integrationId,
        kind: intent.kind,
        assetId: intent.assetId,
        address: created.address,
        amount: intent.amount,
        externalId: intent.externalId,
        merchant: created.merchant,
        createdAt: intent.createdAt,
      };
      entry.state = "created";
      orders.set(linkId, record);
      return record;
    },
    async refused(linkId, status) {
      const entry = intents.get(linkId);
      if (entry) Object.assign(entry, { state: "refused", status });
    },
    byLink: async (linkId) => orders.get(linkId) ?? null,
    byOrderId: async (orderId) => [...orders.values()].find((o) => o.orderId === orderId) ?? null,
    intentState: async (linkId) => intents.get(linkId)?.state ?? null,
    orders: () => [...orders.values()],
  };
}
