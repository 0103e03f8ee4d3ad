// Signed callbacks for merchants' own tests: the same headers and signature the service sends,
// so a receiver's test can feed it a callback without a running service.
import { randomBytes } from "node:crypto";
import { secretKey, signature } from "./verify.ts";

export interface SignedWebhook {
  body: string;
  headers: { "content-type": string; "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };
}

/** A fresh secret for a test: "whsec_" + base64 of 32 random bytes. */
export function generateTestSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * `payload` as the service would send it: an object is serialised once here and the signature
 * covers exactly that text (send `body` as it is). `id` defaults to a fresh msg_ id, `timestamp`
 * (unix seconds) to now.
 */
export function signTestWebhook(input: { secret: string; payload: unknown; id?: string; timestamp?: number }): SignedWebhook {
  const body = typeof input.payload === "string" ? input.payload : JSON.stringify(input.payload);
  const id = input.id ?? `msg_${randomBytes(16).toString("base64url")}`;
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  const signed = signature(secretKey(input.secret), id, timestamp, body).toString("base64");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": `v1,${signed}`,
    },
  };
}
