// A JSON-RPC client for one network's node: single calls and batches over fetch, each with a
// timeout. Every failure is an RpcFault that says what kind it was, so the watcher can tell a
// node refusing a request (a JSON-RPC error: halve a log range, say) from a transport fault
// (429, 5xx, a timeout, garbage: back off and try again), and honour a Retry-After.

export type RpcFaultKind = "rpc" | "http" | "timeout" | "network" | "garbage";

export class RpcFault extends Error {
  constructor(
    readonly kind: RpcFaultKind,
    message: string,
    readonly retryAfterMs: number | null = null,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = "RpcFault";
  }
}

export interface RpcCall {
  method: string;
  params: unknown[];
}

export interface RpcClient {
  call<T>(method: string, params: unknown[]): Promise<T>;
  /** The calls' results in order, in one HTTP request. */
  batch<T>(calls: RpcCall[]): Promise<T[]>;
  /** HTTP requests made so far (the bench counts them). */
  readonly requests: number;
}

export interface RpcOptions {
  url: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Retry-After as seconds or an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

interface Answer {
  id?: unknown;
  result?: unknown;
  error?: { code?: number; message?: string };
}

export function createRpcClient(options: RpcOptions): RpcClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let nextId = 1;
  let requests = 0;

  async function post(body: unknown): Promise<unknown> {
    requests++;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await doFetch(options.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...options.headers },
          body: JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw new RpcFault("timeout", `no answer within ${timeoutMs} ms`);
        throw new RpcFault("network", `could not reach the node (${(error as Error).message})`);
      }
      let text: string;
      try {
        text = await response.text();
      } catch {
        if (controller.signal.aborted) throw new RpcFault("timeout", `no complete answer within ${timeoutMs} ms`);
        throw new RpcFault("network", "the connection ended mid-answer");
      }
      if (!response.ok) {
        throw new RpcFault("http", `HTTP ${response.status}`, retryAfterMs(response.headers.get("retry-after")), response.status);
      }
      try {
        return JSON.parse(text);
      } catch {
        throw new RpcFault("garbage", "the answer is not JSON");
      }
    } finally {
      clearTimeout(timer);
    }
  }

  const resultOf = <T>(answer: Answer | undefined, method: string): T => {
    if (!answer || typeof answer !== "object") throw new RpcFault("garbage", `no answer for ${method}`);
    if (answer.error) {
      throw new RpcFault(
        "rpc",
        `${method}: ${answer.error.message ?? "error"} (${answer.error.code ?? "no code"})`,
        null,
        answer.error.code ?? null,
      );
    }
    if (!("result" in answer)) throw new RpcFault("garbage", `${method}: an answer without a result`);
    return answer.result as T;
  };

  return {
    get requests() {
      return requests;
    },
    async call<T>(method: string, params: unknown[]): Promise<T> {
      const answer = (await post({ jsonrpc: "2.0", id: nextId++, method, params })) as Answer;
      return resultOf<T>(answer, method);
    },
    async batch<T>(calls: RpcCall[]): Promise<T[]> {
      if (calls.length === 0) return [];
      const first = nextId;
      nextId += calls.length;
      const answers = await post(calls.map((call, i) => ({ jsonrpc: "2.0", id: first + i, method: call.method, params: call.params })));
      if (!Array.isArray(answers)) {
        // A node that refuses batches answers one error object.
        return [resultOf<T>(answers as Answer, calls[0]?.method ?? "batch")];
      }
      const byId = new Map<unknown, Answer>();
      for (const answer of answers as Answer[]) byId.set(answer?.id, answer);
      return calls.map((call, i) => resultOf<T>(byId.get(first + i), call.method));
    },
  };
}
