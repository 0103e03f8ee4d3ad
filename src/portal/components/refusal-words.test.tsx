// @vitest-environment jsdom
// A refused form in the portal's language: the service's refusal, by its key and values, is
// shown next to its field in the words of the language in use (German here), the value the
// service echoed included; a key those words do not have shows the service's own message.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalText } from "../../shared/refusal-text.ts";
import { ENGLISH_REFUSALS, type RefusalWords } from "../../shared/refusal-words.ts";
import type { PortalApiError } from "../../shared/schemas/errors.ts";
import { activeLanguage } from "../lib/i18n.ts";
import { SessionModel } from "../models/session-model.ts";
import { AuthScreen } from "./auth-screen.tsx";

// A few German words over the English ones: the test needs only these.
const GERMAN: RefusalWords = {
  ...ENGLISH_REFUSALS,
  signUpRefused: "Mit dieser E-Mail-Adresse lässt sich kein Konto anlegen: Ist es Ihre, melden Sie sich an",
  fieldTooLong: "{field} ist länger als {max} Zeichen",
  received: "{message} (erhalten: {received})",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activeLanguage.value = { code: "en", table: null };
});

function refusing(errors: PortalApiError[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(errors), { status: 400, headers: { "content-type": "application/json" } })),
  );
}

async function signUpRefused() {
  render(<AuthScreen session={new SessionModel()} mode="signUp" />);
  fireEvent.input(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
  fireEvent.input(screen.getByLabelText("Password"), { target: { value: "correct horse battery staple" } });
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
  await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
}

/** The text of the error shown for a field (its description). */
function errorOf(label: string): string {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the service's refusals in the portal's language", () => {
  it("shows the German words next to the field, with the values the service sent", async () => {
    activeLanguage.value = { code: "de", table: null, refusal: (error) => refusalText(error, GERMAN, "de") };
    refusing([
      { code: "wrongData", field: "email", message: ENGLISH_REFUSALS.signUpRefused, key: "signUpRefused" },
      {
        code: "wrongData",
        field: "password",
        message: 'password is longer than 1024 characters (received "xxx…")',
        key: "fieldTooLong",
        params: { field: "password", max: "1024", received: '"xxx…"' },
      },
    ]);
    await signUpRefused();
    expect(errorOf("Email")).toContain(GERMAN.signUpRefused);
    expect(errorOf("Email")).not.toContain(ENGLISH_REFUSALS.signUpRefused);
    expect(errorOf("Password")).toContain('password ist länger als 1024 Zeichen (erhalten: "xxx…")');
  });

  it("shows the service's message for a key the words do not have, or for no key", async () => {
    activeLanguage.value = { code: "de", table: null, refusal: (error) => refusalText(error, GERMAN, "de") };
    refusing([
      { code: "wrongData", field: "email", message: "A refusal written after these words", key: "somethingNew", params: { a: "b" } },
      { code: "wrongData", field: "password", message: "A refusal with no key" },
    ]);
    await signUpRefused();
    expect(errorOf("Email")).toContain("A refusal written after these words");
    expect(errorOf("Password")).toContain("A refusal with no key");
  });

  it("shows the service's message in a language whose refusal words are not written", async () => {
    activeLanguage.value = { code: "de", table: null, refusal: null };
    refusing([{ code: "wrongData", field: "email", message: ENGLISH_REFUSALS.signUpRefused, key: "signUpRefused" }]);
    await signUpRefused();
    expect(errorOf("Email")).toContain(ENGLISH_REFUSALS.signUpRefused);
  });
});
