// What every route file receives: the injected parts (STYLE 7) and the few in-process
// helpers built from them. Routes never reach for globals.
import type { Clock } from "./domain/clock.ts";
import type { Ids } from "./domain/ids.ts";
import { ASSETS, type CallbackPayment } from "../src/shared/index.ts";
import { amountsOf, type RuleContext, type TransferReceived } from "./domain/orders.ts";
import type { IntegrationRecord, OrderRecord } from "./domain/types.ts";
import { toOrder } from "./domain/views.ts";
import type { OrderEvents } from "./checkout/order-events.ts";
import type { Logger } from "./http/logger.ts";
import type { Faults } from "./sandbox/faults.ts";
import type { NewDelivery, Repository } from "./store/index.ts";
import { orderStatusCallbackBody, type WebhookDispatcher } from "./webhooks/index.ts";

export interface AppConfig {
  /** Origin of paymentLink, e.g. http://127.0.0.1:8080. */
  publicOrigin: string;
  /** Folder holding checkout/ and embed/ of `npm run build`; null serves 503 for the page. */
  distDir?: string | null;
  /** How long a "hang" fault holds a request before its 504 (default 30 s). */
  faultHangMs?: number;
  /**
   * Most order reads held at once for `Prefer: wait` (default 1024). Past it, a read is
   * answered at once, as without the preference: the page then polls at its floor interval,
   * and the service's open sockets stay bounded.
   */
  maxHeldReads?: number;
}

export interface Services {
  store: Repository;
  clock: Clock;
  ids: Ids;
  webhooks: WebhookDispatcher;
  config: AppConfig;
  logger: Logger;
  events: OrderEvents;
  faults: Faults;
  ruleContext(): RuleContext;
  /** After an order changed (committed): wake its long-polling readers. */
  orderChanged(order: OrderRecord): void;
  /**
   * The order status callback due for this order, if any (spec, Events): built inside the
   * payment's transaction, which queues it in the outbox with the order's change.
   */
  callbackFor(order: OrderRecord, integration: IntegrationRecord, change?: TransferReceived): NewDelivery | null;
}

/** What the confirmed transfer meant, with the amounts a merchant needs to act on it. */
function callbackPayment(order: OrderRecord, integration: IntegrationRecord, transactionId: string, event: CallbackPayment["event"]): CallbackPayment {
  const currency = ASSETS[order.assetId].currencyCode;
  const amounts = amountsOf(order, integration);
  return {
    event,
    transactionId,
    requestedAmount: order.requestedAmount === null ? null : { amount: order.requestedAmount, currency },
    receivedAmount: { amount: amounts.received, currency },
    overpaidAmount: { amount: amounts.overpaid, currency },
  };
}

export function createServices(parts: Omit<Services, "ruleContext" | "orderChanged" | "callbackFor">): Services {
  const services: Services = {
    ...parts,
    ruleContext: () => ({ now: parts.clock.now().toISOString(), ids: parts.ids }),
    orderChanged(order) {
      parts.events.notify(order.id);
    },
    callbackFor(order, integration, change) {
      // Spec, Events: sent when the order type is selected in the integration's settings:
      // Payment for payment orders, Deposit for deposit orders.
      const url = integration.webhook.callbackUrl;
      if (!url) return null;
      const wanted = order.type === "payment" ? "Payment" : order.type === "deposit" ? "Deposit" : null;
      if (wanted === null || !integration.webhook.orderTypes.includes(wanted)) return null;
      const payment = change?.outcome && change.outcome !== "underpaid" ? callbackPayment(order, integration, change.transaction.id, change.outcome) : undefined;
      const payload = orderStatusCallbackBody({
        integrationId: integration.id,
        order: toOrder(order),
        at: parts.clock.now(),
        ...(payment ? { payment } : {}),
      });
      return { id: parts.ids.next("msg"), integrationId: integration.id, orderId: order.id, url, payload };
    },
  };
  return services;
}
