// The gateway's only way to the upstream Payment Service API. Every request goes through one
// circuit breaker and one request budget, carries the merchant's own X-API-Key (the gateway has
// none of its own for merchants' orders) and is bounded by a timeout. The key is never logged:
// what is logged names the method, the path and what went wrong.
//
// Order reads are parsed with the spec's schema (src/shared/schemas/spec.ts), which drops every
// field the spec does not define: nothing downstream can come to depend on one.
import { Spec, type SpecOrder } from "../../src/shared/index.ts";
import type { Logger } from "../http/logger.ts";
import type { RequestBudget } from "./budget.ts";
import { cappedText, DEFAULT_MAX_UPSTREAM_BODY_BYTES } from "./capped-body.ts";
import type { CircuitBreaker } from "./circuit-breaker.ts";
import { retryAfterMs } from "./retry.ts";
import type { Timers } from "./timers.ts";

export type UpstreamFailureKind =
  /** The breaker is open: nothing was sent. */
  | "circuitOpen"
  /** The global request budget is spent: nothing was sent. */
  | "budget"
  /** 429. */
  | "rateLimited"
  /** 5xx. */
  | "serverError"
  /** An answer that is not the JSON the spec describes. */
  | "garbage"
  /** Refused, reset or unreachable. */
  | "network"
  /** No answer within the timeout. */
  | "timeout"
  /** 404: the upstream does not know the order (for this key). */
  | "notFound"
  /** Another 4xx (a wrong key: 401 or 403). */
  | "refused"
  /** Not asked: another process polls this order (it holds the lease) and has recorded no snapshot yet. */
  | "elsewhere";

export interface UpstreamFailure {
  kind: UpstreamFailureKind;
  status?: number;
  /** When asking again makes sense (Retry-After, the breaker's pause or the budget's next token). */
  retryAt?: number;
}

export type UpstreamRead<T> = { ok: true; value: T } | { ok: false; failure: UpstreamFailure };

export interface UpstreamRequest {
  method: string;
  /** Path and query under the upstream's base, e.g. /api/v1/orders?page=2. */
  path: string;
  /** The merchant's key, forwarded as X-API-Key. */
  apiKey: string;
  body?: string;
  idempotencyKey?: string;
  /**
   * A key the upstream has not yet accepted: besides the shared budget, this takes a token of
   * the smaller budget such requests share, so a flood of wrong keys never spends more than
   * that share of what the merchants with good keys and the poller need.
   */
  unverified?: boolean;
}

export interface UpstreamClient {
  /** GET /api/v1/orders/{orderId} with the merchant's key, as the spec's Order. */
  readOrder(apiKey: string, orderId: string): Promise<UpstreamRead<SpecOrder>>;
  /** Any request, its answer as the upstream gave it (status, body, content type). */
  send(
    request: UpstreamRequest,
  ): Promise<UpstreamRead<{ status: number; body: string; contentType: string | null; retryAfter: string | null }>>;
}

export interface UpstreamClientOptions {
  /** The upstream's base URL, e.g. https://api.provider.example (no trailing path). */
  baseUrl: string;
  timers: Timers;
  breaker: CircuitBreaker;
  budget: RequestBudget;
  /** The share of `budget` that requests with a key not yet accepted may take (default: none held apart). */
  unverifiedBudget?: RequestBudget;
  logger: Logger;
  fetch?: typeof fetch;
  /** Longest wait for an answer (default 5 s). */
  timeoutMs?: number;
  /** Longest body read from an answer (default 1 MiB); a longer one is a failure (garbage). */
  maxBodyBytes?: number;
}

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5000;

/** How soon a request turned away while the breaker's probe is out may try again. */
export const PROBE_WAIT_MS = 250;

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { timers, breaker, budget, logger } = options;
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_UPSTREAM_BODY_BYTES;
  let reportedOpen = false;

  const failed = (request: UpstreamRequest, failure: UpstreamFailure): { ok: false; failure: UpstreamFailure } => {
    const now = timers.now();
    // Only what says the upstream is unwell counts against it; a 404 or a wrong key does not.
    if (failure.kind === "serverError" || failure.kind === "garbage" || failure.kind === "network" || failure.kind === "timeout") {
      breaker.failure(now);
    } else if (failure.kind === "notFound" || failure.kind === "refused") {
      breaker.success();
    }
    if (failure.retryAt !== undefined && (failure.kind === "rateLimited" || failure.kind === "serverError")) breaker.hold(failure.retryAt);
    if (breaker.state(now) !== "closed" && !reportedOpen) {
      reportedOpen = true;
      logger.error(
        `upstream unavailable (${failure.kind}${failure.status ? ` ${failure.status}` : ""} on ${request.method} ${pathOnly(request.path)}): pausing requests`,
      );
    }
    return { ok: false, failure };
  };

  const succeeded = () => {
    breaker.success();
    if (reportedOpen) {
      reportedOpen = false;
      logger.info("upstream answering again");
    }
  };

  /** One exchange; a success is reported by the caller, once it knows the answer is usable. */
  async function exchange(request: UpstreamRequest): ReturnType<UpstreamClient["send"]> {
    const now = timers.now();
    // While the one probe is out, the others ask again shortly, not in a tight loop.
    if (!breaker.admit(now))
      return { ok: false, failure: { kind: "circuitOpen", retryAt: Math.max(now + PROBE_WAIT_MS, breaker.openUntil()) } };
    const spent = request.unverified && options.unverifiedBudget && !options.unverifiedBudget.take(now) ? options.unverifiedBudget : null;
    if (spent || !budget.take(now)) {
      // The probe the breaker admitted was not sent: let the next caller probe.
      if (breaker.state(now) === "halfOpen") breaker.hold(now);
      return { ok: false, failure: { kind: "budget", retryAt: (spent ?? budget).nextAt(now) } };
    }
    const abort = new AbortController();
    let timedOut = false;
    const cancel = timers.after(timeoutMs, () => {
      timedOut = true;
      abort.abort();
    });
    try {
      const headers: Record<string, string> = { "X-API-Key": request.apiKey, Accept: "application/json" };
      if (request.body !== undefined) headers["Content-Type"] = "application/json";
      if (request.idempotencyKey) headers["Idempotency-Key"] = request.idempotencyKey;
      const res = await doFetch(`${base}${request.path}`, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: abort.signal,
        redirect: "manual",
      });
      const body = await cappedText(res, maxBodyBytes, abort);
      if (body === null) {
        logger.error(`upstream answer over ${maxBodyBytes} bytes on ${request.method} ${pathOnly(request.path)}: not read`);
        return failed(request, { kind: "garbage", status: res.status });
      }
      const retryAfter = res.headers.get("retry-after");
      const after = retryAfterMs(retryAfter, timers.now());
      const retryAt = after === null ? undefined : timers.now() + after;
      if (res.status === 429) return failed(request, { kind: "rateLimited", status: 429, retryAt: retryAt ?? timers.now() + 1000 });
      if (res.status >= 500)
        return failed(request, { kind: "serverError", status: res.status, ...(retryAt === undefined ? {} : { retryAt }) });
      return { ok: true, value: { status: res.status, body, contentType: res.headers.get("content-type"), retryAfter } };
    } catch {
      return failed(request, { kind: timedOut ? "timeout" : "network" });
    } finally {
      cancel();
    }
  }

  return {
    async send(request) {
      const answer = await exchange(request);
      if (answer.ok) succeeded();
      return answer;
    },
    async readOrder(apiKey, orderId) {
      const request = { method: "GET", path: `/api/v1/orders/${encodeURIComponent(orderId)}`, apiKey };
      const answer = await exchange(request);
      if (!answer.ok) return answer;
      const { status, body } = answer.value;
      if (status === 404) return failed(request, { kind: "notFound", status });
      if (status < 200 || status >= 300) return failed(request, { kind: "refused", status });
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return failed(request, { kind: "garbage", status });
      }
      const order = Spec.Order.safeParse(json);
      if (!order.success || order.data.id !== orderId) return failed(request, { kind: "garbage", status });
      succeeded();
      return { ok: true, value: order.data };
    },
  };
}

/** The path without its query (a query could carry what a merchant typed). */
function pathOnly(path: string): string {
  return path.split("?")[0] ?? path;
}
