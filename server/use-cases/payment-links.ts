// Payment links' writes, each one rule in one store transaction: a link made, a link
// deactivated, a payer's choice made into an order (through the API's own creation rule), and
// what follows a window: the sandbox ending one early, and the merchant's "mark as paid".
import type { PaymentLinkRequest } from "../../src/shared/index.ts";
import type { RateTable } from "../domain/exchange-rates.ts";
import {
  createPaymentLink as linkRule,
  deactivatePaymentLink,
  linkOrderRequest,
  withLinkTerms,
  type PaymentLinkRecord,
} from "../domain/payment-links.ts";
import { watchEndAtCreation } from "../domain/address-release.ts";
import { admitLinkOrder, DEFAULT_LINK_MAX_OPEN_ORDERS } from "../domain/link-open-orders.ts";
import { endWindow as endWindowRule, markPaid as markPaidRule } from "../domain/payment-windows.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { OrderRecord } from "../domain/types.ts";
import type { NewDelivery, Repository, WriteOptions, Written } from "../store/index.ts";
import { insertIncomingOrder, type AddressSource } from "./incoming-orders.ts";
import { writeOrderChange } from "./order-changes.ts";

export function createPaymentLink(
  store: Repository,
  clientId: string,
  request: PaymentLinkRequest,
  ctx: RuleContext,
  options: WriteOptions<PaymentLinkRecord> & { sandbox: boolean },
): Promise<Written<PaymentLinkRecord>> {
  return store.transaction(
    async (tx) => {
      const link = linkRule(await tx.integration(request.integrationId, clientId), request, ctx, { sandbox: options.sandbox });
      await tx.insertPaymentLink(link);
      return link;
    },
    { now: ctx.now, idempotency: options.idempotency },
  );
}

export function deactivateLink(
  store: Repository,
  clientId: string,
  linkId: string,
  ctx: RuleContext,
  options: WriteOptions<PaymentLinkRecord> = {},
): Promise<Written<PaymentLinkRecord>> {
  return store.transaction(
    async (tx) => {
      const before = await tx.paymentLink(linkId, clientId, { lock: true });
      const after = deactivatePaymentLink(before, linkId, ctx);
      if (after !== before) await tx.updatePaymentLink(after);
      return after;
    },
    { now: ctx.now, ...options },
  );
}

/** A choice refused for the link's cap on unpaid open orders: nothing was made. */
export interface LinkCapped {
  capped: { openOrders: number; limit: number };
}

/**
 * The payer's choice: the link (any client's: the payer holds its URL), its integration, and
 * the order the API's own creation makes of it (chain mode's address included), with the
 * link's terms. The link's open unpaid orders are counted first, with its row locked, so the
 * cap (`maxOpenOrders`, 0: none) holds for choices made at once in any process; past it the
 * link records that it was capped, and no order is made.
 */
export function orderForPayer(
  store: Repository,
  addresses: AddressSource,
  linkId: string,
  assetId: string,
  rates: RateTable,
  ctx: RuleContext,
  maxOpenOrders: number = DEFAULT_LINK_MAX_OPEN_ORDERS,
): Promise<Written<OrderRecord | LinkCapped>> {
  const chain = addresses.kind === "chain" ? addresses.chain : null;
  return store.transaction<OrderRecord | LinkCapped>(
    async (tx) => {
      const loaded = await tx.paymentLink(linkId, null, { lock: true });
      const { link, request, rate } = linkOrderRequest(loaded, linkId, assetId, rates, chain ? chain.unwatched : undefined);
      const open = maxOpenOrders > 0 ? await tx.openLinkOrders(link.id, ctx.now) : 0;
      const admitted = admitLinkOrder(link, open, maxOpenOrders, ctx.now);
      if (!admitted.ok) {
        if (admitted.link !== link) await tx.updatePaymentLink(admitted.link);
        return { capped: { openOrders: open, limit: maxOpenOrders } };
      }
      const integration = await tx.integration(link.integrationId, link.clientId);
      const order = await insertIncomingOrder(tx, addresses, integration, "payment", request, ctx, (made) =>
        withLinkTerms(made, link, rate, rates, ctx),
      );
      if (maxOpenOrders > 0 && order.expiresAt) await tx.addLinkOrder(link.id, order.id, order.expiresAt);
      // Chain mode: its address is let go after its window and the late window.
      const watchEnd = chain ? watchEndAtCreation(order, chain.settings.lateWindowDays) : null;
      if (watchEnd) await tx.chain.watchUntil(order.id, watchEnd);
      return order;
    },
    { now: ctx.now },
  );
}

/** The sandbox's control: the order's window ends now. */
export function endWindow(store: Repository, clientId: string, orderId: string, ctx: RuleContext): Promise<Written<OrderRecord>> {
  return store.transaction(
    async (tx) => {
      const order = endWindowRule(await tx.order(orderId, clientId, { lock: true }), orderId, ctx);
      await tx.updateOrder(order);
      return order;
    },
    { now: ctx.now },
  );
}

export interface MarkedPaid {
  order: OrderRecord;
  delivery: NewDelivery | null;
}

/** The merchant completes an order paid after its window; its completion callback (the pure rule's) is queued with it. */
export function markPaid(
  store: Repository,
  clientId: string,
  orderId: string,
  ctx: RuleContext & { specStrict: boolean },
  options: Pick<WriteOptions<MarkedPaid>, "audit"> = {},
): Promise<Written<MarkedPaid>> {
  return store.transaction(
    async (tx) => {
      const order = markPaidRule(await tx.order(orderId, clientId, { lock: true }), orderId, ctx);
      const integration = await tx.integration(order.integrationId, clientId);
      // No balance moves: the late payment was credited when it arrived; this completes the order.
      const [delivery = null] = await writeOrderChange(tx, { order, integration, announced: [undefined] }, ctx);
      return { order, delivery };
    },
    { now: ctx.now, ...options },
  );
}
