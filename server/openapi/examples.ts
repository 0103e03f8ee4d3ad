// The document's examples: one per request and per answer. The validators check each against
// its schema, and the contract suite sends the request examples to the service (with the ids
// of records it created in place of these) and checks every answer against the document.
import { linkPageUrl, paymentLink, widgetCode } from "../../src/shared/index.ts";

export const EXAMPLE_IDS = {
  integrationId: "int_7Yp2cQx1RZkS0fJb3mW9Tg",
  orderId: "ord_Q3v8nYt2LwKc5Rj7PxZb1A",
  transactionId: "tx_L9mK2pQ7vX4cN8rT1wYb6Q",
  deliveryId: "msg_8kQ2Yw5Rt1Lp9Xv3Nc7BzA",
  linkId: "lnk_Hq4Vb8Nc2Xz6Lm1Pt9Rw3K",
} as const;

const ORIGIN = "http://127.0.0.1:8080";
const { integrationId, orderId, transactionId, deliveryId } = EXAMPLE_IDS;
const AT = "2026-11-23T10:00:00.000Z";
const PAID_AT = "2026-11-23T10:02:30.000Z";
const usdt = (amount: string) => ({ amount, currency: "USDT" });
const usd = (amount: string) => ({ amount, currency: "USD" });

export const customer = { type: "individual", firstName: "Ada", lastName: "Lovelace" } as const;

export const paymentRequest = { integrationId, amount: "25.00", assetId: "USDT_TRC20", customer, externalId: "shop-order-42" };
export const depositRequest = { integrationId, assetId: "USDT_TRC20", customer, externalId: "wallet-top-up-7" };
export const refundRequest = {
  amount: "5.00",
  assetId: "USDT_TRC20",
  destinationAddress: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
  refundOrderId: orderId,
};
export const withdrawalRequest = {
  amount: "10.00",
  assetId: "USDT_TRC20",
  destinationAddress: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
  integrationId,
  customer,
  externalId: "payout-2026-11",
};

const link = paymentLink(ORIGIN, integrationId, orderId);
export const incomingCreated = {
  orderId,
  paymentLink: link,
  widgetCode: widgetCode(link),
  paymentAddress: "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
  operationId: "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA",
};
export const outgoingCreated = {
  orderId: "ord_Zt5Qw8Lm2Xc7Vb1Np4Ky9R",
  transactionId: "tx_Hq3Wm8Zr1Kx6Lp9Vt2Nc5B",
  operationId: "op_Rb7Kx2Qm9Lw4Zt1Vn6Pc3H",
};

const orderTransaction = {
  id: transactionId,
  hash: "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
  status: "completed",
  createdAt: PAID_AT,
  updatedAt: PAID_AT,
  receiverAddress: "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
  primaryAmount: usdt("25.000000"),
  secondaryAmount: usd("25.00"),
  serviceFeeAmount: usdt("0.250000"),
  totalAmount: usdt("24.750000"),
  confirmations: 19,
  requiredConfirmations: 19,
};

export const order = {
  id: orderId,
  type: "payment",
  assetId: "USDT_TRC20",
  status: "completed",
  createdAt: AT,
  updatedAt: PAID_AT,
  transactions: [orderTransaction],
  transactionsCount: 1,
  primaryAmount: usdt("25.000000"),
  secondaryAmount: usd("25.00"),
  serviceFeeAmount: usdt("0.250000"),
  totalAmount: usdt("24.750000"),
  externalId: "shop-order-42",
  operationId: "op_V2c9Tn4Lq8Xw1Zr5Kp7mJA",
};

export const orderList = { data: [order], pagination: { quantity: 1, totalQuantity: 1, currentPage: 1, pages: 1 } };

export const transaction = {
  id: transactionId,
  orderId,
  status: "completed",
  createdAt: PAID_AT,
  updatedAt: PAID_AT,
  senderAddress: "TNoemdUyV8uFtsio4B2WgVzoZwG3NWKEKh",
  receiverAddress: "THhML2MpT5PTYkFRNbE9HhXqV383gppcDM",
  primaryAmount: usdt("25.000000"),
  primaryBlockchain: "tron",
  secondaryAmount: usd("25.00"),
  serviceFeeAmount: usdt("0.250000"),
  totalAmount: usdt("24.750000"),
  hash: "c753f410ee2a40bfb99ae4aa2d6a6d00048d0a70597b037aae419d437627f3c6",
  confirmations: 19,
  requiredConfirmations: 19,
};

export const integration = {
  id: integrationId,
  name: "Demo Store",
  url: "http://localhost:8081",
  status: "active",
  webhook: {
    callbackUrl: "http://127.0.0.1:4000/hooks",
    orderTypes: ["Payment", "Deposit"],
    eventTypes: ["order.status"],
    statuses: ["completed"],
  },
};
export const integrationList = { data: [integration], pagination: { quantity: 1, totalQuantity: 1, currentPage: 1, pages: 1 } };

export const assetList = {
  assets: [
    {
      id: "USDT_TRC20",
      currencyCode: "USDT",
      displayName: "Tether USD",
      blockchainId: "tron",
      blockchainDisplayName: "Tron",
      name: "Tether USD (TRC-20)",
      disabled: false,
    },
    {
      id: "ETH",
      currencyCode: "ETH",
      displayName: "Ether",
      blockchainId: "ethereum",
      blockchainDisplayName: "Ethereum",
      name: "Ether (Ethereum)",
      disabled: false,
    },
  ],
};

export const exchangeRates = {
  rates: [
    { assetId: "USDT_TRC20", rate: "1.000000", crypto: usdt("25.000000") },
    { assetId: "ETH", rate: "3500.000000", crypto: { amount: "0.007143", currency: "ETH" } },
  ],
};

export const callback = {
  type: "order.status",
  timestamp: PAID_AT,
  data: {
    ...order,
    integrationId,
    payment: {
      event: "completed",
      transactionId,
      requestedAmount: usdt("25.000000"),
      receivedAmount: usdt("25.000000"),
      overpaidAmount: usdt("0.000000"),
    },
  },
};

export const delivery = {
  id: deliveryId,
  integrationId,
  orderId,
  url: "http://127.0.0.1:4000/hooks",
  state: "delivered",
  payload: JSON.stringify(callback),
  attempts: [{ at: PAID_AT, status: 204, error: null, durationMs: 7 }],
  nextAttemptAt: null,
};
export const redelivery = { ...delivery, state: "pending", attempts: delivery.attempts, nextAttemptAt: "2026-11-23T10:05:00.000Z" };

export const paymentSettings = {
  integrationId,
  paymentTolerancePercent: "0.50",
  supportUrl: "https://shop.example/help",
  supportEmail: "help@shop.example",
  showExternalIdToPayer: true,
};

export const errors = {
  400: [
    {
      code: "wrongData",
      field: "amount",
      message: 'amount must be a string of decimal text such as "10.50", not a JSON number (received 25)',
    },
  ],
  401: [
    {
      code: "wrongData",
      field: "X-API-Key",
      message:
        "The X-API-Key header is missing: send your API key in it (made in the merchant portal's API keys; the sandbox also prints one at start).",
    },
  ],
  404: [
    {
      code: "wrongData",
      field: "orderId",
      message: `order "ord_unknown" does not exist: use an orderId from a creation answer or GET /api/v1/orders`,
    },
  ],
  409: [
    {
      code: "wrongData",
      field: "Idempotency-Key",
      message:
        'Idempotency-Key "3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10" was already used for a different request (another body or endpoint): retry with the exact same request to get its answer again, or use a new key for a new request',
    },
  ],
  410: [
    {
      code: "wrongData",
      field: "path",
      message:
        "POST /api/v1/order/send was removed on 01.09.2026: use POST /api/v1/order/withdrawal to send funds to an external address, or POST /api/v1/order/refund to return funds of a completed order to a customer",
    },
  ],
  503: [
    {
      code: "unknownError",
      field: "",
      message:
        "No exchange-rate feed is configured (EXCHANGE_RATES_URL), so this service publishes no rates; payment links are priced in the dollar stablecoins only, at 1 USD",
    },
  ],
  413: [{ code: "wrongData", field: "body", message: "The body is larger than 65536 bytes: send a smaller JSON object" }],
  429: [
    {
      code: "limitExceeded",
      field: "",
      message:
        "Too many requests to the sandbox routes: at most 600 per 60 s from one client (RATE_LIMIT_SANDBOX). Retry after the number of seconds in Retry-After.",
    },
  ],
} as const;

export { deliveryId, integrationId, orderId, transactionId };

export const linkId = EXAMPLE_IDS.linkId;

export const paymentLinkRequest = {
  integrationId,
  name: "T-shirt",
  price: { amount: "10.00", currency: "USD" },
  returnUrl: "https://shop.example/thanks",
  expiresInMinutes: 15,
};

export const paymentLinkCreated = { linkId, url: linkPageUrl(ORIGIN, linkId) };

export const paymentLinkRead = {
  linkId,
  url: linkPageUrl(ORIGIN, linkId),
  integrationId,
  name: "T-shirt",
  price: { amount: "10.00", currency: "USD" },
  assetIds: ["USDT_TRC20", "USDT_ERC20"],
  returnUrl: "https://shop.example/thanks",
  expiresInMinutes: 15,
  active: true,
  createdAt: AT,
  deactivatedAt: null,
};

export const paymentLinkList = { data: [paymentLinkRead], pagination: { quantity: 1, totalQuantity: 1, currentPage: 1, pages: 1 } };

export const expiredOrder = {
  ...order,
  status: "inProgress",
  transactions: [],
  transactionsCount: 0,
  primaryAmount: usdt("0.000000"),
  secondaryAmount: usd("0.00"),
  serviceFeeAmount: usdt("0.000000"),
  totalAmount: usdt("0.000000"),
  updatedAt: AT,
  externalId: undefined,
  paymentLinkId: linkId,
  expiresAt: AT,
  expired: true,
  lockedPrice: { price: { amount: "10.00", currency: "USD" }, rate: "1.000000", ratesAt: AT },
};

export const listened = {
  data: [
    {
      id: deliveryId,
      integrationId,
      orderId,
      callbackUrl: null,
      body: JSON.stringify(callback),
      headers: {
        "content-type": "application/json",
        "user-agent": "crypto-checkout-sandbox-webhooks/0.1",
        "webhook-id": deliveryId,
        "webhook-timestamp": "1795428150",
        "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
      },
    },
  ],
  // The client's own: the id of the last callback given.
  cursor: deliveryId,
};
