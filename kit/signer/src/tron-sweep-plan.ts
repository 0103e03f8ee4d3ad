// The TRON sweep's plan, pure: what each order address holds on the chain and what the chain's
// prices make its transfer cost, the TRX top-ups and the transfers out. Every amount is a bigint
// of base units (sun for TRX). TRON has no pending state to read, so the plan is derived from
// what the chain has included: an address already holding the TRX for its transfer gets no
// top-up, an address whose token already left has nothing to move, and a rerun after the
// earlier run's top-ups are in a block finishes the sweep without topping anyone up twice.

export interface TronSweepAsset {
  id: string;
  /** The TRC-20 contract (T… base58); null for TRX itself. */
  contract: string | null;
  decimals: number;
}

/** The chain's prices as its parameters say them at run time, in sun. */
export interface TronPrices {
  /** Per unit of energy (getEnergyFee). */
  energy: bigint;
  /** Per byte of bandwidth (getTransactionFee). */
  bandwidth: bigint;
  /** TRX sent to an account the chain has never seen creates it: this fee plus its own bandwidth price (null: the chain did not say). */
  newAccount: bigint | null;
}

export interface TronSweepAddress {
  index: number;
  address: string;
  /** What the address holds of the swept asset (its TRX for a TRX sweep). */
  held: bigint;
  /** Its TRX in sun; null when the chain has never seen the account (a TRC-20 credit does not create one). */
  trx: bigint | null;
  /** The energy a dry run of its transfer used (0n for TRX). */
  energy: bigint;
  /** The bandwidth its transfer takes: the signed transaction's bytes and the room for its result. */
  bytes: bigint;
}

export interface TronSweepInput {
  asset: TronSweepAsset;
  to: string;
  min: bigint;
  prices: TronPrices;
  /** The most a token transfer may burn for energy (--fee-limit), in sun. */
  feeLimit: bigint;
  addresses: TronSweepAddress[];
  /** Where top-ups come from; null when none was given. */
  gas: { address: string; trx: bigint } | null;
  /** The bandwidth of one top-up (a TransferContract). */
  topUpBytes: bigint;
}

export interface TronSweepStep {
  index: number;
  address: string;
  /** TRX sent from the gas address first: exactly what is missing for the transfer's fee (0n: none). */
  topUp: bigint;
  /** What the top-up itself costs the gas address (0n without one). */
  topUpFee: bigint;
  move: bigint;
  energy: bigint;
  /** The most the transfer may burn: its energy at the energy price and its bytes at the bandwidth price. */
  fee: bigint;
}

export interface TronLeftBehind {
  index: number;
  address: string;
  held: bigint;
  why: string;
}

export interface TronSweepPlan {
  asset: TronSweepAsset;
  to: string;
  prices: TronPrices;
  steps: TronSweepStep[];
  left: TronLeftBehind[];
  empty: number;
  totals: { move: bigint; topUps: bigint; topUpCount: number; fee: bigint };
  /** What the gas address lacks for the top-ups and their fees (0n: enough). */
  shortfall: bigint;
}

export function planTronSweep(input: TronSweepInput): TronSweepPlan {
  const { prices } = input;
  const steps: TronSweepStep[] = [];
  const left: TronLeftBehind[] = [];
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
    const bandwidthFee = entry.bytes * prices.bandwidth;
    if (input.asset.contract === null) {
      // All but the bandwidth the transfer burns: it pays for itself from what it moves.
      if (held <= bandwidthFee) leave("holds no more than the fee of moving it");
      else steps.push({ index, address, topUp: 0n, topUpFee: 0n, move: held - bandwidthFee, energy: 0n, fee: bandwidthFee });
      continue;
    }
    const energyFee = entry.energy * prices.energy;
    if (energyFee > input.feeLimit) {
      leave(`its transfer needs ${entry.energy} energy (${energyFee} sun), above --fee-limit`);
      continue;
    }
    const fee = energyFee + bandwidthFee;
    const have = entry.trx ?? 0n;
    const missing = fee > have ? fee - have : 0n;
    const isGas = input.gas !== null && input.gas.address === address;
    if (missing > 0n && (input.gas === null || isGas)) {
      leave(
        isGas
          ? "is the gas address, and lacks its own fee"
          : "lacks the TRX for its fee, and no gas address was given (--gas-index or --private-key-file)",
      );
      continue;
    }
    let topUpFee = 0n;
    if (missing > 0n) {
      if (entry.trx === null) {
        if (prices.newAccount === null) {
          leave("is an account the chain has not seen yet, and the chain's parameters lack the fee of creating it");
          continue;
        }
        topUpFee = prices.newAccount;
      } else topUpFee = input.topUpBytes * prices.bandwidth;
    }
    steps.push({ index, address, topUp: missing, topUpFee, move: held, energy: entry.energy, fee });
  }
  const toppedUp = steps.filter(({ topUp }) => topUp > 0n);
  const topUps = toppedUp.reduce((sum, { topUp }) => sum + topUp, 0n);
  const topUpFees = toppedUp.reduce((sum, { topUpFee }) => sum + topUpFee, 0n);
  const needed = topUps + topUpFees;
  const available = input.gas?.trx ?? 0n;
  return {
    asset: input.asset,
    to: input.to,
    prices,
    steps,
    left,
    empty,
    totals: {
      move: steps.reduce((sum, { move }) => sum + move, 0n),
      topUps,
      topUpCount: toppedUp.length,
      fee: topUpFees + steps.reduce((sum, { fee }) => sum + fee, 0n),
    },
    shortfall: needed > available ? needed - available : 0n,
  };
}
