import { describe, expect, it } from "vitest";
import { ConfirmationsForm, type SandboxActions, SimulateForm } from "./sandbox-forms.ts";

function sandbox() {
  const sent: unknown[] = [];
  const actions: SandboxActions = {
    simulate: async (body) => void sent.push(["simulate", body]),
    confirm: async (transactionId, confirmations) => void sent.push(["confirm", transactionId, confirmations]),
  };
  return { actions, sent };
}

describe("the sandbox's forms", () => {
  it("simulate a transfer of the decimal text typed, trimmed, or of what is due when none is typed", async () => {
    const { actions, sent } = sandbox();
    const simulate = new SimulateForm(actions);
    await simulate.send();
    simulate.amount.value = " 0.50 ";
    simulate.confirmed.value = false;
    await simulate.send();
    expect(sent).toEqual([
      ["simulate", { confirmed: true }],
      ["simulate", { amount: "0.50", confirmed: false }],
    ]);
  });

  it("add the blocks typed to the pending transfer, or every one missing when none is typed", async () => {
    const { actions, sent } = sandbox();
    const blocks = new ConfirmationsForm(actions);
    await blocks.send("tx_1");
    blocks.count.value = " 3 ";
    await blocks.send("tx_1");
    expect(sent).toEqual([
      ["confirm", "tx_1", undefined],
      ["confirm", "tx_1", 3],
    ]);
  });
});
