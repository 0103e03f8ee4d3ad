import { describe, expect, it } from "vitest";
import type { ChangePasswordRequest } from "../../shared/index.ts";
import { Refused } from "../lib/api.ts";
import { PasswordForm } from "./password-form.ts";

/** A session whose change is refused while the current password is wrong. */
function account() {
  const sent: ChangePasswordRequest[] = [];
  return {
    sent,
    changePassword: async (request: ChangePasswordRequest) => {
      sent.push(request);
      if (request.currentPassword !== "old password") throw new Refused(400, [{ field: "currentPassword", message: "Wrong password." }]);
    },
  };
}

describe("the password change", () => {
  it("names each field it cannot send, the code only when two-factor is on", async () => {
    const session = account();
    const model = new PasswordForm(session);
    model.next.value = "short";
    expect(Object.keys(model.check(false)).sort()).toEqual(["currentPassword", "newPassword"]);
    expect(Object.keys(model.check(true)).sort()).toEqual(["code", "currentPassword", "newPassword"]);
    expect(await model.submit(true)).toBe(false);
    expect(session.sent).toEqual([]);
  });

  it("sends passwords as typed and the code trimmed; a refusal lands on its field and keeps the passwords, never the code", async () => {
    const session = account();
    const model = new PasswordForm(session);
    model.current.value = "wrong password";
    model.next.value = " a new long password ";
    model.code.value = " 123456 ";
    expect(await model.submit(true)).toBe(false);
    expect(model.form.errors.value).toEqual({ currentPassword: "Wrong password." });
    expect([model.current.value, model.next.value, model.code.value]).toEqual(["wrong password", " a new long password ", ""]);
    model.current.value = "old password";
    expect(await model.submit(false)).toBe(true);
    expect(session.sent).toEqual([
      { currentPassword: "wrong password", newPassword: " a new long password ", code: "123456" },
      { currentPassword: "old password", newPassword: " a new long password " },
    ]);
    expect([model.current.value, model.next.value, model.form.done.value]).toEqual(["", "", true]);
  });
});
