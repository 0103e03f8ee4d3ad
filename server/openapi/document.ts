// The OpenAPI 3.1 document of the service, assembled from the operation table and the zod
// contracts. Built once per process, on the first GET /openapi.json (server/openapi/routes.ts),
// never on a request's hot path and never in the page's bundle.
import { MAX_BODY_BYTES } from "../http/limits.ts";
import { componentSchemas, querySchema, ref, type JsonSchema } from "./components.ts";
import * as ex from "./examples.ts";
import { OPERATIONS, type OperationSpec } from "./operations.ts";

export const OPENAPI_VERSION = "3.1.0";
export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

const json = (schema: unknown, example: unknown) => ({ "application/json": { schema, example } });
const errorsBody = (status: keyof typeof ex.errors) => json(ref("ApiErrors"), ex.errors[status]);

const COMMON_RESPONSES = {
  Unauthorized: {
    description: "The X-API-Key header is missing or does not hold a valid key.",
    headers: { "WWW-Authenticate": { description: 'ApiKey header="X-API-Key"', schema: { type: "string" } } },
    content: errorsBody(401),
  },
  TooLarge: {
    description: `The body is larger than ${MAX_BODY_BYTES} bytes.`,
    content: errorsBody(413),
  },
  TooManyRequests: {
    description: "Too many requests from this client to the sandbox routes (a per-client limit; RATE_LIMIT_SANDBOX).",
    headers: { "Retry-After": { description: "Seconds until the window allows a request again.", schema: { type: "integer" } } },
    content: errorsBody(429),
  },
};

function pathParameters(spec: OperationSpec) {
  return [...spec.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
    example: spec.pathExamples?.[name as string] ?? "id",
  }));
}

function queryParameters(spec: OperationSpec) {
  if (!spec.query) return [];
  return Object.entries(spec.query._zod.def.shape).map(([name, field]) => {
    const schema: JsonSchema = querySchema(field);
    return {
      name,
      in: "query",
      required: (field as { _zod: { optin?: string } })._zod.optin !== "optional",
      schema,
    };
  });
}

function operation(spec: OperationSpec) {
  const parameters: unknown[] = [...pathParameters(spec), ...queryParameters(spec)];
  if (spec.idempotent) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  const responses: Record<string, unknown> = {};
  if (spec.success) {
    const { status, description, schema, example } = spec.success;
    responses[String(status)] = {
      description,
      ...(spec.idempotent ? { headers: { "Idempotent-Replayed": { $ref: "#/components/headers/IdempotentReplayed" } } } : {}),
      ...(schema ? { content: json(ref(schema), example) } : {}),
    };
  }
  for (const [status, description] of Object.entries(spec.errors)) {
    responses[status] = { description, content: errorsBody(Number(status) as keyof typeof ex.errors) };
  }
  responses["401"] = { $ref: "#/components/responses/Unauthorized" };
  if (spec.body) responses["413"] = { $ref: "#/components/responses/TooLarge" };
  if (spec.path.startsWith("/_sandbox/")) responses["429"] = { $ref: "#/components/responses/TooManyRequests" };
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: [spec.tag],
    ...(spec.extension ? { "x-extension": true } : {}),
    ...(spec.deprecated ? { deprecated: true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body ? { requestBody: { required: spec.body.required, content: json(ref(spec.body.schema), spec.body.example) } } : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  };
}

function paths(strict: boolean) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const spec of OPERATIONS) if (!(strict && spec.extension)) (out[spec.path] ??= {})[spec.method] = operation(spec);
  return out;
}

/** The order status callback, as the service sends it to the integration's callback URL. */
function webhooks() {
  const header = (name: string, description: string, example: string) => ({
    name,
    in: "header",
    required: true,
    description,
    schema: { type: "string" },
    example,
  });
  return {
    orderStatus: {
      post: {
        operationId: "orderStatusCallback",
        summary: "Order status callback",
        description:
          "Sent to the integration's callback URL when a payment order completes, a deposit order is credited, or a transfer reaches a completed order, for the order types the integration selected. Signed in the Standard Webhooks way: verify the raw body before parsing it (kit/webhooks: verifyWebhook).",
        tags: ["Webhooks"],
        security: [],
        parameters: [
          header("webhook-id", "The delivery id: the same on every retry and redelivery; deduplicate on it.", ex.deliveryId),
          header("webhook-timestamp", "Unix seconds of this attempt (each attempt is signed afresh).", "1795428150"),
          header(
            "webhook-signature",
            'Space-separated "v1,<base64 HMAC-SHA256>" of "<webhook-id>.<webhook-timestamp>.<raw body>", keyed by the base64-decoded part of the secret after whsec_.',
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
          ),
        ],
        requestBody: { required: true, content: json(ref("OrderStatusCallback"), ex.callback) },
        responses: {
          "204": { description: "Any 2xx acknowledges the callback (the body is not read)." },
          "410": { description: "Gone: never call this URL again (no further attempts)." },
        },
      },
    },
  };
}

/** `strict`: the service in strict mode (SPEC_STRICT=1), whose extensions (x-extension) do not exist. */
export function buildOpenApiDocument(options: { serverUrl?: string; strict?: boolean } = {}) {
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    info: {
      title: "Crypto Payment Service API v1 (sandbox)",
      version: "1.0.0",
      description:
        "The Payment Service API v1 as this sandbox serves it, generated from the service's own contracts. Money amounts are decimal text, never JSON numbers. Every error answer is an array of error objects. Routes tagged Sandbox are the sandbox's controls (what the chain or the client portal would do), not part of the provider's API.",
      license: { name: "UNLICENSED", identifier: "UNLICENSED" },
    },
    servers: [{ url: options.serverUrl ?? "http://127.0.0.1:8080", description: "The sandbox (npm start)." }],
    security: [{ ApiKey: [] }],
    tags: [
      { name: "Integrations", description: "The merchant's integrations (shops)." },
      { name: "Reference data", description: "Assets and exchange rates." },
      { name: "Orders", description: "Payment and deposit orders, refunds and withdrawals, and their reads." },
      {
        name: "Payment links",
        description:
          "An extension beside the spec (x-extension; absent in strict mode): reusable links priced in money, where each payer picks the asset.",
      },
      {
        name: "Payouts",
        description:
          "An extension beside the spec (x-extension; absent in strict mode), answered in chain mode only: refunds and withdrawals as payouts the merchant's own wallet pays, the watch-only keys' first addresses and the order addresses.",
      },
      {
        name: "Sandbox",
        description:
          "The sandbox's own controls: simulate the chain, configure what the client portal would hold, inspect and reset. Not part of the provider's API.",
      },
      { name: "Webhooks", description: "What the service sends to the merchant." },
    ],
    paths: paths(options.strict === true),
    webhooks: webhooks(),
    components: {
      securitySchemes: {
        ApiKey: {
          type: "apiKey",
          in: "header",
          name: "X-API-Key",
          description: "The API key (the sandbox prints it at start; SANDBOX_API_KEY sets it).",
        },
      },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "1 to 255 visible ASCII characters (a UUID per request). The first answer to a key is kept with what it created: the same request with the same key gets that answer again (Idempotent-Replayed: true) instead of a second order; another request with the same key gets 409. Send one on every POST and reuse it when you retry.",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
          example: "3f0c2a9e-6a1b-4c7e-9f55-2b8d1e7a4c10",
        },
      },
      headers: {
        IdempotentReplayed: {
          description: "true when this answer is the replay of the first answer to the Idempotency-Key.",
          schema: { type: "string", enum: ["true"] },
        },
      },
      responses: COMMON_RESPONSES,
      schemas: componentSchemas(options.strict === true),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
