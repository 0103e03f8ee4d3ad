// POST /api/v1/order/refund and /withdrawal. Each rule runs in one database transaction that
// locks the order and the balance it draws on, so concurrent requests (in one process or
// several) cannot overdraw the balance or refund past the ceiling.
import type { Context, Handler, Hono } from "hono";
import { ASSETS, RefundRequest, Spec, WithdrawalRequest, type OutgoingOrderCreated } from "../../src/shared/index.ts";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import { clientIdOf } from "../http/auth.ts";
import { idempotencyClaim, respondWritten } from "../http/idempotency.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import type { Services } from "../services.ts";
import type { AuditEntry } from "../store/index.ts";
import { createRefund, createWithdrawal, type OutgoingCreated, type PayoutSource } from "../use-cases/outgoing-orders.ts";
import { asSpec } from "./spec-view.ts";

/**
 * Who a refund or withdrawal acts for: the API key's client (the API's routes), or the portal
 * session's, whose audit line of what moved commits in the same transaction as the money.
 */
export interface OutgoingActor {
  clientOf(c: Context): string;
  /** Who asked, as a chain-mode payout shows it (default: the client's id). */
  requestedBy?(c: Context): string;
  audit?(c: Context, kind: "refund" | "withdrawal", made: OutgoingCreated): AuditEntry;
}

const apiKeyHolder: OutgoingActor = { clientOf: clientIdOf };

/** Refund and withdrawal creation for the request's client (the API's routes, and the portal's). */
export function outgoingOrderHandlers(s: Services, actor: OutgoingActor = apiKeyHolder): { refund: Handler; withdrawal: Handler } {
  const created = ({ order, transaction }: OutgoingCreated): OutgoingOrderCreated & { operationId?: string } =>
    asSpec(s.config, Spec.OutgoingOrderCreated, { orderId: order.id, transactionId: transaction.id, operationId: order.operationId });

  // Chain mode holds no key: a refund or withdrawal becomes a payout the merchant's own wallet
  // pays (the balance debited now), at the service's own fee of the asset.
  const chain = s.config.chain;
  const payouts = async (c: Context): Promise<PayoutSource | null> =>
    chain
      ? {
          fee: (assetId) => chain.settings.payouts.fees[assetId],
          contract: (assetId) => chain.settings.networks[ASSETS[assetId].network]?.contracts[assetId] ?? TOKEN_CONTRACTS[assetId],
          requestedBy: actor.requestedBy?.(c) ?? actor.clientOf(c),
          usd: await s.usd(),
        }
      : null;

  const refund: Handler = async (c) => {
    const raw = await readJsonObject(c);
    const request = parseWith(RefundRequest, raw);
    const clientId = actor.clientOf(c);
    const idempotency = idempotencyClaim(c, raw, (result: OutgoingCreated) => ({ status: 201, body: created(result) }), clientId);
    const written = await createRefund(
      s.store,
      clientId,
      request,
      s.ruleContext(),
      {
        idempotency,
        audit: actor.audit ? (made: OutgoingCreated) => actor.audit?.(c, "refund", made) ?? null : undefined,
      },
      await payouts(c),
    );
    return respondWritten(c, written, (result) => c.json(created(result), 201));
  };

  const withdrawal: Handler = async (c) => {
    const raw = await readJsonObject(c);
    const request = parseWith(WithdrawalRequest, raw);
    const clientId = actor.clientOf(c);
    const idempotency = idempotencyClaim(c, raw, (result: OutgoingCreated) => ({ status: 201, body: created(result) }), clientId);
    const written = await createWithdrawal(
      s.store,
      clientId,
      request,
      s.ruleContext(),
      {
        idempotency,
        audit: actor.audit ? (made: OutgoingCreated) => actor.audit?.(c, "withdrawal", made) ?? null : undefined,
      },
      await payouts(c),
    );
    return respondWritten(c, written, (result) => c.json(created(result), 201));
  };
  return { refund, withdrawal };
}

export function outgoingOrderRoutes(app: Hono, s: Services): void {
  const handlers = outgoingOrderHandlers(s);
  app.post("/api/v1/order/refund", handlers.refund);
  app.post("/api/v1/order/withdrawal", handlers.withdrawal);
}
