import * as z from "zod/mini";
import { AmountText } from "./amount-text.ts";

/**
 * POST /_sandbox/orders/{orderId}/payments: a payer's transfer reaches the order's address.
 * `confirmed: false` only detects it (pending, 0 confirmations); the default confirms it.
 */
export const SandboxPaymentRequest = z.object({
  amount: z.optional(AmountText),
  confirmed: z.optional(z.boolean("confirmed must be true or false")),
});
export type SandboxPaymentRequest = z.infer<typeof SandboxPaymentRequest>;

/**
 * POST /_sandbox/transactions/{transactionId}/confirm: new blocks on a pending transfer. Strict:
 * `{}` confirms fully, so a body meant for another route must not pass as one.
 */
export const SandboxConfirmRequest = z.strictObject({
  confirmations: z.optional(
    z
      .int("confirmations must be a whole number such as 3")
      .check(z.minimum(1, "confirmations must be at least 1"), z.maximum(1000, "confirmations must be at most 1000")),
  ),
});
export type SandboxConfirmRequest = z.infer<typeof SandboxConfirmRequest>;
