// The fetch under the typed client: an Idempotency-Key on every POST, and retries that reuse it.
// A POST whose answer was lost (a connection reset after the service committed) is safe to send
// again only with the same key: the service then replays its first answer instead of creating a
// second order. So the key is fixed before the first attempt and every attempt is a clone of the
// same request.

export interface RetryOptions {
  /** Attempts after the first (default 2). */
  retries?: number;
  /** Wait before retry n (1-based), in ms (default: 250 · 2^(n-1), with full jitter). */
  retryDelayMs?: (retry: number) => number;
  /** A fresh Idempotency-Key (default: crypto.randomUUID()). */
  newIdempotencyKey?: () => string;
  /** The fetch to call (default: globalThis.fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

/** Answers worth another try: the service or something before it was briefly unable to answer. */
const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
/** The longest Retry-After honoured, in seconds; beyond it the answer is handed back. */
const MAX_RETRY_AFTER_SECONDS = 30;

const defaultDelay = (retry: number) => Math.random() * 250 * 2 ** (retry - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header given as a number; null when absent, a date, or too long. */
function retryAfterMs(response: Response): number | null {
  const text = response.headers.get("Retry-After");
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const seconds = Number(text);
  return seconds <= MAX_RETRY_AFTER_SECONDS ? seconds * 1000 : null;
}

export function retryingFetch(options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 2;
  const delay = options.retryDelayMs ?? defaultDelay;
  const newKey = options.newIdempotencyKey ?? (() => crypto.randomUUID());
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return async (request) => {
    const isPost = request.method === "POST";
    // Only a POST creates; only a POST needs a key (a GET is safe to repeat as it is).
    if (isPost && !request.headers.has("Idempotency-Key")) request.headers.set("Idempotency-Key", newKey());
    for (let retry = 0; ; retry++) {
      // Kept intact for the next attempt: a request's body can be read once.
      const attempt = retry < retries ? request.clone() : request;
      try {
        const response = await send(attempt);
        if (retry >= retries || !RETRYABLE_STATUS.has(response.status)) return response;
        const wait = retryAfterMs(response) ?? (response.status === 429 ? null : delay(retry + 1));
        if (wait === null) return response;
        await response.body?.cancel();
        await sleep(wait);
      } catch (error) {
        // A network error (refused, reset, DNS) is a TypeError from fetch; an abort is the caller's.
        if (retry >= retries || !(error instanceof TypeError) || request.signal.aborted) throw error;
        await sleep(delay(retry + 1));
      }
    }
  };
}
