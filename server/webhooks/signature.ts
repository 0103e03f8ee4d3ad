import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signing in the Standard Webhooks style (https://www.standardwebhooks.com): the spec leaves
 * "signing or authentication of callbacks" not shown, so the sandbox follows the public
 * standard that merchants' libraries already verify.
 */

const SECRET_PREFIX = "whsec_";
/** 32 bytes: above the standard's minimum of 24, the size of an HMAC-SHA256 block's worth of key. */
const SECRET_BYTES = 32;
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** A fresh signing secret: "whsec_" followed by the base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString("base64");
}

function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) {
    throw new TypeError(
      `webhook secret must start with "${SECRET_PREFIX}" followed by base64 key bytes; got a value starting with "${secret.slice(0, 6)}". Use generateWebhookSecret().`,
    );
  }
  const encoded = secret.slice(SECRET_PREFIX.length);
  const key = Buffer.from(encoded, "base64");
  // Buffer.from silently skips characters outside the alphabet; re-encoding catches a mangled secret.
  if (key.length < 24 || key.toString("base64").replace(/=+$/, "") !== encoded.replace(/=+$/, "")) {
    throw new TypeError(
      `webhook secret must be "${SECRET_PREFIX}" + base64 of at least 24 bytes; got ${key.length} decodable bytes. Use generateWebhookSecret().`,
    );
  }
  return key;
}

function digest(key: Buffer, id: string, timestamp: number, body: string): Buffer {
  return createHmac("sha256", key).update(`${id}.${timestamp}.${body}`, "utf8").digest();
}

/** "v1,<base64 HMAC-SHA256(key, `${id}.${timestamp}.${body}`)>", key = base64-decoded part after "whsec_". */
export function signWebhook(input: { secret: string; id: string; timestamp: number; body: string }): string {
  if (!Number.isSafeInteger(input.timestamp) || input.timestamp < 0) {
    throw new TypeError(`timestamp must be whole unix seconds; got ${input.timestamp}`);
  }
  return `v1,${digest(secretKey(input.secret), input.id, input.timestamp, input.body).toString("base64")}`;
}

function header(headers: Record<string, string>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

/**
 * True when `webhook-signature` holds a v1 signature of (webhook-id, webhook-timestamp, body)
 * under `secret` and the timestamp is within `toleranceSeconds` (default 300) of `now`.
 * `now` is unix seconds, like the header; it defaults to the clock.
 * The header may carry several space-separated signatures (secret rotation); one match suffices.
 * Signatures are compared in constant time. Malformed input answers false; a malformed secret throws,
 * since that is the receiver's configuration error, not an attacker's.
 */
export function verifyWebhook(input: {
  secret: string;
  headers: Record<string, string>;
  body: string;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const key = secretKey(input.secret);
  const now = input.now ?? Math.floor(Date.now() / 1000);
  // Not finite would fail open: a NaN makes every comparison false, an Infinity every timestamp fresh.
  if (!Number.isFinite(now)) throw new RangeError(`now must be a finite number of unix seconds; got ${String(now)}`);
  if (now > 1e11) {
    throw new RangeError(`now must be unix seconds; got ${now}, which looks like milliseconds (divide by 1000)`);
  }
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (!Number.isFinite(tolerance) || tolerance <= 0) {
    throw new RangeError(`toleranceSeconds must be a finite number of seconds above 0; got ${String(tolerance)}`);
  }
  const id = header(input.headers, "webhook-id");
  const timestampText = header(input.headers, "webhook-timestamp");
  const signatures = header(input.headers, "webhook-signature");
  if (!id || !timestampText || !signatures || !/^\d{1,12}$/.test(timestampText)) return false;
  const timestamp = Number(timestampText);
  // Both directions: a stale timestamp is a replay, a future one a forged or badly skewed clock.
  if (Math.abs(now - timestamp) > tolerance) return false;

  const expected = digest(key, id, timestamp, input.body);
  let matched = false;
  for (const candidate of signatures.split(" ")) {
    const comma = candidate.indexOf(",");
    if (comma < 0 || candidate.slice(0, comma) !== "v1") continue;
    const given = Buffer.from(candidate.slice(comma + 1), "base64");
    // Lengths are public (always 32 for SHA-256); only equal-length buffers reach timingSafeEqual.
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}
