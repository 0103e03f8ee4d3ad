// @vitest-environment jsdom
// A change refused for want of a fresh confirmation goes ahead by itself once the step-up is
// confirmed: the merchant does not press the change's button a second time.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormModel } from "../models/form-model.ts";
import { SessionModel } from "../models/session-model.ts";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function Withdraw({ session, send }: { session: SessionModel; send: () => Promise<void> }): JSX.Element {
  const form = useModel(() => new FormModel(["amount", "confirmation"]));
  return (
    <>
      <SettingsForm form={form} name="withdraw" submitLabel="Withdraw" doneLabel="Withdrawn." send={send}>
        <p>10 USDT</p>
      </SettingsForm>
      {form.errors.value.confirmation ? <StepUp session={session} id="withdraw-step-up" refused={form} /> : null}
    </>
  );
}

describe("the step-up", () => {
  it("sends the refused change again once confirmed, and says it was done", async () => {
    const confirmed: unknown[] = [];
    let allowed = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
        if (path === "/portal/api/confirm") {
          confirmed.push(JSON.parse(String(init.body)));
          allowed = true;
          return json(204, null);
        }
        return allowed ? json(201, {}) : json(403, [{ code: "wrongData", field: "confirmation", message: "confirm it" }]);
      }),
    );
    const session = new SessionModel();
    session.state.value = {
      kind: "signedIn",
      me: {
        email: "ada@example.com",
        clientId: "cli_1",
        createdAt: "2026-11-26T00:00:00.000Z",
        signUpOpen: true,
        twoFactor: false,
        language: null,
      },
    };
    const { call } = await import("../lib/api.ts");
    let sent = 0;
    const send = async () => {
      sent++;
      await call("POST", "/portal/api/orders/withdrawal", null, {});
    };
    render(<Withdraw session={session} send={send} />);
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    const password = await screen.findByLabelText("Password");
    expect(sent).toBe(1);
    fireEvent.input(password, { target: { value: "correct horse battery staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm and continue" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Withdrawn."));
    expect(confirmed).toEqual([{ password: "correct horse battery staple" }]);
    expect(sent).toBe(2);
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});
