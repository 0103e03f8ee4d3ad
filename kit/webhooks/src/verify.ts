// Verifying the order status callback in the Standard Webhooks way (the service signs every
// attempt so): HMAC-SHA256 over "<webhook-id>.<webhook-timestamp>.<raw body>" with the key the
// secret's base64 after "whsec_" holds, checked in constant time, and a timestamp within five
// minutes either way so a captured callback cannot be replayed later.
import { createHmac, timingSafeEqual } from "node:crypto";
import { OrderStatusCallback } from "../../../src/shared/schemas/webhook.ts";

export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;
const PREFIX = "whsec_";

export type WebhookFailure = "secret" | "headers" | "timestamp" | "signature" | "body";

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Node's IncomingHttpHeaders, a fetch Headers, or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** Seconds a timestamp may differ from now, either way (default 300). */
  toleranceSeconds?: number;
  /** Now, in unix seconds (default: the clock). */
  now?: number;
}

export function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : "";
  const key = Buffer.from(encoded, "base64");
  if (key.length < 24 || key.toString("base64").replace(/=+$/, "") !== encoded.replace(/=+$/, "")) {
    throw new WebhookVerificationError(
      "secret",
      `the secret must be "whsec_" followed by the base64 of at least 24 bytes (the service prints it at start)`,
    );
  }
  return key;
}

export function signature(key: Buffer, id: string, timestamp: number, body: string | Uint8Array): Buffer {
  return createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest();
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== "undefined" && headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * The tolerance and the clock, refused unless finite: a NaN makes every comparison false and an
 * Infinity makes every timestamp fresh, so either would accept a callback of any age.
 */
function clockOptions(options: VerifyOptions): { now: number; tolerance: number } {
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (typeof tolerance !== "number" || !Number.isFinite(tolerance) || tolerance <= 0) {
    throw new RangeError(`toleranceSeconds must be a finite number of seconds above 0; got ${String(tolerance)}`);
  }
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (typeof now !== "number" || !Number.isFinite(now)) {
    throw new RangeError(`now must be a finite number of unix seconds; got ${String(now)}`);
  }
  return { now, tolerance };
}

/** Throws WebhookVerificationError unless the raw body carries a valid, fresh signature under `secret`. */
export function verifySignature(rawBody: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions = {}): void {
  const key = secretKey(secret);
  const id = header(headers, "webhook-id");
  const timestampText = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestampText || !signatures) {
    throw new WebhookVerificationError("headers", "webhook-id, webhook-timestamp and webhook-signature headers are required");
  }
  if (!/^\d{1,12}$/.test(timestampText)) throw new WebhookVerificationError("headers", "webhook-timestamp must be unix seconds");
  const { now, tolerance } = clockOptions(options);
  const timestamp = Number(timestampText);
  // Both ways: an old timestamp is a replay, a future one a forgery or a badly skewed clock.
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookVerificationError(
      "timestamp",
      `webhook-timestamp is ${now - timestamp} s from now, beyond the ${tolerance} s tolerance`,
    );
  }
  const expected = signature(key, id, timestamp, rawBody);
  const matched = signatures.split(" ").some((candidate) => {
    const [version, value = ""] = candidate.split(",", 2);
    const given = Buffer.from(value, "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matched) {
    throw new WebhookVerificationError(
      "signature",
      "no webhook-signature matches: check the secret, and verify the raw body exactly as received (not a parsed and re-serialised copy)",
    );
  }
}

/**
 * The order status callback, verified and parsed: the signature and timestamp first (on the raw
 * bytes, before any JSON parsing), then the body against the service's own schema.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): OrderStatusCallback {
  verifySignature(rawBody, headers, secret, options);
  let json: unknown;
  try {
    json = JSON.parse(typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8"));
  } catch {
    throw new WebhookVerificationError("body", "the body is not JSON");
  }
  const parsed = OrderStatusCallback.safeParse(json);
  if (!parsed.success) {
    throw new WebhookVerificationError(
      "body",
      `the body is not an order status callback: ${parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ")}`,
    );
  }
  return parsed.data;
}
