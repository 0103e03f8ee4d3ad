// What an EVM transaction may cost, decided before it is signed: EIP-1559 where the node's
// latest block has a base fee (Ethereum, BNB Smart Chain since its London fork), a legacy gas
// price otherwise. The gas limit is the node's estimate plus a margin (a token transfer's cost
// moves with the storage it touches), and the worst case (limit × the most per gas) is what
// the --max-fee guard compares, so the guard holds whatever the block's base fee does next.

/** A fifth above the estimate: enough for the state to move between estimate and inclusion. */
export const GAS_MARGIN_PERCENT = 20n;

export type FeeFields = { type: "eip1559"; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: "legacy"; gasPrice: bigint };

export interface FeePlan {
  gas: bigint;
  fields: FeeFields;
  /** gas × the most it may pay per gas: the most this transaction can cost, in the coin's base units. */
  worstCase: bigint;
}

/** The node's market: the latest base fee (null on a legacy chain), the suggested tip and gas price. */
export interface FeeMarket {
  baseFeePerGas: bigint | null;
  maxPriorityFeePerGas: bigint;
  gasPrice: bigint;
}

export function feeFields(market: FeeMarket): FeeFields {
  if (market.baseFeePerGas === null) return { type: "legacy", gasPrice: market.gasPrice };
  // Twice the base fee: room for six full blocks of +12.5 % each before the transaction is stuck.
  return {
    type: "eip1559",
    maxFeePerGas: market.baseFeePerGas * 2n + market.maxPriorityFeePerGas,
    maxPriorityFeePerGas: market.maxPriorityFeePerGas,
  };
}

const perGas = (fields: FeeFields) => (fields.type === "legacy" ? fields.gasPrice : fields.maxFeePerGas);

export function feePlan(market: FeeMarket, estimate: bigint): FeePlan {
  const gas = estimate + (estimate * GAS_MARGIN_PERCENT) / 100n;
  const fields = feeFields(market);
  return { gas, fields, worstCase: gas * perGas(fields) };
}

/**
 * The fields of a replacement for a transaction still pending: nodes take it only at least a
 * tenth above the old one on every price (geth's default price bump), and it must also meet
 * today's market, or it would be stuck as the first one was.
 */
export function replacementFields(old: FeeFields, market: FeeMarket): FeeFields {
  const bumped = (value: bigint) => value + value / 10n + 1n;
  const now = feeFields(market);
  const max = (a: bigint, b: bigint) => (a > b ? a : b);
  if (old.type === "legacy" || now.type === "legacy") return { type: "legacy", gasPrice: max(bumped(perGas(old)), perGas(now)) };
  return {
    type: "eip1559",
    maxFeePerGas: max(bumped(old.maxFeePerGas), now.maxFeePerGas),
    maxPriorityFeePerGas: max(bumped(old.maxPriorityFeePerGas), now.maxPriorityFeePerGas),
  };
}

/** Whether a pending transaction's price can no longer be included: below the latest base fee. */
export function isStuck(fields: FeeFields, market: FeeMarket): boolean {
  const floor = market.baseFeePerGas ?? market.gasPrice;
  return perGas(fields) < floor;
}
