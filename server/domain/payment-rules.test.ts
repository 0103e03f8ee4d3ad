// The amount rules as a table: each row an order's requested amount, its transfers and the
// integration's tolerance, and what the rules make of them.
import { describe, expect, it } from "vitest";
import { CONFIRMATION_POLICY, secondsToConfirm } from "../../src/shared/index.ts";
import { acceptedAmount, effectOfConfirmation, refundableAmount, summarizeAmounts, type TransferFacts } from "./payment-rules.ts";

const done = (amount: string): TransferFacts => ({ status: "completed", amount });
const seen = (amount: string): TransferFacts => ({ status: "pending", amount });

describe("summarizeAmounts (payment orders)", () => {
  const cases: {
    name: string;
    requested: string;
    transfers: TransferFacts[];
    tolerance?: string;
    expected: { received: string; pending: string; covered: boolean; remaining: string; overpaid: string };
  }[] = [
    {
      name: "waiting: nothing sent",
      requested: "25.000000",
      transfers: [],
      expected: { received: "0.000000", pending: "0.000000", covered: false, remaining: "25.000000", overpaid: "0.000000" },
    },
    {
      name: "exact",
      requested: "25.000000",
      transfers: [done("25.000000")],
      expected: { received: "25.000000", pending: "0.000000", covered: true, remaining: "0.000000", overpaid: "0.000000" },
    },
    {
      name: "underpaid: 10 of 25",
      requested: "25.000000",
      transfers: [done("10.000000")],
      expected: { received: "10.000000", pending: "0.000000", covered: false, remaining: "15.000000", overpaid: "0.000000" },
    },
    {
      name: "overpaid: 40 of 25",
      requested: "25.000000",
      transfers: [done("40.000000")],
      expected: { received: "40.000000", pending: "0.000000", covered: true, remaining: "0.000000", overpaid: "15.000000" },
    },
    {
      name: "several parts add up",
      requested: "25.000000",
      transfers: [done("10.000000"), done("5.500000"), done("9.500000")],
      expected: { received: "25.000000", pending: "0.000000", covered: true, remaining: "0.000000", overpaid: "0.000000" },
    },
    {
      name: "a detected transfer is not received yet, but lowers what is left to send",
      requested: "25.000000",
      transfers: [done("10.000000"), seen("5.000000")],
      expected: { received: "10.000000", pending: "5.000000", covered: false, remaining: "10.000000", overpaid: "0.000000" },
    },
    {
      name: "pending beyond the remainder: nothing left to send",
      requested: "25.000000",
      transfers: [seen("30.000000")],
      expected: { received: "0.000000", pending: "30.000000", covered: false, remaining: "0.000000", overpaid: "0.000000" },
    },
    {
      name: "tolerance edge: 1 % of 25 forgives exactly 0.25",
      requested: "25.000000",
      transfers: [done("24.750000")],
      tolerance: "1",
      expected: { received: "24.750000", pending: "0.000000", covered: true, remaining: "0.000000", overpaid: "0.000000" },
    },
    {
      name: "tolerance edge: one unit below it is still underpaid, and the full remainder is asked",
      requested: "25.000000",
      transfers: [done("24.749999")],
      tolerance: "1",
      expected: { received: "24.749999", pending: "0.000000", covered: false, remaining: "0.250001", overpaid: "0.000000" },
    },
    {
      name: "zero tolerance: one unit short is underpaid",
      requested: "25.000000",
      transfers: [done("24.999999")],
      expected: { received: "24.999999", pending: "0.000000", covered: false, remaining: "0.000001", overpaid: "0.000000" },
    },
    {
      name: "a late transfer after completion counts as received and as overpaid",
      requested: "25.000000",
      transfers: [done("25.000000"), done("5.000000")],
      expected: { received: "30.000000", pending: "0.000000", covered: true, remaining: "0.000000", overpaid: "5.000000" },
    },
  ];
  it.each(cases)("$name", ({ requested, transfers, tolerance, expected }) => {
    const summary = summarizeAmounts({ kind: "payment", requested, transfers, tolerancePercent: tolerance ?? "0" });
    expect(summary).toMatchObject(expected);
  });
});

describe("summarizeAmounts (deposit orders)", () => {
  it.each([
    { transfers: [], received: "0.000000", covered: false },
    { transfers: [seen("3")], received: "0.000000", covered: false },
    { transfers: [done("3"), done("4.5")], received: "7.500000", covered: true },
  ])("credits every confirmed transfer: %j", ({ transfers, received, covered }) => {
    expect(summarizeAmounts({ kind: "deposit", requested: null, transfers, tolerancePercent: "0" })).toMatchObject({
      received,
      covered,
      accepted: null,
      remaining: "0.000000",
      overpaid: "0.000000",
    });
  });
});

describe("acceptedAmount", () => {
  it.each([
    ["25.000000", "0", "25.000000"],
    ["25.000000", "1", "24.750000"],
    ["25.000000", "0.5", "24.875000"],
    ["0.000003", "50", "0.000001"], // half of 3 units rounds half-up to 2 forgiven
    ["10.000000", "100", "0.000000"],
  ])("%s with %s %% tolerance accepts %s", (requested, tolerance, accepted) => {
    expect(acceptedAmount(requested, tolerance)).toBe(accepted);
  });
});

describe("effectOfConfirmation", () => {
  it.each([
    { kind: "payment", before: "inProgress", covered: false, outcome: "underpaid", status: "inProgress", callback: false },
    { kind: "payment", before: "inProgress", covered: true, outcome: "completed", status: "completed", callback: true },
    { kind: "payment", before: "completed", covered: true, outcome: "late", status: "completed", callback: true },
    { kind: "deposit", before: "inProgress", covered: true, outcome: "deposit", status: "completed", callback: true },
    { kind: "deposit", before: "completed", covered: true, outcome: "deposit", status: "completed", callback: true },
  ] as const)("$kind $before, covered $covered → $outcome", ({ kind, before, covered, outcome, status, callback }) => {
    expect(effectOfConfirmation(kind, before, covered)).toEqual({ outcome, status, callback });
  });
});

describe("refundableAmount (spec rule 2: counts everything received)", () => {
  it.each([
    ["30.000000", "0.000000", "30.000000"],
    ["30.000000", "25.000000", "5.000000"],
    ["30.000000", "30.000000", "0.000000"],
  ])("received %s, refunded %s → %s", (received, refunded, left) => {
    expect(refundableAmount(received, refunded)).toBe(left);
  });
});

describe("confirmations per network", () => {
  it.each([
    ["tron", 19, 3000, 57],
    ["ethereum", 12, 12000, 144],
    ["bsc", 15, 450, 7],
  ] as const)("%s waits %i blocks of %i ms (%i s from detection)", (network, required, blockMs, seconds) => {
    expect(CONFIRMATION_POLICY[network]).toEqual({ required, blockMs });
    expect(secondsToConfirm(0, required, blockMs)).toBe(seconds);
    expect(secondsToConfirm(required, required, blockMs)).toBe(0);
    expect(secondsToConfirm(required + 3, required, blockMs)).toBe(0);
  });
});
