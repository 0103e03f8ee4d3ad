// The amount field of requests, apart from the response-side Money amount: the page parses
// responses only, and a top-level schema here would ride into its bundle with its messages.
import * as z from "zod/mini";
import { CRYPTO_SCALE, fractionDigits, isDecimalText, parseUnits } from "../money.ts";

/** 18 integer digits: beyond the supply of every asset the spec lists, with room to spare. */
export const MAX_INTEGER_DIGITS = 18;

/**
 * An amount in a request: decimal text, above zero, at most 6 fraction digits. A JSON
 * number is refused on purpose: 0.1 + 0.2 style drift must never reach a ledger.
 */
export const AmountText = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'amount is required: send it as decimal text, for example "10.50"'
        : typeof issue.input === "number"
          ? 'amount must be a string of decimal text such as "10.50", not a JSON number'
          : 'amount must be a string of decimal text such as "10.50"',
  })
  .check(
    z.refine(isDecimalText, {
      error: 'amount must be plain decimal text such as "10.50": digits, one optional dot, no sign, exponent or spaces',
      abort: true,
    }),
    // No real amount needs more: a 5,000-digit "amount" is an attack on the ledger, not a payment.
    z.refine((text) => text.length - (fractionDigits(text) > 0 ? fractionDigits(text) + 1 : 0) <= MAX_INTEGER_DIGITS, {
      error: `amount has more than ${MAX_INTEGER_DIGITS} digits before the dot`,
      abort: true,
    }),
    z.refine((text) => fractionDigits(text) <= CRYPTO_SCALE, {
      error: `amount has more than ${CRYPTO_SCALE} fraction digits`,
      abort: true,
    }),
    z.refine((text) => parseUnits(text, CRYPTO_SCALE) > 0n, "amount must be greater than zero"),
  );
