// The merchant's answers to a stranger's exact transfer recorded on a payout: "mark as paid"
// completes the payout and its order with that transfer as their proof and says who said so;
// "not this one" dismisses it. Neither answers twice, for another payout's transfer, a late one,
// or a payout no longer awaiting its money.
import { describe, expect, it } from "vitest";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import { Refusal } from "./refusal.ts";
import type { PayoutSighting } from "./payout-sighting-record.ts";
import { dismissSighting, markPaidWithSighting, strangersToAnswer } from "./payout-sightings.ts";
import { newPayout, type PayoutRecord } from "./payouts.ts";
import type { OrderRecord } from "./types.ts";

const NOW = "2026-11-28T12:00:00.000Z";
const HASH = `0x${"ab".repeat(32)}`;
const STRANGER = "3".repeat(40);

const payout: PayoutRecord = newPayout({
  orderId: "ord_1",
  clientId: "client",
  integrationId: "int",
  kind: "withdrawal",
  refundOf: null,
  assetId: "USDT_ERC20",
  contract: TOKEN_CONTRACTS.USDT_ERC20,
  destination: "0x52908400098527886E0F7030069857D2E4169EE7",
  amount: "10",
  fee: "0.000000",
  requestedBy: "client",
  now: "2026-11-28T10:00:00.000Z",
});

const order = {
  id: "ord_1",
  status: "inProgress",
  updatedAt: "2026-11-28T10:00:00.000Z",
  transactions: [{ id: "tx_1", hash: null, senderAddress: null, status: "pending", updatedAt: "2026-11-28T10:00:00.000Z" }],
} as unknown as OrderRecord;

const sighting: PayoutSighting = {
  orderId: "ord_1",
  kind: "stranger",
  network: "ethereum",
  txHash: HASH,
  logIndex: 4,
  from: STRANGER,
  blockNumber: 100,
  blockHash: `0x${"b1".repeat(32)}`,
  seenAt: "2026-11-28T11:00:00.000Z",
};

const refusedField = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error.errors[0]?.field;
    throw error;
  }
  return undefined;
};

describe("mark as paid with a stranger's transfer", () => {
  it("completes the payout and its order with that transfer as proof, says who said so, and answers the sighting", () => {
    const made = markPaidWithSighting({ payout, order, sighting, usedElsewhere: false }, "portal: ada@example.com", NOW);
    expect(made.payout).toMatchObject({
      state: "completed",
      completedAt: NOW,
      markedPaidBy: "portal: ada@example.com",
      paidBy: { txHash: HASH, logIndex: 4, blockNumber: 100, from: STRANGER },
    });
    expect(made.order).toMatchObject({
      status: "completed",
      transactions: [{ hash: HASH, senderAddress: `0x${STRANGER}`, status: "completed", confirmedAt: NOW }],
    });
    expect(made.sighting.resolution).toEqual({ kind: "markedPaid", at: NOW, by: "portal: ada@example.com" });
    expect(strangersToAnswer(made.payout, [made.sighting])).toEqual([]);
  });

  it("refuses, naming the field: no such sighting, a late one, one already answered, another payout's, a used transfer, a payout not awaiting", () => {
    const mark = (records: Partial<Parameters<typeof markPaidWithSighting>[0]>) => () =>
      markPaidWithSighting({ payout, order, sighting, usedElsewhere: false, ...records }, "by", NOW);
    expect(refusedField(mark({ sighting: undefined }))).toBe("hash");
    expect(refusedField(mark({ sighting: { ...sighting, kind: "late" } }))).toBe("hash");
    expect(refusedField(mark({ sighting: { ...sighting, resolution: { kind: "dismissed", at: NOW, by: "by" } } }))).toBe("hash");
    expect(refusedField(mark({ sighting: { ...sighting, orderId: "ord_2" } }))).toBe("hash");
    expect(refusedField(mark({ usedElsewhere: true }))).toBe("hash");
    for (const state of ["seen", "completed", "cancelled"] as const) {
      expect(refusedField(mark({ payout: { ...payout, state } }))).toBe("orderId");
    }
  });
});

describe("not this one", () => {
  it("dismisses the sighting, which is no longer shown; a dismissed one is not answered again", () => {
    const dismissed = dismissSighting(payout, sighting, "portal: ada@example.com", NOW);
    expect(dismissed.resolution).toEqual({ kind: "dismissed", at: NOW, by: "portal: ada@example.com" });
    expect(strangersToAnswer(payout, [sighting])).toEqual([sighting]);
    expect(strangersToAnswer(payout, [dismissed])).toEqual([]);
    expect(refusedField(() => dismissSighting(payout, dismissed, "by", NOW))).toBe("hash");
  });
});
