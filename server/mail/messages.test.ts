// The mail's words by the recipient's language: the account's own when its module exists,
// English when it chose none or its language has no mail module yet; the values put in the
// words (amounts, links) are the same text in every language; the operator's alerts stay English.
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type Language } from "../../src/shared/languages.ts";
import { MAIL_LOCALES } from "./locales/index.ts";
import { callbacksFailingMail, fill, passwordResetMail, payoutWaitingMail, reorgAfterCreditMail, watcherFailingMail } from "./messages.ts";

const RESET = { link: "https://pay.example/portal/set-password#t=abc", minutes: 60, origin: "https://pay.example" };

describe("mail in the account's language", () => {
  it("is German for an account that chose German, English for none, and every language of the list has its mail", () => {
    const de = passwordResetMail(RESET, "de");
    expect(de.subject).toBe("Passwort für das Händlerportal zurücksetzen");
    expect(de.text).toContain("innerhalb von 60 Minuten");
    expect(de.text).toContain(RESET.link);
    expect(de.html).toContain('<html lang="de">');
    const none = passwordResetMail(RESET, null);
    expect(none.subject).toBe("Reset your merchant portal password");
    expect(none.text).toContain("within 60 minutes");
    // Every language the pages speak is mailed in: no account is written to in a language it
    // did not choose.
    expect(LANGUAGE_CODES.filter((code) => !MAIL_LOCALES[code])).toEqual([]);
  });

  it("keeps the amount's exact decimal text, and the operator's alerts in English", () => {
    const mail = payoutWaitingMail(
      { orderId: "ord_1", kind: "refund", amount: "0.000001", currency: "USDT", destination: "TXYZ" },
      "https://pay.example",
      "de",
    );
    expect(mail.subject).toBe("Eine Rückerstattung über 0.000001 USDT wartet auf Zahlung");
    expect(watcherFailingMail({ network: "tron", since: "T0", error: "{x}" }, "https://pay.example").text).toContain("Last error: {x}");
  });

  it("sends a kind a language has not translated yet whole in English, and in the language once it has", () => {
    const streak = {
      integrationId: "int_1",
      callbackHost: "shop.invalid",
      since: "2026-01-01T00:00:00.000Z",
      waiting: 2,
      error: "HTTP 500",
    };
    const german = callbacksFailingMail(streak, "https://pay.example", "de");
    expect(german.subject).toBe("Callbacks an shop.invalid schlagen seit 2026-01-01T00:00:00.000Z fehl");
    expect(german.html).toContain('<html lang="de">');
    // A language whose module has no words for it yet: not a mail in that language with English
    // in it, an English one.
    const untranslated = (Object.keys(MAIL_LOCALES) as Language[]).find((code) => !MAIL_LOCALES[code]?.callbacksFailing);
    if (untranslated) {
      const english = callbacksFailingMail(streak, "https://pay.example", untranslated);
      expect(english.subject).toBe("Callbacks to shop.invalid have failed since 2026-01-01T00:00:00.000Z");
      expect(english.html).toContain('<html lang="en">');
      expect(english.text).toContain("switch them off in the portal's Account screen");
    }
    const reorg = { orderId: "ord_1", network: "Tron", blockNumber: 7, hash: "ab12", amount: "25.000000", currency: "USDT" };
    expect(reorgAfterCreditMail(reorg, "https://pay.example", "de").subject).toBe(
      "Eine gutgeschriebene Überweisung an Bestellung ord_1 ist nicht mehr in der Chain",
    );
  });

  it("fills each placeholder once, and leaves a value's braces alone", () => {
    expect(fill("{a} and {b}", { a: "{b}", b: "two" })).toBe("{b} and two");
    expect(fill("{missing}", {})).toBe("{missing}");
  });
});
