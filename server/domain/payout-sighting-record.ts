// A transfer seen for a payout that did not pay it (a stranger's, or a late one), as stored:
// the payout's record carries these, and the rules in payout-sightings.ts decide them.
import type { NetworkId } from "../../src/shared/index.ts";

export type SightingKind = "stranger" | "late";

export interface PayoutSighting {
  orderId: string;
  kind: SightingKind;
  network: NetworkId;
  txHash: string;
  logIndex: number;
  /** The sender's account: 40 lower-case hex digits, as logs carry it. */
  from: string;
  blockNumber: number;
  blockHash?: string;
  seenAt: string;
  /** The merchant's answer, when it gave one: the payout marked paid with it, or dismissed. */
  resolution?: { kind: "markedPaid" | "dismissed"; at: string; by: string };
}
