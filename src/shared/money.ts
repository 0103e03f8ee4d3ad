// Money is text. Every amount in this project is a decimal string; arithmetic happens on
// bigint integers of the smallest unit we keep, so no float ever touches an amount.

/** Crypto amounts are returned with 6 fraction digits, fiat with 2 (spec: Money amount). */
export const CRYPTO_SCALE = 6;
export const FIAT_SCALE = 2;

/**
 * A plain, positive-or-zero decimal without sign, exponent, spaces or leading zeros
 * ("0.5", "12", "12.000001"). What the API accepts as amount text.
 */
const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text);
}

/** Count of fraction digits in decimal text (0 for integers). Assumes isDecimalText. */
export function fractionDigits(text: string): number {
  const dot = text.indexOf(".");
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Decimal text to integer units at `scale` (parseUnits("1.5", 6) === 1500000n).
 * Throws when the text is not decimal or carries more digits than the scale keeps,
 * because silently rounding money is a loss somebody pays for.
 */
export function parseUnits(text: string, scale: number): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  if (fraction.length > scale) {
    throw new RangeError(`${text} has more than ${scale} fraction digits`);
  }
  return BigInt(whole + fraction.padEnd(scale, "0"));
}

/** Integer units at `scale` to decimal text with exactly `scale` fraction digits. */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return (negative ? "-" : "") + (scale === 0 ? whole : `${whole}.${fraction}`);
}

/** Normalises decimal text to the crypto display form ("1.5" -> "1.500000"). */
export function toCryptoText(text: string): string {
  return formatUnits(parseUnits(text, CRYPTO_SCALE), CRYPTO_SCALE);
}

/** Normalises decimal text to the fiat display form ("1.5" -> "1.50"). */
export function toFiatText(text: string): string {
  return formatUnits(parseUnits(text, FIAT_SCALE), FIAT_SCALE);
}

/** Compares two crypto amounts: -1, 0 or 1. */
export function compareCrypto(a: string, b: string): -1 | 0 | 1 {
  const x = parseUnits(a, CRYPTO_SCALE);
  const y = parseUnits(b, CRYPTO_SCALE);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addCrypto(a: string, b: string): string {
  return formatUnits(parseUnits(a, CRYPTO_SCALE) + parseUnits(b, CRYPTO_SCALE), CRYPTO_SCALE);
}

/** a - b; throws if the result would be negative, which for a balance is always a bug. */
export function subtractCrypto(a: string, b: string): string {
  const result = parseUnits(a, CRYPTO_SCALE) - parseUnits(b, CRYPTO_SCALE);
  if (result < 0n) throw new RangeError(`${a} - ${b} is negative`);
  return formatUnits(result, CRYPTO_SCALE);
}

/** Divides with rounding half away from zero (all operands here are non-negative). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Fiat value of a crypto amount at `rate` (fiat per one unit of the asset),
 * rounded half-up to cents.
 */
export function cryptoToFiat(crypto: string, rate: string): string {
  const c = parseUnits(crypto, CRYPTO_SCALE);
  const r = parseUnits(rate, CRYPTO_SCALE);
  // c * r carries 12 fraction digits; bring it down to 2.
  return formatUnits(divideRounded(c * r, 10n ** BigInt(2 * CRYPTO_SCALE - FIAT_SCALE)), FIAT_SCALE);
}

/** Crypto amount bought by a fiat amount at `rate`, rounded half-up to 6 digits. */
export function fiatToCrypto(fiat: string, rate: string): string {
  const f = parseUnits(fiat, CRYPTO_SCALE);
  const r = parseUnits(rate, CRYPTO_SCALE);
  if (r === 0n) throw new RangeError("rate is zero");
  return formatUnits(divideRounded(f * 10n ** BigInt(CRYPTO_SCALE), r), CRYPTO_SCALE);
}

/** Crypto amount times basis points (1 bp = 0.01 %), rounded half-up to 6 digits. */
export function basisPointsOf(crypto: string, basisPoints: bigint): string {
  return formatUnits(divideRounded(parseUnits(crypto, CRYPTO_SCALE) * basisPoints, 10_000n), CRYPTO_SCALE);
}

/**
 * Decimal text to the integer count of the asset's base unit (wei for 18 decimals),
 * as text: what EIP-681's `value` parameter wants.
 */
export function toBaseUnitsText(text: string, decimals: number): string {
  return parseUnits(text, decimals).toString();
}

/**
 * Decimal text as a payer reads it: the exact value without meaningless zeros
 * ("25.000000" -> "25", "12.500000" -> "12.5", "0.050000" -> "0.05"). Never rounds: every
 * significant digit stays. Throws on text that is not decimal.
 */
export function toPlainText(text: string): string {
  if (!isDecimalText(text)) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  if (!text.includes(".")) return text;
  return text.replace(/0+$/, "").replace(/\.$/, "");
}
