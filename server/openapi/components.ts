// The OpenAPI document's named schemas, converted from the zod contracts themselves (zod's own
// toJSONSchema emits JSON Schema 2020-12, the dialect of OpenAPI 3.1): nothing is written twice.
// Requests are converted as input (what the service accepts: unknown keys are stripped, so the
// objects stay open unless the zod schema is strict); answers as output (closed objects, so a
// renamed or extra field in an answer breaks the document's promise and the contract suite).
import * as z from "zod/mini";
import {
  ASSET_IDS,
  AmountText,
  ApiError,
  ApiErrors,
  AssetIdText,
  AssetList,
  CallbackPayment,
  CryptoAsset,
  Customer,
  Delivery,
  DeliveryAttempt,
  DepositOrderRequest,
  ExchangeRateItem,
  ExchangeRates,
  IncomingOrderCreated,
  Integration,
  IntegrationList,
  IntegrationWebhook,
  ListenedCallback,
  ListenedCallbacks,
  MoneyAmount,
  Order,
  OrderList,
  OrderStatusCallback,
  OrderTransaction,
  OutgoingOrderCreated,
  Pagination,
  PaymentLink,
  PaymentLinkCreated,
  PaymentLinkList,
  PaymentLinkRequest,
  PaymentOrderExtensions,
  PaymentOrderRequest,
  RefundRequest,
  SandboxConfirmRequest,
  SandboxPaymentRequest,
  Transaction,
  WebhookConfigRequest,
  WithdrawalRequest,
  ChainAddressList,
  ChainKeys,
  Payout,
  PayoutBroadcastRequest,
  PayoutItem,
  PayoutList,
} from "../../src/shared/index.ts";
import {
  AppReturnSchemesRequest,
  EmbeddingRequest,
  SandboxAppReturnSchemes,
  SandboxBalances,
  SandboxBranding,
  SandboxBrandingRequest,
  SandboxDeliveryList,
  SandboxEmbedding,
  SandboxFaults,
  SandboxFaultsRequest,
  SandboxIntegrationCreated,
  SandboxIntegrationRequest,
  SandboxPaymentSettings,
  SandboxPaymentSettingsRequest,
  SandboxResetRequest,
  SandboxTestEventRequest,
} from "../sandbox/schemas.ts";

export type JsonSchema = Record<string, unknown>;

/** Bodies the service accepts, by component name. */
export const REQUEST_SCHEMAS = {
  Customer,
  PaymentOrderRequest,
  DepositOrderRequest,
  PaymentLinkRequest,
  RefundRequest,
  WithdrawalRequest,
  SandboxPaymentRequest,
  SandboxConfirmRequest,
  SandboxIntegrationRequest,
  SandboxPaymentSettingsRequest,
  WebhookConfigRequest,
  SandboxBrandingRequest,
  EmbeddingRequest,
  AppReturnSchemesRequest,
  SandboxFaultsRequest,
  SandboxResetRequest,
  SandboxTestEventRequest,
  PayoutBroadcastRequest,
} satisfies Record<string, z.ZodMiniType>;

/** Bodies the service answers (and the callback it sends), by component name. */
export const RESPONSE_SCHEMAS = {
  ApiError,
  ApiErrors,
  MoneyAmount,
  Pagination,
  IntegrationWebhook,
  Integration,
  IntegrationList,
  CryptoAsset,
  AssetList,
  ExchangeRateItem,
  ExchangeRates,
  IncomingOrderCreated,
  OutgoingOrderCreated,
  OrderTransaction,
  Order,
  OrderList,
  Transaction,
  DeliveryAttempt,
  Delivery,
  SandboxDeliveryList,
  SandboxIntegrationCreated,
  SandboxPaymentSettings,
  SandboxBranding,
  SandboxEmbedding,
  SandboxAppReturnSchemes,
  SandboxBalances,
  SandboxFaults,
  CallbackPayment,
  OrderStatusCallback,
  PaymentLinkCreated,
  PaymentLink,
  PaymentLinkList,
  ListenedCallback,
  ListenedCallbacks,
  Payout,
  PayoutItem,
  PayoutList,
  ChainKeys,
  ChainAddressList,
} satisfies Record<string, z.ZodMiniType>;

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS;
export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;

const COMPONENT = "#/components/schemas/";

/**
 * What a JSON Schema cannot say from the zod schema alone: assetId is text for the service (its
 * rules name the valid ids in their message) but one of the catalogue's ids for a client, and an
 * amount is decimal text, never a JSON number.
 */
function annotate(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  if (ctx.zodSchema === AssetIdText) {
    ctx.jsonSchema.enum = [...ASSET_IDS];
    ctx.jsonSchema.description = "One of the asset ids of GET /api/v1/assets.";
  }
  if (ctx.zodSchema === AmountText) {
    ctx.jsonSchema.description = 'Decimal text above zero with at most 6 fraction digits, such as "25.00"; never a JSON number.';
    ctx.jsonSchema.examples = ["25.00"];
  }
}

function convert(schemas: Record<string, z.ZodMiniType>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const result = z.toJSONSchema(registry, { io, uri: (id) => COMPONENT + id, override: annotate }) as {
    schemas: Record<string, JsonSchema>;
  };
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(result.schemas)) {
    // The document's dialect is declared once (jsonSchemaDialect); an $id per component would
    // make each one its own resource and change how its $refs resolve.
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    out[id] = rest;
  }
  return out;
}

/**
 * The service's own fields of a spec body (the zod schema of the spec's body leaves them out, so
 * that strict mode drops them as any unknown field): added beside the spec's properties, each
 * marked x-extension, and left out in strict mode, where the service does not read them.
 */
function addExtensions(target: JsonSchema, extensions: z.ZodMiniObject, description: string): void {
  const converted = convert({ Extensions: extensions }, "input").Extensions as { properties: Record<string, JsonSchema> };
  const properties = target.properties as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(converted.properties)) {
    properties[name] = { ...schema, description, "x-extension": true };
  }
}

/**
 * Every named schema of the document, requests and answers. `strict`: the service in strict
 * mode (SPEC_STRICT=1), whose extension fields of the spec's bodies do not exist.
 */
export function componentSchemas(strict = false): Record<string, JsonSchema> {
  const requests = convert(REQUEST_SCHEMAS, "input");
  const responses = convert(RESPONSE_SCHEMAS, "output");
  for (const name of Object.keys(requests)) {
    if (name in responses) throw new Error(`schema ${name} is both a request and an answer: give each side its own name`);
  }
  if (!strict) {
    addExtensions(
      requests.PaymentOrderRequest as JsonSchema,
      PaymentOrderExtensions,
      'Where the checkout offers "Return to <shop>" after the payment (the URL as given, query included; a button the payer presses, never an automatic redirect): https, or http for localhost in the sandbox, with no user or password. An extension: absent in strict mode.',
    );
  }
  return { ...requests, ...responses };
}

/** An inline JSON Schema for one query field (strings with their checks; no $refs). */
export function querySchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", override: annotate }) as JsonSchema;
  return rest;
}

export const ref = (name: RequestSchemaName | ResponseSchemaName) => ({ $ref: COMPONENT + name });
