// The amount rules of an incoming order, as pure functions of its requested amount, its
// transfers and the integration's payment tolerance. No I/O, no state: the order functions
// (incoming-orders.ts, outgoing-orders.ts) call them, and the checkout's read shows what they compute. The spec knows only
// "payer's funds are confirmed → completed"; every rule below is the sandbox's choice (docs/sandbox.md,
// "Orders and balances").
import { CRYPTO_SCALE, addCrypto, basisPointsOf, compareCrypto, formatUnits, parseUnits, subtractCrypto } from "../../src/shared/index.ts";

const ZERO = formatUnits(0n, CRYPTO_SCALE);

export interface TransferFacts {
  status: "pending" | "completed";
  /** Decimal text, the gross amount the payer sent. */
  amount: string;
}

export interface AmountFacts {
  kind: "payment" | "deposit";
  /** Payment orders: what the payer is asked for. Null for deposits. */
  requested: string | null;
  transfers: readonly TransferFacts[];
  /** Percent as decimal text ("0", "0.5", "2"), at most 2 fraction digits. */
  tolerancePercent: string;
}

export interface AmountSummary {
  /** Sum of confirmed transfers: what the order has received. */
  received: string;
  /** Sum of detected transfers still waiting for confirmations. */
  pending: string;
  /** The least a payment order accepts as paid: requested less the tolerance. Null for deposits. */
  accepted: string | null;
  /** True once the confirmed sum reaches `accepted` (deposits: once anything is confirmed). */
  covered: boolean;
  /**
   * What the payer still has to send: requested − received − pending, never below zero, and
   * zero once covered. The full remainder, not remainder less tolerance: the tolerance forgives
   * an exchange's fee, it is not a discount to advertise.
   */
  remaining: string;
  /** Confirmed beyond the requested amount (zero when not overpaid and for deposits). */
  overpaid: string;
}

const sum = (amounts: string[]) => amounts.reduce((total, amount) => addCrypto(total, amount), ZERO);
const atLeastZero = (a: string, b: string) => (compareCrypto(a, b) > 0 ? subtractCrypto(a, b) : ZERO);

/** Tolerance percent text to basis points ("1.25" → 125n). Throws on anything else. */
export function toleranceBasisPoints(percent: string): bigint {
  return parseUnits(percent, 2);
}

export function acceptedAmount(requested: string, tolerancePercent: string): string {
  return subtractCrypto(requested, basisPointsOf(requested, toleranceBasisPoints(tolerancePercent)));
}

export function summarizeAmounts(facts: AmountFacts): AmountSummary {
  const received = sum(facts.transfers.filter((t) => t.status === "completed").map((t) => t.amount));
  const pending = sum(facts.transfers.filter((t) => t.status === "pending").map((t) => t.amount));
  if (facts.kind === "deposit" || facts.requested === null) {
    return { received, pending, accepted: null, covered: compareCrypto(received, ZERO) > 0, remaining: ZERO, overpaid: ZERO };
  }
  const accepted = acceptedAmount(facts.requested, facts.tolerancePercent);
  const covered = compareCrypto(received, accepted) >= 0;
  return {
    received,
    pending,
    accepted,
    covered,
    remaining: covered ? ZERO : atLeastZero(atLeastZero(facts.requested, received), pending),
    overpaid: atLeastZero(received, facts.requested),
  };
}

/**
 * What a newly confirmed transfer means for its order:
 * - deposit: every confirmed transfer is credited and announced; the order is completed.
 * - payment, not yet completed: completed once the confirmed sum covers the accepted amount
 *   (announced), else it stays inProgress, underpaid (no callback: nothing is settled yet).
 * - payment, already completed: a late transfer, recorded and announced; the order stays
 *   completed (a completed order never goes back).
 */
export type TransferOutcome = "deposit" | "completed" | "underpaid" | "late";

export interface ConfirmationEffect {
  outcome: TransferOutcome;
  status: "inProgress" | "completed";
  /** Whether the order status callback is due for this change. */
  callback: boolean;
}

export function effectOfConfirmation(kind: "payment" | "deposit", statusBefore: string, coveredAfter: boolean): ConfirmationEffect {
  if (kind === "deposit") return { outcome: "deposit", status: "completed", callback: true };
  if (statusBefore === "completed") return { outcome: "late", status: "completed", callback: true };
  return coveredAfter
    ? { outcome: "completed", status: "completed", callback: true }
    : { outcome: "underpaid", status: "inProgress", callback: false };
}

/**
 * Spec, rules tied to states 2: refunds of one order cannot exceed the total received for it.
 * "Received" counts every confirmed transfer, late ones included: a payer who sent too much,
 * or sent again after completion, can be given all of it back. The refund rule
 * (outgoing-orders.ts, createRefund) checks every refund against it.
 */
export function refundableAmount(receivedTotal: string, refundedSoFar: string): string {
  return atLeastZero(receivedTotal, refundedSoFar);
}
