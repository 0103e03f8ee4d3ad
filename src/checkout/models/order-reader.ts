// One read of the checkout order, as the polling loop needs it: every HTTP answer mapped to an
// outcome, never an exception. A body is held to the contract by `accept` (the schema's chunk,
// order-check.ts): the request itself needs no schema, so the first status request goes out
// while that chunk is still on its way, and only an answer with a new order waits for it.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";

/** `date`: the service's clock when it answered (its Date header), null where it sent none. */
export type ReadOutcome =
  | { kind: "order"; order: CheckoutOrder; etag: string | null; date?: number | null }
  | { kind: "unchanged"; date?: number | null }
  | { kind: "not-found" }
  | { kind: "fault"; retryAfterMs: number | null };

export interface ReadRequest {
  /** Ask the service to hold the request until the order changes (RFC 7240 Prefer: wait). */
  waitSeconds: number | null;
  /** Whether an order is on screen, and its version (null when the service sent none). */
  shown: boolean;
  etag: string | null;
  signal: AbortSignal;
}

export interface ReaderOptions {
  url: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Retry-After header to milliseconds (the model owns the policy). */
  retryAfter: (value: string | null) => number | null;
  /** The order if `body` is one and is this page's (order-check.ts); a failed load of the check throws. */
  accept: (body: unknown) => Promise<CheckoutOrder | null>;
}

export type ReadOrder = (request: ReadRequest) => Promise<ReadOutcome>;

export function createOrderReader(options: ReaderOptions): ReadOrder {
  // Plain fetch (ky was 4 KB of the first load for a timeout and no retries): retries are the
  // model's (with jitter and Retry-After); HTTP statuses are outcomes; the timeout covers the
  // whole read, body included, and a network failure, a timeout or the caller's abort throw.
  return async (request) => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    request.signal.addEventListener("abort", abort, { once: true });
    if (request.signal.aborted) abort();
    const timer = setTimeout(abort, options.timeoutMs);
    try {
      return await readWith(options, request, controller.signal);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener("abort", abort);
    }
  };
}

async function readWith(options: ReaderOptions, { waitSeconds, shown, etag }: ReadRequest, signal: AbortSignal): Promise<ReadOutcome> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (waitSeconds !== null) headers.Prefer = `wait=${waitSeconds}`;
  if (shown && etag !== null) headers["If-None-Match"] = etag;
  const response = await options.fetch(new Request(options.url, { headers, signal, cache: "no-store", credentials: "omit" }));
  const date = serviceDate(response);
  if (response.status === 304) return shown ? { kind: "unchanged", date } : { kind: "fault", retryAfterMs: null };
  // The service says this order will never be there (unknown order or integration). Once
  // the order has been shown, a 404 can only be a passing fault (a proxy, a restarting
  // service): keep the last known order and reconnect rather than tell the payer it's gone.
  if ((response.status === 404 || response.status === 410) && !shown) return { kind: "not-found" };
  if (response.status !== 200) return { kind: "fault", retryAfterMs: options.retryAfter(response.headers.get("Retry-After")) };
  // A body that breaks the contract is not a new status: it is a fault of the service, and
  // the last good order stays on screen while the page retries.
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: "fault", retryAfterMs: null };
  }
  const order = await options.accept(body);
  return order ? { kind: "order", order, etag: response.headers.get("ETag"), date } : { kind: "fault", retryAfterMs: null };
}

/** The Date header in ms (whole seconds: the middle of its second), null when absent or unreadable. */
function serviceDate(response: Response): number | null {
  const ms = Date.parse(response.headers.get("Date") ?? "");
  return Number.isNaN(ms) ? null : ms + 500;
}
