// What a node's refusal means, decided before anyone acts on it: providers answer the same few
// situations (a log range too wide, too many requests, a batch too big, a method switched off)
// each with their own codes and words, sometimes inside a 200, sometimes inside a 400, 413 or
// 429. A range refusal is met by asking for less; a rate limit by waiting (halving a range on a
// rate limit only multiplies the requests); a refused batch by single requests; a disabled
// method by saying so, not by retrying for ever. Pure functions over what the node answered;
// the table they follow is in docs/operations.md ("Providers").
import * as z from "zod/mini";

/** What a failed exchange with a node calls for. */
export type RpcFailure =
  /** eth_getLogs over too many blocks or with too many results: ask for a smaller range. */
  | "range"
  /** Too many requests: wait (at least its Retry-After), ask the same again. */
  | "rateLimit"
  /** The node refuses batches, or one this large: send the calls one by one. */
  | "batch"
  /** The method is not served here (not found, not supported, switched off on this endpoint). */
  | "method"
  /** The key is refused or the URL is wrong (401, 403, 404): only the operator can fix it. */
  | "denied"
  /** The answer is larger than the client reads: a hostile node, or a range to split. */
  | "tooLarge"
  /** The node answered a redirect, never followed: its headers may carry a provider's key. */
  | "redirect"
  /** A 5xx, a timeout, a dropped connection, garbage, a node still syncing: try again later. */
  | "transient"
  /** Any other refusal of the request as it was asked. */
  | "refused";

/** A range the refusal suggests: its block count, and its bounds where the provider names them. */
export interface RangeHint {
  blocks: number;
  from: number | null;
  to: number | null;
}

/** A JSON-RPC error object as nodes send it; anything else in it is ignored. */
export const RpcErrorObject = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type RpcErrorObject = z.infer<typeof RpcErrorObject>;

/** Retry-After is honoured up to this: a provider asking for an hour would stop a network silently. */
export const MAX_RETRY_AFTER_MS = 60_000;

const capRetry = (ms: number | null) => (ms === null ? null : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms)));

/** Retry-After as seconds or an HTTP date, in ms up to a minute; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return capRetry(Number(value.trim()) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : capRetry(at - now);
}

const block = (text: string): number | null => {
  const n = text.startsWith("0x") || text.startsWith("0X") ? Number.parseInt(text, 16) : Number(text.replace(/[,.]/g, ""));
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** A "2K" or "10,000" block count as a number. */
const count = (digits: string, suffix = ""): number | null => {
  const n = block(digits);
  if (n === null) return null;
  return /k/i.test(suffix) ? n * 1000 : n;
};

const bounds = (from: string, to: string): RangeHint | null => {
  const a = block(from);
  const b = block(to);
  return a !== null && b !== null && b >= a ? { blocks: b - a + 1, from: a, to: b } : null;
};

/**
 * The range a refusal suggests, where its words name one: Alchemy's "this block range should
 * work: [0x…, 0x…]", Infura's "Try with this block range [0x…, 0x…]" (also in its `data`),
 * reth's "retry with the range A-B", and the caps named as a count ("up to a 2K block range",
 * "limited to a 10,000 range", "exceed maximum block range: 5000", "max is 1k blocks").
 */
export function suggestedRange(error: RpcErrorObject): RangeHint | null {
  const message = error.message ?? "";
  const pair = /(?:block range should work|try with this block range)[:\s]*\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i.exec(message);
  if (pair?.[1] && pair[2]) return bounds(pair[1], pair[2]);
  const data = z.safeParse(z.object({ from: z.string(), to: z.string() }), error.data);
  if (data.success) return bounds(data.data.from, data.data.to);
  const dashed = /retry with the range (\d+)\s*-\s*(\d+)/i.exec(message);
  if (dashed?.[1] && dashed[2]) return bounds(dashed[1], dashed[2]);
  const capped =
    /up to an? ([\d,.]+)\s*(k?)\s*block range/i.exec(message) ??
    /limited to an? ([\d,.]+)\s*(k?)\s*(?:block )?range/i.exec(message) ??
    /limited to ([\d,.]+)\s*(k?)\s*blocks?/i.exec(message) ??
    /max(?:imum)? (?:block range|is)[:\s]*([\d,.]+)\s*(k?)/i.exec(message) ??
    /query exceeds max block range ([\d,.]+)()/i.exec(message) ??
    /maximum \[from, to\] blocks distance: (\d+)()/i.exec(message);
  if (capped?.[1]) {
    const blocks = count(capped[1], capped[2]);
    if (blocks !== null && blocks > 0) return { blocks, from: null, to: null };
  }
  return null;
}

const RANGE_WORDS = [
  /query returned more than \d+ results/i,
  /log response size exceeded/i,
  /block range/i,
  /range is too (?:large|wide)/i,
  /range too large/i,
  /too many blocks/i,
  /query exceeds max (?:results|block range)/i,
  /logs matched by query exceeds limit/i,
  /response size should not/i,
  /response (?:is )?too large/i,
  /max is \d+k? blocks/i,
  /limited to an? [\d,.]+\s*k?\s*range/i,
  /blocks distance/i,
];

const RATE_WORDS = [
  /rate limit/i,
  /too many requests/i,
  /request rate exceeded/i,
  /compute units per second/i,
  /request limit reached/i,
  /exceeded .*capacity/i,
  /credits? (?:limit|exhausted)/i,
  /throughput/i,
];

const METHOD_WORDS = [
  /method .*(?:not found|not supported|not available|does not exist|is disabled|not allowed|not whitelisted|unsupported)/i,
  /(?:unsupported|unknown|disabled) method/i,
  /not (?:supported|available) on this (?:endpoint|network|plan)/i,
];

const TRANSIENT_WORDS = [
  /header not found/i,
  /unknown block/i,
  /timed? ?out/i,
  /try again/i,
  /internal error/i,
  /unavailable/i,
  /syncing/i,
];

/**
 * A JSON-RPC error object's meaning. `inBatch`: it came as one item of a batch's answer or as the
 * whole answer to one (geth answers an oversized batch's results with -32003 "response too
 * large"). HTTP 429 around it makes it a rate limit whatever it says.
 */
export function classifyRpcError(error: RpcErrorObject, context: { status?: number; inBatch?: boolean } = {}): RpcFailure {
  const message = error.message ?? "";
  const code = error.code;
  if (context.status === 429 || code === 429) return "rateLimit";
  // geth's "batch too large" (-32600), erigon's "batch limit 100 exceeded", a gateway's "batch
  // requests are not supported": the calls themselves are fine, one by one.
  if (/\bbatch/i.test(message)) return "batch";
  if (context.inBatch && code === -32003) return "batch";
  if (RATE_WORDS.some((words) => words.test(message))) return "rateLimit";
  // BSC's public endpoints answer exactly this to every eth_getLogs, even of one block (the
  // method is switched off there): a limit, never a range to halve. Infura's -32005 with a
  // result count is a range refusal, matched below.
  if (/^\s*limit exceeded\s*$/i.test(message)) return "rateLimit";
  if (code === -32601 || METHOD_WORDS.some((words) => words.test(message))) return "method";
  if (RANGE_WORDS.some((words) => words.test(message)) || suggestedRange(error) !== null) return "range";
  if (code === -32005) return "rateLimit";
  if (code === -32002 || code === -32603 || TRANSIENT_WORDS.some((words) => words.test(message))) return "transient";
  return "refused";
}

/**
 * An HTTP status without a JSON-RPC error in its body. A bare 413 is QuickNode's answer to a log
 * range past its plan's, or a gateway's to a body too large: a range for one call, a batch
 * refusal for a batch.
 */
export function classifyHttpStatus(status: number, context: { inBatch?: boolean } = {}): RpcFailure {
  if (status === 429) return "rateLimit";
  if (status === 413) return context.inBatch ? "batch" : "range";
  if (status >= 300 && status < 400) return "redirect";
  if (status === 401 || status === 403 || status === 404 || status === 405) return "denied";
  if (status === 408 || status === 425 || status >= 500) return "transient";
  return "refused";
}

/** The JSON-RPC error inside a body (one object, or the first of a batch's), if any. */
export function errorInBody(text: string): RpcErrorObject | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const answers = Array.isArray(value) ? value : [value];
  for (const answer of answers) {
    if (typeof answer !== "object" || answer === null || !("error" in answer)) continue;
    const parsed = z.safeParse(RpcErrorObject, answer.error);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/**
 * A wait the refusal names: in its words ("retry in 10s", "try again after 3 seconds") or, as
 * Infura's rate limit does, in `data.backoff_seconds`; up to a minute.
 */
export function retryHint(error: RpcErrorObject): number | null {
  // Infura has sent it both in `data` and in `data.rate`.
  const Backoff = z.object({ backoff_seconds: z.number() });
  const backoff = z.safeParse(Backoff, error.data);
  if (backoff.success) return capRetry(backoff.data.backoff_seconds * 1000);
  const nested = z.safeParse(z.object({ rate: Backoff }), error.data);
  if (nested.success) return capRetry(nested.data.rate.backoff_seconds * 1000);
  const match = /(?:retry|try again)\s+(?:in|after)\s+(\d{1,5})\s*(ms|s|sec|seconds?)\b/i.exec(error.message ?? "");
  if (!match?.[1]) return null;
  return capRetry(Number(match[1]) * (match[2] === "ms" ? 1 : 1000));
}
