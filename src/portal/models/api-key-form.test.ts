import { describe, expect, it } from "vitest";
import { API_KEY_NAME_MAX } from "../../shared/index.ts";
import { ApiKeyForm, type ApiKeys, KeyRevoke } from "./api-key-form.ts";

function keys(revokeFails = false) {
  const sent: string[][] = [];
  const model: ApiKeys = {
    create: async (name) => void sent.push(["create", name]),
    revoke: async (id) => {
      sent.push(["revoke", id]);
      if (revokeFails) throw new Error("offline");
    },
  };
  return { model, sent };
}

describe("the API keys' forms", () => {
  it("names a key of 1 to the most characters, spaces aside, and sends it trimmed", async () => {
    const { model, sent } = keys();
    const form = new ApiKeyForm(model);
    for (const name of ["", "   ", "k".repeat(API_KEY_NAME_MAX + 1)]) {
      form.name.value = name;
      expect(Object.keys(form.check())).toEqual(["name"]);
    }
    form.name.value = ` ${"k".repeat(API_KEY_NAME_MAX)} `;
    expect(form.check()).toEqual({});
    await form.send();
    expect(sent).toEqual([["create", "k".repeat(API_KEY_NAME_MAX)]]);
    expect(form.name.value).toBe("");
  });

  it("revoke its key once confirmed, and say so when the revoke failed, keeping the question open", async () => {
    const ok = keys();
    const revoke = new KeyRevoke(ok.model, "key_1");
    revoke.asking.value = true;
    await revoke.confirm();
    expect([revoke.asking.value, revoke.failed.value, ok.sent]).toEqual([false, false, [["revoke", "key_1"]]]);
    const offline = new KeyRevoke(keys(true).model, "key_2");
    offline.asking.value = true;
    await offline.confirm();
    expect([offline.asking.value, offline.failed.value]).toEqual([true, true]);
  });
});
