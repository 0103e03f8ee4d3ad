import { describe, expect, it } from "vitest";
import type { ConfirmRequest } from "../../shared/index.ts";
import { Refused } from "../lib/api.ts";
import { StepUpForm } from "./step-up-form.ts";

/** A session that accepts the code 123456 and the password "old password". */
function session() {
  const sent: ConfirmRequest[] = [];
  return {
    sent,
    confirm: async (request: ConfirmRequest) => {
      sent.push(request);
      if (request.code !== "123456" && request.password !== "old password")
        throw new Refused(400, [{ field: "code", message: "Wrong code." }]);
    },
  };
}

/** The refused change, counting how often it is sent again. */
function refused() {
  const change = {
    retries: 0,
    retry: async () => {
      change.retries++;
      return true;
    },
  };
  return change;
}

describe("the step-up's form", () => {
  it("asks the code when two-factor is on, trimmed, emptied after each answer; sends the refused change again once accepted", async () => {
    const confirmer = session();
    const change = refused();
    const model = new StepUpForm(confirmer, true);
    expect(await model.submit(change)).toBe(false);
    expect(Object.keys(model.form.errors.value)).toEqual(["code"]);
    model.value.value = " 654321 ";
    expect(await model.submit(change)).toBe(false);
    expect([model.value.value, change.retries]).toEqual(["", 0]);
    model.value.value = " 123456 ";
    expect(await model.submit(change)).toBe(true);
    expect(change.retries).toBe(1);
    expect(confirmer.sent).toEqual([{ code: "654321" }, { code: "123456" }]);
  });

  it("asks the password when two-factor is off, sent as typed", async () => {
    const confirmer = session();
    const model = new StepUpForm(confirmer, false);
    expect(await model.submit(refused())).toBe(false);
    expect(Object.keys(model.form.errors.value)).toEqual(["password"]);
    model.value.value = "old password";
    expect(await model.submit(refused())).toBe(true);
    expect(confirmer.sent).toEqual([{ password: "old password" }]);
  });
});
