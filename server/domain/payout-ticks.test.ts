import { describe, expect, it } from "vitest";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import type { ObservedTransfer } from "./payout-matching.ts";
import { applyPayoutTick, payoutWitnessKey, type PayoutTickInput } from "./payout-ticks.ts";
import { newPayout, type PayoutRecord } from "./payouts.ts";
import type { OrderRecord } from "./types.ts";

const DEST = "0x52908400098527886E0F7030069857D2E4169EE7";
const MERCHANT = "1111111111111111111111111111111111111111";
const STRANGER = "3333333333333333333333333333333333333333";
const HASH = `0x${"ab".repeat(32)}`;
const NOW = "2026-11-28T12:00:00.000Z";

const payout = (orderId: string): PayoutRecord =>
  newPayout({
    orderId,
    clientId: "client",
    integrationId: "int",
    kind: "refund",
    refundOf: "ord_paid",
    assetId: "USDT_ERC20",
    contract: TOKEN_CONTRACTS.USDT_ERC20,
    destination: DEST,
    amount: "10",
    fee: "0.000000",
    requestedBy: "client",
    now: `2026-11-28T10:00:0${orderId.slice(-1)}.000Z`,
  });

const order = (id: string) =>
  ({
    id,
    status: "inProgress",
    updatedAt: "2026-11-28T10:00:00.000Z",
    transactions: [{ id: `tx_${id}`, hash: null, senderAddress: null, status: "pending", updatedAt: "2026-11-28T10:00:00.000Z" }],
  }) as unknown as OrderRecord;

const transfer = (overrides: Partial<ObservedTransfer> = {}): ObservedTransfer => ({
  network: "ethereum",
  contract: "dac17f958d2ee523a2206206994597c13d831ec7",
  from: MERCHANT,
  to: DEST.slice(2).toLowerCase(),
  baseUnits: "10000000",
  hash: HASH,
  logIndex: 3,
  block: 100,
  blockHash: `0x${"b1".repeat(32)}`,
  ...overrides,
});

const input = (
  open: PayoutRecord[],
  transfers: ObservedTransfer[],
  head: number,
  verified: ReadonlyMap<number, string | null> = new Map(),
): PayoutTickInput => ({
  network: "ethereum",
  open,
  orders: new Map(open.map((p) => [p.orderId, order(p.orderId)])),
  transfers,
  senders: { merchant: new Set([MERCHANT]), declared: new Set() },
  head,
  required: 3,
  verified,
  now: NOW,
});

const NOTHING = { payouts: [], orders: [], sightings: [], reorgedAfterCompletion: [] };

describe("applyPayoutTick", () => {
  it("makes a payout seen at once, its order's transaction carrying the hash and the EIP-55 sender", () => {
    const out = applyPayoutTick(input([payout("ord_1")], [transfer()], 100));
    expect(out.payouts).toMatchObject([{ orderId: "ord_1", state: "seen", paidBy: { txHash: HASH, from: MERCHANT } }]);
    expect(out.orders[0]).toMatchObject({
      status: "inProgress",
      transactions: [{ hash: HASH, senderAddress: "0x1111111111111111111111111111111111111111", status: "pending" }],
    });
  });

  it("completes it, and its order, at the network's confirmations (head - block + 1), not before", () => {
    const seen = applyPayoutTick(input([payout("ord_1")], [transfer()], 100)).payouts;
    expect(applyPayoutTick(input(seen, [], 101))).toEqual(NOTHING);
    const done = applyPayoutTick(input(seen, [], 102));
    expect(done.payouts).toMatchObject([{ state: "completed", completedAt: NOW }]);
    expect(done.orders[0]).toMatchObject({ status: "completed", transactions: [{ status: "completed", confirmedAt: NOW }] });
  });

  it("seen and completed in one tick when the transfer is already deep enough", () => {
    const out = applyPayoutTick(input([payout("ord_1")], [transfer()], 105));
    expect(out.payouts).toMatchObject([{ state: "completed" }]);
  });

  it("pays identical payouts oldest first, one per transfer; the same transfer read again pays nothing more", () => {
    const first = applyPayoutTick(input([payout("ord_1"), payout("ord_2")], [transfer(), transfer()], 100));
    expect(first.payouts.map((p) => [p.orderId, p.state])).toEqual([["ord_1", "seen"]]);
    const open = [first.payouts[0] as PayoutRecord, payout("ord_2")];
    expect(applyPayoutTick(input(open, [transfer()], 100)).payouts).toEqual([]);
    const second = applyPayoutTick(input(open, [transfer({ logIndex: 4 })], 100));
    expect(second.payouts.map((p) => [p.orderId, p.state])).toEqual([["ord_2", "seen"]]);
  });

  it("leaves it awaiting on a stranger's exact transfer (recorded on it as a stranger's) and on one base unit short (not recorded)", () => {
    const out = applyPayoutTick(
      input([payout("ord_1")], [transfer({ from: STRANGER }), transfer({ baseUnits: "9999999", logIndex: 4 })], 110),
    );
    expect(out.payouts).toEqual([]);
    expect(out.orders).toEqual([]);
    expect(out.sightings).toEqual([
      {
        orderId: "ord_1",
        kind: "stranger",
        network: "ethereum",
        txHash: HASH,
        logIndex: 3,
        from: STRANGER,
        blockNumber: 100,
        blockHash: `0x${"b1".repeat(32)}`,
        seenAt: NOW,
      },
    ]);
  });

  it("records a transfer from the merchant's wallet that would have paid a cancelled payout as late, never completing it; a stranger's to it is not recorded", () => {
    const cancelled: PayoutRecord = { ...payout("ord_1"), state: "cancelled", cancelledAt: NOW };
    const out = applyPayoutTick(input([cancelled], [transfer(), transfer({ from: STRANGER, logIndex: 5 })], 110));
    expect(out.payouts).toEqual([]);
    expect(out.orders).toEqual([]);
    expect(out.sightings).toMatchObject([{ orderId: "ord_1", kind: "late", txHash: HASH, logIndex: 3, from: MERCHANT }]);
    // An open identical payout takes the transfer first: it is paid, and nothing is late.
    const both = applyPayoutTick(input([cancelled, payout("ord_2")], [transfer()], 100));
    expect(both.payouts.map((p) => [p.orderId, p.state])).toEqual([["ord_2", "seen"]]);
    expect(both.sightings).toEqual([]);
  });

  it("flags a completed payout once when a reorg takes its block away, keeping it and its order completed", () => {
    const done = applyPayoutTick(input([payout("ord_1")], [transfer()], 105)).payouts;
    const other = `0x${"c2".repeat(32)}`;
    expect(applyPayoutTick(input(done, [], 106, new Map([[100, null]])))).toEqual(NOTHING);
    const flagged = applyPayoutTick(input(done, [], 106, new Map([[100, other]])));
    expect(flagged.payouts).toMatchObject([
      { state: "completed", paidBy: { txHash: HASH }, reorgedAfterCompletion: { at: NOW, blockNumber: 100, blockHashNow: other } },
    ]);
    expect(flagged.reorgedAfterCompletion.map((p) => p.orderId)).toEqual(["ord_1"]);
    expect(flagged.orders).toEqual([]);
    // Flagged once: the next tick, seeing the same other hash, changes nothing.
    expect(applyPayoutTick(input(flagged.payouts, [], 107, new Map([[100, other]])))).toEqual(NOTHING);
  });

  it("sends a seen payout back to awaiting when its block has another hash (its order's transaction without hash or sender), not when the node lacks the block", () => {
    const seen = applyPayoutTick(input([payout("ord_1")], [transfer()], 100)).payouts;
    expect(applyPayoutTick(input(seen, [], 101, new Map([[100, null]])))).toEqual(NOTHING);
    const back = applyPayoutTick(input(seen, [], 101, new Map([[100, `0x${"c2".repeat(32)}`]])));
    expect(back.payouts).toMatchObject([{ state: "awaitingPayment" }]);
    expect(back.payouts[0]?.paidBy).toBeUndefined();
    expect(back.orders[0]).toMatchObject({ transactions: [{ hash: null, senderAddress: null }] });
    // The same transfer in the new chain's block: seen again.
    const again = applyPayoutTick(
      input(seen, [transfer({ block: 101, blockHash: `0x${"d3".repeat(32)}` })], 101, new Map([[100, `0x${"c2".repeat(32)}`]])),
    );
    expect(again.payouts).toMatchObject([{ state: "seen", paidBy: { blockNumber: 101 } }]);
  });

  it("with a check node, completes a payout only on a transfer it agreed to: a disagreement or no answer holds it seen", () => {
    const seen = applyPayoutTick(input([payout("ord_1")], [transfer()], 100)).payouts;
    const key = payoutWitnessKey(HASH, 3);
    const at = (witnessed: ReadonlyMap<string, string | null>) => applyPayoutTick({ ...input(seen, [], 102), witnessed });
    expect(at(new Map([[key, null]])).payouts).toMatchObject([{ state: "completed" }]);
    expect(at(new Map([[key, "the check node has no receipt of the transaction"]]))).toEqual(NOTHING);
    expect(at(new Map())).toEqual(NOTHING);
    // Seen and held in one tick: the transfer is read at its confirmations, the check node has not agreed.
    const first = applyPayoutTick({ ...input([payout("ord_1")], [transfer()], 105), witnessed: new Map() });
    expect(first.payouts).toMatchObject([{ state: "seen" }]);
  });
});
