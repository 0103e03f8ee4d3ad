import { describe, expect, it } from "vitest";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import { matchTransfer, type ObservedTransfer } from "./payout-matching.ts";
import { accountOfAddress, newPayout, payoutBackToAwaiting, payoutCompleted, payoutSeen, type PayoutRecord } from "./payouts.ts";

const DEST = "0x52908400098527886E0F7030069857D2E4169EE7";
const DEST_ACCOUNT = DEST.slice(2).toLowerCase();
const USDT_ERC20 = "dac17f958d2ee523a2206206994597c13d831ec7";
const USDC_ERC20 = "a0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
const USDT_BEP20 = "55d398326f99059ff775485246999027b3197955";
const MERCHANT = "1111111111111111111111111111111111111111";
const DECLARED = "2222222222222222222222222222222222222222";
const STRANGER = "3333333333333333333333333333333333333333";
const senders = { merchant: new Set([MERCHANT]), declared: new Set([DECLARED]) };

const payout = (orderId: string, assetId: "USDT_ERC20" | "ETH" | "USDT_BEP20" | "USDT_TRC20", amount: string, destination = DEST) =>
  newPayout({
    orderId,
    clientId: "client",
    integrationId: "int",
    kind: "refund",
    refundOf: "ord_paid",
    assetId,
    contract: TOKEN_CONTRACTS[assetId],
    destination,
    amount,
    fee: "0.000000",
    requestedBy: "client",
    now: `2026-11-28T10:00:0${orderId.slice(-1)}.000Z`,
  });

const transfer = (overrides: Partial<ObservedTransfer> = {}): ObservedTransfer => ({
  network: "ethereum",
  contract: USDT_ERC20,
  from: MERCHANT,
  to: DEST_ACCOUNT,
  baseUnits: "10000000",
  hash: `0x${"ab".repeat(32)}`,
  logIndex: 3,
  block: 100,
  ...overrides,
});

describe("base units of a payout", () => {
  it.each([
    ["USDT_ERC20", "10.000000", "10000000"],
    // BNB Smart Chain's USDT has 18 decimals, not 6: a wrong factor pays 10^12 times too little.
    ["USDT_BEP20", "10.000000", "10000000000000000000"],
    ["ETH", "0.050000", "50000000000000000"],
    ["USDT_TRC20", "1.500000", "1500000"],
  ] as const)("%s %s is %s base units", (assetId, amount, units) => {
    const destination = assetId === "USDT_TRC20" ? "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" : DEST;
    expect(payout("ord_1", assetId, amount, destination).baseUnits).toBe(units);
  });
});

describe("matchTransfer", () => {
  const usdt = payout("ord_1", "USDT_ERC20", "10.000000");
  const cases: [string, PayoutRecord[], ObservedTransfer, string][] = [
    ["the exact transfer from the merchant's address completes it", [usdt], transfer(), "completes ord_1"],
    ["from a declared payout address completes it", [usdt], transfer({ from: DECLARED }), "completes ord_1"],
    ["from a stranger is shown, never completing", [usdt], transfer({ from: STRANGER }), "stranger ord_1"],
    ["one base unit short matches nothing", [usdt], transfer({ baseUnits: "9999999" }), "noMatch"],
    ["one base unit over matches nothing", [usdt], transfer({ baseUnits: "10000001" }), "noMatch"],
    ["another token matches nothing", [usdt], transfer({ contract: USDC_ERC20 }), "noMatch"],
    ["the native coin for a token payout matches nothing", [usdt], transfer({ contract: null }), "noMatch"],
    ["the same token contract on the other network matches nothing", [usdt], transfer({ network: "bsc" }), "noMatch"],
    ["another destination matches nothing", [usdt], transfer({ to: MERCHANT }), "noMatch"],
    [
      "a native payout is paid by a top-level transfer",
      [payout("ord_2", "ETH", "0.050000")],
      transfer({ contract: null, baseUnits: "50000000000000000" }),
      "completes ord_2",
    ],
    [
      "a token transfer never pays a native payout",
      [payout("ord_2", "ETH", "0.050000")],
      transfer({ baseUnits: "50000000000000000" }),
      "noMatch",
    ],
    [
      "BNB Smart Chain's USDT in 18-decimal units",
      [payout("ord_3", "USDT_BEP20", "10.000000")],
      transfer({ network: "bsc", contract: USDT_BEP20, baseUnits: "10000000000000000000" }),
      "completes ord_3",
    ],
    [
      "BNB Smart Chain's USDT in 6-decimal units matches nothing",
      [payout("ord_3", "USDT_BEP20", "10.000000")],
      transfer({ network: "bsc", contract: USDT_BEP20, baseUnits: "10000000" }),
      "noMatch",
    ],
    [
      "two identical payouts: the oldest first",
      [payout("ord_4", "USDT_ERC20", "10.000000"), payout("ord_5", "USDT_ERC20", "10.000000")],
      transfer(),
      "completes ord_4",
    ],
    [
      "two identical payouts, the oldest already seen: the next one",
      [
        payoutSeen(payout("ord_4", "USDT_ERC20", "10.000000"), { txHash: "0x01", logIndex: 0, blockNumber: 1, from: MERCHANT }, "t"),
        payout("ord_5", "USDT_ERC20", "10.000000"),
      ],
      transfer(),
      "completes ord_5",
    ],
  ];
  it.each(cases)("%s", (_name, open, observed, expected) => {
    const verdict = matchTransfer(open, observed, senders);
    expect(verdict.kind === "noMatch" ? "noMatch" : `${verdict.kind} ${verdict.orderId}`).toBe(expected);
  });

  it("a TRON payout matches the destination's account bytes", () => {
    const tron = payout("ord_6", "USDT_TRC20", "1.500000", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7");
    const observed = transfer({
      network: "tron",
      contract: accountOfAddress("tron", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
      to: accountOfAddress("tron", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"),
      baseUnits: "1500000",
    });
    expect(matchTransfer([tron], observed, senders)).toEqual({ kind: "completes", orderId: "ord_6" });
  });

  it("one transfer pays at most one payout: a transfer already used pays nothing again", () => {
    const open = [payout("ord_4", "USDT_ERC20", "10.000000"), payout("ord_5", "USDT_ERC20", "10.000000")];
    const claimed = new Set([`ethereum:${transfer().hash}:3`]);
    expect(matchTransfer(open, transfer(), senders, claimed)).toEqual({ kind: "noMatch" });
    expect(matchTransfer(open, transfer({ logIndex: 4 }), senders, claimed)).toEqual({ kind: "completes", orderId: "ord_4" });
  });
});

describe("payout states", () => {
  const paidBy = { txHash: "0x01", logIndex: 0, blockNumber: 1, from: MERCHANT };
  it("awaitingPayment, seen, completed; a reorg before completion sends it back", () => {
    const made = payout("ord_1", "USDT_ERC20", "10.000000");
    const seen = payoutSeen(made, paidBy, "t1");
    expect(seen).toMatchObject({ state: "seen", seenAt: "t1", paidBy });
    const back = payoutBackToAwaiting(seen, "t2");
    expect(back.state).toBe("awaitingPayment");
    expect(back.paidBy).toBeUndefined();
    expect(payoutCompleted(payoutSeen(back, paidBy, "t3"), "t4")).toMatchObject({ state: "completed", completedAt: "t4" });
  });
  it("a completed payout is never sent back nor seen again", () => {
    const done = payoutCompleted(payoutSeen(payout("ord_1", "USDT_ERC20", "10.000000"), paidBy, "t1"), "t2");
    expect(() => payoutBackToAwaiting(done, "t3")).toThrow(/completed/);
    expect(() => payoutSeen(done, paidBy, "t3")).toThrow(/completed/);
  });
});
