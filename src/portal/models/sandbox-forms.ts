// The sandbox's controls on an order's page, as two forms: a simulated transfer to the order
// (an amount in decimal text, or none for what is still due; confirmed or not) and blocks added
// to a pending transfer. Kept out of the component, which only draws.
import { createModel, signal } from "@preact/signals";
import { FormModel } from "./form-model.ts";

/** What the forms need of the order's model: the sandbox's two actions. */
export interface SandboxActions {
  simulate(body: { amount?: string; confirmed: boolean }): Promise<void>;
  confirm(transactionId: string, confirmations: number | undefined): Promise<void>;
}

export const SimulateForm = createModel((sandbox: SandboxActions) => {
  const amount = signal("");
  const confirmed = signal(true);
  return {
    form: new FormModel(["amount", "confirmed"]),
    amount,
    confirmed,
    /** No amount typed: none sent, and the service sends what is still due. */
    send: (): Promise<void> =>
      sandbox.simulate({ ...(amount.value.trim() ? { amount: amount.value.trim() } : {}), confirmed: confirmed.value }),
  };
});

export const ConfirmationsForm = createModel((sandbox: SandboxActions) => {
  // Empty: every confirmation still missing, as the API's route does when it is given none.
  const count = signal("");
  return {
    form: new FormModel(["confirmations"]),
    count,
    /** A count of blocks, not money: sent as a number, which the service checks. */
    send: (transactionId: string): Promise<void> => sandbox.confirm(transactionId, count.value.trim() ? Number(count.value) : undefined),
  };
});
