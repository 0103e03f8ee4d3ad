// @vitest-environment jsdom
// "Forgot password?": with mail on, the email goes to the service and its one answer is shown
// (the page cannot tell a known address from an unknown one either); without, the screen says
// to ask the operator and sends nothing.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSET_IDS } from "../../shared/index.ts";
import { SessionModel } from "../models/session-model.ts";
import { ForgotPasswordScreen } from "./forgot-password-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ANSWER = "If an account has this email, a link to set a new password is on its way to it.";

function sessionWith(passwordResetByEmail: boolean) {
  const session = new SessionModel();
  session.info.value = {
    signUpOpen: false,
    sandbox: false,
    payouts: true,
    chainPayouts: false,
    assets: [...ASSET_IDS],
    passwordResetByEmail,
  };
  return session;
}

describe("the forgot-password screen", () => {
  it("sends the typed email and shows the service's answer", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
        sent.push({ path, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ message: ANSWER }), { status: 202, headers: { "content-type": "application/json" } });
      }),
    );
    render(<ForgotPasswordScreen session={sessionWith(true)} />);
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Mail me a link" }));
    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(sent).toEqual([]);
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: " ada@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Mail me a link" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(ANSWER));
    expect(sent).toEqual([{ path: "/portal/api/password-reset", body: { email: "ada@example.com" } }]);
  });

  it("without mail: says to ask the operator, and offers no form", () => {
    vi.stubGlobal("fetch", vi.fn());
    render(<ForgotPasswordScreen session={sessionWith(false)} />);
    expect(screen.getByRole("status").textContent).toMatch(/ask its operator/);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
