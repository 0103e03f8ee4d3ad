// Whether the upstream accepts a merchant's API key, asked once and remembered for a while. The
// gateway holds no keys of its own for merchants, so only the upstream can judge one; it is
// asked with the spec's cheapest read that every good key may make (the key's integrations,
// which the page's header needs anyway). A request is forwarded, and an order's intent written,
// only for a key judged good: a request without a key, or with a wrong one, writes nothing and
// costs the upstream at most this one read, from the budget's share for keys not yet accepted.
import { createHash } from "node:crypto";
import { Spec } from "../../src/shared/index.ts";
import type { Timers } from "./timers.ts";
import type { UpstreamClient, UpstreamFailure } from "./upstream-client.ts";
import { payerSafeMerchant } from "./upstream-text.ts";

export type KeyVerdict =
  /** Accepted: the key's integrations, with their payer-safe name and URL. */
  | { kind: "good"; merchants: Map<string, { name: string; url: string }> }
  /** Refused: the upstream's own answer, passed back as it gave it. */
  | { kind: "wrong"; status: number; body: string; contentType: string | null }
  /** No verdict: the upstream did not answer (nothing is remembered). */
  | { kind: "unavailable"; failure: UpstreamFailure };

export interface KeyVerdicts {
  /** The remembered verdict, without asking (null: none, or too old). */
  known(apiKey: string): KeyVerdict | null;
  /** The verdict, asking the upstream when none is remembered (one question per key at a time). */
  judge(apiKey: string): Promise<KeyVerdict>;
}

export interface KeyVerdictOptions {
  upstream: UpstreamClient;
  timers: Timers;
  /** How long a verdict is remembered (default 60 s): a key revoked upstream is still forwarded that long, and refused there. */
  rememberMs?: number;
  /** Verdicts remembered at most (default 10,000; the oldest go first). */
  maxRemembered?: number;
  /**
   * How long a key once accepted is asked about again from the shared budget rather than the
   * share for unknown keys (default 24 h): a merchant whose verdict ran out during a flood of
   * wrong keys is judged again ahead of the flood.
   */
  trustedMs?: number;
}

export const digestOfKey = (apiKey: string) => createHash("sha256").update(apiKey).digest("hex");

export function createKeyVerdicts(options: KeyVerdictOptions): KeyVerdicts {
  const { upstream, timers } = options;
  const rememberMs = options.rememberMs ?? 60_000;
  const maxRemembered = options.maxRemembered ?? 10_000;
  const remembered = new Map<string, { verdict: KeyVerdict; until: number }>();
  const asking = new Map<string, Promise<KeyVerdict>>();
  const trustedMs = options.trustedMs ?? 24 * 60 * 60_000;
  const trusted = new Map<string, number>();
  const isTrusted = (digest: string) => (trusted.get(digest) ?? 0) > timers.now();

  const known = (digest: string): KeyVerdict | null => {
    const entry = remembered.get(digest);
    if (!entry) return null;
    if (entry.until > timers.now()) return entry.verdict;
    remembered.delete(digest);
    return null;
  };

  async function ask(apiKey: string, digest: string): Promise<KeyVerdict> {
    const answer = await upstream.send({ method: "GET", path: "/api/v1/integrations", apiKey, unverified: !isTrusted(digest) });
    if (!answer.ok) return { kind: "unavailable", failure: answer.failure };
    const { status, body, contentType } = answer.value;
    let verdict: KeyVerdict;
    if (status === 200) {
      const merchants = new Map<string, { name: string; url: string }>();
      try {
        for (const found of Spec.IntegrationList.parse(JSON.parse(body)).data)
          merchants.set(found.id, payerSafeMerchant({ name: found.name, url: found.url }));
      } catch {
        // Not the spec's list: the key is good all the same; pages go without the merchant's name.
      }
      verdict = { kind: "good", merchants };
      trusted.delete(digest);
      if (trusted.size >= maxRemembered) trusted.delete(trusted.keys().next().value as string);
      trusted.set(digest, timers.now() + trustedMs);
    } else if (status >= 400 && status < 500) {
      verdict = { kind: "wrong", status, body, contentType };
      trusted.delete(digest);
    } else {
      return { kind: "unavailable", failure: { kind: "garbage", status } };
    }
    if (remembered.size >= maxRemembered) remembered.delete(remembered.keys().next().value as string);
    remembered.set(digest, { verdict, until: timers.now() + rememberMs });
    return verdict;
  }

  return {
    known: (apiKey) => known(digestOfKey(apiKey)),
    judge(apiKey) {
      const digest = digestOfKey(apiKey);
      const verdict = known(digest);
      if (verdict) return Promise.resolve(verdict);
      let pending = asking.get(digest);
      if (!pending) {
        pending = ask(apiKey, digest).finally(() => asking.delete(digest));
        asking.set(digest, pending);
      }
      return pending;
    },
  };
}
