import * as z from "zod/mini";
import { AmountText } from "./amount-text.ts";
import { IdText } from "./id-text.ts";
import { MoneyAmount } from "./money-amount.ts";
import { Payout } from "./payouts.ts";
import { Pagination } from "./reference.ts";

const required = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`) })
    .check(z.minLength(1, `${field} must not be empty`));

const integrationIdText = IdText(
  "integrationId",
  (received) => `integrationId ${received} is not one of your integrations: use an id from GET /api/v1/integrations`,
);

const optionalText = (field: string, max = 255) =>
  z.optional(z.string(`${field} must be a string`).check(z.maxLength(max, `${field} is longer than ${max} characters`)));

/**
 * The assetId of a request. Text here, so an unknown id gets the rules' message naming the valid
 * ids; the OpenAPI document lists ASSET_IDS for it, so typed clients refuse a wrong one.
 */
export const AssetIdText = required("assetId");

/** Spec: Customer object. Only `individual` is known; the sandbox accepts only that type. */
export const Customer = z.object(
  {
    type: z.literal("individual", 'customer.type must be "individual" (the only customer type the spec knows)'),
    firstName: required("customer.firstName"),
    lastName: required("customer.lastName"),
    address: optionalText("customer.address"),
    idDocument: optionalText("customer.idDocument"),
  },
  {
    error: (issue) =>
      issue.input === undefined
        ? "customer is required on order creation since release 15.09.2025: send { type, firstName, lastName }"
        : "customer must be an object: { type, firstName, lastName }",
  },
);
export type Customer = z.infer<typeof Customer>;

/** Spec: POST /api/v1/order/payment request body. */
export const PaymentOrderRequest = z.object({
  integrationId: integrationIdText,
  amount: AmountText,
  assetId: AssetIdText,
  customer: Customer,
  externalId: optionalText("externalId"),
});
export type PaymentOrderRequest = z.infer<typeof PaymentOrderRequest>;

/** Spec: POST /api/v1/order/deposit request body (no amount). */
export const DepositOrderRequest = z.object({
  integrationId: integrationIdText,
  assetId: AssetIdText,
  customer: Customer,
  externalId: optionalText("externalId"),
});
export type DepositOrderRequest = z.infer<typeof DepositOrderRequest>;

/**
 * Spec: 201 of payment and deposit creation. `operationId` is the sandbox's addition (release
 * 04.02.2026), absent in strict mode (SPEC_STRICT=1).
 */
export const IncomingOrderCreated = z.object({
  orderId: z.string(),
  paymentLink: z.string(),
  widgetCode: z.string(),
  paymentAddress: z.string(),
  operationId: z.optional(z.string()),
});
export type IncomingOrderCreated = z.infer<typeof IncomingOrderCreated>;

/** Spec: POST /api/v1/order/refund request body. */
export const RefundRequest = z.object({
  amount: AmountText,
  assetId: AssetIdText,
  destinationAddress: required("destinationAddress"),
  refundOrderId: IdText(
    "refundOrderId",
    (received) => `refundOrderId ${received} is not one of your orders: use the orderId of a completed payment or deposit order`,
  ),
});
export type RefundRequest = z.infer<typeof RefundRequest>;

/** Spec: POST /api/v1/order/withdrawal request body. */
export const WithdrawalRequest = z.object({
  amount: AmountText,
  assetId: AssetIdText,
  destinationAddress: required("destinationAddress"),
  integrationId: integrationIdText,
  customer: Customer,
  externalId: optionalText("externalId"),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;

/**
 * Spec: 201 of refund and withdrawal creation (transactionId required since 13.08.2025);
 * `operationId` is the sandbox's addition, as on the incoming orders.
 */
export const OutgoingOrderCreated = z.object({ orderId: z.string(), transactionId: z.string(), operationId: z.optional(z.string()) });
export type OutgoingOrderCreated = z.infer<typeof OutgoingOrderCreated>;

/**
 * Sandbox additions to a transaction: its confirmations, the count it needs (status is
 * "pending" until then, "completed" after), and `late` for a transfer confirmed after its
 * payment order had completed.
 */
const SandboxConfirmationFields = {
  confirmations: z.optional(z.int()),
  requiredConfirmations: z.optional(z.int()),
  late: z.optional(z.boolean()),
};

/** Spec: Order transaction (element of Order.transactions). */
export const OrderTransaction = z.object({
  id: z.string(),
  hash: z.nullable(z.string()),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  receiverAddress: z.string(),
  primaryAmount: MoneyAmount,
  secondaryAmount: MoneyAmount,
  serviceFeeAmount: MoneyAmount,
  totalAmount: MoneyAmount,
  ...SandboxConfirmationFields,
});
export type OrderTransaction = z.infer<typeof OrderTransaction>;

/**
 * Extensions on orders made by a payment link (returnUrl on an API order; a chain-mode order's
 * address index and derivation path): absent in strict mode. `expired` is present only when true: the window ended with nothing detected in it (the
 * spec's status stays inProgress). `lockedPrice.ratesAt` is when the rates were read: its age
 * at the order's creation is how old the rate was.
 */
const OrderExtensionFields = {
  paymentLinkId: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  expired: z.optional(z.literal(true)),
  returnUrl: z.optional(z.string()),
  lockedPrice: z.optional(
    z.object({ price: z.object({ amount: z.string(), currency: z.string() }), rate: z.nullable(z.string()), ratesAt: z.string() }),
  ),
  paidAfterExpiry: z.optional(z.literal(true)),
  markedPaidAt: z.optional(z.string()),
  /**
   * Chain mode: the order address's index in the merchant's wallet (child 0/index of the xpub's
   * account) and its full BIP-44 path (m/44'/60'/0'/0/7), which a refund or a sweep needs.
   */
  addressIndex: z.optional(z.int().check(z.minimum(0))),
  derivationPath: z.optional(z.string()),
  /** Chain mode's refunds and withdrawals: the payout the merchant's own wallet pays (payouts.ts). */
  payout: z.optional(Payout),
};

/** The four order kinds. Not a field of the spec's Order: the sandbox adds it as `type`. */
export const OrderType = z.enum(["payment", "deposit", "refund", "withdrawal"]);
export type OrderType = z.infer<typeof OrderType>;

/** Spec: Order (returned by the order reads); `type` and `assetId` are sandbox additions. */
export const Order = z.object({
  id: z.string(),
  type: z.optional(OrderType),
  assetId: z.optional(z.string()),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  transactions: z.array(OrderTransaction),
  transactionsCount: z.optional(z.int()),
  primaryAmount: MoneyAmount,
  secondaryAmount: MoneyAmount,
  serviceFeeAmount: MoneyAmount,
  totalAmount: MoneyAmount,
  externalId: z.optional(z.string()),
  operationId: z.optional(z.string()),
  ...OrderExtensionFields,
});
export type Order = z.infer<typeof Order>;

/** GET /api/v1/orders. The envelope is not shown by the spec; the sandbox reuses the integrations one. */
export const OrderList = z.object({ data: z.array(Order), pagination: Pagination });
export type OrderList = z.infer<typeof OrderList>;

/** Spec: Transaction (GET /api/v1/orders/{orderId}/transactions/{transactionId}). */
export const Transaction = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  senderAddress: z.optional(z.string()),
  receiverAddress: z.optional(z.nullable(z.string())),
  primaryAmount: MoneyAmount,
  primaryBlockchain: z.string(),
  secondaryAmount: MoneyAmount,
  serviceFeeAmount: MoneyAmount,
  totalAmount: MoneyAmount,
  hash: z.optional(z.string()),
  externalId: z.optional(z.string()),
  ...SandboxConfirmationFields,
});
export type Transaction = z.infer<typeof Transaction>;
