// Chain mode's service fee: the operator's setting, not the sandbox's 1 %. The balances a
// merchant reads are bookkeeping over coins that never leave the merchant's wallet, so a fee
// nobody collects would only make the books disagree with the chain: it is 0 unless the
// operator charges one (and then bills it outside this service).

/** Percent as decimal text with at most 2 fraction digits (one basis point), from 0 to 99.99. */
const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/** CHAIN_SERVICE_FEE_PERCENT as basis points (1 bp = 0.01 %); unset or empty is 0. */
export function readServiceFeeBasisPoints(env: Record<string, string | undefined>): bigint {
  const text = env.CHAIN_SERVICE_FEE_PERCENT?.trim();
  if (text === undefined || text === "") return 0n;
  const match = PERCENT.exec(text);
  if (!match) {
    // A long value is likely something pasted on the wrong line: not repeated.
    const shown = text.length <= 16 ? `CHAIN_SERVICE_FEE_PERCENT=${text}` : "CHAIN_SERVICE_FEE_PERCENT";
    throw new Error(
      `${shown} is not a percent from 0 to 99.99 with at most 2 decimals, written as decimal text such as 0.5 (0: no fee, the default)`,
    );
  }
  return BigInt(match[1] ?? "0") * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** A fee in basis points as the start prints it ("0.5 %"). */
export function describeServiceFee(basisPoints: bigint): string {
  const whole = basisPoints / 100n;
  const cents = (basisPoints % 100n).toString().padStart(2, "0").replace(/0+$/, "");
  return `${whole}${cents ? `.${cents}` : ""} %`;
}
