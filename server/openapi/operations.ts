// Every operation the service answers under /api/v1 and /_sandbox: its request (zod schemas by
// component name), its success answer and the error statuses it can give, each with an example.
// A test lists the app's registered routes and fails if one is missing here.
import type * as z from "zod/mini";
import { RatesQuery } from "../api/exchange-rates.ts";
import { IntegrationsQuery } from "../api/integrations.ts";
import { OrdersQuery } from "../api/order-reads.ts";
import { PaymentLinksQuery } from "../api/payment-links.ts";
import { ListenQuery } from "../api/webhook-listen.ts";
import { SandboxDeliveriesQuery } from "../sandbox/schemas.ts";
import type { RequestSchemaName, ResponseSchemaName } from "./components.ts";
import * as ex from "./examples.ts";
import { PAYOUT_OPERATIONS } from "./payout-operations.ts";

export type Method = "get" | "post" | "put";
export type ErrorStatus = 400 | 404 | 409 | 410 | 503;

export interface OperationSpec {
  method: Method;
  /** OpenAPI form: /api/v1/orders/{orderId}. */
  path: string;
  operationId: string;
  tag: "Integrations" | "Reference data" | "Orders" | "Payment links" | "Payouts" | "Sandbox" | "Webhooks";
  /** Answered only by a service in chain mode (payout-operations.ts). */
  chainOnly?: boolean;
  /** Not in the spec: the service's own addition, marked x-extension and absent in strict mode (SPEC_STRICT=1). */
  extension?: boolean;
  summary: string;
  description: string;
  query?: z.ZodMiniObject;
  /** The value of each path parameter in the examples. */
  pathExamples?: Record<string, string>;
  body?: { schema: RequestSchemaName; required: boolean; example: unknown };
  /** Takes an Idempotency-Key: a retry with the same key replays the first answer. */
  idempotent?: boolean;
  /** Absent only for a removed operation. */
  success?: { status: 200 | 201 | 202 | 204; description: string; schema?: ResponseSchemaName; example?: unknown };
  deprecated?: boolean;
  /** Error answers beyond 401 (every operation), 413 (every body) and 429 (every sandbox route). */
  errors: Partial<Record<ErrorStatus, string>>;
}

const integrationPath = { integrationId: ex.integrationId };
const orderPath = { orderId: ex.orderId };
const BAD_INPUT = "The request is invalid: each error object names the field, the value received and what would be valid.";
const UNKNOWN_INTEGRATION = "No integration has this id.";
const KEY_REUSED = "The Idempotency-Key was already used with a different request.";

const linkPath = { linkId: ex.linkId };
const UNKNOWN_LINK = "No payment link of yours has this id.";

/** Payment links: an extension (not in the spec). */
const PAYMENT_LINK_OPERATIONS: OperationSpec[] = [
  {
    method: "post",
    path: "/api/v1/payment-links",
    operationId: "createPaymentLink",
    tag: "Payment links",
    extension: true,
    summary: "Create a reusable payment link",
    description:
      "A price in money (USD, EUR: the exchange rates' currencies) or in an asset, that any payer opens and pays in the asset they pick; each choice makes a payment order at the rate of that moment (its amount locked for expiresInMinutes, default 15, at least 1). assetIds defaults to every enabled asset. The link lives until deactivated. An extension: absent in strict mode.",
    body: { schema: "PaymentLinkRequest", required: true, example: ex.paymentLinkRequest },
    idempotent: true,
    success: {
      status: 201,
      description: "The link and its URL (share it, as a QR code, or in a button that opens it in the embed's modal).",
      schema: "PaymentLinkCreated",
      example: ex.paymentLinkCreated,
    },
    errors: { 400: BAD_INPUT, 409: KEY_REUSED },
  },
  {
    method: "get",
    path: "/api/v1/payment-links",
    operationId: "listPaymentLinks",
    tag: "Payment links",
    extension: true,
    summary: "List payment links",
    description: "The merchant's payment links, newest first. An extension: absent in strict mode.",
    query: PaymentLinksQuery,
    success: { status: 200, description: "One page of links.", schema: "PaymentLinkList", example: ex.paymentLinkList },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "get",
    path: "/api/v1/payment-links/{linkId}",
    operationId: "getPaymentLink",
    tag: "Payment links",
    extension: true,
    summary: "Read a payment link",
    description: "One link. Another merchant's link answers as an unknown id. An extension: absent in strict mode.",
    pathExamples: linkPath,
    success: { status: 200, description: "The link.", schema: "PaymentLink", example: ex.paymentLinkRead },
    errors: { 404: UNKNOWN_LINK },
  },
  {
    method: "post",
    path: "/api/v1/payment-links/{linkId}/deactivate",
    operationId: "deactivatePaymentLink",
    tag: "Payment links",
    extension: true,
    summary: "Deactivate a payment link",
    description:
      "The link makes no more orders and its page says it is no longer active; orders it already made go on. Deactivating twice changes nothing. An extension: absent in strict mode.",
    pathExamples: linkPath,
    idempotent: true,
    success: {
      status: 200,
      description: "The link, inactive.",
      schema: "PaymentLink",
      example: { ...ex.paymentLinkRead, active: false, deactivatedAt: "2026-11-23T10:00:00.000Z" },
    },
    errors: { 404: UNKNOWN_LINK, 409: KEY_REUSED },
  },
];

/** The listener's read of the callbacks (`crypto-checkout listen`): an extension (not in the spec). */
const LISTEN_OPERATION: OperationSpec = {
  method: "get",
  path: "/api/v1/webhooks/listen",
  operationId: "listenToCallbacks",
  tag: "Webhooks",
  extension: true,
  summary: "Read the callbacks, for a listener on a machine the service cannot reach",
  description:
    "What `crypto-checkout listen` (in @crypto-checkout/webhooks) reads to replay callbacks to a local receiver: the callbacks of the key's integrations (or of integrationId alone) after cursor, oldest first, each with its exact body and the headers it is sent with, signed with the callback's own time (verifyWebhook accepts one read as it comes; a copy read again later is as old as it is), none made more than 24 h ago. Without cursor: none, and the cursor of this moment, which is the client's own (the id of its last callback, or `start`). With cursor and `Prefer: wait=N` (N up to 25): held until a callback comes or N seconds pass. Each read keeps the listener attached for 60 s: meanwhile the integrations it reads get their callbacks even without a callback URL, made for the listener alone (callbackUrl null; never attempted, not in the deliveries list). An extension: absent in strict mode.",
  query: ListenQuery,
  success: {
    status: 200,
    description: "The callbacks after the cursor, and the cursor to read on from.",
    schema: "ListenedCallbacks",
    example: ex.listened,
  },
  errors: { 400: "The cursor or integrationId is not one of yours: each error object names the field." },
};

export const OPERATIONS: OperationSpec[] = [
  ...PAYMENT_LINK_OPERATIONS,
  ...PAYOUT_OPERATIONS,
  LISTEN_OPERATION,
  {
    method: "get",
    path: "/api/v1/integrations",
    operationId: "listIntegrations",
    tag: "Integrations",
    summary: "List integrations",
    description: "The merchant's integrations, in creation order; an order is created for one of them (integrationId).",
    query: IntegrationsQuery,
    success: { status: 200, description: "One page of integrations.", schema: "IntegrationList", example: ex.integrationList },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "get",
    path: "/api/v1/assets",
    operationId: "listAssets",
    tag: "Reference data",
    summary: "List crypto assets",
    description: "Every asset the service knows, with its network; `id` is the assetId of an order.",
    success: { status: 200, description: "The assets.", schema: "AssetList", example: ex.assetList },
    errors: {},
  },
  {
    method: "get",
    path: "/api/v1/exchange-rates",
    operationId: "getExchangeRates",
    tag: "Reference data",
    summary: "Exchange rates",
    description:
      "One rate per asset (fiat per unit of the asset) and the crypto amount a fiat amount buys. amount defaults to 1, currency to USD. Outside the sandbox only the assets the exchange-rate feed priced (and its checks let through) are listed.",
    query: RatesQuery,
    success: { status: 200, description: "The rates.", schema: "ExchangeRates", example: ex.exchangeRates },
    errors: {
      400: BAD_INPUT,
      503: "No rates to publish: no exchange-rate feed is configured, or its last table is too old (with Retry-After).",
    },
  },
  {
    method: "post",
    path: "/api/v1/order/payment",
    operationId: "createPaymentOrder",
    tag: "Orders",
    summary: "Create a payment order",
    description: "An order for a fixed crypto amount, with a fresh deposit address, the hosted checkout's link and the widget snippet.",
    body: { schema: "PaymentOrderRequest", required: true, example: ex.paymentRequest },
    idempotent: true,
    success: {
      status: 201,
      description: "The order was created (and committed).",
      schema: "IncomingOrderCreated",
      example: ex.incomingCreated,
    },
    errors: { 400: BAD_INPUT, 409: KEY_REUSED },
  },
  {
    method: "post",
    path: "/api/v1/order/deposit",
    operationId: "createDepositOrder",
    tag: "Orders",
    summary: "Create a deposit order",
    description: "An order without an amount: every confirmed transfer to its address is credited.",
    body: { schema: "DepositOrderRequest", required: true, example: ex.depositRequest },
    idempotent: true,
    success: {
      status: 201,
      description: "The order was created (and committed).",
      schema: "IncomingOrderCreated",
      example: ex.incomingCreated,
    },
    errors: { 400: BAD_INPUT, 409: KEY_REUSED },
  },
  {
    method: "post",
    path: "/api/v1/order/refund",
    operationId: "createRefund",
    tag: "Orders",
    summary: "Refund a completed order",
    description: "Sends funds of a completed payment order back to the customer, within what the order received and the balance holds.",
    body: { schema: "RefundRequest", required: true, example: ex.refundRequest },
    idempotent: true,
    success: {
      status: 201,
      description: "The refund order and its transaction.",
      schema: "OutgoingOrderCreated",
      example: ex.outgoingCreated,
    },
    errors: { 400: "The request is invalid, or the order or balance does not allow it (notEnoughFunds, limitExceeded).", 409: KEY_REUSED },
  },
  {
    method: "post",
    path: "/api/v1/order/withdrawal",
    operationId: "createWithdrawal",
    tag: "Orders",
    summary: "Withdraw to an external address",
    description: "Sends funds of the integration's balance to an address outside the service.",
    body: { schema: "WithdrawalRequest", required: true, example: ex.withdrawalRequest },
    idempotent: true,
    success: {
      status: 201,
      description: "The withdrawal order and its transaction.",
      schema: "OutgoingOrderCreated",
      example: ex.outgoingCreated,
    },
    errors: { 400: "The request is invalid, or the balance does not allow it (notEnoughFunds).", 409: KEY_REUSED },
  },
  {
    method: "post",
    path: "/api/v1/order/send",
    operationId: "sendRemoved",
    tag: "Orders",
    summary: "Removed: send",
    description: "Removed on 01.09.2026: use POST /api/v1/order/withdrawal or POST /api/v1/order/refund.",
    deprecated: true,
    errors: { 410: "The operation was removed; the message names its replacements." },
  },
  {
    method: "get",
    path: "/api/v1/orders",
    operationId: "listOrders",
    tag: "Orders",
    summary: "List orders",
    description: "Orders, newest first, filtered by status, type or externalId.",
    query: OrdersQuery,
    success: { status: 200, description: "One page of orders.", schema: "OrderList", example: ex.orderList },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "get",
    path: "/api/v1/orders/{orderId}",
    operationId: "getOrder",
    tag: "Orders",
    summary: "Read an order",
    description: "The order with its transactions.",
    pathExamples: orderPath,
    success: { status: 200, description: "The order.", schema: "Order", example: ex.order },
    errors: { 404: "No order has this id." },
  },
  {
    method: "get",
    path: "/api/v1/orders/{orderId}/transactions/{transactionId}",
    operationId: "getTransaction",
    tag: "Orders",
    summary: "Read a transaction",
    description: "One transaction of an order.",
    pathExamples: { orderId: ex.orderId, transactionId: ex.transactionId },
    success: { status: 200, description: "The transaction.", schema: "Transaction", example: ex.transaction },
    errors: { 404: "No order has this id, or it has no transaction with this id." },
  },
  // ---- the sandbox: what the chain or the client portal would do, not part of the provider's API ----
  {
    method: "post",
    path: "/_sandbox/orders/{orderId}/payments",
    operationId: "sandboxPay",
    tag: "Sandbox",
    summary: "Simulate a payer's transfer",
    description:
      "A transfer reaches the order's address: confirmed at once (default) or only detected (`confirmed: false`). Without an amount, the order's remaining amount.",
    pathExamples: orderPath,
    body: { schema: "SandboxPaymentRequest", required: false, example: { amount: "25.00" } },
    idempotent: true,
    success: { status: 201, description: "The transaction the transfer made.", schema: "Transaction", example: ex.transaction },
    errors: { 400: BAD_INPUT, 404: "No order has this id.", 409: KEY_REUSED },
  },
  {
    method: "post",
    path: "/_sandbox/transactions/{transactionId}/confirm",
    operationId: "sandboxConfirm",
    tag: "Sandbox",
    summary: "Simulate new blocks on a detected transfer",
    description: "Adds confirmations to a pending transaction (default: all that are missing); at the required count it is credited.",
    pathExamples: { transactionId: ex.transactionId },
    body: { schema: "SandboxConfirmRequest", required: false, example: { confirmations: 3 } },
    success: { status: 200, description: "The transaction after the new blocks.", schema: "Transaction", example: ex.transaction },
    errors: { 400: BAD_INPUT, 404: "No transaction has this id.", 409: "The transaction is already completed." },
  },
  {
    method: "post",
    path: "/_sandbox/orders/{orderId}/expire",
    operationId: "sandboxExpireOrder",
    tag: "Sandbox",
    summary: "End a payment link order's window now",
    description:
      "Time passing, on demand: the payment window of an order a payment link made ends now (expired: true while nothing was detected in it), so an expiry can be tried without waiting.",
    pathExamples: orderPath,
    success: { status: 200, description: "The order, its window ended.", schema: "Order", example: ex.expiredOrder },
    errors: { 404: "No order has this id.", 409: "The order has no payment window running (not made by a payment link, or completed)." },
  },
  {
    method: "post",
    path: "/_sandbox/integrations",
    operationId: "sandboxCreateIntegration",
    tag: "Sandbox",
    summary: "Create an integration",
    description:
      "What the client portal would do: a new integration with a name and the shop's URL, and its own signing secret for the order status callback, shown in this answer only (a retry with the same Idempotency-Key answers it again).",
    body: { schema: "SandboxIntegrationRequest", required: true, example: { name: "Second Store", url: "https://shop.example" } },
    success: {
      status: 201,
      description: "The integration and its signing secret.",
      schema: "SandboxIntegrationCreated",
      example: { ...ex.integration, signingSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
    },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "get",
    path: "/_sandbox/integrations/{integrationId}/payment-settings",
    operationId: "sandboxGetPaymentSettings",
    tag: "Sandbox",
    summary: "Read payment settings",
    description: "The integration's payment tolerance, support contact and whether payers see the externalId.",
    pathExamples: integrationPath,
    success: { status: 200, description: "The settings.", schema: "SandboxPaymentSettings", example: ex.paymentSettings },
    errors: { 404: UNKNOWN_INTEGRATION },
  },
  {
    method: "put",
    path: "/_sandbox/integrations/{integrationId}/payment-settings",
    operationId: "sandboxSetPaymentSettings",
    tag: "Sandbox",
    summary: "Change payment settings",
    description: "Absent fields stay as they are; null clears a contact.",
    pathExamples: integrationPath,
    body: {
      schema: "SandboxPaymentSettingsRequest",
      required: true,
      example: {
        paymentTolerancePercent: "0.5",
        supportUrl: "https://shop.example/help",
        supportEmail: "help@shop.example",
        showExternalIdToPayer: true,
      },
    },
    success: { status: 200, description: "The settings now.", schema: "SandboxPaymentSettings", example: ex.paymentSettings },
    errors: { 400: BAD_INPUT, 404: UNKNOWN_INTEGRATION },
  },
  {
    method: "put",
    path: "/_sandbox/integrations/{integrationId}/webhook",
    operationId: "sandboxSetWebhook",
    tag: "Sandbox",
    summary: "Set the callback URL",
    description: "Where order status callbacks go, and for which order types (Payment, Deposit); null stops them.",
    pathExamples: integrationPath,
    body: {
      schema: "WebhookConfigRequest",
      required: true,
      example: { callbackUrl: "http://127.0.0.1:4000/hooks", orderTypes: ["Payment", "Deposit"] },
    },
    success: { status: 200, description: "The integration.", schema: "Integration", example: ex.integration },
    errors: { 400: BAD_INPUT, 404: UNKNOWN_INTEGRATION },
  },
  {
    method: "put",
    path: "/_sandbox/integrations/{integrationId}/branding",
    operationId: "sandboxSetBranding",
    tag: "Sandbox",
    summary: "Set the checkout's logo and accent colour",
    description: "Shown to payers in the hosted checkout's header.",
    pathExamples: integrationPath,
    body: {
      schema: "SandboxBrandingRequest",
      required: true,
      example: { logoUrl: "https://shop.example/logo.png", accentColor: "#1a73e8" },
    },
    success: {
      status: 200,
      description: "The branding now.",
      schema: "SandboxBranding",
      example: { integrationId: ex.integrationId, logoUrl: "https://shop.example/logo.png", accentColor: "#1a73e8" },
    },
    errors: { 400: BAD_INPUT, 404: UNKNOWN_INTEGRATION },
  },
  {
    method: "put",
    path: "/_sandbox/integrations/{integrationId}/embedding",
    operationId: "sandboxSetEmbedding",
    tag: "Sandbox",
    summary: "Set who may frame the checkout",
    description: "The exact origins allowed to embed this integration's checkout (the page's frame-ancestors); null allows any.",
    pathExamples: integrationPath,
    body: { schema: "EmbeddingRequest", required: true, example: { allowedOrigins: ["https://shop.example"] } },
    success: {
      status: 200,
      description: "The allowed origins now.",
      schema: "SandboxEmbedding",
      example: { integrationId: ex.integrationId, allowedOrigins: ["https://shop.example"] },
    },
    errors: { 400: BAD_INPUT, 404: UNKNOWN_INTEGRATION },
  },
  {
    method: "get",
    path: "/_sandbox/integrations/{integrationId}/balances",
    operationId: "sandboxGetBalances",
    tag: "Sandbox",
    summary: "Read balances",
    description: "The integration's balance of every asset.",
    pathExamples: integrationPath,
    success: {
      status: 200,
      description: "The balances.",
      schema: "SandboxBalances",
      example: {
        integrationId: ex.integrationId,
        balances: [
          { assetId: "USDT_TRC20", amount: "24.750000" },
          { assetId: "ETH", amount: "0.000000" },
        ],
      },
    },
    errors: { 404: UNKNOWN_INTEGRATION },
  },
  {
    method: "get",
    path: "/_sandbox/webhooks/deliveries",
    operationId: "sandboxListDeliveries",
    tag: "Sandbox",
    summary: "List callback deliveries",
    description: "Order status callbacks with every attempt, newest first (at most 1000).",
    query: SandboxDeliveriesQuery,
    success: { status: 200, description: "The deliveries.", schema: "SandboxDeliveryList", example: { data: [ex.delivery] } },
    errors: {},
  },
  {
    method: "post",
    path: "/_sandbox/webhooks/deliveries/{deliveryId}/redeliver",
    operationId: "sandboxRedeliver",
    tag: "Sandbox",
    summary: "Send a callback again",
    description:
      "The delivery is attempted once more now: the same webhook-id (a receiver that deduplicates sees the same event), a fresh webhook-timestamp and signature. Its earlier attempts stay in its record.",
    pathExamples: { deliveryId: ex.deliveryId },
    success: { status: 202, description: "The delivery, due now.", schema: "Delivery", example: ex.redelivery },
    errors: { 404: "No delivery among the newest 1000 has this id." },
  },
  {
    method: "post",
    path: "/_sandbox/integrations/{integrationId}/webhook/test",
    operationId: "sandboxSendTestEvent",
    tag: "Sandbox",
    summary: "Send a test callback",
    description:
      "A test event, sent to the integration's callback URL whatever order types it selected, signed like every callback and marked `test: true` in its data. Without orderId (the body may be `{}` or absent): the status callback of a completed payment order that does not exist, so a receiver can be tried before the integration has any order. With orderId: the status callback of that order of the integration, as it is now.",
    pathExamples: integrationPath,
    body: { schema: "SandboxTestEventRequest", required: false, example: { orderId: ex.orderId } },
    success: {
      status: 202,
      description: "The delivery, queued.",
      schema: "Delivery",
      example: { ...ex.delivery, state: "pending", attempts: [], nextAttemptAt: "2026-11-23T10:05:00.000Z" },
    },
    errors: {
      400: BAD_INPUT,
      404: "No integration has this id, or it has no order with this orderId.",
      409: "The integration has no callback URL, and no listener (crypto-checkout listen) is attached to it.",
    },
  },
  {
    method: "post",
    path: "/_sandbox/faults",
    operationId: "sandboxPlanFaults",
    tag: "Sandbox",
    summary: "Plan failures of the checkout's order read",
    description: "The next reads of that order by the hosted checkout fail in this order (for testing a page against a failing network).",
    body: { schema: "SandboxFaultsRequest", required: true, example: { orderId: ex.orderId, failures: ["error500", "garbage"] } },
    success: {
      status: 200,
      description: "The failures planned.",
      schema: "SandboxFaults",
      example: { orderId: ex.orderId, failures: ["error500", "garbage"] },
    },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "post",
    path: "/_sandbox/reset",
    operationId: "sandboxReset",
    tag: "Sandbox",
    summary: "Reset to the seed",
    description:
      "Orders, balances, other integrations, deliveries and fault plans are gone; the API key, webhook secret and seed integration stay. No body (or {}).",
    body: { schema: "SandboxResetRequest", required: false, example: {} },
    success: { status: 204, description: "Reset." },
    errors: { 400: "A body other than none or {} (a request meant for another route must not wipe the state)." },
  },
];
