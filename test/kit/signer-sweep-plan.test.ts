// The sweep's plan, pure: records of what the chain holds in, top-ups and transfers out. What
// makes a rerun safe is here: an address already holding its fee is not topped up again, an
// address whose token left has nothing to move, and the gas address must afford every top-up.
import { describe, expect, it } from "vitest";
import { planSweep, SWEEP_ASSETS, type SweepAddress, unitsOf } from "../../kit/signer/src/index.ts";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import { ASSETS } from "../../src/shared/index.ts";

const gwei = (n: bigint) => n * 1_000_000_000n;
const london = { baseFeePerGas: gwei(10n), maxPriorityFeePerGas: gwei(1n), gasPrice: gwei(11n) };
const legacy = { baseFeePerGas: null, maxPriorityFeePerGas: 0n, gasPrice: gwei(3n) };
const USDT = SWEEP_ASSETS.USDT_ERC20!;
const TO = "0x1111111111111111111111111111111111111111";
const GAS = { address: "0x2222222222222222222222222222222222222222", native: 10n ** 18n };
// 50,000 gas estimated, 60,000 with the margin, at most 21 gwei each (twice the base fee plus the tip).
const TRANSFER_FEE = 60_000n * gwei(21n);
const TOP_UP_FEE = 21_000n * gwei(21n);
const at = (index: number, held: bigint, native = 0n): SweepAddress => ({
  index,
  address: `0x${String(index).padStart(40, "0")}`,
  held,
  native,
  estimate: 50_000n,
});

describe("a token sweep", () => {
  it("tops up each address with exactly what its transfer's fee lacks, and moves all it holds", () => {
    const plan = planSweep({
      asset: USDT,
      to: TO,
      min: 0n,
      market: london,
      addresses: [at(1, 10_000_000n), at(2, 2_500_000n, TRANSFER_FEE / 2n)],
      gas: GAS,
    });
    expect(plan.steps).toEqual([
      { index: 1, address: at(1, 0n).address, topUp: TRANSFER_FEE, move: 10_000_000n, gas: 60_000n, worstFee: TRANSFER_FEE },
      { index: 2, address: at(2, 0n).address, topUp: TRANSFER_FEE / 2n, move: 2_500_000n, gas: 60_000n, worstFee: TRANSFER_FEE },
    ]);
    expect(plan.totals).toEqual({
      move: 12_500_000n,
      topUps: TRANSFER_FEE + TRANSFER_FEE / 2n,
      topUpCount: 2,
      fee: 2n * TOP_UP_FEE + 2n * TRANSFER_FEE,
    });
    expect(plan.shortfall).toBe(0n);
  });

  it("on a rerun: no top-up for an address that holds its fee, nothing for an emptied one", () => {
    const plan = planSweep({
      asset: USDT,
      to: TO,
      min: 0n,
      market: london,
      // 1 was swept before the stop (its dust stays); 2 was topped up and not yet moved.
      addresses: [at(1, 0n, TRANSFER_FEE / 3n), at(2, 2_500_000n, TRANSFER_FEE)],
      gas: GAS,
    });
    expect(plan.steps.map(({ index, topUp, move }) => ({ index, topUp, move }))).toEqual([{ index: 2, topUp: 0n, move: 2_500_000n }]);
    expect(plan.empty).toBe(1);
    expect(plan.totals).toMatchObject({ topUps: 0n, topUpCount: 0, fee: TRANSFER_FEE });
  });

  it("leaves what is below --min, and what needs a top-up when no gas address was given", () => {
    const plan = planSweep({
      asset: USDT,
      to: TO,
      min: 1_000_000n,
      market: legacy,
      addresses: [at(1, 999_999n), at(2, 5_000_000n), at(3, 5_000_000n, 10n ** 18n)],
      gas: null,
    });
    expect(plan.left).toEqual([
      { index: 1, address: at(1, 0n).address, held: 999_999n, why: "below --min" },
      {
        index: 2,
        address: at(2, 0n).address,
        held: 5_000_000n,
        why: "lacks the fee, and no gas address was given (--gas-index or --private-key-file)",
      },
    ]);
    expect(plan.steps).toEqual([
      { index: 3, address: at(3, 0n).address, topUp: 0n, move: 5_000_000n, gas: 60_000n, worstFee: 60_000n * gwei(3n) },
    ]);
    expect(plan.fields).toEqual({ type: "legacy", gasPrice: gwei(3n) });
  });

  it("says how much the gas address lacks for every top-up and its fee", () => {
    const plan = planSweep({
      asset: USDT,
      to: TO,
      min: 0n,
      market: london,
      addresses: [at(1, 1n), at(2, 1n)],
      gas: { ...GAS, native: TRANSFER_FEE },
    });
    expect(plan.shortfall).toBe(TRANSFER_FEE + 2n * TOP_UP_FEE);
  });
});

describe("a native sweep", () => {
  it("moves all but the transfer's fee, with no top-up, and leaves what the fee would eat", () => {
    const fee = 25_200n * gwei(21n);
    const plan = planSweep({
      asset: SWEEP_ASSETS.ETH!,
      to: TO,
      min: 0n,
      market: london,
      addresses: [
        { ...at(1, 10n ** 17n, 10n ** 17n), estimate: 21_000n },
        { ...at(2, fee, fee), estimate: 21_000n },
      ],
      gas: null,
    });
    expect(plan.steps).toEqual([{ index: 1, address: at(1, 0n).address, topUp: 0n, move: 10n ** 17n - fee, gas: 25_200n, worstFee: fee }]);
    expect(plan.left.map(({ index, why }) => ({ index, why }))).toEqual([{ index: 2, why: "holds no more than the fee of moving it" }]);
    expect(plan.shortfall).toBe(0n);
  });
});

it("reads --min as exact decimal text of the asset's digits", () => {
  expect(unitsOf("1.5", 6)).toBe(1_500_000n);
  expect(unitsOf("0.000001", 6)).toBe(1n);
  expect(unitsOf("12", 18)).toBe(12n * 10n ** 18n);
  for (const wrong of ["0.0000001", "1e3", "-1", "1.", ".5", " 1", "0x10"]) expect(unitsOf(wrong, 6)).toBeNull();
});

it("the signer's asset table is the service's: contracts, decimals and networks", () => {
  for (const asset of Object.values(SWEEP_ASSETS)) {
    const id = asset.id as keyof typeof ASSETS;
    expect({ network: asset.network, decimals: asset.decimals, contract: asset.contract }).toEqual({
      network: ASSETS[id].network,
      decimals: ASSETS[id].decimals,
      contract: TOKEN_CONTRACTS[id],
    });
  }
  const evm = Object.values(ASSETS).filter(({ network }) => network !== "tron");
  expect(Object.keys(SWEEP_ASSETS).sort()).toEqual(evm.map(({ id }) => id).sort());
});
