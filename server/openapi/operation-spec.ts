// One operation of the OpenAPI document as operations.ts and payout-operations.ts write it.
import type * as z from "zod/mini";
import type { RequestSchemaName, ResponseSchemaName } from "./components.ts";

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
