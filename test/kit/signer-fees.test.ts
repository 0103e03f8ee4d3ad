// The signer's fee rules, pure: EIP-1559 where the block has a base fee, legacy otherwise; the
// gas margin; the worst case the --max-fee guard compares; a stuck transaction's replacement.
import { expect, it } from "vitest";
import { feePlan, isStuck, replacementFields } from "../../kit/signer/src/index.ts";

const gwei = (n: bigint) => n * 1_000_000_000n;
const london = { baseFeePerGas: gwei(10n), maxPriorityFeePerGas: gwei(1n), gasPrice: gwei(11n) };
const legacy = { baseFeePerGas: null, maxPriorityFeePerGas: 0n, gasPrice: gwei(3n) };

it("plans EIP-1559 on a chain with a base fee and legacy on one without, the gas a fifth above the estimate", () => {
  expect(feePlan(london, 50_000n)).toEqual({
    gas: 60_000n,
    fields: { type: "eip1559", maxFeePerGas: gwei(21n), maxPriorityFeePerGas: gwei(1n) },
    worstCase: 60_000n * gwei(21n),
  });
  expect(feePlan(legacy, 21_000n)).toEqual({ gas: 25_200n, fields: { type: "legacy", gasPrice: gwei(3n) }, worstCase: 25_200n * gwei(3n) });
});

it("calls a pending transaction stuck only below the latest base fee, and replaces it at least a tenth higher and at today's price", () => {
  const old = { type: "eip1559" as const, maxFeePerGas: gwei(9n), maxPriorityFeePerGas: gwei(1n) };
  expect(isStuck(old, london)).toBe(true);
  expect(isStuck({ ...old, maxFeePerGas: gwei(10n) }, london)).toBe(false);
  // Today's market asks more than a tenth above the old price: today's wins.
  expect(replacementFields(old, london)).toEqual({
    type: "eip1559",
    maxFeePerGas: gwei(21n),
    maxPriorityFeePerGas: gwei(1n) + gwei(1n) / 10n + 1n,
  });
  // A market below the old price: the old one a tenth higher, as nodes require of a replacement.
  const quiet = { ...london, baseFeePerGas: gwei(1n), maxPriorityFeePerGas: 1n };
  const bumped = replacementFields({ ...old, maxFeePerGas: gwei(30n) }, quiet);
  expect(bumped).toEqual({ type: "eip1559", maxFeePerGas: gwei(33n) + 1n, maxPriorityFeePerGas: gwei(1n) + gwei(1n) / 10n + 1n });
  expect(replacementFields({ type: "legacy", gasPrice: gwei(2n) }, legacy)).toEqual({ type: "legacy", gasPrice: gwei(3n) });
});
