// Refunds and withdrawals: the records the rule needs are loaded and locked (the refunded order
// first, then its integration's balance, the order a payment locks them in too, so two writes
// never wait on each other in opposite orders), the rule decides, what it returns is saved.
import { isAssetId, type RefundRequest, type WithdrawalRequest } from "../../src/shared/index.ts";
import { createRefund as refundRule, createWithdrawal as withdrawalRule } from "../domain/outgoing-orders.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { OrderRecord, TransactionRecord } from "../domain/types.ts";
import type { Repository, WriteOptions, Written } from "../store/index.ts";

export interface OutgoingCreated {
  order: OrderRecord;
  transaction: TransactionRecord;
}

export function createRefund(
  store: Repository,
  clientId: string,
  request: RefundRequest,
  ctx: RuleContext,
  options: WriteOptions<OutgoingCreated> = {},
): Promise<Written<OutgoingCreated>> {
  return store.transaction(
    async (tx) => {
      const original = await tx.order(request.refundOrderId, clientId, { lock: true });
      const balance = original ? await tx.balance(original.integrationId, original.assetId) : undefined;
      const made = refundRule({ original, balance }, request, ctx);
      await tx.insertOrder(made.order);
      await tx.updateOrder(made.original);
      await tx.saveBalance(made.balance);
      return { order: made.order, transaction: made.transaction };
    },
    { now: ctx.now, ...options },
  );
}

export function createWithdrawal(
  store: Repository,
  clientId: string,
  request: WithdrawalRequest,
  ctx: RuleContext,
  options: WriteOptions<OutgoingCreated> = {},
): Promise<Written<OutgoingCreated>> {
  return store.transaction(
    async (tx) => {
      const integration = await tx.integration(request.integrationId, clientId);
      const balance = integration && isAssetId(request.assetId) ? await tx.balance(integration.id, request.assetId) : undefined;
      const made = withdrawalRule({ integration, balance }, request, ctx);
      await tx.insertOrder(made.order);
      await tx.saveBalance(made.balance);
      return { order: made.order, transaction: made.transaction };
    },
    { now: ctx.now, ...options },
  );
}
