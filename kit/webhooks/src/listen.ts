// The forwarder of `crypto-checkout listen`: reads the callbacks of the key's integrations from
// the service (GET /api/v1/webhooks/listen, a cursor and a held read) and replays each, its exact
// bytes and its signed headers, to a receiver on this machine, which the service cannot reach.
// A lost connection to the service is retried from the same cursor, so nothing is skipped. The
// API key goes to the service's origin only: a redirect elsewhere stops the listener with an
// error, and a plain-http service URL off this machine is warned about at the start.
import type { ListenedCallback, ListenedCallbacks } from "../../../src/shared/schemas/webhook.ts";
import { RedirectRefused, sameOriginRedirects } from "../../../src/shared/same-origin-redirects.ts";

export interface ListenOptions {
  /** The service's origin, such as https://pay.example.com. */
  serviceUrl: string;
  apiKey: string;
  /** The local receiver, such as http://localhost:3000/hooks. */
  forwardTo: string;
  /** One integration's callbacks; absent: every integration of the key's client. */
  integrationId?: string | undefined;
  /** Where each line goes (default: stdout). */
  print?: (line: string) => void;
  /** Stops the listener. */
  signal?: AbortSignal;
}

/** Refused by the service (a wrong key, an unknown integration, a redirect elsewhere): retrying cannot help. */
export class ListenRefused extends Error {
  override readonly name = "ListenRefused";
}

const HELD_SECONDS = 25;
/** Longer than the held read, so a silent service is noticed. */
const READ_TIMEOUT_MS = (HELD_SECONDS + 15) * 1000;
const MAX_BACKOFF_MS = 30_000;

/** What a line says of the callback: its type, order and status when its body tells them. */
function describe(callback: ListenedCallback): string {
  try {
    const event = JSON.parse(callback.body) as { type?: unknown; data?: { status?: unknown; test?: unknown } };
    const test = event.data?.test === true ? " (test)" : "";
    return `${String(event.type)} ${callback.orderId} ${String(event.data?.status)}${test}`;
  } catch {
    return `callback ${callback.orderId}`;
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Replays one callback to the receiver as the service would send it; the line says what it answered. */
async function forward(callback: ListenedCallback, options: ListenOptions): Promise<string> {
  const started = Date.now();
  try {
    const response = await fetch(options.forwardTo, {
      method: "POST",
      headers: callback.headers,
      // The signed text as it is: the signature covers exactly these bytes.
      body: callback.body,
      redirect: "manual",
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return `${response.status}${response.statusText ? ` ${response.statusText}` : ""} (${Date.now() - started} ms)`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `no answer: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
  }
}

/** Names this machine: a plain-http URL to it crosses no network. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * The warning for a plain-http service URL off this machine: the API key (in every read) and
 * the signed callbacks would cross the network unencrypted, readable and changeable on the way.
 */
export function plainHttpWarning(serviceUrl: string): string | null {
  const url = new URL(serviceUrl);
  if (url.protocol !== "http:" || isLoopback(url.hostname)) return null;
  return `warning: ${url.origin} is plain http and not this machine: the API key and the callbacks cross the network unencrypted. Use the service's https:// URL.`;
}

/** One read of the service: the callbacks after `cursor` (held up to 25 s), or the cursor of now. */
async function read(options: ListenOptions, cursor: string | null): Promise<ListenedCallbacks> {
  const url = new URL("/api/v1/webhooks/listen", options.serviceUrl);
  if (cursor !== null) url.searchParams.set("cursor", cursor);
  if (options.integrationId !== undefined) url.searchParams.set("integrationId", options.integrationId);
  const timeout = AbortSignal.timeout(READ_TIMEOUT_MS);
  let response: Response;
  try {
    response = await sameOriginRedirects((request) => fetch(request))(
      new Request(url, {
        headers: { "X-API-Key": options.apiKey, ...(cursor === null ? {} : { Prefer: `wait=${HELD_SECONDS}` }) },
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      }),
    );
  } catch (error) {
    // Retrying would meet the same redirect: the listener stops and says where it pointed.
    if (error instanceof RedirectRefused) throw new ListenRefused(`the service's URL redirects elsewhere: ${error.message}`);
    throw error;
  }
  const text = await response.text();
  if (response.status === 401) throw new ListenRefused(`the service refused the API key (401): check --api-key or CRYPTO_CHECKOUT_API_KEY`);
  if (response.status === 400 || response.status === 404) {
    let message = text;
    try {
      message = (JSON.parse(text) as Array<{ message?: string }>).map((error) => error.message).join("; ");
    } catch {}
    throw new ListenRefused(
      response.status === 404
        ? `the service has no listener route (404): it is in strict mode, or older than this package`
        : `the service refused the read (400): ${message}`,
    );
  }
  if (!response.ok) throw new Error(`the service answered ${response.status}`);
  return JSON.parse(text) as ListenedCallbacks;
}

/**
 * Listens until `signal` aborts: forwards each callback in the order the service made them,
 * printing a line for each with the receiver's answer. Throws ListenRefused when the service
 * refuses the key or the integration.
 */
export async function listen(options: ListenOptions): Promise<void> {
  const print = options.print ?? ((line: string) => console.log(line));
  const warning = plainHttpWarning(options.serviceUrl);
  if (warning) print(warning);
  const what = options.integrationId === undefined ? "every integration of this key" : `integration ${options.integrationId}`;
  let cursor: string | null = null;
  let backoff = 1000;
  while (!options.signal?.aborted) {
    let page: ListenedCallbacks;
    try {
      page = await read(options, cursor);
    } catch (error) {
      if (error instanceof ListenRefused || options.signal?.aborted) {
        if (options.signal?.aborted) return;
        throw error;
      }
      print(
        `the service did not answer (${(error as Error).message}); reading again in ${Math.round(backoff / 1000)} s from where it left off`,
      );
      await sleep(backoff, options.signal);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      continue;
    }
    backoff = 1000;
    if (cursor === null)
      print(`Ready: forwarding the callbacks of ${what} from ${options.serviceUrl} to ${options.forwardTo} (Ctrl-C to stop)`);
    for (const callback of page.data) {
      const answer = await forward(callback, options);
      print(`${new Date().toISOString()} ${describe(callback)} [${callback.id}] -> ${answer}`);
    }
    cursor = page.cursor;
  }
}
