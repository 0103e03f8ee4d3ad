import * as z from "zod/mini";
import { isDecimalText } from "../money.ts";

/** Spec: Money amount. `amount` is decimal text, never a JSON number. */
export const MoneyAmount = z.object({
  amount: z.string().check(z.refine(isDecimalText, "amount must be decimal text")),
  currency: z.string(),
});
export type MoneyAmount = z.infer<typeof MoneyAmount>;
