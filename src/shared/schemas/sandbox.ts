import * as z from "zod/mini";
import { AmountText } from "./amount-text.ts";

/** POST /_sandbox/orders/{orderId}/payments: a payer's funds arrive and are confirmed. */
export const SandboxPaymentRequest = z.object({ amount: z.optional(AmountText) });
export type SandboxPaymentRequest = z.infer<typeof SandboxPaymentRequest>;
