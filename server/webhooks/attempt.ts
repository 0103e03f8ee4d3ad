// One signed attempt at a delivery, and the pure verdict on it. The dispatcher (dispatcher.ts)
// claims due rows from the outbox, runs attempt() on each, and records what verdict() says:
// delivered, failed for good, or due again at a backed-off time.
import type { DeliveryAttempt } from "../../src/shared/schemas/webhook.ts";
import type { OutboxDelivery } from "../store/repository.ts";
import { backoffDelay, type WebhookBackoff } from "./backoff.ts";
import { addressProblem, type DestinationPolicy } from "./destination.ts";
import { DestinationRefused } from "./guarded-fetch.ts";
import { signWebhook } from "./signature.ts";

export const USER_AGENT = "crypto-checkout-sandbox-webhooks/0.1";

const TIMED_OUT = Symbol("timed out");

export function shorten(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** Why `url` cannot be called, or null. Loopback only under the policy's allowPrivate. */
export function urlProblem(url: string, policy: DestinationPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `callback url must be an absolute http(s) URL such as "https://example.com/hooks"; got "${shorten(url)}"`;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return `callback url must use http or https; got "${parsed.protocol.slice(0, -1)}" in "${shorten(url)}"`;
  }
  if (parsed.username || parsed.password) {
    return "callback url must not contain credentials (user:password@); authenticate the callback by its webhook-signature instead";
  }
  // A literal address is refused before any attempt; a name is judged when it is connected to.
  return addressProblem(parsed.hostname, policy);
}

function describeStatus(response: Response): string | null {
  const { status } = response;
  if (status >= 200 && status <= 299) return null;
  if (status === 410) return "receiver answered 410 Gone: it asked not to be called again, so no more attempts";
  if (status >= 300 && status <= 399) {
    const location = response.headers.get("location");
    return `receiver answered ${status} redirecting to ${location ? `"${shorten(location)}"` : "(no location)"}; redirects are not followed, configure the final URL`;
  }
  if (status === 0) return "receiver answered with a redirect; redirects are not followed, configure the final URL";
  return `receiver answered ${status}; only a 2xx acknowledges the callback`;
}

function isDestinationRefused(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return cause instanceof DestinationRefused || error instanceof DestinationRefused;
}

function describeError(error: unknown): string {
  if (error instanceof DestinationRefused) return error.message;
  if (error instanceof Error && error.cause instanceof DestinationRefused) return error.cause.message;
  if (!(error instanceof Error)) return `request failed: ${String(error)}`;
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND, bad port) in cause.
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `${error.message}: ${typeof code === "string" ? `${code} ${cause.message}` : cause.message}`;
  }
  return error.message;
}

/**
 * The headers a callback is sent with, signed now with each of `secrets` (several during a
 * rotation's grace period). A listener (`crypto-checkout listen`) gets these same headers.
 */
export function callbackHeaders(delivery: Pick<OutboxDelivery, "id" | "payload">, secrets: readonly string[], timestamp: number) {
  return {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": delivery.id,
    "webhook-timestamp": String(timestamp),
    // Several secrets: one signature each, space separated.
    "webhook-signature": secrets.map((key) => signWebhook({ secret: key, id: delivery.id, timestamp, body: delivery.payload })).join(" "),
  };
}

export interface AttemptResult {
  record: DeliveryAttempt;
  /** The destination was refused (a private address, say): retrying would only ask the resolver again. */
  refused: boolean;
}

/**
 * POSTs the delivery once, signed with each of `secrets` (several during a rotation's grace
 * period), and never follows a redirect. Cut at `timeoutMs` even if `fetch` ignores its
 * signal; `controller` lets the dispatcher abort it (close, reset).
 */
export async function attempt(
  delivery: Pick<OutboxDelivery, "id" | "url" | "payload">,
  context: { secrets: readonly string[]; fetch: typeof fetch; timeoutMs: number; now: () => Date; controller: AbortController },
): Promise<AttemptResult> {
  const { controller, timeoutMs } = context;
  const startedAt = context.now();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
  timer.unref();
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  let refused = false;
  // A fetch that ignores its signal must still give the slot back when the attempt is cut.
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => {});
  try {
    const request = context.fetch(delivery.url, {
      method: "POST",
      headers: callbackHeaders(delivery, context.secrets, timestamp),
      // The raw string as given: the signature covers exactly these bytes.
      body: delivery.payload,
      // A redirect could carry a signed callback to a host the merchant never configured.
      redirect: "manual",
      signal: controller.signal,
    });
    const response = await Promise.race([request, aborted]);
    // Only the status matters; release the socket without reading what may be a huge or endless body.
    response.body?.cancel().catch(() => {});
    status = response.status === 0 ? null : response.status;
    error = describeStatus(response);
  } catch (cause) {
    if (controller.signal.aborted && controller.signal.reason === TIMED_OUT) {
      error = `no answer within ${timeoutMs} ms; the attempt was cut (timeout)`;
    } else {
      error = describeError(cause);
      refused = isDestinationRefused(cause);
    }
  } finally {
    clearTimeout(timer);
  }
  return {
    record: { at: startedAt.toISOString(), status, error, durationMs: Math.max(0, Math.round(performance.now() - started)) },
    refused,
  };
}

export type Verdict = { state: "delivered" | "failed"; nextAttemptAt: null } | { state: "pending"; nextAttemptAt: string };

/**
 * What an attempt means for its delivery: a 2xx delivers; 410, a refused destination or the
 * last allowed attempt fails it for good; anything else is due again after a full-jitter
 * backoff. `attempts` counts the attempts made, this one included.
 */
export function verdict(
  result: AttemptResult,
  attempts: number,
  policy: WebhookBackoff & { maxAttempts: number; random: () => number },
  now: Date,
): Verdict {
  const { status } = result.record;
  if (status !== null && status >= 200 && status <= 299) return { state: "delivered", nextAttemptAt: null };
  if (status === 410 || result.refused || attempts >= policy.maxAttempts) return { state: "failed", nextAttemptAt: null };
  return { state: "pending", nextAttemptAt: new Date(now.getTime() + backoffDelay(attempts, policy)).toISOString() };
}
