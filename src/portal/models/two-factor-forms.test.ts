import { describe, expect, it } from "vitest";
import { TwoFactorForms } from "./two-factor-forms.ts";

function forms() {
  const sent: string[] = [];
  const model = new TwoFactorForms(
    {
      start: async () => void sent.push("start"),
      enable: async (code) => void sent.push(`enable ${code}`),
      disable: async () => void sent.push("disable"),
    },
    { refresh: async () => void sent.push("refresh") },
  );
  return { model, sent };
}

describe("the two-factor forms", () => {
  it("ask six digits of the code before sending it, trimmed, then read the session again", async () => {
    const { model, sent } = forms();
    for (const code of ["", "12345", "1234567", "12 456", "abcdef"]) {
      model.code.value = code;
      expect(Object.keys(model.checkCode())).toEqual(["code"]);
    }
    model.code.value = " 123456 ";
    expect(model.checkCode()).toEqual({});
    await model.sendCode();
    expect(sent).toEqual(["enable 123456", "refresh"]);
    expect(model.code.value).toBe("");
  });

  it("start the setup, and turn it off reading the session again", async () => {
    const { model, sent } = forms();
    await model.sendStart();
    await model.sendDisable();
    expect(sent).toEqual(["start", "disable", "refresh"]);
  });
});
