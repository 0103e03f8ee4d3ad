// The daily digest of payments completed, as a pure fold: pages of completed payments in, the
// digest so far out. The sums are exact decimal text per asset (added as integers of the
// smallest unit, never as JS numbers); only the first lines are kept to be listed, the rest
// are counted, so a merchant's busiest day costs the same memory as a quiet one.
import { addCrypto } from "../../src/shared/index.ts";

/** A payment completed, as a digest lists it. */
export interface DigestPayment {
  orderId: string;
  assetId: string;
  /** Decimal text, as the order keeps it. */
  amount: string;
  completedAt: string;
}

export interface PaymentDigest {
  /** Every payment folded in. */
  count: number;
  /** Per asset id, the exact sum of what the payments received (decimal text). */
  totals: Readonly<Record<string, string>>;
  /** The first payments folded in, at most the digest's number of lines. */
  lines: readonly DigestPayment[];
}

/** Lines a digest lists; beyond them it says how many more there were. */
export const DIGEST_LINES = 20;

export const EMPTY_DIGEST: PaymentDigest = { count: 0, totals: {}, lines: [] };

/** The digest with `payments` folded in; `digest` is not changed. */
export function addToDigest(digest: PaymentDigest, payments: readonly DigestPayment[], maxLines = DIGEST_LINES): PaymentDigest {
  const totals: Record<string, string> = { ...digest.totals };
  for (const payment of payments) {
    totals[payment.assetId] = addCrypto(totals[payment.assetId] ?? "0", payment.amount);
  }
  const room = Math.max(0, maxLines - digest.lines.length);
  return {
    count: digest.count + payments.length,
    totals,
    lines: room > 0 ? [...digest.lines, ...payments.slice(0, room)] : digest.lines,
  };
}

/** The payments beyond the listed lines. */
export function unlisted(digest: PaymentDigest): number {
  return digest.count - digest.lines.length;
}
