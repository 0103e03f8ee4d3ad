// The sweep's plan, pure: what each order address holds on the chain and what the node asks for
// gas in, the top-ups and transfers out. Every amount is a bigint of base units. The plan is
// derived from the chain as it is now (balances read at the node's pending state), which is
// what makes a rerun safe: an address already holding its fee gets no top-up, an address whose
// token already left has nothing to move, so a run stopped anywhere is finished by running it again.
import { type FeeFields, type FeeMarket, feeFields, feePlan } from "./evm-fees.ts";
import type { SweepAsset } from "./sweep-assets.ts";

/** A plain transfer of the native coin to an account without code costs exactly this much gas. */
export const NATIVE_TRANSFER_GAS = 21_000n;

export interface SweepAddress {
  index: number;
  address: string;
  /** What the address holds of the swept asset, in base units (the native balance for a native sweep). */
  held: bigint;
  /** Its native balance, in base units: what it already has for its fee. */
  native: bigint;
  /** The node's gas estimate for this address's transfer (ignored when it holds nothing). */
  estimate: bigint;
}

export interface GasSource {
  address: string;
  native: bigint;
}

export interface SweepInput {
  asset: SweepAsset;
  to: string;
  /** Addresses holding less than this (base units) are left as they are. */
  min: bigint;
  market: FeeMarket;
  addresses: SweepAddress[];
  /** Where top-ups come from; null when none was given (a native sweep needs none). */
  gas: GasSource | null;
}

export interface SweepStep {
  index: number;
  address: string;
  /** Native coin sent from the gas address first, exactly what is missing for the transfer's fee (0n: none). */
  topUp: bigint;
  /** What the transfer moves to the destination. */
  move: bigint;
  /** The transfer's gas limit and the most it may cost. */
  gas: bigint;
  worstFee: bigint;
}

export interface LeftBehind {
  index: number;
  address: string;
  held: bigint;
  why: string;
}

export interface SweepPlan {
  asset: SweepAsset;
  to: string;
  fields: FeeFields;
  steps: SweepStep[];
  left: LeftBehind[];
  /** Addresses holding none of the asset: already swept, or never paid on the chain. */
  empty: number;
  /** The most one top-up may cost. */
  topUpFee: bigint;
  totals: {
    move: bigint;
    topUps: bigint;
    topUpCount: number;
    /** The most the whole plan may spend on fees: every top-up's and every transfer's worst case. */
    fee: bigint;
  };
  /** What the gas address lacks for the top-ups and their fees (0n: enough). */
  shortfall: bigint;
}

const perGas = (fields: FeeFields) => (fields.type === "legacy" ? fields.gasPrice : fields.maxFeePerGas);

export function planSweep(input: SweepInput): SweepPlan {
  const fields = feeFields(input.market);
  const topUpFee = NATIVE_TRANSFER_GAS * perGas(fields);
  const native = input.asset.contract === null;
  const steps: SweepStep[] = [];
  const left: LeftBehind[] = [];
  let empty = 0;
  for (const entry of input.addresses) {
    const { index, address, held } = entry;
    const leave = (why: string) => left.push({ index, address, held, why });
    if (held === 0n) {
      empty++;
      continue;
    }
    if (held < input.min) {
      leave("below --min");
      continue;
    }
    const { gas, worstFee } = transferFee(input.market, entry.estimate);
    if (native) {
      // All but the fee: the transfer pays for itself from what it moves.
      if (held <= worstFee) leave("holds no more than the fee of moving it");
      else steps.push({ index, address, topUp: 0n, move: held - worstFee, gas, worstFee });
      continue;
    }
    const missing = worstFee > entry.native ? worstFee - entry.native : 0n;
    const isGas = input.gas !== null && input.gas.address.toLowerCase() === address.toLowerCase();
    if (missing > 0n && (input.gas === null || isGas)) {
      leave(
        isGas
          ? "is the gas address, and lacks its own fee"
          : "lacks the fee, and no gas address was given (--gas-index or --private-key-file)",
      );
      continue;
    }
    steps.push({ index, address, topUp: missing, move: held, gas, worstFee });
  }
  const toppedUp = steps.filter(({ topUp }) => topUp > 0n);
  const topUps = toppedUp.reduce((sum, { topUp }) => sum + topUp, 0n);
  const fee = toppedUp.length > 0 ? BigInt(toppedUp.length) * topUpFee : 0n;
  const totals = {
    move: steps.reduce((sum, { move }) => sum + move, 0n),
    topUps,
    topUpCount: toppedUp.length,
    fee: fee + steps.reduce((sum, { worstFee }) => sum + worstFee, 0n),
  };
  const needed = topUps + fee;
  const available = input.gas?.native ?? 0n;
  return {
    asset: input.asset,
    to: input.to,
    fields,
    steps,
    left,
    empty,
    topUpFee,
    totals,
    shortfall: needed > available ? needed - available : 0n,
  };
}

function transferFee(market: FeeMarket, estimate: bigint): { gas: bigint; worstFee: bigint } {
  const plan = feePlan(market, estimate);
  return { gas: plan.gas, worstFee: plan.worstCase };
}

/** Decimal text as base units of `decimals` digits, exactly; null when it is not such an amount. */
export function unitsOf(text: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) return null;
  return BigInt(`${match[1]}${fraction.padEnd(decimals, "0")}`);
}
