import * as z from "zod/mini";
import { CRYPTO_SCALE, fractionDigits, isDecimalText, parseUnits } from "../money.ts";

/** Spec: Money amount. `amount` is decimal text, never a JSON number. */
export const MoneyAmount = z.object({
  amount: z.string().check(z.refine(isDecimalText, "amount must be decimal text")),
  currency: z.string(),
});
export type MoneyAmount = z.infer<typeof MoneyAmount>;

/**
 * An amount in a request: decimal text, above zero, at most 6 fraction digits. A JSON
 * number is refused on purpose: 0.1 + 0.2 style drift must never reach a ledger.
 */
export const AmountText = z.string({
  error: (issue) =>
    issue.input === undefined
      ? "amount is required: send it as decimal text, for example \"10.50\""
      : typeof issue.input === "number"
        ? "amount must be a string of decimal text such as \"10.50\", not a JSON number"
        : "amount must be a string of decimal text such as \"10.50\"",
}).check(
  z.refine(isDecimalText, {
    error: "amount must be plain decimal text such as \"10.50\": digits, one optional dot, no sign, exponent or spaces",
    abort: true,
  }),
  z.refine((text) => fractionDigits(text) <= CRYPTO_SCALE, {
    error: `amount has more than ${CRYPTO_SCALE} fraction digits`,
    abort: true,
  }),
  z.refine((text) => parseUnits(text, CRYPTO_SCALE) > 0n, "amount must be greater than zero"),
);
