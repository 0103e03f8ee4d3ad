// The TRON sweep's plan, pure: records in, records out. Prices are the chain's as read at run
// time (here a test chain's: 100 sun an energy unit, 1,000 sun a byte), never written in the plan.
import { expect, it } from "vitest";
import { planTronSweep, type TronSweepAddress, type TronSweepInput } from "../../kit/signer/src/tron-sweep-plan.ts";

const USDT = { id: "USDT_TRC20", contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", decimals: 6 };
const TRX = { id: "TRX", contract: null, decimals: 6 };

const address = (index: number, fields: Partial<TronSweepAddress> = {}): TronSweepAddress => ({
  index,
  address: `T${index}`,
  held: 10_000_000n,
  trx: null,
  energy: 14_650n,
  bytes: 345n,
  ...fields,
});

const input = (fields: Partial<TronSweepInput>): TronSweepInput => ({
  asset: USDT,
  to: "TTo",
  min: 0n,
  prices: { energy: 100n, bandwidth: 1_000n, newAccount: 1_100_000n },
  feeLimit: 30_000_000n,
  addresses: [],
  gas: { address: "TGas", trx: 100_000_000n },
  topUpBytes: 268n,
  ...fields,
});

it("tops up exactly the energy and bandwidth of one transfer, at the prices given; a new account's top-up pays its creation", () => {
  const plan = planTronSweep(input({ addresses: [address(1), address(2, { trx: 500_000n })] }));
  // 14,650 energy × 100 sun + 345 bytes × 1,000 sun = 1.81 TRX.
  expect(plan.steps).toEqual([
    { index: 1, address: "T1", topUp: 1_810_000n, topUpFee: 1_100_000n, move: 10_000_000n, energy: 14_650n, fee: 1_810_000n },
    { index: 2, address: "T2", topUp: 1_310_000n, topUpFee: 268_000n, move: 10_000_000n, energy: 14_650n, fee: 1_810_000n },
  ]);
  expect(plan.totals).toEqual({ move: 20_000_000n, topUps: 3_120_000n, topUpCount: 2, fee: 1_368_000n + 3_620_000n });
  expect(plan.shortfall).toBe(0n);
});

it("reads the prices it is given: a dearer energy price asks for a larger top-up", () => {
  const plan = planTronSweep(input({ prices: { energy: 420n, bandwidth: 1_000n, newAccount: 1_100_000n }, addresses: [address(1)] }));
  expect(plan.steps[0]?.topUp).toBe(14_650n * 420n + 345_000n);
});

it("resumable: an address already holding its fee gets no top-up, an emptied one is counted as empty", () => {
  const plan = planTronSweep(input({ addresses: [address(1, { trx: 1_810_000n }), address(2, { held: 0n, trx: 5n })] }));
  expect(plan.steps.map(({ topUp }) => topUp)).toEqual([0n]);
  expect(plan.empty).toBe(1);
  expect(plan.totals.topUpCount).toBe(0);
});

it("leaves an address whose energy would pass --fee-limit, one below --min, and says why", () => {
  const plan = planTronSweep(input({ feeLimit: 1_000_000n, min: 5_000_000n, addresses: [address(1), address(2, { held: 1n })] }));
  expect(plan.steps).toEqual([]);
  expect(plan.left).toEqual([
    { index: 1, address: "T1", held: 10_000_000n, why: "its transfer needs 14650 energy (1465000 sun), above --fee-limit" },
    { index: 2, address: "T2", held: 1n, why: "below --min" },
  ]);
});

it("without a gas address, an address lacking its fee is left; a gas address too poor makes a shortfall", () => {
  expect(planTronSweep(input({ gas: null, addresses: [address(1)] })).left[0]?.why).toMatch(/no gas address was given/);
  expect(planTronSweep(input({ gas: { address: "TGas", trx: 1_000_000n }, addresses: [address(1)] })).shortfall).toBe(
    1_810_000n + 1_100_000n - 1_000_000n,
  );
});

it("TRX: all but the bandwidth the transfer burns, no top-up", () => {
  const plan = planTronSweep(
    input({
      asset: TRX,
      addresses: [address(1, { held: 5_000_000n, trx: 5_000_000n, energy: 0n, bytes: 268n }), address(2, { held: 200_000n, bytes: 268n })],
    }),
  );
  expect(plan.steps).toEqual([{ index: 1, address: "T1", topUp: 0n, topUpFee: 0n, move: 4_732_000n, energy: 0n, fee: 268_000n }]);
  expect(plan.left[0]?.why).toBe("holds no more than the fee of moving it");
});
