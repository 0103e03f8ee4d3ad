import * as z from "zod/mini";
import { isDecimalText } from "../money.ts";

/**
 * The spec's resources with the spec's fields and nothing else (Payment Service API v1,
 * "Resources and their fields" and the endpoints' 201 tables). The sandbox's own schemas
 * (orders.ts, reference.ts) add what the sandbox chose to show; these do not.
 *
 * Two flavours from one list of fields, so they cannot drift apart:
 * - `Spec`: unknown fields are dropped on parse. The gateway reads an upstream through these, so
 *   it can only ever see what the spec defines; the sandbox's strict mode answers through them.
 * - `StrictSpec`: unknown fields are refused. Tests parse strict answers with these.
 *
 * Where the spec says an object exists but not its fields (an integration's `webhook`), the value
 * is kept as an opaque record: present, never read.
 */
function build(object: typeof z.object) {
  const MoneyAmount = object({
    amount: z.string().check(z.refine(isDecimalText, "amount must be decimal text")),
    currency: z.string(),
  });

  const Pagination = object({
    quantity: z.int(),
    totalQuantity: z.int(),
    currentPage: z.int(),
    pages: z.int(),
  });

  const Integration = object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    status: z.string(),
    webhook: z.record(z.string(), z.unknown()),
  });

  const CryptoAsset = object({
    id: z.string(),
    currencyCode: z.string(),
    displayName: z.string(),
    blockchainId: z.string(),
    blockchainDisplayName: z.string(),
    name: z.string(),
    disabled: z.boolean(),
  });

  const ExchangeRateItem = object({ assetId: z.string(), rate: z.string(), crypto: MoneyAmount });

  const OrderTransaction = object({
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
  });

  const Order = object({
    id: z.string(),
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
    // Type and format not shown; a string is what every known deployment sends.
    operationId: z.optional(z.string()),
  });

  const Transaction = object({
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
  });

  return {
    MoneyAmount,
    Pagination,
    Integration,
    IntegrationList: object({ data: z.array(Integration), pagination: Pagination }),
    CryptoAsset,
    AssetList: object({ assets: z.array(CryptoAsset) }),
    ExchangeRates: object({ rates: z.array(ExchangeRateItem) }),
    OrderTransaction,
    Order,
    // The envelope of the order list is not shown; the one of the integrations list is assumed.
    OrderList: object({ data: z.array(Order), pagination: Pagination }),
    Transaction,
    IncomingOrderCreated: object({ orderId: z.string(), paymentLink: z.string(), widgetCode: z.string(), paymentAddress: z.string() }),
    OutgoingOrderCreated: object({ orderId: z.string(), transactionId: z.string() }),
  };
}

export const Spec = build(z.object);
// The inferred types are the same; only the treatment of unknown keys differs.
export const StrictSpec = build(z.strictObject as unknown as typeof z.object);

export type SpecOrder = z.infer<typeof Spec.Order>;
export type SpecOrderTransaction = z.infer<typeof Spec.OrderTransaction>;
export type SpecTransaction = z.infer<typeof Spec.Transaction>;
export type SpecIncomingOrderCreated = z.infer<typeof Spec.IncomingOrderCreated>;
