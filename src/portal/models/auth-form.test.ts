import { describe, expect, it } from "vitest";
import { Refused } from "../lib/api.ts";
import { AuthForm, type Credentials } from "./auth-form.ts";

/** A session whose sign-in asks for the two-factor code until it is given. */
function session() {
  const sent: Credentials[] = [];
  const signIn = async (request: Credentials) => {
    sent.push(request);
    if (request.code === undefined) throw new Refused(400, [{ field: "code", message: "Enter the code from your app." }]);
  };
  return { sent, signIn, signUp: signIn };
}

describe("the sign-in form", () => {
  it("checks sign-up's password rules before sending, and not sign-in's", async () => {
    const auth = session();
    const model = new AuthForm(auth);
    model.email.value = "ada@example.com";
    model.password.value = "short";
    expect(await model.submit("signUp")).toBe("refused");
    expect(model.form.errors.value.password).toBeDefined();
    expect(auth.sent).toEqual([]);
    expect(model.check("signIn")).toEqual({});
  });

  it("asks for the code as a question, then sends it with the trimmed email", async () => {
    const auth = session();
    const model = new AuthForm(auth);
    model.email.value = " ada@example.com ";
    model.password.value = "correct horse";
    expect(await model.submit("signIn")).toBe("askCode");
    expect(model.askCode.value).toBe(true);
    expect(model.form.errors.value).toEqual({});
    expect(await model.submit("signIn")).toBe("refused");
    expect(Object.keys(model.form.errors.value)).toEqual(["code"]);
    model.code.value = " 123456 ";
    expect(await model.submit("signIn")).toBe("signedIn");
    expect(auth.sent).toEqual([
      { email: "ada@example.com", password: "correct horse" },
      { email: "ada@example.com", password: "correct horse", code: "123456" },
    ]);
  });
});
