// An order as the portal shows it (src/shared PortalOrder): the API's view of it, with its
// integration, link, addresses and what may still be refunded.
import { paymentLink, type PortalOrder } from "../../src/shared/index.ts";
import { refundCeiling } from "../domain/outgoing-orders.ts";
import type { OrderRecord } from "../domain/types.ts";
import { toOrder } from "../domain/views.ts";

export function portalOrderOf(record: OrderRecord, publicOrigin: string): PortalOrder {
  const incoming = record.type === "payment" || record.type === "deposit";
  return {
    order: toOrder(record),
    integrationId: record.integrationId,
    requestedAmount: record.requestedAmount,
    // The refund rule's own ceiling: what was received less what refunds already took.
    refundable: refundCeiling(record),
    refundOf: record.refundOf,
    paymentLink: incoming ? paymentLink(publicOrigin, record.integrationId, record.id) : null,
    paymentAddress: record.paymentAddress,
    destinationAddress: record.destinationAddress,
  };
}
