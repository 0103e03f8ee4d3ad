// A JSON-RPC client for one network's node: single calls and batches over HTTP
// (node-post.ts: an answer over the cap leaves no memory behind). Every exchange
// is bounded: a time limit on the whole of it, the answer read up to a size cap (a hostile or
// broken node would otherwise grow the service's memory by whatever it sends), batches of at
// most 50 calls, a ceiling on calls per second, and no redirect followed (the node's headers may
// carry a provider's key, and a redirect may name any host). Every failure is an RpcFault that
// says what it calls for (rpc-errors.ts): a range to split, a rate limit to wait out, a batch to
// send one by one, a method switched off, a transient fault to retry.
import { NodePostError, postToNode, type NodeAnswer, type NodePost } from "./node-post.ts";
import type { NetworkSettings } from "./settings.ts";
import { createRateCeiling, systemClock, type CeilingClock } from "./rate-ceiling.ts";
import {
  MAX_RETRY_AFTER_MS,
  classifyHttpStatus,
  classifyRpcError,
  errorInBody,
  retryAfterMs,
  retryHint,
  suggestedRange,
  type RangeHint,
  type RpcErrorObject,
  type RpcFailure,
} from "./rpc-errors.ts";

export { retryAfterMs, type RpcFailure, type RangeHint } from "./rpc-errors.ts";

export type RpcFaultKind = "rpc" | "http" | "timeout" | "network" | "garbage" | "tooLarge" | "redirect";

const FAILURE_OF_KIND: Record<RpcFaultKind, RpcFailure> = {
  rpc: "refused",
  http: "transient",
  timeout: "transient",
  network: "transient",
  garbage: "transient",
  tooLarge: "tooLarge",
  redirect: "redirect",
};

export class RpcFault extends Error {
  /** What the failure calls for (rpc-errors.ts); from the kind when not given. */
  readonly failure: RpcFailure;
  /** The range a range refusal suggests, where it names one. */
  readonly range: RangeHint | null;

  constructor(
    readonly kind: RpcFaultKind,
    message: string,
    readonly retryAfterMs: number | null = null,
    /** The JSON-RPC error's code, or the HTTP status for an "http" fault. */
    readonly code: number | null = null,
    details: { failure?: RpcFailure; range?: RangeHint | null } = {},
  ) {
    super(message);
    this.name = "RpcFault";
    this.failure = details.failure ?? FAILURE_OF_KIND[kind];
    this.range = details.range ?? null;
  }
}

/** What an error calls for: an RpcFault's failure, and "transient" for anything else thrown. */
export function failureOf(error: unknown): RpcFailure {
  return error instanceof RpcFault ? error.failure : "transient";
}

/**
 * Whether asking for a smaller log range may help: a range refusal, an answer too large, or a
 * refusal nobody recognised (as before its words were known). Never a rate limit, a refused
 * batch, a disabled method or a transport fault: halving those only multiplies the requests.
 */
export function splitsRange(error: unknown): boolean {
  const failure = failureOf(error);
  return failure === "range" || failure === "tooLarge" || failure === "refused";
}

export interface RpcCall {
  method: string;
  params: unknown[];
}

export interface RpcClient {
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** The calls' results in order, in requests of at most the batch size (or one by one). */
  batch<T>(calls: RpcCall[]): Promise<T[]>;
  /** HTTP requests made so far (the bench counts them). */
  readonly requests: number;
  /** Whether batches go as batches now: false while the node is known to refuse them. */
  readonly batching: boolean;
}

/** The most calls in one batch: under every provider's and node's limit (erigon's default is 100). */
export const MAX_BATCH = 50;
/** A node's answer is read up to this by default (CHAIN_RPC_MAX_BODY_MB). */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
/**
 * After an answer over the size cap, the node is not asked that method again before this, doubled
 * for each such answer in a row, up to Retry-After's minute: asked again at once, every retry
 * reads the cap's megabytes again, faster than the collector gives them back (a hostile node
 * answering every log query so kept the service 60 MiB above its size).
 */
export const TOO_LARGE_PAUSE_MS = 5000;

/** The pause after the `inARow`th answer over the cap in a row for one method. */
export function tooLargePauseMs(inARow: number): number {
  return Math.min(MAX_RETRY_AFTER_MS, TOO_LARGE_PAUSE_MS * 2 ** Math.min(10, Math.max(0, inARow - 1)));
}

/** After a node refused a batch, batches are tried again this much later (its plan may have changed). */
export const BATCH_RETRY_MS = 10 * 60_000;

export interface RpcOptions {
  url: string;
  headers?: Record<string, string>;
  /** The whole exchange, answer read included. */
  timeoutMs?: number;
  /** How a request is sent (a test wraps it to watch what goes out). */
  post?: NodePost;
  maxBodyBytes?: number;
  /** Calls per batch, at most MAX_BATCH; 0 or 1: every call alone. */
  batchMax?: number;
  /** Calls per second; null: no ceiling. */
  maxRps?: number | null;
  clock?: CeilingClock;
  /** Each call's outcome by its method ("ok", or the failure's class), for the metrics. */
  count?: (method: string, outcome: string) => void;
}

/** The options of a network's client from its settings. */
export function rpcOptionsOf(settings: NetworkSettings, maxBodyBytes: number, timeoutMs: number): RpcOptions {
  return { url: settings.url, headers: settings.headers, timeoutMs, maxBodyBytes, batchMax: settings.batchMax, maxRps: settings.maxRps };
}

interface Answer {
  id?: unknown;
  result?: unknown;
  error?: RpcErrorObject;
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** The fault a JSON-RPC error object stands for. */
function refusal(method: string, error: RpcErrorObject, context: { status?: number; inBatch?: boolean; retryAfter?: number | null }) {
  const failure = classifyRpcError(error, context);
  const status = context.status && context.status !== 200 ? `HTTP ${context.status}: ` : "";
  return new RpcFault(
    "rpc",
    `${method}: ${status}${error.message ?? "error"} (${error.code ?? "no code"})`,
    context.retryAfter ?? retryHint(error),
    error.code ?? null,
    { failure, range: failure === "range" ? suggestedRange(error) : null },
  );
}

export function createRpcClient(options: RpcOptions): RpcClient {
  const doPost = options.post ?? postToNode;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const batchMax = Math.min(MAX_BATCH, Math.max(1, options.batchMax ?? MAX_BATCH));
  const clock = options.clock ?? systemClock;
  const ceiling = createRateCeiling(options.maxRps ?? null, clock);
  let nextId = 1;
  let requests = 0;
  /** While batches are refused: until when (then they are tried again). */
  let batchesRefusedUntil: number | null = null;
  /** Answers over the cap in a row, by method (a batch by its first call's). */
  const tooLargeInARow = new Map<string, number>();

  async function post(body: unknown, calls: number, label: string, method: string): Promise<unknown> {
    await ceiling.take(calls);
    requests++;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let answer: NodeAnswer;
      try {
        answer = await doPost(options.url, {
          headers: options.headers ?? {},
          body: JSON.stringify(body),
          maxBodyBytes,
          signal: controller.signal,
        });
      } catch (error) {
        const answering = error instanceof NodePostError && error.stage === "answering";
        if (controller.signal.aborted) throw new RpcFault("timeout", `no ${answering ? "complete " : ""}answer within ${timeoutMs} ms`);
        if (answering) throw new RpcFault("network", "the connection ended mid-answer");
        throw new RpcFault("network", `could not reach the node (${(error as Error).message})`);
      }
      const { status, headers, text } = answer;
      // A redirect is answered to us, never followed: following it would send the node's
      // headers (a provider's key) to whatever host it names.
      if (status >= 300 && status < 400) {
        const location = headers.get("location") ?? "";
        const to = URL.canParse(location, options.url) ? ` to ${new URL(location, options.url).host}` : "";
        throw new RpcFault(
          "redirect",
          `${label}: the node answered HTTP ${status} (a redirect${to}); redirects are not followed, since the node's headers may carry a key: set the node's URL to where it leads`,
          null,
          status,
        );
      }
      if (text === null) {
        const inARow = (tooLargeInARow.get(method) ?? 0) + 1;
        tooLargeInARow.set(method, inARow);
        throw new RpcFault(
          "tooLarge",
          `${label}: answer larger than ${mib(maxBodyBytes)} (CHAIN_RPC_MAX_BODY_MB), not read further`,
          tooLargePauseMs(inARow),
        );
      }
      tooLargeInARow.delete(method);
      if (status < 200 || status >= 300) {
        const retryAfter = retryAfterMs(headers.get("retry-after") ?? null);
        const inBatch = Array.isArray(body);
        // A 4xx often carries the node's reason as a JSON-RPC error (a range cap inside a 400 or
        // 413, a rate limit inside a 429): read it before deciding what the failure calls for.
        const inside = status < 500 ? errorInBody(text) : null;
        if (inside) throw refusal(label, inside, { status, inBatch, retryAfter });
        throw new RpcFault("http", `${label}: HTTP ${status}`, retryAfter, status, {
          failure: classifyHttpStatus(status, { inBatch }),
        });
      }
      try {
        return JSON.parse(text);
      } catch {
        throw new RpcFault("garbage", `${label}: the answer is not JSON`);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  const resultOf = <T>(answer: Answer | undefined, method: string, inBatch: boolean): T => {
    if (!answer || typeof answer !== "object") throw new RpcFault("garbage", `no answer for ${method}`);
    if (answer.error) throw refusal(method, answer.error, { inBatch });
    if (!("result" in answer)) throw new RpcFault("garbage", `${method}: an answer without a result`);
    return answer.result as T;
  };

  const count = options.count;
  /** The call's outcome counted, whatever it was: a refusal by its class, never by the node's words. */
  const counted = <T>(method: string, run: () => T): T => {
    if (!count) return run();
    try {
      const result = run();
      count(method, "ok");
      return result;
    } catch (error) {
      count(method, failureOf(error));
      throw error;
    }
  };

  async function call<T>(method: string, params: unknown[]): Promise<T> {
    let answer: Answer;
    try {
      answer = (await post({ jsonrpc: "2.0", id: nextId++, method, params }, 1, method, method)) as Answer;
    } catch (error) {
      count?.(method, failureOf(error));
      throw error;
    }
    return counted(method, () => resultOf<T>(answer, method, false));
  }

  async function oneByOne<T>(calls: RpcCall[]): Promise<T[]> {
    const out: T[] = [];
    for (const c of calls) out.push(await call<T>(c.method, c.params));
    return out;
  }

  /** The node refuses batches (or this size): remembered, so the next ones go one by one at once. */
  const refuseBatches = () => {
    batchesRefusedUntil = clock.now() + BATCH_RETRY_MS;
  };
  const batching = () => {
    if (batchMax <= 1) return false;
    if (batchesRefusedUntil !== null && clock.now() >= batchesRefusedUntil) batchesRefusedUntil = null;
    return batchesRefusedUntil === null;
  };

  async function oneBatch<T>(calls: RpcCall[]): Promise<T[]> {
    const label = `a batch of ${calls.length} (${calls[0]?.method ?? "?"}…)`;
    const first = nextId;
    nextId += calls.length;
    let answers: unknown;
    try {
      answers = await post(
        calls.map((c, i) => ({ jsonrpc: "2.0", id: first + i, method: c.method, params: c.params })),
        calls.length,
        label,
        calls[0]?.method ?? "?",
      );
    } catch (error) {
      if (failureOf(error) !== "batch") {
        for (const c of calls) count?.(c.method, failureOf(error));
        throw error;
      }
      refuseBatches();
      return oneByOne<T>(calls);
    }
    if (!Array.isArray(answers)) {
      // One answer for the whole batch: a node or a gateway that refuses batches (or this size),
      // unless it says to wait.
      const fault = answers && typeof answers === "object" && "error" in answers ? errorInBody(JSON.stringify(answers)) : null;
      const failure = fault ? classifyRpcError(fault, { inBatch: true }) : "batch";
      if (fault && (failure === "rateLimit" || failure === "transient")) throw refusal(label, fault, { inBatch: true });
      refuseBatches();
      return oneByOne<T>(calls);
    }
    const byId = new Map<unknown, Answer>();
    for (const answer of answers as Answer[]) byId.set(answer?.id, answer);
    // geth answers an oversized batch with one error in an array; a batch cap can also come as
    // every item's error.
    const refusedAsBatch = (answers as Answer[]).some((a) => a?.error && classifyRpcError(a.error, { inBatch: true }) === "batch");
    if (refusedAsBatch) {
      refuseBatches();
      return oneByOne<T>(calls);
    }
    return calls.map((c, i) => counted(c.method, () => resultOf<T>(byId.get(first + i), c.method, true)));
  }

  return {
    get requests() {
      return requests;
    },
    get batching() {
      return batching();
    },
    call,
    async batch<T>(calls: RpcCall[]): Promise<T[]> {
      const out: T[] = [];
      for (let i = 0; i < calls.length; i += batchMax) {
        const part = calls.slice(i, i + batchMax);
        out.push(...(part.length > 1 && batching() ? await oneBatch<T>(part) : await oneByOne<T>(part)));
      }
      return out;
    },
  };
}
