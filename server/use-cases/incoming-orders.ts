// Creating a payment or deposit order: the integration (the client's own) is loaded, the rule
// makes the order, the order is saved, in one transaction.
import type { DepositOrderRequest, PaymentOrderRequest } from "../../src/shared/index.ts";
import { createIncomingOrder as newIncomingOrder } from "../domain/incoming-orders.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { OrderRecord } from "../domain/types.ts";
import type { Repository, WriteOptions, Written } from "../store/index.ts";

export function createIncomingOrder(
  store: Repository,
  clientId: string,
  kind: "payment" | "deposit",
  request: PaymentOrderRequest | DepositOrderRequest,
  ctx: RuleContext,
  options: WriteOptions<OrderRecord> = {},
): Promise<Written<OrderRecord>> {
  return store.transaction(
    async (tx) => {
      const order = newIncomingOrder(await tx.integration(request.integrationId, clientId), kind, request, ctx);
      await tx.insertOrder(order);
      return order;
    },
    { now: ctx.now, ...options },
  );
}
